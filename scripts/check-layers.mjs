// The layering check (`npm run lint`): every arrow between our packages is one the README's
// "Imports only go down" lists (design.md §1), in the code and in the build's wiring. For each
// package under packages/ it reads every import of its sources (static, type-only and dynamic) and
// its package.json and tsconfig.json, and fails on:
// - an import of one of our packages that its line of the README does not list, or that its
//   package.json does not depend on (npm would only find it by hoisting);
// - a dependency, tsconfig reference or path, or web alias, that its line does not list;
// - a relative import that leaves the package (reaching into another one's files);
// - in a package that runs in browsers too (the README's list), a Node built-in or a Node-only entry;
// - a package the README does not list, or a listed one that is not there.
// Tests are not checked: a test may drive any package (the web's start a real server).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SCOPE = "@loveletter/";

/**
 * The README's layering: its "Imports only go down" block, a line per package
 * (`name -> a, b` or `name -> nothing of ours`), then `browser: a, b` (packages that run in
 * browsers) and `never: package -> entry` lines (entries a package must not import).
 */
export function readLayers(readme) {
  const section = readme.split(/^## /m).find((part) => part.startsWith("Layout"));
  const block = section?.match(/Imports only go down[\s\S]*?```\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md has no "Imports only go down" block under "## Layout".');
  const arrows = new Map();
  const browser = new Set();
  const never = [];
  for (const raw of block.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line === "") continue;
    let m = line.match(/^browser:\s*(.+)$/);
    if (m) {
      for (const name of m[1].split(",")) browser.add(name.trim());
      continue;
    }
    m = line.match(/^never:\s*(\S+)\s*->\s*(\S+)$/);
    if (m) {
      never.push({ from: m[1], entry: m[2] });
      continue;
    }
    m = line.match(/^(\S+)\s*->\s*(.+)$/);
    if (!m) throw new Error(`README.md, "Imports only go down": cannot read the line "${line}".`);
    const targets = m[2].trim() === "nothing of ours" ? [] : m[2].split(",").map((name) => name.trim());
    arrows.set(m[1], targets);
  }
  for (const [from, targets] of arrows) {
    if (targets.length === 1 && targets[0] === "all")
      arrows.set(
        from,
        [...arrows.keys()].filter((n) => n !== from),
      );
  }
  return { arrows, browser, never };
}

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(name) && !name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
};

/** Our package a module specifier names ("bots" for "@loveletter/bots/node"), or null. */
const ourPackage = (spec) => (spec.startsWith(SCOPE) ? spec.slice(SCOPE.length).split("/")[0] : null);

const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** Every problem with the layering of the packages under `root`, as sentences; none when it holds. */
export function checkLayers(root) {
  const problems = [];
  const { arrows, browser, never } = readLayers(readFileSync(join(root, "README.md"), "utf8"));
  const present = readdirSync(join(root, "packages")).filter((name) =>
    statSync(join(root, "packages", name, "package.json"), { throwIfNoEntry: false })?.isFile(),
  );
  for (const name of present)
    if (!arrows.has(name)) problems.push(`packages/${name} is not in README.md's "Imports only go down".`);
  for (const name of arrows.keys())
    if (!present.includes(name))
      problems.push(`README.md's "Imports only go down" lists ${name}, but there is no packages/${name}.`);

  for (const name of present.filter((n) => arrows.has(n))) {
    const dir = join(root, "packages", name);
    const allowed = new Set(arrows.get(name));
    const where = `packages/${name}`;
    const pkg = readJson(join(dir, "package.json")) ?? {};
    const declared = new Set(
      Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })
        .map(ourPackage)
        .filter(Boolean),
    );
    for (const dep of declared)
      if (!allowed.has(dep))
        problems.push(
          `${where}/package.json depends on ${SCOPE}${dep}: ${name} -> ${dep} is not an arrow of the design.`,
        );

    const tsconfig = readJson(join(dir, "tsconfig.json")) ?? {};
    for (const ref of tsconfig.references ?? []) {
      const target = relative(join(root, "packages"), resolve(dir, ref.path)).split(sep)[0];
      if (!allowed.has(target))
        problems.push(
          `${where}/tsconfig.json references ${target}: ${name} -> ${target} is not an arrow of the design.`,
        );
    }
    const referenced = new Set(
      (tsconfig.references ?? []).map((ref) => relative(join(root, "packages"), resolve(dir, ref.path)).split(sep)[0]),
    );
    const pathed = new Set(
      Object.keys(tsconfig.compilerOptions?.paths ?? {})
        .map(ourPackage)
        .filter(Boolean),
    );
    for (const target of pathed)
      if (!allowed.has(target))
        problems.push(
          `${where}/tsconfig.json maps ${SCOPE}${target}: ${name} -> ${target} is not an arrow of the design.`,
        );
    const vite = join(dir, "vite.config.ts");
    const aliased = new Set();
    if (statSync(vite, { throwIfNoEntry: false })) {
      for (const m of readFileSync(vite, "utf8").matchAll(/"@loveletter\/([a-z-]+)[^"]*":/g)) aliased.add(m[1]);
      for (const target of aliased)
        if (!allowed.has(target))
          problems.push(
            `${where}/vite.config.ts aliases ${SCOPE}${target}: ${name} -> ${target} is not an arrow of the design.`,
          );
    }

    const srcDir = join(dir, "src");
    if (!statSync(srcDir, { throwIfNoEntry: false })) continue;
    const used = new Set();
    for (const file of sourceFiles(srcDir)) {
      const at = relative(root, file);
      const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      for (const { fileName: spec } of info.importedFiles) {
        const target = ourPackage(spec);
        if (target !== null) {
          if (target === name) problems.push(`${at} imports its own package by name ("${spec}"): import it by path.`);
          else if (!allowed.has(target))
            problems.push(`${at} imports "${spec}": ${name} -> ${target} is not an arrow of the design.`);
          else used.add(target);
          for (const rule of never)
            if (rule.from === name && (spec === rule.entry || spec.startsWith(`${rule.entry}/`)))
              problems.push(`${at} imports "${spec}", which ${name} must never import.`);
          continue;
        }
        if (spec.startsWith(".")) {
          const resolved = resolve(dirname(file), spec);
          if (!resolved.startsWith(dir + sep))
            problems.push(`${at} imports "${spec}", outside ${where}: import its package instead.`);
          continue;
        }
        if (browser.has(name) && NODE_BUILTINS.has(spec))
          problems.push(`${at} imports the Node built-in "${spec}", but ${name} runs in browsers too.`);
      }
    }
    for (const target of used) {
      if (!declared.has(target))
        problems.push(`${where} imports ${SCOPE}${target} without depending on it in its package.json.`);
      if (tsconfig.compilerOptions?.composite !== false && !referenced.has(target))
        problems.push(
          `${where} imports ${SCOPE}${target}, but its tsconfig.json does not reference ../${target} (tsc -b builds it after).`,
        );
      if (tsconfig.compilerOptions?.composite === false && !pathed.has(target))
        problems.push(`${where} imports ${SCOPE}${target}, but its tsconfig.json maps no path to it.`);
      if (aliased.size > 0 && !aliased.has(target))
        problems.push(`${where} imports ${SCOPE}${target}, but its vite.config.ts has no alias for its sources.`);
    }
  }
  return problems;
}

// `node scripts/check-layers.mjs [root]`: this repository, or the tree at root.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkLayers(
    process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL("..", import.meta.url)),
  );
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`The layering check found ${problems.length} problem(s) (README.md, "Imports only go down").`);
    process.exit(1);
  }
  console.log('Layers: every import follows an arrow of README.md\'s "Imports only go down".');
}
