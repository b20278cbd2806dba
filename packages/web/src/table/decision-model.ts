import type { CharacterName, Move, View } from "@loveletter/engine";
import type { Words } from "@loveletter/protocol";
import { type NameContext, nextStep, playableCards, printedName, type Selection, type Step } from "@loveletter/seat";
import { cardInfo } from "../game/card-info.js";
import { describeMove } from "../game/move-text.js";

/**
 * This seat's decision as the table draws it: the step the move builder (packages/seat) is at,
 * every option it offers there, and what choosing each one does. Pure, from the view and the
 * choices made so far, so the hand, the seats and the action panel only draw it and report the
 * player's picks; whether the last choice sends the move or asks to confirm it is decided here.
 */

/** What choosing an option does: the decision's next choices, or the finished move, sent. */
export type Pick =
  | { readonly kind: "choose"; readonly sel: Selection }
  | { readonly kind: "play"; readonly move: Move };

export interface HandCard {
  readonly card: CharacterName;
  readonly value: number;
  readonly selected: boolean;
  /** The rules forbid playing it now: shown disabled, with the reason. */
  readonly forbidden: string | null;
  /** Null: not a choice now (not this seat's turn, or another step of the decision). */
  readonly pick: Pick | null;
}

export type DecisionOption =
  | {
      readonly kind: "button";
      readonly key: string;
      readonly label: string;
      readonly tone: "quiet" | "primary" | null;
      readonly pick: Pick;
    }
  | {
      readonly kind: "guess";
      readonly key: string;
      readonly value: number;
      readonly names: string;
      readonly pick: Pick;
    }
  | {
      readonly kind: "card";
      readonly key: string;
      readonly card: CharacterName;
      readonly value: number;
      readonly pick: Pick;
    }
  | {
      readonly kind: "order";
      readonly key: string;
      readonly bottom: readonly { readonly card: CharacterName; readonly name: string; readonly value: number }[];
      readonly pick: Pick;
    };

export interface SeatChoice {
  readonly chosen: boolean;
  /** Null: chosen already, or not offered at this step. */
  readonly pick: Pick | null;
}

export interface DecisionModel {
  /** The move builder's step ("card", "target", "guess", "confirm"…). */
  readonly step: Exclude<Step["kind"], "none">;
  readonly sel: Selection;
  readonly title: string;
  readonly hint: string | null;
  /** A rule the player must know before choosing (the Countess rule, the Princess's discard). */
  readonly notice: { readonly lead: string | null; readonly text: string } | null;
  /** The chosen card's effect, under the prompt. */
  readonly cardText: { readonly name: string; readonly text: string } | null;
  /** The panel's buttons: players, values, the Chancellor's cards and orders, the Bishop's choice. */
  readonly options: readonly DecisionOption[];
  readonly optionsLabel: string | null;
  /** Seats that can be tapped to choose them, or that were chosen. */
  readonly seats: ReadonlyMap<number, SeatChoice>;
  /** The choices before the last one; null at the first step. */
  readonly back: Selection | null;
  /** The finished move awaiting "Play" (the confirm step). */
  readonly play: Move | null;
  /** A move is on its way or the connection is being restored: nothing can be sent. */
  readonly sending: boolean;
  readonly offline: boolean;
  /** The hand's cards, with what tapping each does now. */
  readonly hand: readonly HandCard[];
}

export interface DecisionInput {
  /** The choices made so far. */
  readonly sel: Selection;
  readonly sending: boolean;
  readonly offline: boolean;
  /** Ask "Play" before sending a finished move (the player's preference). */
  readonly confirm: boolean;
}

/** The last choice made, to undo first. */
export function undoChoice(sel: Selection): Selection {
  const { look, guess, targetsDone, targets, target, card, keep, ...rest } = sel;
  if (look !== undefined) return { ...rest, card, target, targets, targetsDone, guess };
  if (guess !== undefined) return { ...rest, card, target, targets, targetsDone };
  if (targetsDone) return { ...rest, card, target, targets };
  if (targets?.length) return { ...rest, card, target, targets: targets.slice(0, -1) };
  if (target !== undefined) return { ...rest, card };
  return rest;
}

