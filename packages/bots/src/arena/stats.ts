/** The two-sided 95% normal quantile, z such that P(|Z| ≤ z) = 0.95. */
export const Z95 = 1.959963984540054;

/**
 * The Wilson score interval for a proportion: `successes` out of `trials`, at the confidence level
 * of `z` (95% by default). Unlike the normal ("Wald") interval it stays inside [0, 1] and behaves
 * at rates near 0 or 1 and with few trials. `successes` may be fractional (shared wins count as a
 * fraction). With no trials nothing is known: [0, 1].
 */
export function wilson(successes: number, trials: number, z = Z95): [number, number] {
  if (!(trials >= 0) || !(successes >= 0) || successes > trials)
    throw new RangeError(`wilson: need 0 ≤ successes ≤ trials; got ${successes} of ${trials}.`);
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or all successes the bound is exactly 0 or 1; the formula can miss it by a rounding error.
  return [successes === 0 ? 0 : Math.max(0, center - half), successes === trials ? 1 : Math.min(1, center + half)];
}

/** A ratio that is 0 rather than NaN when nothing was counted. */
export function rate(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
