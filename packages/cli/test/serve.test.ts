import { describe, expect, it } from "vitest";
import { loveletter } from "./command-harness.js";

describe("loveletter serve", () => {
  it("refuses a --heap-growth that is not a whole percentage, before starting anything", async () => {
    for (const value of ["x", "", " 7", "12.5", "-5", "1e2", "1001"]) {
      const { code, out, err } = await loveletter("serve", "--heap-growth", value);
      expect(code).toBe(2);
      expect(err).toBe(
        `loveletter serve: --heap-growth must be a whole percentage from 0 (V8 decides) to 1000, got "${value}".\n`,
      );
      expect(out).toBe("");
    }
  });

  it("refuses a --port that is not a port number", async () => {
    const { code, err } = await loveletter("serve", "--port", "70000");
    expect(code).toBe(2);
    expect(err).toContain('--port must be a port number, got "70000"');
  });
});
