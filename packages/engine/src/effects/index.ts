import * as C from "../cards.js";
import type { EventLog } from "../events.js";
import type { MoveCode } from "../moves/codes.js";
import type { State } from "../state.js";
import { baroness } from "./baroness.js";
import { bishop } from "./bishop.js";
import { cardinal } from "./cardinal.js";
import { chancellor } from "./chancellor.js";
import { baron, dowagerQueen } from "./compare.js";
import { guard } from "./guard.js";
import { king } from "./king.js";
import { priest } from "./priest.js";
import { prince } from "./prince.js";
import { handmaid, jester, princess, sycophant } from "./simple.js";

/**
 * Resolves the effect of the card just played. A switch rather than a table of functions: each
 * call site then sees one function, which the JIT can inline into the playout loop. Spy, Countess,
 * Assassin, Count and Constable do nothing when played; their rules act elsewhere.
 */
export function resolveEffect(s: State, me: number, card: number, move: MoveCode, log: EventLog): void {
  switch (card) {
    case C.GUARD:
      return guard(s, me, move, log);
    case C.PRIEST:
      return priest(s, me, move, log);
    case C.BARON:
      return baron(s, me, move, log);
    case C.HANDMAID:
      return handmaid(s, me, move, log);
    case C.PRINCE:
      return prince(s, me, move, log);
    case C.CHANCELLOR:
      return chancellor(s, me, move, log);
    case C.KING:
      return king(s, me, move, log);
    case C.PRINCESS:
      return princess(s, me, move, log);
    case C.JESTER:
      return jester(s, me, move, log);
    case C.CARDINAL:
      return cardinal(s, me, move, log);
    case C.BARONESS:
      return baroness(s, me, move, log);
    case C.SYCOPHANT:
      return sycophant(s, me, move, log);
    case C.DOWAGER_QUEEN:
      return dowagerQueen(s, me, move, log);
    case C.BISHOP:
      return bishop(s, me, move, log);
  }
}
