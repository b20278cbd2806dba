import "../../src/shim.js";
import { Client, type Room } from "@colyseus/sdk";
import type { QuickMatchInput, QuickMatchMessages } from "@loveletter/protocol";

/** One person's quick-match connection: what it was told, in order. */
export class Seeker {
  readonly waiting: QuickMatchMessages["waiting"][] = [];
  readonly errors: QuickMatchMessages["error"][] = [];
  matched: QuickMatchMessages["matched"] | null = null;
  /** When the `matched` message came (this machine's clock). */
  matchedAt = 0;
  /** The close code of the connection, once it closed. */
  closed: number | null = null;

  constructor(readonly room: Room) {
    room.onMessage("waiting", (message: QuickMatchMessages["waiting"]) => this.waiting.push(message));
    room.onMessage("error", (message: QuickMatchMessages["error"]) => this.errors.push(message));
    room.onMessage("matched", (message: QuickMatchMessages["matched"]) => {
      this.matched = message;
      this.matchedAt = Date.now();
    });
    room.onLeave((code) => {
      this.closed = code;
    });
  }

  static async join(url: string, options: QuickMatchInput): Promise<Seeker> {
    return new Seeker(await new Client(url).joinOrCreate("quick-match", options));
  }

  async until(ready: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
