import { CHARACTER_COUNT, COUNTESS, KING, PRINCE, type Rules } from "@loveletter/engine";

/** Card ids: the play model and the likelihoods are indexed by card, not value. */
export const CARDS = CHARACTER_COUNT;

/** The kind of table: the numbering (or "discard"), the deck's size, the players. */
export function tableKey(rules: Rules): string {
  return `${rules.perpetual ? "discard" : rules.numbering}/${rules.deckCards.length}/${rules.players}`;
}

/** How often a player holding two cards of different values keeps the higher one. */
const KEEP_HIGHER = 0.87;

/**
 * The chance that a player holding cards x and y plays x, as `play[x * CARDS + y]`: the higher card
 * is usually kept, and the Countess beside a King or a Prince always played (she must be).
 */
export function playModel(rules: Rules): Float64Array {
  const play = new Float64Array(CARDS * CARDS);
  const values = rules.values;
  for (let x = 0; x < CARDS; x++)
    for (let y = 0; y < CARDS; y++) {
      const vx = values[x]!;
      const vy = values[y]!;
      play[x * CARDS + y] = vx === vy ? 0.5 : vx < vy ? KEEP_HIGHER : 1 - KEEP_HIGHER;
    }
  for (const other of [KING, PRINCE]) {
    play[COUNTESS * CARDS + other] = 1;
    play[other * CARDS + COUNTESS] = 0;
  }
  return play;
}
