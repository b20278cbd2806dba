import { CHARACTERS, COUNTESS, cardOf, DISPLAY_NAMES, KING, nameOf, PRINCE } from "../cards.js";
import { handOf, inRound, isProtected } from "../places.js";
import { shown } from "../show.js";
import { AWAIT_BISHOP, AWAIT_CHANCELLOR, AWAIT_PLAY, DECISIONS, type State } from "../state.js";
import {
  chancellorCode,
  codeCard,
  codeGuess,
  codeKind,
  codeLook,
  codeLowest,
  codeRedraw,
  codeTarget,
  codeTarget2,
  codeUpper,
  KIND_CHANCELLOR,
  KIND_PLAY,
  MAX_MOVES,
  type MoveCode,
  playCode,
  redrawCode,
} from "./codes.js";
import { generateMoves, namesFor } from "./generate.js";
import type { IllegalMove, IllegalMoveCode, Move } from "./move.js";
import {
  ANY_PLAYER,
  baseMask,
  CHOOSES_NOBODY,
  countessForces,
  effectiveRequirement,
  ONE_OTHER,
  OTHER_AND_VALUE,
  OTHERS_1_2,
  singleTargets,
  type Targeting,
  TWO_PLAYERS,
  targetingOf,
} from "./targeting.js";

const FIELDS = new Set(["seat", "play", "target", "targets", "guess", "look", "keep", "bottom", "redraw"]);
/** The fields a play move carries, by targeting kind. */
const USES: readonly (readonly string[])[] = [
  [],
  ["target"],
  ["target", "guess"],
  ["target"],
  ["targets", "look"],
  ["targets"],
];

const scratch = new Int32Array(MAX_MOVES);

class Refusal {
  constructor(readonly illegal: IllegalMove) {}
}
function refuse(code: IllegalMoveCode, message: string): never {
  throw new Refusal({ code, message });
}

const display = (card: number) => DISPLAY_NAMES[nameOf(card)];
const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * Turns a JSON move into the engine's move code, or explains why it is not legal here. The code
 * is accepted only if `generateMoves` lists it, so the explanations can never let an illegal move
 * through; they only say why.
 */
export function encodeMove(s: State, raw: unknown): MoveCode | IllegalMove {
  try {
    const code = parse(s, raw);
    const n = generateMoves(s, scratch);
    for (let i = 0; i < n; i++) if (scratch[i] === code) return code;
    return { code: "illegal-move", message: "That move is not legal in this position." };
  } catch (e) {
    if (e instanceof Refusal) return e.illegal;
    throw e;
  }
}

function parse(s: State, raw: unknown): MoveCode {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    refuse("not-a-move", "A move must be a JSON object.");
  // Only the move's own fields count: a copy without a prototype makes every `in` and every read
  // below see exactly them.
  const move: Record<string, unknown> = Object.assign(Object.create(null), raw);
  for (const key of Object.keys(move))
    if (!FIELDS.has(key)) refuse("unknown-field", `Unknown field "${key}" in the move.`);
  for (const [key, value] of Object.entries(move))
    if (value === null || value === undefined) refuse("invalid-field", `The field "${key}" has no value.`);
  if (!isInt(move.seat)) refuse("invalid-field", 'A move needs "seat": the number of the seat making it.');
  if (s.awaitingSeat < 0)
    refuse("no-decision", s.matchOver ? "The match is over." : "The round is over: no decision is awaited.");
  const seat = move.seat;
  if (seat !== s.awaitingSeat) refuse("not-your-turn", `It is seat ${s.awaitingSeat}'s decision, not seat ${seat}'s.`);
  const kind =
    "play" in move
      ? AWAIT_PLAY
      : "keep" in move || "bottom" in move
        ? AWAIT_CHANCELLOR
        : "redraw" in move
          ? AWAIT_BISHOP
          : -1;
  if (kind < 0)
    refuse("not-a-move", 'A move needs "play" (a card), "keep" and "bottom" (Chancellor) or "redraw" (Bishop).');
  if (kind !== s.awaiting)
    refuse("wrong-decision", `Seat ${seat} must now make the ${DECISIONS[s.awaiting]} decision.`);
  const only = (allowed: readonly string[], what: string) => {
    for (const key of Object.keys(move))
      if (key !== "seat" && !allowed.includes(key)) refuse("unexpected-field", `${what} does not use "${key}".`);
  };
  if (kind === AWAIT_BISHOP) {
    only(["redraw"], "The redraw decision");
    if (typeof move.redraw !== "boolean") refuse("invalid-field", '"redraw" must be true or false.');
    return redrawCode(move.redraw);
  }
  if (kind === AWAIT_CHANCELLOR) return parseChancellor(s, move, only);
  return parsePlay(s, move, only);
}

