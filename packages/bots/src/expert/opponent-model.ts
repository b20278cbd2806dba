import { CHARACTER_COUNT, cardOf, type Rules } from "@loveletter/engine";
import { PLAY_COUNTS } from "./play-counts.js";

/**
 * For each pair of cards, the chance that a player holding both plays the first, `[a * CHARACTER_COUNT
 * + b]`: how often `expert-2026` did in self-play (play-counts.ts, fitted by
 * scripts/fit-play-counts.mjs) for this edition at the nearest fitted table size, with one imagined
 * play of each card added, so a pair never seen counts as a coin toss. The expert's beliefs read
 * what an opponent's plays say about the card it kept through it (`Beliefs.playChance`).
 */
function fitPlayChances(rules: Rules): Float64Array {
  const family = rules.ruleset === "custom" ? rules.edition : rules.ruleset;
  const sizeOf = (key: string) => Number(key.split("/")[1]);
  let best: string | null = null;
  for (const key of Object.keys(PLAY_COUNTS)) {
    if (key.split("/")[0] !== family) continue;
    if (best === null || Math.abs(sizeOf(key) - rules.players) < Math.abs(sizeOf(best) - rules.players)) best = key;
  }
  const n = CHARACTER_COUNT;
  const counts = new Float64Array(n * n);
  for (const [pair, count] of Object.entries(best ? PLAY_COUNTS[best]! : {})) {
    const [played, kept] = pair.split(">").map((name) => cardOf(name)!);
    counts[played! * n + kept!] = count;
  }
  const chances = new Float64Array(n * n);
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) {
      const ab = counts[a * n + b]!;
      chances[a * n + b] = a === b ? 1 : (ab + 1) / (ab + counts[b * n + a]! + 2);
    }
  return chances;
}

const fitted = new Map<string, Float64Array>();

/** The play chances for a match's rules (computed once per edition and table size). */
export function playChances(rules: Rules): Float64Array {
  const key = `${rules.ruleset}/${rules.edition}/${rules.players}`;
  let chances = fitted.get(key);
  if (!chances) {
    chances = fitPlayChances(rules);
    fitted.set(key, chances);
  }
  return chances;
}
