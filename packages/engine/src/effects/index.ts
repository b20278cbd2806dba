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
      guard(s, me, move, log);
      break;
    case C.PRIEST:
      priest(s, me, move, log);
      break;
    case C.BARON:
      baron(s, me, move, log);
      break;
    case C.HANDMAID:
      handmaid(s, me, move, log);
      break;
    case C.PRINCE:
      prince(s, me, move, log);
      break;
    case C.CHANCELLOR:
      chancellor(s, me, move, log);
      break;
    case C.KING:
      king(s, me, move, log);
      break;
    case C.PRINCESS:
      princess(s, me, move, log);
      break;
    case C.JESTER:
      jester(s, me, move, log);
      break;
    case C.CARDINAL:
      cardinal(s, me, move, log);
      break;
    case C.BARONESS:
      baroness(s, me, move, log);
      break;
    case C.SYCOPHANT:
      sycophant(s, me, move, log);
      break;
    case C.DOWAGER_QUEEN:
      dowagerQueen(s, me, move, log);
      break;
    case C.BISHOP:
      bishop(s, me, move, log);
      break;
  }
}
