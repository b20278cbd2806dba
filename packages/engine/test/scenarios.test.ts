// Rules scenarios: every *.json under test/scenarios (recursively) is one case in the format of
// scenario-format.md (ruleset, options, setup, moves) plus id, title, source and expect.
//
// `expect` maps a dot path into the output of runScenario to the exact JSON value expected there
// (deep equality; arrays in order, objects whatever their key order; a missing path fails), the
// same check as the shared conformance checker. `"expect": { "malformed": true }` means the
// scenario itself is malformed: runScenario must throw a ScenarioError.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { runScenario, ScenarioError } from "@loveletter/engine";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "scenarios");

interface CaseFile {
  file: string;
  id: string;
  title: string;
  data: Record<string, unknown>;
  expect: Record<string, unknown>;
}

function listJson(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listJson(full));
    else if (name.endsWith(".json")) out.push(full);
  }
  return out;
}

function loadCase(file: string): CaseFile {
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const base = file.slice(file.lastIndexOf(sep) + 1).replace(/\.json$/, "");
  const id = typeof data.id === "string" ? data.id : base;
  const title = typeof data.title === "string" ? data.title : "";
  const exp = data.expect;
  if (exp === null || typeof exp !== "object" || Array.isArray(exp) || Object.keys(exp).length === 0) {
    throw new Error(`${file}: case file has no usable "expect" object`);
  }
  return { file, id, title, data, expect: exp as Record<string, unknown> };
}

const MISSING = Symbol("missing");

function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const seg of path.split(".")) {
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(seg) || Number(seg) >= cur.length) return MISSING;
      cur = cur[Number(seg)];
    } else if (cur !== null && typeof cur === "object") {
      if (!Object.hasOwn(cur, seg)) return MISSING;
      cur = (cur as Record<string, unknown>)[seg];
    } else {
      return MISSING;
    }
  }
  return cur;
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra);
  const kb = Object.keys(rb);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

function show(v: unknown): string {
  if (v === MISSING) return "(missing)";
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s;
}

const files = listJson(root);
const cases = files.map(loadCase);

describe("rules scenarios", () => {
  it("finds the scenario files", () => {
    expect(cases.length).toBeGreaterThan(0);
    const ids = cases.map((c) => c.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  const groups = new Map<string, CaseFile[]>();
  for (const c of cases) {
    const group = relative(root, dirname(c.file)) || ".";
    const list = groups.get(group) ?? [];
    list.push(c);
    groups.set(group, list);
  }

  for (const [group, list] of groups) {
    describe(group, () => {
      for (const c of list) {
        const name = c.title ? `${c.id}: ${c.title}` : c.id;
        if (c.expect.malformed === true) {
          it(name, () => {
            let thrown: unknown = null;
            try {
              runScenario(c.data);
            } catch (e) {
              thrown = e;
            }
            expect(thrown, "runScenario must throw a ScenarioError for a malformed scenario").toBeInstanceOf(
              ScenarioError,
            );
          });
          continue;
        }
        it(name, () => {
          const out: unknown = runScenario(c.data);
          const bad: string[] = [];
          for (const [path, want] of Object.entries(c.expect)) {
            const got = getPath(out, path);
            if (got === MISSING || !deepEqual(got, want)) {
              bad.push(`${path}: expected ${show(want)}, got ${show(got)}`);
            }
          }
          if (bad.length > 0) {
            const err = getPath(out, "error");
            if (err !== MISSING && err !== null && !deepEqual(getPath(out, "ok"), c.expect.ok)) {
              bad.push(`engine error: ${show(err)}`);
            }
          }
          expect(bad).toEqual([]);
        });
      }
    });
  }
});
