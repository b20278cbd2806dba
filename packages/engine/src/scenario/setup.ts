import { CHARACTERS, cardOf, DISPLAY_NAMES, nameOf } from "../cards.js";
import { ConfigError } from "../errors.js";
import type { EventLog } from "../events.js";
import { beginTurn } from "../flow/begin-turn.js";
import { recountReached } from "../flow/match.js";
import { dealRound } from "../flow/round.js";
import {
  ALIVE,
  DECK,
  DECK_SIZE,
  FACE_UP,
  FACE_UP_SIZE,
  FIRST,
  IN_ROUND_SEATS,
  KO_PILE,
  OUT_ORDER,
  PARTICIPANTS,
  PROTECTED,
  REQUIRED,
  ROUND_NUMBER,
  ROUND_OVER,
  SET_ASIDE,
  TOKENS,
  TOKENS_AT_START,
  WINS,
} from "../layout.js";
import { addToHand, addToPile, addWatched } from "../places.js";
import { seedRng } from "../rng.js";
import { compileRules, type Rules } from "../rules/compile.js";
import { shown } from "../show.js";
import { emptyState, IN_ROUND, OUT_FROM_START, type State } from "../state.js";
import { malformed } from "./error.js";

type Json = Record<string, unknown>;

const FORM_1_KEYS = ["players", "order", "first", "tokens", "wins"];
const FORM_2_KEYS = [
  "hands",
  "deck",
  "setAside",
  "faceUp",
  "discards",
  "out",
  "protected",
  "tokens",
  "current",
  "required",
  "watched",
  "wins",
];

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function card(value: unknown, where: string): number {
  if (typeof value !== "string") malformed(`${where}: expected a card name, got ${shown(value)}.`);
  const id = cardOf(value);
  if (id === undefined) malformed(`${where}: unknown card "${value}" (cards are: ${CHARACTERS.join(", ")}).`);
  return id;
}

function cards(value: unknown, where: string): number[] {
  if (!Array.isArray(value)) malformed(`${where}: expected a list of card names.`);
  return value.map((v, i) => card(v, `${where}[${i}]`));
}

function perSeat<T>(value: unknown, players: number, where: string, item: (v: unknown, w: string) => T): T[] {
  if (!Array.isArray(value) || value.length !== players)
    malformed(`${where}: expected a list with one entry per player (${players}).`);
  return value.map((v, i) => item(v, `${where}[${i}]`));
}

function seat(value: unknown, players: number, where: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value >= players)
    malformed(`${where}: expected a seat from 0 to ${players - 1}, got ${shown(value)}.`);
  return value;
}

function count(value: unknown, where: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0)
    malformed(`${where}: expected a whole number ≥ 0.`);
  return value;
}

function bool(value: unknown, where: string): boolean {
  if (typeof value !== "boolean") malformed(`${where}: expected true or false.`);
  return value;
}

function rulesFor(ruleset: unknown, players: number, options: unknown): Rules {
  try {
    return compileRules(ruleset, players, options);
  } catch (e) {
    if (e instanceof ConfigError) malformed(e.message);
    throw e;
  }
}

/** Reads per-seat tokens or win counters (zeros when not given); tokens must leave the match undecided. */
function scores(setup: Json, rules: Rules): { tokens: number[]; wins: number[] } {
  const players = rules.players;
  const zeros = () => new Array<number>(players).fill(0);
  let tokens = zeros();
  let wins = zeros();
  if ("tokens" in setup) {
    if (rules.perpetual) malformed('"tokens" is not part of a discard setup (it has win counters: "wins").');
    tokens = perSeat(setup.tokens, players, "setup.tokens", count);
    const over = tokens.findIndex((t) => t >= rules.tokensToWin);
    if (over >= 0)
      malformed(`setup.tokens: seat ${over} already has ${rules.tokensToWin} tokens, which wins the match.`);
  }
  if ("wins" in setup) {
    if (!rules.perpetual) malformed('"wins" belongs only to a discard setup (other rulesets count tokens).');
    wins = perSeat(setup.wins, players, "setup.wins", count);
  }
  return { tokens, wins };
}

