// What a case file's `expect` asks of a scenario's output (scenario-format.md): each key a dot path
// into the output, each value the exact JSON found there (deep equality; arrays in order, objects
// in any key order; a missing path fails).

const MISSING = Symbol("missing");

function valueAt(output: unknown, path: string): unknown {
  let cur: unknown = output;
  for (const segment of path.split(".")) {
    if (Array.isArray(cur)) {
      if (!/^\d+$/.test(segment) || Number(segment) >= cur.length) return MISSING;
      cur = cur[Number(segment)];
    } else if (cur !== null && typeof cur === "object") {
      if (!Object.hasOwn(cur, segment)) return MISSING;
      cur = (cur as Record<string, unknown>)[segment];
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
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = Object.keys(ra);
  return keys.length === Object.keys(rb).length && keys.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

function show(value: unknown): string {
  if (value === MISSING) return "(missing)";
  return JSON.stringify(value) ?? String(value);
}

/**
 * Every expectation the output does not meet, one line each ("path: expected X, got Y"), empty
 * when all hold. When some fail and the output carries an engine error the case did not expect,
 * that error is added: it is usually the reason.
 */
export function unmetExpectations(output: unknown, expected: Readonly<Record<string, unknown>>): string[] {
  const unmet: string[] = [];
  for (const [path, want] of Object.entries(expected)) {
    const got = valueAt(output, path);
    if (got === MISSING || !deepEqual(got, want)) unmet.push(`${path}: expected ${show(want)}, got ${show(got)}`);
  }
  if (unmet.length > 0) {
    const error = valueAt(output, "error");
    if (error !== MISSING && error !== null && !deepEqual(valueAt(output, "ok"), expected.ok)) {
      unmet.push(`engine error: ${show(error)}`);
    }
  }
  return unmet;
}
