import { CHARACTER_COUNT, COUNTESS, cardOf, KING, PRINCE, type Rules } from "@loveletter/engine";

/** Card ids: the play model and the likelihoods are indexed by card, not value. */
export const CARDS = CHARACTER_COUNT;

/** The kind of table: the numbering (or "discard"), the deck's size, the players. */
export function tableKey(rules: Rules): string {
  return `${rules.perpetual ? "discard" : rules.numbering}/${rules.deckCards.length}/${rules.players}`;
}

/** How often a player holding two cards of different values keeps the higher one, where nothing better is known. */
const KEEP_HIGHER = 0.87;

/**
 * At classic 2 players, how often the reference expert (expert-2026) plays the lower card of each
 * pair it holds, as its self-play shows (refit with `node scripts/fit-play-model.mjs`). It keeps
 * the higher card less often than a counting player would: it plays a Handmaid over a Guard, a
 * Prince over a Priest, more often than not.
 */
const CLASSIC_TWO_PLAYERS: Readonly<Record<string, number>> = {
  // 29480 choices in 700 matches (seed fit)
  "guard/priest": 0.58, // of 2410
  "guard/baron": 0.87, // of 2700
  "guard/handmaid": 0.28, // of 1900
  "guard/prince": 0.54, // of 2480
  "guard/king": 0.86, // of 1543
  "guard/countess": 0.93, // of 1467
  "guard/princess": 1.0, // of 1954
  "priest/baron": 0.63, // of 1134
  "priest/handmaid": 0.14, // of 799
  "priest/prince": 0.24, // of 1092
  "priest/king": 0.35, // of 581
  "priest/countess": 0.94, // of 556
  "priest/princess": 1.0, // of 744
  "baron/handmaid": 0.42, // of 912
  "baron/prince": 0.65, // of 1256
  "baron/king": 0.85, // of 750
  "baron/countess": 0.88, // of 637
  "baron/princess": 1.0, // of 894
  "handmaid/prince": 0.55, // of 786
  "handmaid/king": 0.69, // of 471
  "handmaid/countess": 0.96, // of 433
  "handmaid/princess": 1.0, // of 592
  "prince/king": 0.62, // of 620
  "prince/countess": 0.0, // of 642
  "prince/princess": 0.89, // of 878
  "king/countess": 0.0, // of 344
  "king/princess": 0.95, // of 452
  "countess/princess": 1.0, // of 453
};

/**
 * The chance that a player holding cards x and y plays x, as `play[x * CARDS + y]`: fitted where a
 * fit was measured to help, else the higher card usually kept; the Countess beside a King or a
 * Prince always played (she must be).
 */
export function playModel(rules: Rules): Float64Array {
  return mustPlayCountess(
    tableKey(rules) === "classic/16/2" ? fittedPlay(rules, CLASSIC_TWO_PLAYERS) : keepHigher(rules),
  );
}

/** The higher card usually kept (KEEP_HIGHER), the Countess played when she must be. */
export function keepHigher(rules: Rules): Float64Array {
  const play = new Float64Array(CARDS * CARDS);
  const values = rules.values;
  for (let x = 0; x < CARDS; x++)
    for (let y = 0; y < CARDS; y++) {
      const vx = values[x]!;
      const vy = values[y]!;
      play[x * CARDS + y] = vx === vy ? 0.5 : vx < vy ? KEEP_HIGHER : 1 - KEEP_HIGHER;
    }
  return play;
}

/**
 * A fitted share is kept this far from 0 and 1: a choice the reference never made is read as
 * unlikely, not impossible, so a player who makes it (a person, another bot) is not given a hand
 * the search can never doubt.
 */
const LEAST_SHARE = 0.02;

/** `keepHigher`, with each pair of `shares` ("lower/higher": the lower card's share) in its place. */
function fittedPlay(rules: Rules, shares: typeof CLASSIC_TWO_PLAYERS): Float64Array {
  const play = keepHigher(rules);
  for (const [pair, share] of Object.entries(shares)) {
    const [lower, higher] = pair.split("/").map((name) => cardOf(name)!) as [number, number];
    const lowerPlayed = Math.min(1 - LEAST_SHARE, Math.max(LEAST_SHARE, share));
    play[lower * CARDS + higher] = lowerPlayed;
    play[higher * CARDS + lower] = 1 - lowerPlayed;
  }
  return play;
}

/** The Countess beside a King or a Prince is always played: she must be. */
function mustPlayCountess(play: Float64Array): Float64Array {
  for (const other of [KING, PRINCE]) {
    play[COUNTESS * CARDS + other] = 1;
    play[other * CARDS + COUNTESS] = 0;
  }
  return play;
}
