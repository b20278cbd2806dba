import type { TableSettings, TurnBasedClocks, TurnBasedPace } from "@loveletter/protocol";
import type { ClocksPause, TurnClocks } from "../store/records.js";

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
  if (isTiming(clocks, seat, turn)) return clocks;
  return { ...settledPause(clocks, now), seat, turn, since: now };
}

/** When the pause ends: its latest vacation's end. */
function pauseEnd(pause: ClocksPause): number {
  return Math.max(...pause.vacations.map((v) => v.until));
}

/** The pause that holds the clocks at `now`; null when they run. */
export function activePause(clocks: TurnClocks, now: number): ClocksPause | null {
  const pause = clocks.pause ?? null;
  return pause && pauseEnd(pause) > now ? pause : null;
}

/** The clocks with their pause over at `end`: the decision being timed keeps the time it had left. */
function unpaused(clocks: TurnClocks, pause: ClocksPause, end: number): TurnClocks {
  const stood = clocks.seat === null ? 0 : Math.max(0, end - Math.max(pause.since, clocks.since));
  return { ...clocks, since: clocks.since + stood, pause: null };
}

/** The clocks with a pause whose vacations are all over by `now` folded in. */
function settledPause(clocks: TurnClocks, now: number): TurnClocks {
  const pause = clocks.pause ?? null;
  if (!pause || pauseEnd(pause) > now) return clocks;
  return unpaused(clocks, pause, pauseEnd(pause));
}

/**
 * The clocks once the seat's person is on vacation until `until` (a later one than `now`), or
 * came back from it at `until` (not later than `now`): every deadline stands still while anyone
 * seated is on vacation.
 */
export function vacationed(clocks: TurnClocks, seat: number, until: number, now: number): TurnClocks {
  const settled = settledPause(clocks, now);
  const pause = settled.pause ?? null;
  const others = (pause?.vacations ?? []).filter((v) => v.seat !== seat);
  if (until > now)
    return { ...settled, pause: { since: pause?.since ?? now, vacations: [...others, { seat, until }] } };
  if (!pause || others.length === pause.vacations.length) return settled;
  if (others.length > 0) return { ...settled, pause: { ...pause, vacations: others } };
  return unpaused(settled, pause, Math.max(pause.since, Math.min(until, now)));
}

export function isTiming(clocks: TurnClocks, seat: number, turn: number): boolean {
  return clocks.seat === seat && clocks.turn === turn;
}

/** When the seat's timed decision is due: the time per move, then its bank. */
export function deadlineOf(clocks: TurnClocks, pace: TurnBasedPace, seat: number): number {
  const running = clocks.since + moveMs(pace) + (clocks.banks[seat] ?? 0);
  // Paused: what was left when the pause began (or the decision, if later) is left at its end.
  const pause = clocks.pause ?? null;
  return pause ? running + Math.max(0, pauseEnd(pause) - Math.max(pause.since, clocks.since)) : running;
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
  clocks = settledPause(clocks, now);
  const banks = [...clocks.banks];
  const missed = [...clocks.missed];
  if (by === "timer") {
    banks[seat] = 0;
    missed[seat] = (missed[seat] ?? 0) + 1;
  } else {
    // A decision made during a pause took only the time before the pause began.
    const pause = activePause(clocks, now);
    const upTo = pause ? Math.max(pause.since, clocks.since) : now;
    const late = Math.max(0, upTo - clocks.since - moveMs(pace));
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

/** The clocks as the public table shows them at `now` (before the first match: full banks). */
export function publicClocks(
  clocks: TurnClocks | null,
  pace: TurnBasedPace,
  seats: number,
  now: number,
): TurnBasedClocks {
  const shown = clocks ?? newTurnClocks(pace, "", seats, 0);
  return {
    banks: shown.banks,
    missed: shown.missed,
    awaiting: awaitedDecision(shown, pace),
    paused: pausedShown(shown, now),
  };
}

/** Why the clocks stand still at `now`, as shown: the vacation that ends last; null when they run. */
export function pausedShown(clocks: TurnClocks, now: number): TurnBasedClocks["paused"] {
  const latest = activePause(clocks, now)?.vacations.reduce((a, b) => (b.until > a.until ? b : a));
  return latest ? { reason: "vacation", seat: latest.seat, until: latest.until } : null;
}
