// Runs `loveletter <args>` through main(argv, io) with no input, and collects what it printed.
import { PassThrough } from "node:stream";
import { main } from "../src/main.js";

export async function loveletter(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const input = new PassThrough();
  const output = new PassThrough();
  const error = new PassThrough();
  const text = { out: "", err: "" };
  output.setEncoding("utf8").on("data", (chunk: string) => {
    text.out += chunk;
  });
  error.setEncoding("utf8").on("data", (chunk: string) => {
    text.err += chunk;
  });
  const code = await main(["node", "loveletter", ...args], { input, output, error });
  return { code, ...text };
}
