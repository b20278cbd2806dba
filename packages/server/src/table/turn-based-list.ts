import type { TurnBasedTableEntry, TurnBasedTables } from "@loveletter/protocol";
import type { TableRecord } from "../store/records.js";
import { awaitedDecision, pausedShown, turnBasedPace } from "./turn-clocks.js";

/**
 * A player's turn-based tables as their "your turn" list shows them: the ones waiting for their
 * decision first, the one that has waited longest on top; then the others, the soonest deadline first.
 */
export function turnBasedList(
  records: readonly TableRecord[],
  playerId: string,
  limit: number,
  now: number,
): TurnBasedTables {
  const tables = records.flatMap((record) => {
    const entry = entryOf(record, playerId, now);
    return entry ? [entry] : [];
  });
  tables.sort(
    (a, b) =>
      Number(b.yourTurn) - Number(a.yourTurn) ||
      (a.yourTurn ? a.awaiting!.since - b.awaiting!.since : dueAt(a) - dueAt(b)) ||
      a.tableId.localeCompare(b.tableId),
  );
  return { tables, yourTurn: tables.filter((t) => t.yourTurn).length, limit };
}

function dueAt(entry: TurnBasedTableEntry): number {
  return entry.awaiting?.deadline ?? Number.MAX_SAFE_INTEGER;
}

function entryOf(record: TableRecord, playerId: string, now: number): TurnBasedTableEntry | null {
  const pace = turnBasedPace(record.settings);
  const seat = record.seats.findIndex((o) => o.kind === "human" && o.playerId === playerId);
  if (!pace || seat < 0 || (record.status !== "waiting" && record.status !== "playing" && record.status !== "finished"))
    return null;
  const clocks = record.status === "playing" && record.turnClocks?.gameId === record.gameId ? record.turnClocks : null;
  const awaiting = clocks ? awaitedDecision(clocks, pace) : null;
  return {
    tableId: record.id,
    ruleset: record.settings.ruleset,
    status: record.status,
    seat,
    players: record.seats.map((o) => (o.kind === "empty" ? "" : o.name)),
    yourTurn: awaiting?.seat === seat,
    awaiting,
    paused: clocks ? pausedShown(clocks, now) : null,
  };
}
