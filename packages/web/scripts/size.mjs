// Measures what a first visit downloads: the JavaScript and CSS that dist/index.html loads, and
// everything those scripts import statically (not lazy chunks), gzipped at level 9.
// Usage: node packages/web/scripts/size.mjs [--budget 120]
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const budgetArg = process.argv.indexOf("--budget");
const budgetKb = budgetArg > 0 ? Number(process.argv[budgetArg + 1]) : 120;

if (!existsSync(join(dist, "index.html"))) {
  console.error("No build found: run `npm run build -w @loveletter/web` first.");
  process.exit(2);
}

const html = readFileSync(join(dist, "index.html"), "utf8");
const entries = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const seen = new Set();
const queue = [...entries];
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  if (!file.endsWith(".js")) continue;
  const code = readFileSync(join(dist, file), "utf8");
  // Static imports of other chunks: `import ... from "./x.js"` / `import "./x.js"` (not import()).
  for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(`assets/${m[1]}`);
}

let raw = 0;
let gz = 0;
const rows = [];
for (const file of seen) {
  const bytes = readFileSync(join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += zipped;
  rows.push([file, (bytes.length / 1024).toFixed(1), (zipped / 1024).toFixed(1)]);
}
for (const [file, r, g] of rows) console.log(`${file.padEnd(40)} ${r.padStart(8)} kB ${g.padStart(8)} kB gzip`);
console.log(
  `${"first load".padEnd(40)} ${(raw / 1024).toFixed(1).padStart(8)} kB ${(gz / 1024).toFixed(1).padStart(8)} kB gzip`,
);
if (gz / 1024 > budgetKb) {
  console.error(`Over the budget of ${budgetKb} kB gzipped.`);
  process.exit(1);
}