function cardField(value: unknown, field: string): number {
  if (typeof value !== "string") refuse("invalid-field", `"${field}" must be a card name.`);
  const card = cardOf(value);
  if (card === undefined) refuse("unknown-card", `"${value}" is not a card; cards are: ${CHARACTERS.join(", ")}.`);
  return card;
}

function parseChancellor(
  s: State,
  move: Record<string, unknown>,
  only: (a: readonly string[], w: string) => void,
): MoveCode {
  only(["keep", "bottom"], "The Chancellor decision");
  const hand = handOf(s, s.current);
  const keep = cardField(move.keep, "keep");
  if (!Array.isArray(move.bottom)) refuse("invalid-field", '"bottom" must list the returned cards, upper first.');
  const returns = hand.length - 1;
  if (move.bottom.length !== returns)
    refuse(
      "invalid-return",
      `Return exactly ${returns} card${returns === 1 ? "" : "s"} to the bottom of the deck (you hold ${hand.length}).`,
    );
  const bottom = move.bottom.map((c) => cardField(c, "bottom"));
  for (const card of [keep, ...bottom]) {
    const i = hand.indexOf(card);
    if (i < 0)
      refuse(
        card === keep ? "invalid-keep" : "invalid-return",
        `You do not hold ${card === keep ? "" : "another "}${display(card)}.`,
      );
    hand.splice(i, 1);
  }
  return chancellorCode(keep, bottom[0]!, bottom.length > 1 ? bottom[1]! : -1);
}

function parsePlay(s: State, move: Record<string, unknown>, only: (a: readonly string[], w: string) => void): MoveCode {
  const me = s.current;
  const card = cardField(move.play, "play");
  const hand = handOf(s, me);
  if (!hand.includes(card)) refuse("card-not-held", `You do not hold ${display(card)}.`);
  if (countessForces(s, me) && card !== COUNTESS)
    refuse(
      "countess-rule",
      `You hold the Countess with the ${display(hand.find((c) => c === KING || c === PRINCE)!)}: you must play the Countess.`,
    );
  const targeting = targetingOf(card);
  only(["play", ...USES[targeting]], `The ${display(card)}`);
  switch (targeting) {
    case CHOOSES_NOBODY:
      return playCode(card);
    case ONE_OTHER:
    case ANY_PLAYER:
    case OTHER_AND_VALUE:
      return parseSingle(s, move, card, targeting);
    case TWO_PLAYERS:
    case OTHERS_1_2:
      return parseSeveral(s, move, card, targeting);
  }
}

function seatField(s: State, value: unknown): number {
  if (!isInt(value) || value < 0 || value >= s.rules.players)
    refuse("invalid-seat", `${shown(value)} is not a seat at this table (seats are 0 to ${s.rules.players - 1}).`);
  return value;
}

/** Why `target` may not be chosen by this card (never returns for a choosable one that meets the requirement). */
function whyNot(s: State, me: number, target: number, targeting: Targeting, card: number): never {
  if (target === me && targeting !== ANY_PLAYER && targeting !== TWO_PLAYERS)
    refuse("target-self", `The ${display(card)} must choose another player.`);
  if (!inRound(s, target)) refuse("target-out", `Seat ${target} is not in the round.`);
  if (target !== me && isProtected(s, target))
    refuse("target-protected", `Seat ${target} is protected by the Handmaid.`);
  const r = s.required;
  if (r >= 0)
    refuse("target-required", `The Sycophant requires this card to choose seat ${r}${r === me ? " (yourself)" : ""}.`);
  refuse("illegal-move", `Seat ${target} cannot be chosen.`);
}

function parseSingle(s: State, move: Record<string, unknown>, card: number, targeting: Targeting): MoveCode {
  const me = s.current;
  const names = targeting === OTHER_AND_VALUE ? namesFor(s, card) : null;
  const mask = names !== null && names.length === 0 ? 0 : singleTargets(s, me, targeting);
  if (!("target" in move)) {
    if ("guess" in move) refuse("unexpected-field", `A ${display(card)} played without a target takes no "guess".`);
    if (mask !== 0) refuse("missing-field", `The ${display(card)} must choose a player (${seatsOf(mask)}).`);
    return playCode(card);
  }
  const target = seatField(s, move.target);
  if (names !== null && names.length === 0)
    refuse("unexpected-field", `This deck has no value the ${display(card)} may name: it is played without a target.`);
  if (!((mask >> target) & 1)) whyNot(s, me, target, targeting, card);
  if (targeting !== OTHER_AND_VALUE) return playCode(card, target);
  if (!("guess" in move)) refuse("missing-field", `The ${display(card)} must name a value ("guess").`);
  if (!isInt(move.guess) || !names!.includes(move.guess))
    refuse("invalid-guess", `The ${display(card)} may name ${names!.join(", ")}; not ${shown(move.guess)}.`);
  return playCode(card, target, -1, move.guess);
}

