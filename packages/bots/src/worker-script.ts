import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The script of a worker thread. Workers run JavaScript: from a built package the script sits
 * beside the module that starts it; when that module runs from its TypeScript source (tests), the
 * build's copy is used. Throws, saying to build, when the script isn't there.
 *
 * @param here the starting module's `import.meta.url`
 * @param name the script's name beside it, without extension ("worker")
 * @param built the script's path from `here` when `here` is TypeScript ("../../dist/arena/worker.js")
 */
export function workerScriptUrl(here: string, name: string, built: string): URL {
  const url = /\.[cm]?ts$/.test(here)
    ? new URL(built, here)
    : new URL(`./${name}${here.slice(here.lastIndexOf("."))}`, here);
  if (!existsSync(fileURLToPath(url)))
    throw new Error(`The worker script ${fileURLToPath(url)} is missing: build first (npm run build).`);
  return url;
}
