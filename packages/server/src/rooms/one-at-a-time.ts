const tails = new Map<string, Promise<void>>();

/**
 * Runs `task` once every task queued before it under the same key (in this process) has finished,
 * and gives its result. Keys with nothing queued are forgotten.
 */
export function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const run = (tails.get(key) ?? Promise.resolve()).then(task);
  const tail = run.then(
    () => {},
    () => {},
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
