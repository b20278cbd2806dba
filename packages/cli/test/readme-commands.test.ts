// The README's command table and `loveletter --help` name the same commands and options, so a
// reader of either finds every flag the other promises.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loveletter } from "./command-harness.js";

const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");

/** The first cell of each README table row that documents a command, keyed by its command path. */
function readmeRows(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readme.split("\n")) {
    const cell = /^\| `loveletter ([a-z-]+(?: [a-z-]+)?)\b([^|]|\\\|)*`/.exec(line);
    if (!cell) continue;
    const usage = cell[0];
    const words = cell[1].split(" ");
    const path = words.length === 2 && /^[a-z-]+$/.test(words[1]) && !words[1].startsWith("-") ? cell[1] : words[0];
    rows.set(path, usage);
  }
  return rows;
}

/** The long options a help text lists, without commander's own --help. */
function optionsOf(help: string): string[] {
  return [...help.matchAll(/^\s+(?:-\w, )?(--[a-z][a-z-]*)/gm)].map((m) => m[1]).filter((o) => o !== "--help");
}

/** The commands a help text lists, without commander's own `help`. */
function commandsOf(help: string): string[] {
  const section = help.split(/^Commands:$/m)[1] ?? "";
  return [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)].map((m) => m[1]).filter((c) => c !== "help");
}

async function commandPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const name of commandsOf((await loveletter("--help")).out)) {
    const subcommands = commandsOf((await loveletter(name, "--help")).out);
    if (subcommands.length === 0) paths.push(name);
    for (const sub of subcommands) paths.push(`${name} ${sub}`);
  }
  return paths;
}

describe("the README's command table", () => {
  it("has a row for every command of `loveletter --help`, and no other", async () => {
    expect([...readmeRows().keys()].sort()).toEqual((await commandPaths()).sort());
  });

  it("names exactly the options each command's --help lists", async () => {
    const rows = readmeRows();
    for (const path of await commandPaths()) {
      const help = (await loveletter(...path.split(" "), "--help")).out;
      const documented = [...(rows.get(path) ?? "").matchAll(/--[a-z][a-z-]*/g)].map((m) => m[0]);
      expect.soft(new Set(documented), `README row of loveletter ${path}`).toEqual(new Set(optionsOf(help)));
    }
  });
});
