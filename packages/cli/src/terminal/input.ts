import { createInterface, type Interface } from "node:readline";
import type { Readable, Writable } from "node:stream";

/** The person left: end of input (Ctrl-D, a closed pipe), Ctrl-C, or "q". */
export class InputClosed extends Error {
  override readonly name = "InputClosed";
  constructor(readonly reason: "end-of-input" | "quit") {
    super(reason === "quit" ? "The player quit." : "The input was closed.");
  }
}

export interface Terminal {
  readonly input: Readable;
  readonly output: Writable;
}

/**
 * Line input over node:readline. Lines typed ahead are queued, so a script can pipe every answer at
 * once; `ask` resolves to null once the input has ended and every queued line was read.
 */
export class LineReader {
  private readonly rl: Interface;
  private readonly queue: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private ended = false;
  /** True once the person pressed Ctrl-C. */
  interrupted = false;
  /** A terminal echoes what is typed; a pipe does not, so the answer is written after the prompt. */
  private readonly echo: boolean;

  constructor(private readonly io: Terminal) {
    const terminal = Boolean((io.input as { isTTY?: boolean }).isTTY && (io.output as { isTTY?: boolean }).isTTY);
    this.echo = !terminal;
    this.rl = createInterface({ input: io.input, output: io.output, terminal });
    this.rl.on("line", (line) => this.deliver(line));
    this.rl.on("close", () => {
      this.ended = true;
      this.deliver(null);
    });
    // Ctrl-C at a prompt leaves the table politely, like Ctrl-D.
    this.rl.on("SIGINT", () => {
      this.interrupted = true;
      this.rl.close();
    });
  }

  private deliver(line: string | null): void {
    const waiting = this.waiting;
    if (waiting) {
      this.waiting = null;
      waiting(line);
    } else if (line !== null) this.queue.push(line);
  }

  /** Shows the prompt and resolves to the next line (trimmed), or null at the end of input. */
  ask(prompt: string): Promise<string | null> {
    this.rl.setPrompt(prompt);
    this.rl.prompt();
    const line = this.queue.shift();
    const answer =
      line !== undefined
        ? Promise.resolve<string | null>(line)
        : this.ended
          ? Promise.resolve(null)
          : new Promise<string | null>((resolve) => {
              this.waiting = resolve;
            });
    return answer.then((text) => {
      if (this.echo) this.io.output.write(text === null ? "\n" : `${text}\n`);
      return text === null ? null : text.trim();
    });
  }

  close(): void {
    if (!this.ended) this.rl.close();
  }
}
