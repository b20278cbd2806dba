import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** packages/web, and the repository root. */
export const webDir = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const repoDir = resolve(webDir, "..", "..");
export const distDir = join(webDir, "dist");
const stampFile = join(distDir, ".source-hash");
const lockDir = join(webDir, ".build-lock");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A hash of everything the web build reads: its sources, the engine's, the seat core's and the bots' sources, the config. */
function sourceHash(): string {
  const hash = createHash("sha256").update("NODE_ENV=production");
  const files = [
    ...filesUnder(join(webDir, "src")),
    // The manifest, icons and offline page, copied as they are.
    ...filesUnder(join(webDir, "public")),
    ...filesUnder(join(repoDir, "packages", "engine", "src")),
    ...filesUnder(join(repoDir, "packages", "protocol", "src")),
    // The review worker's expert and review.
    ...filesUnder(join(repoDir, "packages", "bots", "src")),
    join(webDir, "index.html"),
    join(webDir, "vite.config.ts"),
  ].sort();
  for (const file of files) hash.update(file).update(new Uint8Array(readFileSync(file)));
  return hash.digest("hex");
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/**
 * Builds packages/web/dist unless it is already built from the current sources. Test files may run
 * in parallel: a lock directory lets one of them build while the others wait.
 */
export async function ensureWebBuild(): Promise<string> {
  const wanted = sourceHash();
  for (let waited = 0; ; waited += 200) {
    if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) return distDir;
    try {
      mkdirSync(lockDir);
    } catch {
      if (waited > 180_000) rmSync(lockDir, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      if (existsSync(stampFile) && readFileSync(stampFile, "utf8") === wanted) return distDir;
      execFileSync(
        process.execPath,
        [join(webDir, "node_modules", "vite", "bin", "vite.js"), "build", "--logLevel", "error"],
        // Vitest sets NODE_ENV=test, which would make a development bundle: the tests load what
        // players download.
        { cwd: webDir, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } },
      );
      writeFileSync(stampFile, wanted);
      return distDir;
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

/** Compiles the server package when its build is missing (the root build normally does it). */
export function ensureServerBuild(): void {
  if (existsSync(join(repoDir, "packages", "server", "dist", "index.js"))) return;
  execFileSync(process.execPath, [join(repoDir, "node_modules", "typescript", "bin", "tsc"), "-b", "packages/server"], {
    cwd: repoDir,
    stdio: "inherit",
  });
}