function parseSeveral(s: State, move: Record<string, unknown>, card: number, targeting: Targeting): MoveCode {
  const me = s.current;
  const victorz = s.rules.victorzTargets;
  const base = baseMask(s, me, targeting);
  const r = effectiveRequirement(s, base);
  if (!("targets" in move)) {
    if ("look" in move) refuse("unexpected-field", `A ${display(card)} played without targets takes no "look".`);
    const n = generateMoves(s, scratch);
    for (let i = 0; i < n; i++)
      if (codeCard(scratch[i]!) === card && codeTarget(scratch[i]!) >= 0)
        refuse("missing-field", `The ${display(card)} must choose players ("targets").`);
    return playCode(card);
  }
  if (!Array.isArray(move.targets)) refuse("invalid-field", '"targets" must be a list of seats.');
  const targets = move.targets.map((t) => seatField(s, t));
  const exact = targeting === TWO_PLAYERS || victorz;
  if (exact ? targets.length !== 2 : targets.length < 1 || targets.length > 2)
    refuse("invalid-field", `The ${display(card)} chooses ${exact ? "exactly two players" : "one or two players"}.`);
  if (targets.length === 2 && targets[0] === targets[1] && !(victorz && targeting === OTHERS_1_2))
    refuse("target-duplicate", `The ${display(card)} must choose two different players.`);
  for (const t of targets) if (!((base >> t) & 1)) whyNot(s, me, t, targeting, card);
  if (r >= 0 && !targets.includes(r)) whyNot(s, me, targets[0]!, targeting, card);
  let [a, b = -1] = targets;
  let look = -1;
  if ("look" in move) {
    look = seatField(s, move.look);
    if (victorz ? look !== a : look !== a && look !== b)
      refuse(
        "invalid-look",
        victorz ? "The Cardinal's user looks at the first player chosen." : "Look at one of the two players chosen.",
      );
    // After the trade your own new hand is in front of you: the choice (§2.13) is the other player's
    // hand or none, exactly as legalMoves lists it, so a look at yourself is not a second spelling.
    if (!victorz && look === me)
      refuse(
        "invalid-look",
        'You see your own new hand anyway: look at the other player\'s hand, or leave out "look".',
      );
    // "discard" always looks at the first: "look" may name that player, and the move is the plain one.
    if (victorz) look = -1;
  }
  // Order carries no meaning except for the "discard" Cardinal (it looks at the first): list ascending.
  if (b >= 0 && !(victorz && targeting === TWO_PLAYERS) && b < a!) [a, b] = [b, a!];
  return playCode(card, a!, b, -1, look);
}

function seatsOf(mask: number): string {
  const seats: number[] = [];
  for (let t = 0; mask >> t; t++) if ((mask >> t) & 1) seats.push(t);
  return `seat${seats.length > 1 ? "s" : ""} ${seats.join(", ")}`;
}

/** The JSON move of a move code, made by the seat that awaits the decision. */
export function decodeMove(s: State, code: MoveCode): Move {
  const seat = s.awaitingSeat;
  const kind = codeKind(code);
  if (kind === KIND_CHANCELLOR) {
    const lowest = codeLowest(code);
    const bottom = [nameOf(codeUpper(code))];
    if (lowest >= 0) bottom.push(nameOf(lowest));
    return { seat, keep: nameOf(codeCard(code)), bottom };
  }
  if (kind !== KIND_PLAY) return { seat, redraw: codeRedraw(code) };
  const card = codeCard(code);
  const t1 = codeTarget(code);
  if (t1 < 0) return { seat, play: nameOf(card) };
  const targeting = targetingOf(card);
  if (targeting === TWO_PLAYERS || targeting === OTHERS_1_2) {
    const t2 = codeTarget2(code);
    const look = codeLook(code);
    return { seat, play: nameOf(card), targets: t2 >= 0 ? [t1, t2] : [t1], ...(look >= 0 ? { look } : {}) };
  }
  if (targeting === OTHER_AND_VALUE) return { seat, play: nameOf(card), target: t1, guess: codeGuess(code) };
  return { seat, play: nameOf(card), target: t1 };
}
