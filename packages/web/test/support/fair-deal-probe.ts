// What the determinism test derives in Node and in Chromium from the same seeds, through the very
// code the server, `loveletter verify` and the replay page use (docs/fair-deal.md).
import { scenarioStateOf } from "@loveletter/engine";
import { commitmentOf, FairDealer } from "../../../match/src/fair-deal/index.js";
import { deal } from "../../../match/src/replay.js";

export interface Probe {
  readonly commitment: string;
  /** Each deal's generator words, and the timer's for one turn. */
  readonly generators: number[][];
  readonly timer: number[];
  /** The first deal of a 4-player classic match, every card in place. */
  readonly firstDeal: string;
}

export async function probe(serverSeed: string, clientSeeds: readonly string[]): Promise<Probe> {
  const dealer = new FairDealer({ serverSeed, clientSeeds });
  const points = [
    { match: 1, round: 1 },
    { match: 1, round: 2 },
    { match: 2, round: 1 },
    { match: 3, round: 17 },
  ];
  await dealer.prepare(points);
  const first = deal({ ruleset: "classic", players: 4, options: {}, seed: "", dealer });
  return {
    commitment: await commitmentOf(serverSeed),
    generators: points.map((point) => Array.from(dealer.generator(point))),
    timer: Array.from(await dealer.timerGenerator({ match: 1, round: 2 }, 9)),
    firstDeal: JSON.stringify(scenarioStateOf(first.state)),
  };
}
