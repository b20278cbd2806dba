import {
  type CharacterName,
  compileRules,
  type Decision,
  type EngineEvent,
  type ShowdownTieBreak,
  type View,
} from "@loveletter/engine";
import { describeEvent, describeEvents, type LogLine, type NameContext, possessive } from "@loveletter/seat";
import { type TrackedCard, trackCards } from "../game/card-tracker.js";
import { knowledgeOf } from "../game/knowledge.js";
import { fullSeatName, nameContext, seatsAfter } from "../game/names.js";
import { currentRoundEvents, type RoundSummary, summarizeRound } from "../game/round-summary.js";
import { RULESET_NAMES } from "../game/table-options.js";
import { type DecisionInput, type DecisionModel, decisionModel, type HandCard, handCards } from "./decision-model.js";

/**
 * Everything the table shows, computed from what this seat (or a spectator, or a replay's chosen
 * point of view) may know: the view, the events it heard, the seats' names. Pure: no DOM, no
 * store, no clock, so the live table and the replay draw the same model with one widget
 * (TableBoard), and tests can check it without a browser. Rules are never re-derived here: what
 * depends on the edition (the showdown's tie-break) is asked of the engine.
 */
export interface TablePrefs {
  /** Count the unseen cards (the tracker drawer). */
  readonly tracker: boolean;
  /** Ask "Play" before a finished move is sent. */
  readonly confirmPlay: boolean;
}

/** What only some tables have: a replay's open hands, the server's count of rounds, a seat's decision. */
export interface TableModelExtras {
  readonly open?: OpenCards | null;
  /**
   * Rounds each seat won, as the server counts them (a live table: its events start at this page's
   * join). Absent, they are counted from `events`, which then hold the whole match (a replay).
   */
  readonly roundsWon?: readonly number[];
  /** The decision being built by a seat that can play (a replay has none: it is only drawn). */
  readonly decision?: Omit<DecisionInput, "confirm"> | null;
}

/** Cards shown face up that the view keeps hidden: a replay "with everything revealed". */
export interface OpenCards {
  readonly hands: readonly (readonly CharacterName[])[];
  readonly setAside: CharacterName | null;
}

export interface DiscardModel {
  readonly card: CharacterName;
  /** Shown when the seat was knocked out (its hand turned face up), not played. */
  readonly revealed: boolean;
}

/** What a seat did last this round, so a player who looked away sees it at a glance. */
export interface LastAction {
  readonly card: CharacterName;
  /** The play and its outcome in words ("played the Guard on Ann, naming the Priest (2). Wrong guess…"). */
  readonly text: string;
}

export interface SeatModel {
  readonly seat: number;
  /** As the table writes it: "You" for this seat. */
  readonly name: string;
  /** The full name, for the tooltip and screen readers ("Ann (you)"). */
  readonly fullName: string;
  readonly isMe: boolean;
  /** This seat's decision is awaited. */
  readonly current: boolean;
  readonly out: boolean;
  /** Dealt into this round (a perpetual table's seat may sit out). */
  readonly playing: boolean;
  readonly protected: boolean;
  readonly tokens: number;
  readonly wins: number;
  readonly handCount: number;
  /** Cards face up in this hand: this seat's own, or every hand in an open replay. */
  readonly hand: readonly CharacterName[] | null;
  /** A card this seat is known to hold from this point of view's own reveals, and how. */
  readonly known: { readonly card: CharacterName; readonly how: string } | null;
  readonly discards: readonly DiscardModel[];
  readonly lastAction: LastAction | null;
  /** "Watched by your Jester", "Watched by Ann's Jester". */
  readonly watchedBy: string | null;
  /** A Sycophant requires the next card to choose this seat. */
  readonly required: boolean;
  /** A Discard-variant round's rank. */
  readonly rank: number | null;
  /** Won the round that just ended. */
  readonly roundWinner: boolean;
  /** Rounds this seat won in the match (the match's end shows them). */
  readonly roundsWon: number;
}

export interface RevealModel {
  readonly card: CharacterName | null;
  readonly text: string;
}