/** Writes the match scores into a fresh state. */
function setScores(state: State, { tokens, wins }: { tokens: number[]; wins: number[] }): void {
  state.cells.set(tokens, TOKENS);
  state.cells.set(wins, WINS);
  recountReached(state);
}

/** Builds the position a scenario describes and starts `current`'s (or the first player's) turn. */
export function scenarioState(ruleset: unknown, options: unknown, setup: unknown, log: EventLog): State {
  if (!isObject(setup)) malformed('"setup" must be an object.');
  const form1 = "order" in setup || "players" in setup;
  const form2 = "hands" in setup;
  if (form1 === form2)
    malformed('"setup" must either give "players" and "order" (a shuffled deck) or "hands" (a position in a round).');
  const allowed = form1 ? FORM_1_KEYS : FORM_2_KEYS;
  for (const key of Object.keys(setup))
    if (!allowed.includes(key)) malformed(`Unknown key "${key}" in ${form1 ? "a shuffled-deck" : "a position"} setup.`);
  return form1 ? dealtSetup(ruleset, options, setup, log) : positionSetup(ruleset, options, setup, log);
}

function dealtSetup(ruleset: unknown, options: unknown, setup: Json, log: EventLog): State {
  if (typeof setup.players !== "number") malformed("setup.players: expected the number of players.");
  const rules = rulesFor(ruleset, setup.players, options);
  const order = cards(setup.order, "setup.order");
  const want = rules.deck;
  const have = new Array<number>(want.length).fill(0);
  for (const c of order) have[c]!++;
  const wrong = want.findIndex((n, c) => have[c] !== n);
  if (wrong >= 0)
    malformed(
      `setup.order must be the whole ${rules.ruleset} deck for ${rules.players} players: it has ${have[wrong]} ${DISPLAY_NAMES[nameOf(wrong)]} instead of ${want[wrong]}.`,
    );
  const first = "first" in setup ? seat(setup.first, rules.players, "setup.first") : 0;
  const state = emptyState(rules, seedRng(0));
  setScores(state, scores(setup, rules));
  dealRound(state, (1 << rules.players) - 1, first, order, log);
  return state;
}

