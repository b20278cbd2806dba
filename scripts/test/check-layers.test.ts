// The layering check (scripts/check-layers.mjs, run by `npm run lint`): it passes on this
// repository, and on a small tree with the README's arrows it fails on each kind of wrong arrow.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

// A plain script (no types of its own): imported by a path TypeScript does not follow.
const script = "../check-layers.mjs";
const { checkLayers } = (await import(script)) as { checkLayers(root: string): string[] };
const check = (root = fileURLToPath(new URL("../..", import.meta.url))) => checkLayers(root);

const README = `# A tree

## Layout

Imports only go down:

\`\`\`
low  -> nothing of ours
mid  -> low
top  -> all
browser: low, mid
never: top -> @loveletter/mid/node
\`\`\`
`;

let root = "";
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A tree of packages: `files` maps a path under the root to its text (JSON for an object). */
function tree(files: Record<string, string | object>): string {
  root = mkdtempSync(join(tmpdir(), "layers-"));
  const all: Record<string, string | object> = {
    "README.md": README,
    "packages/low/package.json": { name: "@loveletter/low" },
    "packages/low/src/index.ts": "export const low = 1;\n",
    "packages/mid/package.json": { name: "@loveletter/mid", dependencies: { "@loveletter/low": "0.1.0" } },
    "packages/mid/tsconfig.json": { references: [{ path: "../low" }] },
    "packages/mid/src/index.ts": 'import { low } from "@loveletter/low";\nexport const mid = low;\n',
    "packages/top/package.json": {
      name: "@loveletter/top",
      dependencies: { "@loveletter/low": "0.1.0", "@loveletter/mid": "0.1.0" },
    },
    "packages/top/tsconfig.json": { references: [{ path: "../low" }, { path: "../mid" }] },
    "packages/top/src/index.ts": 'import { mid } from "@loveletter/mid";\nimport { readFileSync } from "node:fs";\n',
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof text === "string" ? text : JSON.stringify(text));
  }
  return root;
}

describe("the layering check", () => {
  it("passes on this repository", () => {
    expect(check()).toEqual([]);
  });

  it("passes on a tree whose imports follow its README's arrows", () => {
    expect(check(tree({}))).toEqual([]);
  });

  it("fails on an import, a dependency or a reference the arrows do not list", () => {
    const run = check(
      tree({
        "packages/low/src/up.ts": 'import type { mid } from "@loveletter/mid";\nexport type Up = typeof mid;\n',
        "packages/low/package.json": { name: "@loveletter/low", dependencies: { "@loveletter/top": "0.1.0" } },
        "packages/low/tsconfig.json": { references: [{ path: "../mid" }] },
      }),
    );
    expect(run).toEqual(
      expect.arrayContaining([
        'packages/low/src/up.ts imports "@loveletter/mid": low -> mid is not an arrow of the design.',
        "packages/low/package.json depends on @loveletter/top: low -> top is not an arrow of the design.",
        "packages/low/tsconfig.json references mid: low -> mid is not an arrow of the design.",
      ]),
    );
  });

  it("fails on a dynamic import across the arrows, and on a reach into another package's files", () => {
    const run = check(
      tree({
        "packages/mid/src/late.ts": 'export const late = () => import("@loveletter/top");\n',
        "packages/mid/src/around.ts": 'export { low } from "../../low/src/index.js";\n',
      }),
    );
    expect(run).toEqual(
      expect.arrayContaining([
        'packages/mid/src/late.ts imports "@loveletter/top": mid -> top is not an arrow of the design.',
        'packages/mid/src/around.ts imports "../../low/src/index.js", outside packages/mid: import its package instead.',
      ]),
    );
  });

  it("fails on an import its package.json or tsconfig.json does not wire", () => {
    const run = check(
      tree({
        "packages/mid/package.json": { name: "@loveletter/mid" },
        "packages/mid/tsconfig.json": {},
      }),
    );
    expect(run).toEqual([
      "packages/mid imports @loveletter/low without depending on it in its package.json.",
      "packages/mid imports @loveletter/low, but its tsconfig.json does not reference ../low (tsc -b builds it after).",
    ]);
  });

  it("fails on a Node built-in in a browser package, and on an entry a package must never import", () => {
    const run = check(
      tree({
        "packages/mid/src/files.ts": 'import { join } from "node:path";\nexport const at = join("a", "b");\n',
        "packages/top/src/node.ts": 'export * from "@loveletter/mid/node";\n',
      }),
    );
    expect(run).toEqual(
      expect.arrayContaining([
        'packages/mid/src/files.ts imports the Node built-in "node:path", but mid runs in browsers too.',
        'packages/top/src/node.ts imports "@loveletter/mid/node", which top must never import.',
      ]),
    );
  });

  it("fails on a package the README does not list, and on a listed one that is not there", () => {
    const run = check(
      tree({
        "packages/extra/package.json": { name: "@loveletter/extra" },
        "README.md": README.replace("top  -> all", "top  -> all\nghost -> low"),
      }),
    );
    expect(run).toEqual(
      expect.arrayContaining([
        `packages/extra is not in README.md's "Imports only go down".`,
        `README.md's "Imports only go down" lists ghost, but there is no packages/ghost.`,
      ]),
    );
  });
});