export interface TableModel {
  readonly view: View;
  /** Every event this point of view heard, oldest first (the board animates the new ones). */
  readonly events: readonly EngineEvent[];
  readonly ctx: NameContext;
  readonly cardValue: (card: CharacterName) => number;
  /** The table's heading: its edition, then the round (which a phone keeps when short of room). */
  readonly edition: string;
  readonly roundTitle: string;
  readonly subtitle: string;
  /** Every seat by index. */
  readonly seats: readonly SeatModel[];
  /** The point of view's own seat, at the bottom of the table. */
  readonly me: SeatModel | null;
  /** The other seats around the table, in the order they play after `me`. */
  readonly around: readonly SeatModel[];
  readonly setAside: CharacterName | null;
  readonly awaiting: { readonly seat: number; readonly decision: Decision } | null;
  /** It is this seat's decision and it has moves to choose from. */
  readonly myTurn: boolean;
  /** The decision this seat is making, its options and what each does (a seat that can play, on its turn). */
  readonly decision: DecisionModel | null;
  /** This seat's hand, with what tapping each card does now. */
  readonly hand: readonly HandCard[];
  /** The connection is being restored: this seat's moves wait. */
  readonly offline: boolean;
  /** Whose turn, in words ("Your turn", "Ann is choosing what to keep (Chancellor)"). */
  readonly status: string;
  /** What this seat alone was just shown (a Priest's look, a trade, a Chancellor's keep). */
  readonly reveals: readonly RevealModel[];
  readonly log: readonly LogLine[];
  readonly tracker: readonly TrackedCard[] | null;
  readonly summary: RoundSummary | null;
  /** The edition's showdown tie-break, from the engine. */
  readonly tieBreak: ShowdownTieBreak;
}

const DECISION_WORDS: Readonly<Record<Decision, string>> = {
  play: "to play",
  chancellor: "choosing what to keep (Chancellor)",
  bishop: "deciding whether to redraw (Bishop)",
};

/** The showdown's tie-break for this match, as the engine compiles its rules. */
export function tieBreakOf(view: View): ShowdownTieBreak {
  try {
    return compileRules(view.ruleset, view.players, view.options).tieBreak;
  } catch {
    return "discard-sum"; // a view whose options no longer compile: say what most editions do
  }
}

/** Private reveals of the latest play: what this seat alone was just shown. */
function latestReveals(events: readonly EngineEvent[], me: number | null, ctx: NameContext): RevealModel[] {
  if (me === null) return [];
  const reveals: RevealModel[] = [];
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.type === "played" || e.type === "round-started") break;
    if (e.visibleTo === "all") continue;
    const card =
      e.type === "saw" || (e.type === "received" && e.from === "trade")
        ? e.card
        : e.type === "returned-cards"
          ? e.kept
          : undefined;
    if (card === undefined) continue;
    reveals.unshift({ card, text: describeEvent(e, ctx) ?? "" });
  }
  return reveals;
}

/** Each seat's last play this round, with what followed it (a guess's result, a knock-out). */
function lastActions(round: readonly EngineEvent[], ctx: NameContext): Map<number, LastAction> {
  const last = new Map<number, LastAction>();
  for (let i = 0; i < round.length; i++) {
    const e = round[i]!;
    if (e.type !== "played") continue;
    const parts = [describeEvent(e, ctx, round[i + 1], round[i - 1])];
    for (let j = i + 1; j < round.length; j++) {
      const f = round[j]!;
      if (f.type === "played" || f.type === "drew" || f.type === "round-ended") break;
      if (f.visibleTo !== "all" && f.type !== "saw") continue;
      if (f.type === "received" || f.type === "redrew" || f.type === "discarded") continue;
      parts.push(describeEvent(f, ctx, round[j + 1], round[j - 1]));
    }
    last.set(e.seat, { card: e.card, text: parts.filter(Boolean).join(" ") });
  }
  return last;
}

