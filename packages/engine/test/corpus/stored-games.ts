// Games as the server stores them (packages/server/src/store/records.ts, table-game.ts): a deal
// (ruleset, players, options, a string seed, the first player) and the list of actions: moves as
// the clients sent them (JSON, keys in any order, a set of players in any order), "next-round",
// "restart" (a rematch on the same seats) and "seat" (someone else sits down between rounds).
// The server rebuilds a table or a replay by applying them in order; so does `replayStored` here.
//
// stored-games.json.gz was written by the engine of commit 01b4f8c (before the compact
// representation); stored-games.test.ts checks that every game still replays to the same end.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import {
  apply,
  cloneState,
  legalMoves,
  type Move,
  newMatch,
  nextRound,
  restartMatch,
  type State,
  scenarioStateOf,
  view,
} from "@loveletter/engine";
import { random } from "../helpers.js";
import type { CorpusTable } from "./record.js";

export interface StoredDeal {
  readonly ruleset: string;
  readonly players: number;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly first: number;
}

export type StoredAction =
  | { readonly type: "move"; readonly seat: number; readonly move: Move; readonly by: "player" | "bot" | "timer" }
  | { readonly type: "next-round" }
  | { readonly type: "restart" }
  | { readonly type: "seat"; readonly seat: number; readonly occupant: { readonly kind: "empty" } };

export interface StoredGame {
  readonly deal: StoredDeal;
  readonly actions: readonly StoredAction[];
  /** SHA-1 (64 bits) of every seat's and the spectator's view and the scenario output after each action. */
  readonly digest: string;
  readonly winners: readonly number[];
  readonly scores: readonly number[];
}

function observe(hash: ReturnType<typeof createHash>, state: State): void {
  for (let seat = 0; seat < state.rules.players; seat++) hash.update(JSON.stringify(view(state, seat)));
  hash.update(JSON.stringify(view(state, "spectator")));
  hash.update(JSON.stringify(scenarioStateOf(state)));
}

/** Replays a stored game as the server does; throws at an action that does not apply. */
export function replayStored(deal: StoredDeal, actions: readonly StoredAction[]): { state: State; digest: string } {
  const hash = createHash("sha1");
  let state = newMatch(deal).state;
  observe(hash, state);
  actions.forEach((action, i) => {
    if (action.type === "move") {
      if (state.awaitingSeat !== action.seat) throw new Error(`action ${i}: not seat ${action.seat}'s decision`);
      const result = apply(state, action.move);
      if (!result.ok) throw new Error(`action ${i} does not replay: ${result.error.code} ${result.error.message}`);
      state = result.state;
    } else if (action.type === "next-round") state = nextRound(state).state;
    else if (action.type === "restart") {
      state = cloneState(state);
      restartMatch(state, undefined, null);
    }
    observe(hash, state);
  });
  return { state, digest: hash.digest("hex").slice(0, 16) };
}

/** A move as a client might send it: keys in another order, a set of players listed the other way. */
function asSent(move: Move, state: State, rnd: () => number): Move {
  const m: Record<string, unknown> = { ...move };
  const ordered = state.rules.ruleset === "discard" && m.play === "cardinal";
  if (Array.isArray(m.targets) && m.targets.length === 2 && !ordered && rnd() < 0.5)
    m.targets = (m.targets as number[]).slice().reverse();
  const keys = Object.keys(m);
  if (rnd() < 0.5) keys.reverse();
  return Object.fromEntries(keys.map((k) => [k, m[k]])) as unknown as Move;
}

/** The i-th stored game: a table played by random moves, with rematches and seat changes. */
export function makeStoredGame(i: number, table: CorpusTable): StoredGame {
  const rnd = random(0x51ed270b ^ (i * 40503));
  const deal: StoredDeal = {
    ruleset: table.ruleset,
    players: table.players,
    options: table.options,
    seed: `stored-${i}-${Math.floor(rnd() * 2 ** 40).toString(36)}`,
    first: Math.floor(rnd() * table.players),
  };
  const actions: StoredAction[] = [];
  let state = newMatch(deal).state;
  const maxRounds = table.ruleset === "discard" ? 3 : 12;
  let rounds = 1;
  let restarted = false;
  for (;;) {
    while (!state.roundOver) {
      const moves = legalMoves(state);
      const move = asSent(moves[Math.floor(rnd() * moves.length)]!, state, rnd);
      actions.push({ type: "move", seat: state.awaitingSeat, move, by: rnd() < 0.7 ? "player" : "bot" });
      const result = apply(state, move);
      if (!result.ok) throw new Error(`a legal move was refused: ${result.error.code}`);
      state = result.state;
    }
    if (rounds >= maxRounds) break;
    if (state.matchOver) {
      if (restarted) break;
      actions.push({ type: "restart" });
      state = cloneState(state);
      restartMatch(state, undefined, null);
      restarted = true;
    } else {
      if (rnd() < 0.2)
        actions.push({ type: "seat", seat: Math.floor(rnd() * table.players), occupant: { kind: "empty" } });
      actions.push({ type: "next-round" });
      state = nextRound(state).state;
    }
    rounds++;
  }
  const { state: end, digest } = replayStored(deal, actions);
  const scores = end.rules.perpetual ? end.wins : end.tokens;
  return { deal, actions, digest, winners: end.matchWinners.slice(), scores: scores.slice() };
}

export const STORED_GAMES_PATH = fileURLToPath(new URL("./stored-games.json.gz", import.meta.url));

export function readStoredGames(): StoredGame[] {
  return JSON.parse(gunzipSync(new Uint8Array(readFileSync(STORED_GAMES_PATH))).toString("utf8")) as StoredGame[];
}
