// Measures what a first visit downloads: index.html, the JavaScript and CSS it loads, and
// everything those scripts import statically (not lazy chunks), as the brotli copies the build
// stores and the server sends to browsers that take brotli (gzip sizes beside them).
// Usage: node packages/web/scripts/size.mjs [--budget 120]   (budget in kB on the wire, brotli)
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
let br = 0;
const rows = [];
for (const file of ["index.html", ...seen]) {
  const bytes = readFileSync(join(dist, file));
  const zipped = gzipSync(bytes, { level: 9 }).length;
  const stored = join(dist, `${file}.br`);
  const brotli = existsSync(stored) ? readFileSync(stored).length : zipped;
  raw += bytes.length;
  gz += zipped;
  br += brotli;
  rows.push([file, bytes.length, zipped, brotli]);
}
const kb = (n) => `${(n / 1024).toFixed(1).padStart(8)} kB`;
for (const [file, r, g, b] of rows) console.log(`${file.padEnd(40)} ${kb(r)} ${kb(g)} gzip ${kb(b)} br`);
console.log(`${"first load".padEnd(40)} ${kb(raw)} ${kb(gz)} gzip ${kb(br)} br`);
if (br / 1024 > budgetKb) {
  console.error(`Over the budget of ${budgetKb} kB on the wire.`);
  process.exit(1);
}
