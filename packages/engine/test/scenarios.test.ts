// Rules scenarios: every *.json under test/scenarios (recursively) is one case in the format of
// scenario-format.md (ruleset, options, setup, moves) plus id, title, source and expect.
//
// `expect` maps a dot path into the output of runScenario to the exact JSON value expected there
// (deep equality; arrays in order, objects whatever their key order; a missing path fails), the
// same check as the shared conformance checker and `loveletter scenario --check` (unmetExpectations). `"expect": { "malformed": true }` means the
// scenario itself is malformed: runScenario must throw a ScenarioError.

import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { runScenario, ScenarioError, unmetExpectations } from "@loveletter/engine";
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
          const bad = unmetExpectations(runScenario(c.data), c.expect);
          expect(bad).toEqual([]);
        });
      }
    });
  }
});
