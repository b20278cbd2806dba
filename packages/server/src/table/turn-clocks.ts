import type { TableSettings, TurnBasedClocks, TurnBasedPace } from "@loveletter/protocol";
import type { TurnClocks } from "../store/records.js";

const HOUR_MS = 3_600_000;

/**
 * A turn-based table's pace; null at a live one. Tables stored before paces existed have none in
 * their stored settings: they are live.
 */
export function turnBasedPace(settings: TableSettings): TurnBasedPace | null {
  return settings.pace?.kind === "turn-based" ? settings.pace : null;
}

export function moveMs(pace: TurnBasedPace): number {
  return pace.moveHours * HOUR_MS;
}

/** A new match's clocks: every seat with a full bank and nothing missed. */
export function newTurnClocks(pace: TurnBasedPace, gameId: string, seats: number, now: number): TurnClocks {
  return {
    gameId,
    banks: Array.from({ length: seats }, () => pace.bankHours * HOUR_MS),
    missed: Array.from({ length: seats }, () => 0),
    seat: null,
    turn: -1,
    since: now,
  };
}

/** The clocks with the seat's decision at `turn` timed from `now`; the same clocks when it already is. */
export function timing(clocks: TurnClocks, seat: number, turn: number, now: number): TurnClocks {
  return isTiming(clocks, seat, turn) ? clocks : { ...clocks, seat, turn, since: now };
}

export function isTiming(clocks: TurnClocks, seat: number, turn: number): boolean {
  return clocks.seat === seat && clocks.turn === turn;
}

/** When the seat's timed decision is due: the time per move, then its bank. */
export function deadlineOf(clocks: TurnClocks, pace: TurnBasedPace, seat: number): number {
  return clocks.since + moveMs(pace) + (clocks.banks[seat] ?? 0);
}

/**
 * The clocks after the seat's decision: its own spends from its bank what it took beyond the time
 * per move and clears its missed deadlines; the timer's at the deadline empties the bank and counts
 * one more missed deadline.
 */
export function decided(
  clocks: TurnClocks,
  pace: TurnBasedPace,
  seat: number,
  by: "player" | "timer",
  now: number,
): TurnClocks {
  const banks = [...clocks.banks];
  const missed = [...clocks.missed];
  if (by === "timer") {
    banks[seat] = 0;
    missed[seat] = (missed[seat] ?? 0) + 1;
  } else {
    const late = Math.max(0, now - clocks.since - moveMs(pace));
    banks[seat] = Math.max(0, (banks[seat] ?? 0) - late);
    missed[seat] = 0;
  }
  return { ...clocks, banks, missed, seat: null };
}

/** The seat's player is back: their missed deadlines are forgiven (their bank is not refilled). */
export function returned(clocks: TurnClocks, seat: number): TurnClocks {
  if ((clocks.missed[seat] ?? 0) === 0) return clocks;
  const missed = [...clocks.missed];
  missed[seat] = 0;
  return { ...clocks, missed };
}

/** Whether the seat has missed enough deadlines in a row for a bot to play it. */
export function botTakesOver(clocks: TurnClocks, pace: TurnBasedPace, seat: number): boolean {
  return (clocks.missed[seat] ?? 0) >= pace.missedBeforeBot;
}

/** The person's decision being timed, with its deadline; null when none is. */
export function awaitedDecision(clocks: TurnClocks, pace: TurnBasedPace): TurnBasedClocks["awaiting"] {
  return clocks.seat === null
    ? null
    : { seat: clocks.seat, since: clocks.since, deadline: deadlineOf(clocks, pace, clocks.seat) };
}

/** The clocks as the public table shows them (before the first match: full banks). */
export function publicClocks(clocks: TurnClocks | null, pace: TurnBasedPace, seats: number): TurnBasedClocks {
  const shown = clocks ?? newTurnClocks(pace, "", seats, 0);
  return { banks: shown.banks, missed: shown.missed, awaiting: awaitedDecision(shown, pace) };
}
