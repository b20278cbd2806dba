// Works out the built-in bots' fixed ratings (docs/ratings.md, "Bots") from `loveletter sim --json`
// results: node scripts/bot-ratings.mjs DIR, where DIR holds <ruleset>-<weaker>-<stronger>.json.
// The intermediate (heuristic) bot is the anchor at mu 25; the others sit at the gap their 2-player
// match win rate against it gives (logistic, 400 Elo points for 10:1 odds = 14 openskill units), the
// interval from the win rate's 95% interval. Prints BOT_RATINGS as packages/protocol keeps it.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const dir = process.argv[2] ?? ".";
const SIGMA = 1;
const MU_PER_ELO = 14 / 400;
const displayed = (mu) => Math.round(1500 + 30 * (mu - 3 * SIGMA));
/** The Elo gap a win rate p of the stronger side gives, kept finite (a rate of 1 counts as one loss short). */
const gap = (p, n) => {
  const q = Math.min(Math.max(p, 0.5 / n), 1 - 0.5 / n);
  return 400 * Math.log10(q / (1 - q));
};
const out = {};
for (const ruleset of ["classic", "2019", "premium"]) {
  const pair = (weak, strong) => {
    const r = JSON.parse(readFileSync(join(dir, `${ruleset}-${weak}-${strong}.json`), "utf8"));
    const b = r.bots.find((x) => x.name === strong);
    return {
      elo: gap(b.matchWinRate, r.games),
      low: gap(b.ci95[0], r.games),
      high: gap(b.ci95[1], r.games),
      games: r.games,
      rate: b.matchWinRate,
    };
  };
  const rh = pair("random", "heuristic");
  const he = pair("heuristic", "expert");
  const at = (elo) => 25 + elo * MU_PER_ELO;
  const rating = (elo, low, high) => ({
    mu: Number(at(elo).toFixed(2)),
    sigma: SIGMA,
    rating: displayed(at(elo)),
    interval: [displayed(at(low)), displayed(at(high))],
  });
  out[ruleset] = {
    random: rating(-rh.elo, -rh.high, -rh.low),
    heuristic: rating(0, 0, 0),
    expert: rating(he.elo, he.low, he.high),
  };
  console.error(
    `${ruleset}: heuristic beats random ${(100 * rh.rate).toFixed(1)}% of ${rh.games}; expert beats heuristic ${(100 * he.rate).toFixed(1)}% of ${he.games}`,
  );
}
console.log(JSON.stringify(out, null, 2));
