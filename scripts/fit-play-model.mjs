#!/usr/bin/env node
// Fits the expert's reading of the other player's plays at classic 2 players
// (packages/bots/src/expert/play-model.ts, CLASSIC_TWO_PLAYERS): plays MATCHES matches of the
// reference expert (expert-2026, a pinned build: packages/bots/src/reference.ts) against itself and counts, for each pair of different cards a
// player held when it chose which to play, how often it played the lower one. Prints the table as
// the source declares it, each share with a Laplace prior ((plays + 1) / (choices + 2)) and the
// number of choices behind it. The CLI must be built (`npm install` builds it). Deterministic for a
// seed; 700 matches take about ten minutes on one core.
//
//   node scripts/fit-play-model.mjs [--matches 700] [--seed fit]

import { parseArgs } from "node:util";
import { runMatch } from "../packages/bots/dist/index.js";
import { createReferenceAgent } from "../packages/bots/dist/node.js";
import { cardOf, compileRules } from "../packages/engine/dist/index.js";

const { values } = parseArgs({
  options: { matches: { type: "string", default: "700" }, seed: { type: "string", default: "fit" } },
});
const matches = Number(values.matches);
if (!Number.isInteger(matches) || matches < 1) {
  console.error(`--matches must be a positive integer, not ${values.matches}.`);
  process.exit(1);
}

const rules = compileRules("classic", 2, {});
/** A card's value by name. */
const cardValue = (name) => rules.values[cardOf(name)];

/** "lower/higher" → [choices, times the lower was played]. */
const counts = new Map();
/** Counts one seat's choices: a turn with two different cards in hand and only plays to choose from. */
function counted(agent) {
  return {
    name: agent.name,
    async decide(observation) {
      const { view } = observation;
      const move = await agent.decide(observation);
      const [a, b] = view.hand;
      if (view.hand.length === 2 && cardValue(a) !== cardValue(b) && view.legalMoves.every((m) => "play" in m)) {
        const [lower, higher] = cardValue(a) < cardValue(b) ? [a, b] : [b, a];
        const key = `${lower}/${higher}`;
        const entry = counts.get(key) ?? [0, 0];
        entry[0]++;
        if (move.play === lower) entry[1]++;
        counts.set(key, entry);
      }
      return move;
    },
  };
}

for (let m = 0; m < matches; m++) {
  const seat = (s) => counted(createReferenceAgent("expert-2026", { seed: `${values.seed}-${m}-${s}` }));
  await runMatch([seat(0), seat(1)], { ruleset: "classic", seed: `${values.seed}-${m}` });
  if ((m + 1) % 50 === 0) process.stderr.write(`${m + 1} of ${matches} matches\n`);
}

const rows = [...counts].sort(([x], [y]) => {
  const [xl, xh] = x.split("/").map(cardValue);
  const [yl, yh] = y.split("/").map(cardValue);
  return xl - yl || xh - yh;
});
console.log(
  `// ${rows.reduce((n, [, [choices]]) => n + choices, 0)} choices in ${matches} matches (seed ${values.seed})`,
);
for (const [key, [choices, lower]] of rows)
  console.log(`  "${key}": ${((lower + 1) / (choices + 2)).toFixed(2)}, // of ${choices}`);
