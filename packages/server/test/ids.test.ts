import { describe, expect, it } from "vitest";
import { newId } from "../src/store/ids.js";

describe("record ids", () => {
  it("are 16 url-safe characters that never start with '-', so `loveletter review ID` never reads one as an option", () => {
    // A plain base64url id starts with "-" once in 64 draws: 20,000 draws would show it ~300 times.
    const ids = Array.from({ length: 20_000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{15}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // The first character is still spread over letters and digits, not pinned to a few.
    expect(new Set(ids.map((id) => id[0])).size).toBeGreaterThan(55);
  });
});
