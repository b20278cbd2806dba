// The lock-file check (`npm run lint`): package-lock.json names every optional dependency of every
// package it locks — the other platforms' binaries of biome, esbuild, rollup, msgpackr-extract... —
// so `npm ci` installs from it on macOS, Windows and Linux alike, and `npm install` on a fresh clone
// has nothing to add (it used to rewrite ~500 lines, leaving the clone dirty after set-up).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Every optional dependency a locked package names that the lock does not hold, as "pkg -> dep". */
export function missingOptionals(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
      // Node resolves from the package's own node_modules up to the root's.
      const segments = path === "" ? [] : path.split("/node_modules/").map((s) => s.replace(/^node_modules\//, ""));
      const candidates = [];
      for (let depth = segments.length; depth >= 0; depth--) {
        const base = segments
          .slice(0, depth)
          .map((s) => `node_modules/${s}`)
          .join("/");
        candidates.push(`${base ? `${base}/` : ""}node_modules/${dep}`);
      }
      const local = path.startsWith("packages/") ? [`${path}/node_modules/${dep}`] : [];
      if (![...local, ...candidates].some((c) => c in packages)) missing.push(`${path || "(root)"} -> ${dep}`);
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));
  const missing = missingOptionals(lock);
  if (missing.length > 0) {
    console.error(
      `package-lock.json lacks ${missing.length} optional packages its packages name (npm ci would fail on their platforms):\n  ${missing.join("\n  ")}\nRegenerate it with: npm install --package-lock-only`,
    );
    process.exit(1);
  }
}