export function tableModel(
  view: View,
  events: readonly EngineEvent[],
  names: readonly string[],
  me: number | null,
  prefs: TablePrefs,
  { open = null, roundsWon: roundsWonByServer, decision: building = null }: TableModelExtras = {},
): TableModel {
  const ctx = nameContext(names, me, view);
  const values = new Map(view.deck.map((d) => [d.card, d.value]));
  const cardValue = (card: CharacterName) => values.get(card) ?? 0;
  const round = currentRoundEvents(events);
  const knowledge = knowledgeOf(round, me);
  const actions = lastActions(round, ctx);
  const tieBreak = tieBreakOf(view);
  const awaiting = view.awaiting;
  const roundsWon = new Map<number, number>(roundsWonByServer?.map((won, seat) => [seat, won]));
  if (!roundsWonByServer)
    for (const e of events)
      if (e.type === "round-ended") for (const w of e.winners) roundsWon.set(w, (roundsWon.get(w) ?? 0) + 1);

  const seats: SeatModel[] = view.seats.map((pv) => {
    const isMe = pv.seat === me;
    const knockedFrom = pv.discards.length - pv.revealedOnKnockOut;
    const watcher = view.watched.find((w) => w.target === pv.seat);
    const known = knowledge.known.get(pv.seat);
    return {
      seat: pv.seat,
      name: ctx.name(pv.seat),
      fullName: fullSeatName(names, pv.seat, me),
      isMe,
      current: awaiting?.seat === pv.seat && !view.roundOver,
      out: pv.out,
      playing: pv.playing,
      // A Handmaid's protection lasts until its player's next turn, and no longer than the round.
      protected: pv.protected && !view.roundOver,
      tokens: pv.tokens,
      wins: pv.wins,
      handCount: pv.handCount,
      hand: open ? (open.hands[pv.seat] ?? null) : isMe ? view.hand : null,
      known: known && !isMe ? { card: known, how: knowledge.how.get(pv.seat) ?? "" } : null,
      discards: pv.discards.map((card, i) => ({ card, revealed: pv.revealedOnKnockOut > 0 && i >= knockedFrom })),
      lastAction: actions.get(pv.seat) ?? null,
      watchedBy: watcher ? `Watched by ${possessive(ctx, watcher.seat)} Jester` : null,
      required: view.required === pv.seat,
      rank: pv.rank,
      roundWinner: view.roundOver && view.roundWinners.includes(pv.seat),
      roundsWon: roundsWon.get(pv.seat) ?? 0,
    };
  });

  const myTurn = me !== null && awaiting?.seat === me && view.legalMoves.length > 0;
  const decision =
    myTurn && building ? decisionModel(view, ctx, cardValue, { ...building, confirm: prefs.confirmPlay }) : null;
  const status = view.matchOver
    ? "The match is over"
    : view.roundOver
      ? `Round ${view.round} is over`
      : !awaiting
        ? ""
        : awaiting.seat === me
          ? "Your turn"
          : `${ctx.name(awaiting.seat)} is ${DECISION_WORDS[awaiting.decision]}`;

  return {
    view,
    events,
    ctx,
    cardValue,
    edition: RULESET_NAMES[view.ruleset] ?? view.ruleset,
    roundTitle: `Round ${view.round}${view.tiebreakRound ? " (tie-breaker)" : ""}`,
    subtitle: view.perpetual ? "Perpetual" : `First to ${view.tokensToWin} tokens`,
    seats,
    me: me === null ? null : (seats[me] ?? null),
    around: seatsAfter(view.players, me).map((s) => seats[s]!),
    setAside: open?.setAside ?? null,
    awaiting,
    myTurn,
    decision,
    hand: decision?.hand ?? handCards(view, ctx.words, cardValue, null),
    offline: building?.offline ?? false,
    status,
    reveals: latestReveals(round, me, ctx),
    log: describeEvents(events, ctx),
    tracker: prefs.tracker ? trackCards(view, knowledge) : null,
    summary: view.roundOver ? summarizeRound(events, ctx, tieBreak !== "none") : null,
    tieBreak,
  };
}
