// Bundles the engine's compiled modules into one file. In a single scope esbuild inlines the
// cross-module constants (card ids, decision codes) that the playout loop reads millions of times a
// second; as separate ES modules each read is a module-binding load with a TDZ check. Types still come
// from tsc's declarations. Measured with `loveletter bench` (see README, design notes).
import { build } from "esbuild";

await build({
  entryPoints: ["packages/engine/dist/index.js"],
  outfile: "packages/engine/dist/engine.js",
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  minifySyntax: true,
  sourcemap: true,
  logLevel: "warning",
});
