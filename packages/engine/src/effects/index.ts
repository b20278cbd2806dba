import { CHARACTERS, type CharacterName } from "../cards.js";
import type { EventLog } from "../events.js";
import type { MoveCode } from "../moves/codes.js";
import type { State } from "../state.js";
import { baroness } from "./baroness.js";
import { bishop } from "./bishop.js";
import { cardinal } from "./cardinal.js";
import { chancellor } from "./chancellor.js";
import { baron, dowagerQueen } from "./compare.js";
import type { Effect } from "./effect.js";
import { guard } from "./guard.js";
import { king } from "./king.js";
import { priest } from "./priest.js";
import { prince } from "./prince.js";
import { handmaid, jester, princess, sycophant } from "./simple.js";

/** Spy, Countess, Assassin, Count and Constable do nothing when played; their rules act elsewhere. */
const nothing: Effect = () => {};

const BY_NAME: Record<CharacterName, Effect> = {
  spy: nothing,
  guard,
  priest,
  baron,
  handmaid,
  prince,
  chancellor,
  king,
  countess: nothing,
  princess,
  jester,
  assassin: nothing,
  cardinal,
  baroness,
  sycophant,
  count: nothing,
  constable: nothing,
  "dowager-queen": dowagerQueen,
  bishop,
};

/** Each card's effect, by card id. */
const EFFECTS: readonly Effect[] = CHARACTERS.map((name) => BY_NAME[name]);

/**
 * Resolves the effect of the card just played. A table, not a switch: the switch's fourteen call
 * sites made the play's code too large for V8 to inline the end of the turn (finishTurn, nextTurn)
 * into the playout loop, and the effects themselves were not inlined either; with the table they
 * are (+3–5% classic rounds per second in `loveletter bench`).
 */
export function resolveEffect(s: State, me: number, card: number, move: MoveCode, log: EventLog): void {
  EFFECTS[card]!(s, me, move, log);
}
