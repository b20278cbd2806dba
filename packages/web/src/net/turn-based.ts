import type { TurnBasedTables } from "@loveletter/protocol";
import { identity } from "../state/identity";
import { createStore } from "../state/store";
import { api } from "./api";
import { notifications } from "./notifications";

/** The player's turn-based tables as `GET /api/turn-based` last answered (docs/protocol.md "Turn-based tables"). */
export interface TurnBasedState {
  readonly status: "loading" | "ready" | "error";
  readonly answer: TurnBasedTables | null;
  /** The player they are of: another player's are never shown. */
  readonly playerId: string | null;
}

export const turnBased = createStore<TurnBasedState>({ status: "loading", answer: null, playerId: null });

/**
 * A turn-based move is due in hours, so a minute late is on time; the community room's "your-turn"
 * notification refreshes the count at once in between.
 */
const POLL_MS = 60_000;

export async function loadTurnBased(): Promise<void> {
  const me = identity.get();
  if (me.status !== "ready") return;
  try {
    const answer = await api.request<TurnBasedTables>("GET", "/api/turn-based", { token: me.token });
    if (identity.get() !== me) return;
    turnBased.set({ status: "ready", answer, playerId: me.player.id });
  } catch {
    turnBased.update((s) => ({ ...s, status: s.playerId === me.player.id ? s.status : "error" }));
  }
}

/** The next table waiting for this player's move, other than the one they are at; null when none. */
export function nextTableWaiting(exceptTableId: string | null): string | null {
  const tables = turnBased.get().answer?.tables ?? [];
  return tables.find((t) => t.yourTurn && t.tableId !== exceptTableId)?.tableId ?? null;
}

let watching = false;

/** Keeps the list fresh while the page is open: on a new player, on each notification, and every minute. */
export function watchTurnBased(): void {
  if (watching) return;
  watching = true;
  let loadedFor: string | null = null;
  identity.subscribe(() => {
    const me = identity.get();
    if (me.status !== "ready" || me.token === loadedFor) return;
    loadedFor = me.token;
    void loadTurnBased();
  });
  let lastUnread = -1;
  notifications.subscribe((n) => {
    if (n.unread === lastUnread) return;
    lastUnread = n.unread;
    void loadTurnBased();
  });
  window.setInterval(() => {
    if (document.visibilityState === "visible") void loadTurnBased();
  }, POLL_MS);
  const me = identity.get();
  if (me.status === "ready") {
    loadedFor = me.token;
    void loadTurnBased();
  }
}
