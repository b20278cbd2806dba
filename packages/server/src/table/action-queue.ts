/**
 * Runs a table's actions one at a time, in arrival order: each is checked against the game as the
 * actions before it left it, stored, and applied before the next starts. A task that throws stops
 * the queue for good (the table can no longer referee) and is reported once.
 */
export class ActionQueue {
  private tail: Promise<void> = Promise.resolve();
  private failed = false;

  constructor(private readonly onFailure: (error: unknown) => void) {}

  run(task: () => void | Promise<void>): void {
    this.tail = this.tail.then(async () => {
      if (this.failed) return;
      try {
        await task();
      } catch (error) {
        this.failed = true;
        this.onFailure(error);
      }
    });
  }

  /** Resolves once every task queued so far has run. */
  drained(): Promise<void> {
    return this.tail;
  }
}
