// Drives a command through streams the way a person at a terminal would: every prompt (output
// ending in ": ") is answered by a script.

import { PassThrough } from "node:stream";
import { main } from "../src/main.js";

/** The reply to the index-th prompt; null closes the input (Ctrl-D). */
export type Answer = (prompt: string, index: number) => string | null;

/** Streams for the command, answering each prompt with `answer`; `text` collects what it printed. */
export function terminal(answer: Answer) {
  const input = new PassThrough();
  const output = new PassThrough();
  const error = new PassThrough();
  const text = { out: "", err: "" };
  let prompts = 0;
  output.setEncoding("utf8");
  error.setEncoding("utf8");
  error.on("data", (chunk: string) => {
    text.err += chunk;
  });
  output.on("data", (chunk: string) => {
    text.out += chunk;
    if (!text.out.endsWith(": ") || input.writableEnded) return;
    const reply = answer(text.out.slice(text.out.lastIndexOf("\n") + 1), prompts++);
    if (reply === null) input.end();
    else input.write(`${reply}\n`);
  });
  return { io: { input, output, error }, text };
}

/** Runs `loveletter play ARGS` with scripted answers (by default: the first choice, Enter to go on). */
export async function runPlay(args: string[], answer: Answer = (p) => (p.startsWith("Press Enter") ? "" : "1")) {
  const { io, text } = terminal(answer);
  const code = await main(["node", "loveletter", "play", ...args], io);
  return { code, ...text };
}
