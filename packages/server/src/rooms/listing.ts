import type { PublicTable, TableListing, TableSettings } from "@loveletter/protocol";
import { isPerpetual } from "../table/match-settings.js";

const RULESET_TITLES: Readonly<Record<TableSettings["ruleset"], string>> = {
  classic: "Classic",
  "2019": "2019 edition",
  premium: "Premium",
  discard: "Discard (perpetual)",
  custom: "Custom deck",
};

/** A table's title as its listing and its invitations show it: the edition and the seats. */
export function tableTitle(ruleset: TableSettings["ruleset"], seats: number): string {
  return `${RULESET_TITLES[ruleset]}, ${seats} players`;
}

/** What the lobby shows of a table; null for a private one, which is never listed. */
export function tableListing(table: PublicTable): TableListing | null {
  const { settings, seats, phase } = table;
  // A private table is not listed; a finished one leaves the lobby (nobody can join its match).
  if (settings.visibility === "private" || phase === "finished") return null;
  const humans = seats.filter((s) => s.kind === "human" && !s.program).length;
  const bots = seats.filter((s) => s.kind === "bot" || s.program).length;
  const open =
    phase === "waiting"
      ? seats.filter((s) => s.kind === "empty").length
      : isPerpetual(settings)
        ? seats.filter((s) => (s.kind === "bot" || s.botPlaying) && !s.next).length
        : 0;
  return {
    ruleset: settings.ruleset,
    seats: seats.length,
    humans,
    bots,
    open,
    status: phase === "waiting" ? "waiting" : "playing",
    host: seats.find((s) => s.playerId === table.hostId)?.name ?? "",
    turnSeconds: settings.turnSeconds,
    goal: settings.goal,
    spectators: table.spectators,
    botPrograms: settings.botPrograms,
    title: tableTitle(settings.ruleset, seats.length),
  };
}