function positionSetup(ruleset: unknown, options: unknown, setup: Json, log: EventLog): State {
  if (!Array.isArray(setup.hands)) malformed("setup.hands: expected one list of cards per player.");
  const players = setup.hands.length;
  const rules = rulesFor(ruleset, players, options);
  const hands = setup.hands.map((h, i) => cards(h, `setup.hands[${i}]`));
  const out = "out" in setup ? perSeat(setup.out, players, "setup.out", bool) : hands.map(() => false);
  const prot =
    "protected" in setup ? perSeat(setup.protected, players, "setup.protected", bool) : hands.map(() => false);
  const piles = "discards" in setup ? perSeat(setup.discards, players, "setup.discards", cards) : hands.map(() => []);
  if (!("deck" in setup)) malformed('A position setup needs "deck" (top card first).');
  const deck = cards(setup.deck, "setup.deck");
  const setAside =
    setup.setAside === undefined || setup.setAside === null ? -1 : card(setup.setAside, "setup.setAside");
  const faceUp = "faceUp" in setup ? cards(setup.faceUp, "setup.faceUp") : [];
  if (!("current" in setup)) malformed('A position setup needs "current": the seat whose turn starts.');
  const current = seat(setup.current, players, "setup.current");

  hands.forEach((hand, s) => {
    const want = out[s] ? 0 : 1;
    if (hand.length !== want)
      malformed(
        `setup.hands[${s}]: a player ${out[s] ? "who is out holds no card" : "still in the round holds exactly one card"}; seat ${s} holds ${hand.length}.`,
      );
    if (out[s] && prot[s]) malformed(`setup.protected[${s}]: a player who is out cannot be protected.`);
  });
  if (out[current]) malformed(`setup.current: seat ${current} is out of the round and cannot take a turn.`);
  if (out.filter((o) => !o).length < 2) malformed("A position needs at least two players still in the round.");
  if (deck.length < rules.endBelow)
    malformed(
      `setup.deck: seat ${current} cannot draw: ${rules.perpetual ? "a discard round needs at least 2 cards in the pile" : "the deck is empty"}.`,
    );
  if (rules.perpetual && setAside >= 0) malformed("setup.setAside: the discard variant sets no card aside.");
  if (faceUp.length > 0 && (rules.perpetual || players !== 2 || faceUp.length > rules.faceUpAtTwo))
    malformed("setup.faceUp: only a two-player round sets cards aside face up (three of them).");

  const used = new Array<number>(rules.deck.length).fill(0);
  for (const c of [...hands.flat(), ...piles.flat(), ...deck, ...faceUp, ...(setAside >= 0 ? [setAside] : [])])
    used[c]!++;
  const over = used.findIndex((n, c) => n > rules.deck[c]!);
  if (over >= 0)
    malformed(
      `The position holds ${used[over]} ${DISPLAY_NAMES[nameOf(over)]} but the ${rules.ruleset} deck for ${players} players has ${rules.deck[over]}.`,
    );

  const points = scores(setup, rules);
  const hasSycophantRules = rules.ruleset === "premium" || rules.ruleset === "discard" || rules.ruleset === "custom";
  if (("required" in setup || "watched" in setup) && !hasSycophantRules)
    malformed(`"required" and "watched" belong to premium, discard and custom positions, not ${rules.ruleset}.`);
  const required =
    setup.required !== undefined && setup.required !== null ? seat(setup.required, players, "setup.required") : -1;
  const watched: number[] = [];
  if ("watched" in setup) {
    if (!Array.isArray(setup.watched)) malformed("setup.watched: expected a list of [jesterSeat, watchedSeat] pairs.");
    setup.watched.forEach((pair, i) => {
      if (!Array.isArray(pair) || pair.length !== 2)
        malformed(`setup.watched[${i}]: expected [jesterSeat, watchedSeat].`);
      watched.push(seat(pair[0], players, `setup.watched[${i}][0]`), seat(pair[1], players, `setup.watched[${i}][1]`));
    });
  }

  const state = emptyState(rules, seedRng(0), watched.length / 2);
  const c = state.cells;
  setScores(state, points);
  c.set(points.tokens, TOKENS_AT_START);
  c[ROUND_NUMBER] = 1;
  c[PARTICIPANTS] = (1 << players) - 1;
  c[FIRST] = current;
  c[REQUIRED] = required;
  for (let i = 0; i < watched.length; i += 2) addWatched(state, watched[i]!, watched[i + 1]!);
  let inRound = 0;
  let protectedSeats = 0;
  hands.forEach((hand, s) => {
    for (const card of hand) addToHand(state, s, card);
    for (const card of piles[s]!) addToPile(state, s, card);
    c[OUT_ORDER + s] = out[s] ? OUT_FROM_START : IN_ROUND;
    // Which of an already-out player's discards was its revealed hand is unknown: all count as discarded.
    c[KO_PILE + s] = out[s] ? piles[s]!.length : -1;
    if (!out[s]) inRound |= 1 << s;
    if (prot[s]) protectedSeats |= 1 << s;
  });
  c[IN_ROUND_SEATS] = inRound;
  c[ALIVE] = out.filter((o) => !o).length;
  c[PROTECTED] = protectedSeats;
  for (let i = 0; i < deck.length; i++) c[DECK + i] = deck[deck.length - 1 - i]!;
  c[DECK_SIZE] = deck.length;
  c[SET_ASIDE] = setAside;
  c.set(faceUp, FACE_UP);
  c[FACE_UP_SIZE] = faceUp.length;
  c[ROUND_OVER] = 0;
  beginTurn(state, current, log);
  return state;
}
