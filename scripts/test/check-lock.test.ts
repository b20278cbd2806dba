// The lock-file check: an optional platform binary that a locked package names but the lock does
// not hold is reported (npm ci fails on that platform), wherever npm would look for it.
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without declarations
import { missingOptionals } from "../check-lock.mjs";

const lock = (packages: Record<string, object>) => ({ lockfileVersion: 3, packages });

describe("the lock-file check", () => {
  it("reports an optional dependency the lock does not hold", () => {
    const missing = missingOptionals(
      lock({
        "": {},
        "node_modules/tool": { optionalDependencies: { "tool-darwin": "1.0.0", "tool-linux": "1.0.0" } },
        "node_modules/tool-linux": {},
      }),
    );
    expect(missing).toEqual(["node_modules/tool -> tool-darwin"]);
  });

  it("finds one held where npm resolves it: nested, at the root, or in a workspace's folder", () => {
    const missing = missingOptionals(
      lock({
        "": {},
        "node_modules/a/node_modules/tool": { optionalDependencies: { nested: "1", hoisted: "1" } },
        "node_modules/a/node_modules/tool/node_modules/nested": {},
        "node_modules/hoisted": {},
        "packages/web": { optionalDependencies: { local: "1" } },
        "packages/web/node_modules/local": {},
      }),
    );
    expect(missing).toEqual([]);
  });

  it("passes the repository's lock file", async () => {
    const { readFileSync } = await import("node:fs");
    const repoLock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8"));
    expect(missingOptionals(repoLock)).toEqual([]);
  });
});
