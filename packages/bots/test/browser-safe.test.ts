import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../src/", import.meta.url));

/** Every module "@loveletter/bots" loads from its entry, and every bare import among them. */
function importGraph(entry: string): { modules: string[]; external: Set<string> } {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    // Value imports and re-exports; `import type` is erased and loads nothing.
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+"([^"]+)"/gms)) {
      const spec = m[1]!;
      if (spec.startsWith(".")) visit(resolve(dirname(file), spec.replace(/\.js$/, ".ts")));
      else external.add(spec);
    }
  };
  visit(resolve(SRC, entry));
  return { modules: [...seen], external };
}

describe("the bots package's entry points", () => {
  it("@loveletter/bots loads nothing Node-only: the web client runs it in a Web Worker", () => {
    const { modules, external } = importGraph("index.ts");
    expect([...external].filter((s) => s.startsWith("node:") || !s.startsWith("@loveletter/"))).toEqual([]);
    expect(modules.some((m) => m.includes("/external/") || m.includes("/arena/"))).toBe(false);
  });

  it("@loveletter/bots/node holds the programs and the arena's threads", () => {
    const { external } = importGraph("node.ts");
    expect(external).toContain("node:child_process");
    expect(external).toContain("node:worker_threads");
  });
});
