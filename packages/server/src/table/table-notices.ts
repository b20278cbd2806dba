import type { NotificationParams } from "@loveletter/protocol";
import type { TableRecord } from "../store/records.js";
import type { Effect } from "./table-effects.js";
import type { TableState } from "./table-state.js";
import { deadlineOf, turnBasedPace } from "./turn-clocks.js";

/** What a table tells its people through the notifications (notifications/notifications.ts). */
export type TableNotice =
  | { readonly kind: "your-turn"; readonly params: NotificationParams["your-turn"] }
  | { readonly kind: "match-ended"; readonly params: NotificationParams["match-ended"] };

/** The notifications as a table uses them: `notify` and `clear` never throw. */
export interface TableNotifier {
  notify<K extends TableNotice["kind"]>(
    playerId: string,
    kind: K,
    tableId: string,
    params: NotificationParams[K],
  ): Promise<unknown>;
  clear(playerId: string, kind: TableNotice["kind"], about: string): Promise<void>;
}

/**
 * A table's title in a notification: the host's name and the edition (data: the client words the
 * notification around it). The host may have left their seat: then the first person seated.
 */
export function noticeTitle(record: TableRecord): string {
  const people = record.seats.flatMap((o) => (o.kind === "human" ? [o] : []));
  const host = people.find((o) => o.playerId === record.hostId) ?? people[0];
  return host ? `${host.name} · ${record.settings.ruleset}` : record.settings.ruleset;
}

/** The person (never a bot program) who plays this seat; null for a bot's or an empty seat. */
function personAt(table: TableState, seat: number): string | null {
  const occupant = table.seating.at(seat)?.occupant;
  return occupant?.kind === "human" && !occupant.program ? occupant.playerId : null;
}

/** Whether the seat's person is at the table now (connected, not away): they see their turn. */
function watching(table: TableState, seat: number): boolean {
  const at = table.seating.at(seat);
  return !!at && at.connection !== null && !at.away;
}

/**
 * A turn-based table's seat is awaited: its person is told, with the deadline, unless they are at
 * the table. Told again for the same table it is the same notification (no second push).
 */
export function tellYourTurn(table: TableState, fx: Effect[], seat: number): void {
  const pace = turnBasedPace(table.record.settings);
  const clocks = table.record.turnClocks;
  const playerId = personAt(table, seat);
  if (!pace || !clocks || clocks.seat !== seat || playerId === null || watching(table, seat)) return;
  const params = { title: noticeTitle(table.record), deadline: deadlineOf(clocks, pace, seat) };
  fx.push({ kind: "notify", playerId, notice: { kind: "your-turn", params } });
}

/** The seat's turn was played (by its person, the timer or a bot): its notification is taken back. */
export function takeBackYourTurn(table: TableState, fx: Effect[], seat: number): void {
  const playerId = personAt(table, seat);
  if (playerId !== null && turnBasedPace(table.record.settings))
    fx.push({ kind: "unnotify", playerId, notice: "your-turn" });
}

/** A turn-based match ended: every person seated is told, with whether they won. */
export function tellMatchEnded(table: TableState, fx: Effect[], gameId: string, winners: readonly number[]): void {
  if (!turnBasedPace(table.record.settings)) return;
  const title = noticeTitle(table.record);
  for (let seat = 0; seat < table.seating.size; seat++) {
    const playerId = personAt(table, seat);
    if (playerId === null) continue;
    fx.push({ kind: "unnotify", playerId, notice: "your-turn" });
    const params = { title, gameId, won: winners.includes(seat) };
    fx.push({ kind: "notify", playerId, notice: { kind: "match-ended", params } });
  }
}
