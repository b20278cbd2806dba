// Builds the reference bots: bots kept only to measure others against (`loveletter sim`), never
// seated and never a second copy of the source. Each is its code at a pinned commit, the engine of
// that commit included, bundled into one file (packages/bots/reference/<name>.cjs) that the arena
// loads (packages/bots/src/reference.ts). The commit's sources come from git, so this needs the
// repository's history: `node scripts/build-reference-bots.mjs` writes the files again, `--check`
// fails when a committed file is not what its commit builds.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Each reference bot: the commit its code is taken from, and the module exporting its agent. */
const REFERENCE_BOTS = {
  // The expert as it was before the match chance and the play likelihoods (README, "Measured
  // strength"): main at 7bc751c, the last commit with its source in packages/bots/src/expert-2026.
  "expert-2026": {
    commit: "7bc751c960fbc0f31d8d8325b2dc2d39cb4142f1",
    module: "packages/bots/src/expert-2026/index.ts",
    agent: "expert2026Agent",
  },
};

/** The bundle of one reference bot, as text. */
async function bundle(name, { commit, module, agent }) {
  const dir = mkdtempSync(join(tmpdir(), `reference-${name}-`));
  try {
    const tar = execFileSync("git", ["archive", "--format=tar", commit, "packages/engine/src", "packages/bots/src"], {
      cwd: root,
      maxBuffer: 64 << 20,
    });
    execFileSync("tar", ["-x", "-C", dir], { input: tar });
    // One export, whatever the bot's own function is called: createAgent(seed, budgetMs).
    writeFileSync(join(dir, "entry.ts"), `export { ${agent} as createAgent } from "./${module}";\n`);
    const result = await build({
      entryPoints: [join(dir, "entry.ts")],
      bundle: true,
      write: false,
      format: "cjs",
      platform: "neutral",
      target: "es2022",
      minify: true,
      legalComments: "none",
      alias: { "@loveletter/engine": join(dir, "packages/engine/src/index.ts") },
      logLevel: "warning",
    });
    const banner =
      `// The reference bot "${name}": ${module} at commit ${commit},\n` +
      "// with that commit's engine, bundled by scripts/build-reference-bots.mjs. Generated: do not edit.\n";
    return banner + result.outputFiles[0].text;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const check = process.argv.includes("--check");
const out = join(root, "packages/bots/reference");
mkdirSync(out, { recursive: true });
let stale = 0;
for (const [name, spec] of Object.entries(REFERENCE_BOTS)) {
  const text = await bundle(name, spec);
  const file = join(out, `${name}.cjs`);
  if (!check) {
    writeFileSync(file, text);
    console.log(`${file}: ${text.length} bytes`);
    continue;
  }
  let committed = "";
  try {
    committed = readFileSync(file, "utf8");
  } catch {}
  if (committed === text) console.log(`${name}: up to date`);
  else {
    stale++;
    console.error(`${name}: ${file} is not what commit ${spec.commit} builds (run without --check).`);
  }
}
if (stale > 0) process.exit(1);
