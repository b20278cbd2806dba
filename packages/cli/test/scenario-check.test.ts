// `loveletter scenario --check` (what `npm run conformance` runs): the repository's own case files
// all pass, and a case whose outcome differs from its `expect` is named with what differed.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loveletter } from "./command-harness.js";

const cases = new URL("../../engine/test/scenarios/", import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), "loveletter-check-"));

function caseFile(name: string, edit: (data: Record<string, unknown>) => void): string {
  const data = JSON.parse(readFileSync(join(cases, "conformance", "LL-001.json"), "utf8"));
  edit(data);
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(data));
  return file;
}

describe("loveletter scenario --check", () => {
  it("passes every case file of the repository", async () => {
    const { code, out } = await loveletter("scenario", "--check", cases);
    expect(out).toMatch(/^conformance: (\d+)\/\1 cases pass\n$/);
    expect(code).toBe(0);
  });

  it("names a case whose outcome is not the expected one, and what differed", async () => {
    const right = caseFile("right.json", () => {});
    const wrong = caseFile("wrong.json", (data) => {
      data.expect = { ...(data.expect as object), "state.current": 7 };
    });
    const { code, out } = await loveletter("scenario", "--check", right, wrong);
    expect(out).toContain(`${wrong}: state.current: expected 7, got 0`);
    expect(out).not.toContain(`${right}:`);
    expect(out).toContain("conformance: 1/2 cases pass");
    expect(code).toBe(1);
  });

  it("refuses a file that is not a case file, saying why", async () => {
    const bare = caseFile("bare.json", (data) => {
      delete data.expect;
    });
    const { code, err } = await loveletter("scenario", "--check", bare);
    expect(err).toContain(`${bare}: a case file needs an "expect" object`);
    expect(code).toBe(2);
  });
});
