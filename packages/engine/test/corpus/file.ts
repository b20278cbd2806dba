// The corpus file (games.json.gz): one gzipped JSON object, each game a compact array, and the
// comparison of a stored game with the same choices played by this engine.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { gunzipSync } from "node:zlib";
import { type CorpusGame, type CorpusTable, replayGame } from "./record.js";

export interface CorpusFile {
  readonly about: string;
  readonly tables: readonly CorpusTable[];
  /** [table, seed, first, maxRounds, restart 0/1, choices "i,j,...", digests, [rounds, over 0/1, winners, scores]] */
  readonly games: readonly (readonly unknown[])[];
}

export function packGame(g: CorpusGame): unknown[] {
  const o = g.outcome;
  return [
    g.table,
    g.seed,
    g.first,
    g.maxRounds,
    g.restart ? 1 : 0,
    g.choices.join(","),
    g.digests,
    [o.rounds, o.matchOver ? 1 : 0, o.winners, o.scores],
  ];
}

export function unpackGame(row: readonly unknown[]): CorpusGame {
  const [table, seed, first, maxRounds, restart, choices, digests, outcome] = row as [
    number,
    number | string,
    number,
    number,
    number,
    string,
    string[],
    [number, number, number[], number[]],
  ];
  return {
    table,
    seed,
    first,
    maxRounds,
    restart: restart === 1,
    choices: choices === "" ? [] : choices.split(",").map(Number),
    digests,
    outcome: { rounds: outcome[0], matchOver: outcome[1] === 1, winners: outcome[2], scores: outcome[3] },
  };
}

export const CORPUS_PATH = fileURLToPath(new URL("./games.json.gz", import.meta.url));

export function readCorpus(): { file: CorpusFile; games: CorpusGame[] } {
  const file = JSON.parse(gunzipSync(new Uint8Array(readFileSync(CORPUS_PATH))).toString("utf8")) as CorpusFile;
  return { file, games: file.games.map(unpackGame) };
}

/** What differs between a stored game and the same choices played now; null when nothing does. */
export function difference(stored: CorpusGame, file: CorpusFile): string | null {
  let now: CorpusGame;
  try {
    now = replayGame(stored, file.tables);
  } catch (e) {
    return `does not replay: ${(e as Error).message}`;
  }
  const round = stored.digests.findIndex((d, r) => now.digests[r] !== d);
  if (round >= 0)
    return `round ${round + 1} differs (digest ${now.digests[round]} instead of ${stored.digests[round]})`;
  if (now.digests.length !== stored.digests.length)
    return `${now.digests.length} rounds played instead of ${stored.digests.length}`;
  if (now.choices.length !== stored.choices.length)
    return `${now.choices.length} moves played instead of ${stored.choices.length}`;
  if (!isDeepStrictEqual(now.outcome, stored.outcome))
    return `outcome ${JSON.stringify(now.outcome)} instead of ${JSON.stringify(stored.outcome)}`;
  return null;
}

export function describeGame(i: number, g: CorpusGame, file: CorpusFile): string {
  const t = file.tables[g.table]!;
  return `game ${i} (${t.ruleset} ${t.players}p ${JSON.stringify(t.options)}, seed ${JSON.stringify(g.seed)})`;
}
