// Vitest's global set-up. The tests run the TypeScript sources, but worker threads (the arena's,
// the load test's) run the build: compile what changed first, so that no test runs yesterday's
// code in a worker. `tsc -b` does nothing when the build is current; the engine's bundle is made
// again only when its modules are newer.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function newestUnder(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestUnder(path));
    else if (entry.name.endsWith(".js") && entry.name !== "engine.js")
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

export default function buildForTests() {
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-b", "packages/cli"], {
    cwd: root,
    stdio: "inherit",
  });
  const engineDist = join(root, "packages/engine/dist");
  if (mtime(join(engineDist, "engine.js")) < newestUnder(engineDist))
    execFileSync(process.execPath, [join(root, "scripts/bundle-engine.mjs")], { cwd: root, stdio: "inherit" });
}
