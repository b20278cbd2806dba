import type { TableSettings } from "../protocol/settings.js";
import type { TableState } from "./table-state.js";

/** What the lobby shows of a public table (docs/protocol.md, `lobby`). */
export interface TableListing {
  readonly ruleset: TableSettings["ruleset"];
  readonly seats: number;
  readonly humans: number;
  readonly bots: number;
  /** Seats a newcomer can take now (a perpetual table: at the next round, from a bot). */
  readonly open: number;
  readonly status: "waiting" | "playing" | "finished";
  readonly host: string;
  readonly turnSeconds: number;
  readonly goal: TableSettings["goal"];
  readonly spectators: number;
  readonly title: string;
}

const RULESET_TITLES: Readonly<Record<TableSettings["ruleset"], string>> = {
  classic: "Classic",
  "2019": "2019 edition",
  premium: "Premium",
  discard: "Discard (perpetual)",
  custom: "Custom deck",
};

export function tableListing(state: TableState, settings: TableSettings): TableListing {
  const seats = [...state.seats];
  const humans = seats.filter((s) => s.kind === "human").length;
  const bots = seats.filter((s) => s.kind === "bot").length;
  const perpetual = settings.ruleset === "discard" || settings.goal.kind === "perpetual";
  const open =
    state.phase === "waiting"
      ? seats.filter((s) => s.kind === "empty").length
      : perpetual && state.phase !== "finished"
        ? seats.filter((s) => (s.kind === "bot" || s.botPlaying) && !s.next).length
        : 0;
  const host = seats.find((s) => s.playerId === state.hostId)?.name ?? "";
  return {
    ruleset: settings.ruleset,
    seats: seats.length,
    humans,
    bots,
    open,
    status: state.phase === "waiting" ? "waiting" : state.phase === "finished" ? "finished" : "playing",
    host,
    turnSeconds: settings.turnSeconds,
    goal: settings.goal,
    spectators: state.spectators,
    title: `${RULESET_TITLES[settings.ruleset]}, ${seats.length} players`,
  };
}
