import type { CharacterName, EngineEvent, KnockOutCause, TokenReason } from "@loveletter/engine";

/**
 * The narration as data: which sentence an event is told with (`id`) and what fills it, in no
 * language. Seats are seat numbers, cards are card names; a language's renderer (english.ts) turns
 * each into words, and whether a seat is the reader's own is the renderer's to say ("You").
 */
export type Message =
  | {
      readonly id: "round-started";
      readonly round: number;
      readonly first: number;
      readonly faceUp: readonly CharacterName[];
    }
  | {
      readonly id: "tiebreak-round-started";
      readonly seats: readonly number[];
      readonly faceUp: readonly CharacterName[];
    }
  | { readonly id: "cards-dealt" }
  | { readonly id: "dealt-card"; readonly seat: number; readonly card: CharacterName }
  | { readonly id: "drew-a-card"; readonly seat: number }
  | { readonly id: "drew-card"; readonly seat: number; readonly card: CharacterName }
  | { readonly id: "took-set-aside-card"; readonly seat: number; readonly card: CharacterName }
  | { readonly id: "received-card"; readonly seat: number; readonly card: CharacterName; readonly giver?: number }
  | {
      readonly id: "played";
      readonly seat: number;
      readonly card: CharacterName;
      /** The players chosen, in order (none, one, or two). */
      readonly targets: readonly number[];
      readonly guess?: number;
      readonly look?: number;
    }
  | { readonly id: "no-effect-nobody-to-choose"; readonly card: CharacterName }
  | { readonly id: "no-effect-deck-empty"; readonly card: CharacterName }
  | { readonly id: "guard-guessed-right" }
  | { readonly id: "guessed-wrong"; readonly target: number }
  | { readonly id: "bishop-guessed-right"; readonly target: number; readonly card?: CharacterName }
  | {
      readonly id: "knocked-out";
      readonly seat: number;
      readonly cause: KnockOutCause;
      /** Who knocked them out: the seat itself when its own Baron or Dowager Queen comparison lost. */
      readonly by: number;
      readonly revealed: readonly CharacterName[];
    }
  | { readonly id: "discarded-for-prince"; readonly seat: number; readonly card: CharacterName }
  | { readonly id: "discarded-for-bishop"; readonly seat: number; readonly card: CharacterName }
  | { readonly id: "discarded"; readonly seat: number; readonly card: CharacterName }
  | { readonly id: "redrew-from-set-aside"; readonly seat: number }
  | { readonly id: "redrew"; readonly seat: number }
  | { readonly id: "saw-hand"; readonly seat: number; readonly target: number; readonly card: CharacterName }
  | {
      readonly id: "compared-hands";
      readonly seat: number;
      readonly target: number;
      readonly card: "baron" | "dowager-queen";
      /** null: a tie. */
      readonly loser: number | null;
    }
  | { readonly id: "traded-hands"; readonly seat: number; readonly target: number }
  | { readonly id: "swapped-hands"; readonly seat: number; readonly targets: readonly [number, number] }
  | { readonly id: "required"; readonly seat: number; readonly target: number }
  | { readonly id: "watched"; readonly seat: number; readonly target: number }
  | { readonly id: "protected"; readonly seat: number }
  | { readonly id: "chancellor-drew"; readonly seat: number; readonly count: number }
  | { readonly id: "returned-cards"; readonly seat: number; readonly count: number }
  | {
      readonly id: "kept-and-returned";
      readonly seat: number;
      readonly kept: CharacterName;
      /** The cards put at the bottom, upper first. */
      readonly bottom: readonly CharacterName[];
    }
  | { readonly id: "discarded-and-redrew"; readonly seat: number }
  | { readonly id: "kept-card"; readonly seat: number }
  | { readonly id: "assassin-revealed"; readonly seat: number; readonly guard: number }
  | { readonly id: "gained-token"; readonly seat: number; readonly reason: TokenReason; readonly tokens: number }
  | { readonly id: "scored-win"; readonly seat: number; readonly reason: TokenReason | "rank"; readonly wins: number }
  | { readonly id: "round-won-last-standing"; readonly winners: readonly number[] }
  | { readonly id: "round-decided-match" }
  | { readonly id: "showdown-won"; readonly winners: readonly number[] }
  /** What the showdown compared: the winner's card alone on top, */
  | {
      readonly id: "showdown-won-highest";
      readonly winners: readonly number[];
      readonly card: CharacterName;
      readonly score: number;
    }
  /** a tie on the card broken by the discard totals, */
  | {
      readonly id: "showdown-won-on-discards";
      readonly winners: readonly number[];
      readonly score: number;
      readonly discardSum: number;
    }
  /** or a tie that all its players win. */
  | { readonly id: "showdown-shared"; readonly winners: readonly number[]; readonly score: number }
  | { readonly id: "showdown-nobody-won" }
  | { readonly id: "tiebreak"; readonly seats: readonly number[] }
  | { readonly id: "match-won"; readonly winners: readonly number[] }
  | { readonly id: "match-over" };

export type MessageId = Message["id"];

/**
 * The message an event is told with; null when a neighbouring event's line already says it (a
 * draw and the card it brought are one line for the drawer; the deal is one line).
 */