/** Whether the hand's cards are choices: at the card step, and while a card is chosen (to change it). */
function handIsChoice(view: View, step: Step, sel: Selection): boolean {
  return step.kind === "card" || (sel.card !== undefined && view.awaiting?.decision === "play");
}

/** The hand's cards, with what tapping each does. */
export function handCards(
  view: View,
  words: Words,
  cardValue: (card: CharacterName) => number,
  decide: { readonly step: Step; readonly sel: Selection; readonly pick: (sel: Selection) => Pick } | null,
): HandCard[] {
  const choosing = !!decide && handIsChoice(view, decide.step, decide.sel);
  const playable = choosing ? playableCards(view.legalMoves) : new Set<CharacterName>();
  return view.hand.map((card, i) => {
    const canPlay = playable.has(card);
    const selected = !!decide && decide.sel.card === card && view.hand.indexOf(card) === i;
    const forbidden = choosing && !canPlay;
    return {
      card,
      value: cardValue(card),
      selected,
      forbidden: forbidden
        ? words.t(view.mustPlayCountess ? "decision.forbidden-countess" : "decision.forbidden")
        : null,
      // Tapping the chosen card again takes it back; another card starts the move afresh.
      pick: canPlay && decide ? decide.pick(selected ? {} : { card }) : null,
    };
  });
}

/**
 * The decision this seat is making, or null when it has nothing to choose. `pick` turns the
 * choices an option leads to into what choosing it does: the finished move is sent at once unless
 * the player wants to confirm it.
 */
