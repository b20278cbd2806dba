/**
 * Empties an array in place. `array.length = 0` is a runtime call in V8 and shows in the playout
 * profile; popping the few elements of a hand, pile or deck is not.
 */
export function clear(array: unknown[]): void {
  while (array.length > 0) array.pop();
}

/** Removes the first occurrence of `item` in place, keeping the order of the rest. */
export function removeFirst(array: number[], item: number): void {
  const i = array.indexOf(item);
  for (let j = i; j < array.length - 1; j++) array[j] = array[j + 1]!;
  array.pop();
}