export function messageOf(e: EngineEvent, next?: EngineEvent, prev?: EngineEvent): Message | null {
  switch (e.type) {
    case "round-started":
      return e.tiebreak
        ? { id: "tiebreak-round-started", seats: e.seats, faceUp: e.faceUp }
        : { id: "round-started", round: e.round, first: e.first, faceUp: e.faceUp };
    case "dealt":
      return prev?.type === "dealt" || (prev?.type === "received" && prev.from === "deal")
        ? null
        : { id: "cards-dealt" };
    case "drew":
      if (next?.type === "received" && next.seat === e.seat && next.from !== "trade") return null;
      return { id: "drew-a-card", seat: e.seat };
    case "received":
      if (e.from === "deal") return { id: "dealt-card", seat: e.seat, card: e.card };
      if (e.from === "trade")
        return {
          id: "received-card",
          seat: e.seat,
          card: e.card,
          ...(e.giver === undefined ? {} : { giver: e.giver }),
        };
      if (e.from === "set-aside") return { id: "took-set-aside-card", seat: e.seat, card: e.card };
      return { id: "drew-card", seat: e.seat, card: e.card };
    case "played":
      return {
        id: "played",
        seat: e.seat,
        card: e.card,
        targets: e.targets?.length ? e.targets : e.target === undefined ? [] : [e.target],
        ...(e.guess === undefined ? {} : { guess: e.guess }),
        ...(e.look === undefined ? {} : { look: e.look }),
      };
    case "no-effect":
      return e.reason === "no-target"
        ? { id: "no-effect-nobody-to-choose", card: e.card }
        : { id: "no-effect-deck-empty", card: e.card };
    case "guessed":
      if (!e.correct) return { id: "guessed-wrong", target: e.target };
      if (e.card === "guard") return { id: "guard-guessed-right" };
      return { id: "bishop-guessed-right", target: e.target, ...(e.revealed ? { card: e.revealed } : {}) };
    case "knocked-out":
      return { id: "knocked-out", seat: e.seat, cause: e.cause, by: e.by, revealed: e.revealed };
    case "discarded":
      if (e.cause === "prince") return { id: "discarded-for-prince", seat: e.seat, card: e.card };
      if (e.cause === "bishop") return { id: "discarded-for-bishop", seat: e.seat, card: e.card };
      return { id: "discarded", seat: e.seat, card: e.card };
    case "redrew":
      if (next?.type === "received" && next.seat === e.seat) return null;
      return { id: e.from === "set-aside" ? "redrew-from-set-aside" : "redrew", seat: e.seat };
    case "saw":
      return { id: "saw-hand", seat: e.seat, target: e.target, card: e.card };
    case "compared":
      return { id: "compared-hands", seat: e.seat, target: e.target, card: e.card, loser: e.loser };
    case "traded":
      return { id: "traded-hands", seat: e.seat, target: e.target };
    case "swapped":
      return { id: "swapped-hands", seat: e.seat, targets: e.targets };
    case "required":
      return { id: "required", seat: e.seat, target: e.target };
    case "watched":
      return { id: "watched", seat: e.seat, target: e.target };
    case "protected":
      return { id: "protected", seat: e.seat };
    case "chancellor-drew":
      return { id: "chancellor-drew", seat: e.seat, count: e.count };
    case "returned":
      if (next?.type === "returned-cards" && next.seat === e.seat) return null;
      return { id: "returned-cards", seat: e.seat, count: e.count };
    case "returned-cards":
      return { id: "kept-and-returned", seat: e.seat, kept: e.kept, bottom: e.bottom };
    case "redraw-decided":
      return { id: e.redraw ? "discarded-and-redrew" : "kept-card", seat: e.seat };
    case "assassin-revealed":
      return { id: "assassin-revealed", seat: e.seat, guard: e.guard };
    case "token":
      return { id: "gained-token", seat: e.seat, reason: e.reason, tokens: e.tokens };
    case "win-counted":
      return { id: "scored-win", seat: e.seat, reason: e.reason, wins: e.wins };
    case "round-ended":
      if (e.reason === "last-standing") return { id: "round-won-last-standing", winners: e.winners };
      if (e.reason === "match-decided") return { id: "round-decided-match" };
      return e.winners.length ? showdownWon(e.winners, e.hands) : { id: "showdown-nobody-won" };
    case "tiebreak":
      return { id: "tiebreak", seats: e.seats };
    case "match-ended":
      return e.winners.length ? { id: "match-won", winners: e.winners } : { id: "match-over" };
  }
}

/** A showdown's winners, with what decided it when the hands were revealed. */
function showdownWon(
  winners: readonly number[],
  hands: readonly { seat: number; card: CharacterName; score: number; discardSum: number }[],
): Message {
  const won = hands.find((h) => h.seat === winners[0]);
  if (!won) return { id: "showdown-won", winners };
  if (winners.length > 1) return { id: "showdown-shared", winners, score: won.score };
  const tied = hands.filter((h) => h.score === won.score).length > 1;
  return tied
    ? { id: "showdown-won-on-discards", winners, score: won.score, discardSum: won.discardSum }
    : { id: "showdown-won-highest", winners, card: won.card, score: won.score };
}
