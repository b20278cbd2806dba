// The engine corpus's command (record.ts says what a corpus game is):
//
//   npx vite-node -c vitest.config.ts packages/engine/test/corpus/corpus.ts check [--every K]
//       plays every stored game (or every K-th) with this engine and reports each difference;
//       exit 1 on any. The normal suite (corpus.test.ts) checks a fixed subset.
//   npx vite-node -c vitest.config.ts packages/engine/test/corpus/corpus.ts record [--games N] --force
//       records the corpus again with this engine: only ever with the engine whose behaviour is the
//       reference (it was recorded from commit 01b4f8c, before the compact representation).
//   npx vite-node -c vitest.config.ts packages/engine/test/corpus/corpus.ts record-stored --force
//       writes stored-games.json.gz (stored-games.ts), under the same condition.
//
// Run from the repository root; -c vitest.config.ts makes @loveletter/engine the TypeScript sources.

import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { CORPUS_PATH, type CorpusFile, describeGame, difference, packGame, readCorpus } from "./file.js";
import { corpusTables, recordGame } from "./record.js";
import { makeStoredGame, STORED_GAMES_PATH } from "./stored-games.js";

function option(args: string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} needs a whole number ≥ 1`);
  return value;
}

function record(args: string[]): number {
  if (!args.includes("--force")) {
    console.error("record overwrites the reference corpus: add --force, and only with the reference engine.");
    return 2;
  }
  const count = option(args, "--games", 20_000);
  const tables = corpusTables();
  const games: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    games.push(packGame(recordGame(i, tables)));
    if ((i + 1) % 1000 === 0) console.log(`${i + 1} games recorded`);
  }
  const file: CorpusFile = {
    about:
      "Random games of the Love Letter engine (packages/engine/test/corpus/record.ts), recorded from commit 01b4f8c.",
    tables,
    games,
  };
  writeFileSync(CORPUS_PATH, new Uint8Array(gzipSync(JSON.stringify(file), { level: 9 })));
  console.log(`${count} games written to ${CORPUS_PATH}`);
  return 0;
}

/** Games in the server's stored form: two per corpus table. */
function recordStored(args: string[]): number {
  if (!args.includes("--force")) {
    console.error("record-stored overwrites the stored games: add --force, and only with the reference engine.");
    return 2;
  }
  const tables = corpusTables();
  const games = tables.flatMap((table, t) => [makeStoredGame(2 * t, table), makeStoredGame(2 * t + 1, table)]);
  writeFileSync(STORED_GAMES_PATH, new Uint8Array(gzipSync(JSON.stringify(games), { level: 9 })));
  console.log(`${games.length} stored games written to ${STORED_GAMES_PATH}`);
  return 0;
}

function check(args: string[]): number {
  const every = option(args, "--every", 1);
  const { file, games } = readCorpus();
  let failures = 0;
  let checked = 0;
  const start = performance.now();
  for (let i = 0; i < games.length; i += every) {
    const diff = difference(games[i]!, file);
    checked++;
    if (diff) {
      failures++;
      console.log(`${describeGame(i, games[i]!, file)}: ${diff}`);
    }
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`corpus: ${checked - failures}/${checked} games reproduced exactly (${seconds} s)`);
  return failures === 0 ? 0 : 1;
}

const [command, ...rest] = process.argv.slice(2);
if (command === "record") process.exitCode = record(rest);
else if (command === "record-stored") process.exitCode = recordStored(rest);
else if (command === "check") process.exitCode = check(rest);
else {
  console.error("usage: corpus.ts check [--every K] | record [--games N] --force | record-stored --force");
  process.exitCode = 2;
}
