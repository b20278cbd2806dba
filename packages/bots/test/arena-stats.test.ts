import { rate, wilson, Z95 } from "@loveletter/bots/node";
import { describe, expect, it } from "vitest";

describe("wilson", () => {
  // Reference values: R `binom::binom.confint(x, n, method = "wilson")` / statsmodels
  // `proportion_confint(x, n, method="wilson")`, 95%.
  const known: [number, number, number, number][] = [
    [0, 10, 0, 0.2775328],
    [1, 10, 0.01787621, 0.40415],
    [5, 10, 0.2365931, 0.7634069],
    [10, 10, 0.7224672, 1],
    [50, 100, 0.4038315, 0.5961685],
    [81, 263, 0.2552885, 0.3662096],
    [0, 1, 0, 0.7934507],
  ];
  for (const [x, n, lo, hi] of known)
    it(`${x} of ${n} → [${lo}, ${hi}]`, () => {
      const [a, b] = wilson(x, n);
      expect(a).toBeCloseTo(lo, 6);
      expect(b).toBeCloseTo(hi, 6);
    });

  it("is exactly 0 or 1 at the ends, and [0, 1] without trials", () => {
    expect(wilson(0, 7)[0]).toBe(0);
    expect(wilson(7, 7)[1]).toBe(1);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it("takes fractional successes (shared wins) and is symmetric", () => {
    const [lo, hi] = wilson(2.5, 10);
    const [lo2, hi2] = wilson(7.5, 10);
    expect(lo).toBeCloseTo(1 - hi2, 12);
    expect(hi).toBeCloseTo(1 - lo2, 12);
    expect(lo).toBeLessThan(0.25);
    expect(hi).toBeGreaterThan(0.25);
  });

  it("narrows as trials grow and widens with z", () => {
    const width = ([a, b]: [number, number]) => b - a;
    expect(width(wilson(500, 1000))).toBeLessThan(width(wilson(50, 100)));
    expect(width(wilson(50, 100, 2.576))).toBeGreaterThan(width(wilson(50, 100, Z95)));
  });

  it("refuses impossible counts", () => {
    expect(() => wilson(11, 10)).toThrow(RangeError);
    expect(() => wilson(-1, 10)).toThrow(RangeError);
    expect(() => wilson(1, Number.NaN)).toThrow(RangeError);
  });

  it("rate is 0 for an empty whole", () => {
    expect(rate(3, 4)).toBe(0.75);
    expect(rate(0, 0)).toBe(0);
  });
});
