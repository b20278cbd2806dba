import { type CharacterName, CONSTABLE, nameOf } from "../cards.js";
import type { EngineEvent, EventLog, KnockOutCause } from "../events.js";
import {
  ALIVE,
  HAND_SIZE,
  HAND_SLOTS,
  HANDS,
  IN_ROUND_SEATS,
  KNOCKOUTS,
  KO_PILE,
  OUT_ORDER,
  PILE_SIZE,
  PROTECTED,
} from "../layout.js";
import { pileCard, pileSize } from "../places.js";
import type { State } from "../state.js";
import { award } from "./award.js";

/**
 * Knocks a player out of the round (rules.md §1.5): the hand is revealed and discarded without
 * effect. A Constable already in the discard pile, before that hand discard, pays a token (§2.17;
 * a partial win in "discard", §4.5).
 */
export function knockOut(s: State, seat: number, cause: KnockOutCause, by: number, log: EventLog): void {
  const c = s.cells;
  const pile = s.pilesAt + seat * s.pileRoom;
  const pileSize = c[PILE_SIZE + seat]!;
  let constable = false;
  if (s.rules.deck[CONSTABLE]! > 0) for (let i = 0; i < pileSize; i++) if (c[pile + i] === CONSTABLE) constable = true;
  c[KO_PILE + seat] = pileSize;
  const hand = HANDS + seat * HAND_SLOTS;
  const handSize = c[HAND_SIZE + seat]!;
  for (let i = 0; i < handSize; i++) c[pile + pileSize + i] = c[hand + i]!;
  c[PILE_SIZE + seat] = pileSize + handSize;
  c[HAND_SIZE + seat] = 0;
  c[OUT_ORDER + seat] = ++c[KNOCKOUTS]!;
  c[ALIVE]!--;
  c[IN_ROUND_SEATS]! &= ~(1 << seat);
  c[PROTECTED]! &= ~(1 << seat);
  if (log) logKnockOut(s, seat, cause, by, pileSize, log);
  if (constable) award(s, seat, "constable", log);
}

// Events are built apart from the rules: the playout path (no log) stays small enough for the JIT
// to inline it, here and in the other flow and effect functions.
function logKnockOut(s: State, seat: number, cause: KnockOutCause, by: number, from: number, log: EngineEvent[]): void {
  const revealed: CharacterName[] = [];
  for (let i = from; i < pileSize(s, seat); i++) revealed.push(nameOf(pileCard(s, seat, i)));
  log.push({ type: "knocked-out", seat, cause, by, revealed, visibleTo: "all" });
}