export function decisionModel(
  view: View,
  ctx: NameContext,
  cardValue: (card: CharacterName) => number,
  input: DecisionInput,
): DecisionModel | null {
  const moves = view.legalMoves;
  const { sel } = input;
  const step = nextStep(moves, sel);
  if (step.kind === "none") return null;
  const pick = (next: Selection): Pick => {
    const then = nextStep(moves, next);
    return then.kind === "confirm" && !input.confirm
      ? { kind: "play", move: then.move }
      : { kind: "choose", sel: next };
  };
  const send = (move: Move): Pick => ({ kind: "play", move });
  const { words } = ctx;
  const cardName = (c: CharacterName) => printedName(words, c);
  const card = sel.card;
  const named = card ? cardName(card) : "";
  const seatName = (seat: number) => (seat === ctx.me ? words.t("seat.yourself") : ctx.name(seat));
  const seatIs = (seat: number) => (seat === ctx.me ? "me" : "other");
  const seats = new Map<number, SeatChoice>();
  for (const seat of [...(sel.target === undefined ? [] : [sel.target]), ...(sel.targets ?? [])])
    seats.set(seat, { chosen: true, pick: null });
  const base = {
    step: step.kind,
    sel,
    hint: null,
    notice: null,
    cardText: card ? { name: cardName(card), text: cardInfo(card).text } : null,
    options: [],
    optionsLabel: null,
    seats,
    back: sel.card !== undefined || sel.keep !== undefined ? undoChoice(sel) : null,
    play: null,
    sending: input.sending || input.offline,
    offline: input.offline,
    hand: handCards(view, words, cardValue, { step, sel, pick }),
  };
  const button = (key: string, label: string, p: Pick, tone: "quiet" | "primary" | null = null): DecisionOption => ({
    kind: "button",
    key,
    label,
    tone,
    pick: p,
  });

  switch (step.kind) {
    case "card":
      return {
        ...base,
        cardText: null,
        title: words.t("decision.card-title"),
        hint: view.mustPlayCountess ? null : words.t("decision.card-hint"),
        notice: view.mustPlayCountess
          ? { lead: words.t("decision.countess-lead"), text: words.t("decision.countess-text") }
          : null,
      };
    case "target":
      for (const seat of step.options) seats.set(seat, { chosen: false, pick: pick({ ...sel, target: seat }) });
      return {
        ...base,
        title: words.t("decision.target-title", { card: named }),
        optionsLabel: words.t("decision.players-label"),
        options: step.options.map((seat) => button(String(seat), seatName(seat), pick({ ...sel, target: seat }))),
      };
    case "targets": {
      const first = step.chosen.length === 0;
      const choose = (seat: number) => pick({ ...sel, targets: [...step.chosen, seat] });
      for (const seat of step.options) if (!seats.has(seat)) seats.set(seat, { chosen: false, pick: choose(seat) });
      return {
        ...base,
        cardText: first ? base.cardText : null,
        title: words.t("decision.targets-title", { card: named, first: first ? "yes" : "no" }),
        hint: first
          ? words.t(card === "cardinal" ? "decision.cardinal-hint" : "decision.baroness-hint")
          : words.t("decision.chosen", { seats: words.list(step.chosen.map(seatName)) }),
        optionsLabel: words.t("decision.players-label"),
        options: [
          ...step.options.map((seat) => button(String(seat), seatName(seat), choose(seat))),
          ...(step.canStop
            ? [
                button(
                  "stop",
                  words.t("decision.only", { seats: words.list(step.chosen.map(seatName)) }),
                  pick({ ...sel, targetsDone: true }),
                  "quiet",
                ),
              ]
            : []),
        ],
      };
    }
    case "guess":
      return {
        ...base,
        cardText: null,
        title: words.t("decision.guess-title", { card: named }),
        hint:
          sel.target === undefined
            ? null
            : words.t("decision.guess-hint", { targetIs: seatIs(sel.target), target: ctx.name(sel.target) }),
        optionsLabel: words.t("decision.guess-label"),
        options: step.options.map((value) => {
          const cards = view.deck.filter((d) => d.value === value);
          return {
            kind: "guess",
            key: String(value),
            value,
            names: cards.length ? cards.map((d) => cardName(d.card)).join(" / ") : "—",
            pick: pick({ ...sel, guess: value }),
          };
        }),
      };
    case "look":
      return {
        ...base,
        cardText: null,
        title: words.t("decision.look-title", { card: cardName("cardinal") }),
        hint: words.t("decision.look-hint"),
        optionsLabel: words.t("decision.look-label"),
        options: step.options.map((seat) =>
          button(
            String(seat),
            seat === null
              ? words.t("decision.dont-look")
              : words.t("decision.hand-of", { seatIs: seatIs(seat), seat: ctx.name(seat) }),
            pick({ ...sel, look: seat }),
          ),
        ),
      };
    case "keep":
      return {
        ...base,
        title: words.t("decision.keep-title", { card: cardName("chancellor") }),
        hint: words.t("decision.keep-hint"),
        optionsLabel: words.t("decision.keep-label"),
        options: step.options.map((c) => ({
          kind: "card",
          key: c,
          card: c,
          value: cardValue(c),
          pick: pick({ ...sel, keep: c }),
        })),
      };
    case "order":
      return {
        ...base,
        title: sel.keep
          ? words.t("decision.order-title", { chancellor: cardName("chancellor"), card: cardName(sel.keep) })
          : words.t("decision.keep-title", { card: cardName("chancellor") }),
        hint: words.t("decision.order-hint"),
        optionsLabel: words.t("decision.order-label"),
        options: step.options.map((m) => ({
          kind: "order",
          key: m.bottom.join(),
          bottom: m.bottom.map((c) => ({ card: c, name: cardName(c), value: cardValue(c) })),
          pick: send(m),
        })),
      };
    case "redraw": {
      const mine = view.hand[0];
      return {
        ...base,
        back: null,
        title: words.t("decision.redraw-title", { bishop: cardName("bishop") }),
        hint: mine ? words.t("decision.redraw-hint", { card: cardName(mine) }) : null,
        notice: mine === "princess" ? { lead: null, text: words.t("decision.redraw-princess") } : null,
        options: step.options.map((redraw) =>
          button(
            String(redraw),
            redraw
              ? words.t("decision.discard-and-draw")
              : words.t("decision.keep-card", { card: mine ? cardName(mine) : "" }),
            send({ seat: view.seat!, redraw }),
            redraw ? null : "primary",
          ),
        ),
      };
    }
    case "confirm":
      return { ...base, title: describeMove(step.move, ctx), play: step.move };
  }
}

/** What the table reports when the player picks an option: the new choices, or the move to send. */
export interface DecisionCallbacks {
  onChoose(sel: Selection): void;
  onPlay(move: Move): void;
}

export function runPick(pick: Pick, on: DecisionCallbacks): void {
  if (pick.kind === "play") on.onPlay(pick.move);
  else on.onChoose(pick.sel);
}
