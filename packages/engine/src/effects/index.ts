import { CHARACTERS, type CharacterName } from "../cards.js";
import type { EventLog } from "../events.js";
import type { MoveCode } from "../moves/codes.js";
import type { State } from "../state.js";
import { baroness } from "./baroness.js";
import { bishop } from "./bishop.js";
import { cardinal } from "./cardinal.js";
import { chancellor } from "./chancellor.js";
import { baron, dowagerQueen } from "./compare.js";
import { type Effect, neverKnocksOut, type SelfKnockout } from "./effect.js";
import { guard } from "./guard.js";
import { king } from "./king.js";
import { priest } from "./priest.js";
import { prince, princeKnocksOut } from "./prince.js";
import { handmaid, jester, princess, princessKnocksOut, sycophant } from "./simple.js";

/** A character's effect and its answer to whether playing it alone knocks out its player. */
interface CardEffect {
  readonly resolve: Effect;
  readonly selfKnockout: SelfKnockout;
}

/** An effect that cannot knock out its own player whatever the others hold. */
const safe = (resolve: Effect): CardEffect => ({ resolve, selfKnockout: neverKnocksOut });

/** Spy, Countess, Assassin, Count and Constable do nothing when played; their rules act elsewhere. */
const nothing = safe(() => {});

const BY_NAME: Record<CharacterName, CardEffect> = {
  spy: nothing,
  guard: safe(guard),
  priest: safe(priest),
  baron: safe(baron),
  handmaid: safe(handmaid),
  prince: { resolve: prince, selfKnockout: princeKnocksOut },
  chancellor: safe(chancellor),
  king: safe(king),
  countess: nothing,
  princess: { resolve: princess, selfKnockout: princessKnocksOut },
  jester: safe(jester),
  assassin: nothing,
  cardinal: safe(cardinal),
  baroness: safe(baroness),
  sycophant: safe(sycophant),
  count: nothing,
  constable: nothing,
  "dowager-queen": safe(dowagerQueen),
  bishop: safe(bishop),
};

/** Each card's effect, by card id. */
const EFFECTS: readonly Effect[] = CHARACTERS.map((name) => BY_NAME[name].resolve);
const SELF_KNOCKOUTS: readonly SelfKnockout[] = CHARACTERS.map((name) => BY_NAME[name].selfKnockout);

/** Whether seat `me` playing `card` knocks itself out by that alone (see SelfKnockout). */
export function playKnocksOut(card: number, kept: number, me: number, target: number): boolean {
  return SELF_KNOCKOUTS[card]!(kept, me, target);
}

/**
 * Resolves the effect of the card just played. A table, not a switch: the switch's fourteen call
 * sites made the play's code too large for V8 to inline the end of the turn (finishTurn, nextTurn)
 * into the playout loop, and the effects themselves were not inlined either; with the table they
 * are (+3–5% classic rounds per second in `loveletter bench`).
 */
export function resolveEffect(s: State, me: number, card: number, move: MoveCode, log: EventLog): void {
  EFFECTS[card]!(s, me, move, log);
}
