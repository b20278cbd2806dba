import type { View } from "@loveletter/engine";
import type { NameContext } from "@loveletter/seat";
import { currentWords } from "../i18n/current.js";

/** Seat names as this seat reads them: "You" for itself, "Seat 3" for a seat with no name. */
export function nameContext(names: readonly string[], me: number | null, view: View | null): NameContext {
  return {
    me,
    name: (seat) => (seat === me ? "You" : names[seat] || `Seat ${seat + 1}`),
    deck: view?.deck ?? [],
    words: currentWords(),
    scoresWins: view?.perpetual ?? false,
  };
}

/**
 * A seat's full name, for its tooltip and screen readers: "Ann (you)" for this seat's own, so the
 * player finds themselves by the name others see; a seat with no name of its own but "You" (as a
 * prepared game may call it) reads "You", never "You (you)".
 */
export function fullSeatName(names: readonly string[], seat: number, me: number | null): string {
  const raw = names[seat] || `Seat ${seat + 1}`;
  if (seat !== me) return raw;
  return raw === "You" ? raw : `${raw} (you)`;
}

/** Seats in play order starting after this one (opponents in the order they act after you). */
export function seatsAfter(count: number, me: number | null): number[] {
  const start = me === null ? 0 : me + 1;
  const order: number[] = [];
  for (let i = 0; i < count; i++) {
    const seat = (start + i) % count;
    if (seat !== me) order.push(seat);
  }
  return order;
}
