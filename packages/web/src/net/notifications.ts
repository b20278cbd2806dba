import type { NotificationsAnswer, NotificationsChange, PlayerNotification } from "@loveletter/protocol";
import { identity } from "../state/identity";
import { createStore } from "../state/store";
import { api } from "./api";
import { alertInBackground } from "./background-alerts";

/** The player's notifications as the page knows them: loaded over HTTP, then kept live by the community room. */
export interface NotificationsState {
  readonly status: "loading" | "ready" | "error";
  readonly items: readonly PlayerNotification[];
  readonly unread: number;
  /** The player they are of: another player's are never shown. */
  readonly playerId: string | null;
}

export const notifications = createStore<NotificationsState>({
  status: "loading",
  items: [],
  unread: 0,
  playerId: null,
});

const byNewest = (a: PlayerNotification, b: PlayerNotification) => b.updatedAt - a.updatedAt;

/** Asks the server for the list (at each load, and when the page becomes someone else). */
export async function loadNotifications(): Promise<void> {
  const me = identity.get();
  if (me.status !== "ready") return;
  try {
    const answer = await api.request<NotificationsAnswer>("GET", "/api/notifications", { token: me.token });
    if (identity.get() !== me) return;
    notifications.set({
      status: "ready",
      items: [...answer.notifications].sort(byNewest),
      unread: answer.unread,
      playerId: me.player.id,
    });
  } catch {
    notifications.update((s) => ({ ...s, status: s.playerId === me.player.id ? s.status : "error" }));
  }
}

/** A live change from the community room: merged into the list; a fresh one is shown in the background if allowed. */
export function applyNotificationsChange(change: NotificationsChange): void {
  const before = notifications.get();
  const known = new Map(before.items.map((n) => [n.id, n]));
  const removed = new Set(change.removed);
  const readAt = Date.now();
  let items = before.items.filter((n) => !removed.has(n.id) && !change.changed.some((c) => c.id === n.id));
  items = [...change.changed, ...items].sort(byNewest);
  if (change.read === "all") items = items.map((n) => (n.readAt === null ? { ...n, readAt } : n));
  else if (change.read.length > 0) {
    const read = new Set(change.read);
    items = items.map((n) => (read.has(n.id) && n.readAt === null ? { ...n, readAt } : n));
  }
  notifications.set({ ...before, status: "ready", items, unread: change.unread });
  // New, or come back unread: worth telling a player who is elsewhere.
  const fresh = change.changed.filter((n) => n.readAt === null && known.get(n.id)?.readAt !== null);
  if (fresh.length > 0) alertInBackground(fresh);
}

async function send<T>(method: string, path: string, body?: unknown): Promise<T | null> {
  const me = identity.get();
  if (me.status !== "ready") return null;
  return api.request<T>(method, path, { token: me.token, body });
}

/** Marks the given notifications read (all, without ids); the other tabs and devices hear of it. */
export async function markRead(ids?: readonly string[]): Promise<void> {
  const ids_ = ids?.filter((id) => notifications.get().items.some((n) => n.id === id && n.readAt === null));
  if (ids && ids_?.length === 0) return;
  const answer = await send<{ unread: number }>("POST", "/api/notifications/read", ids_ ? { ids: ids_ } : {});
  if (answer) applyNotificationsChange({ changed: [], removed: [], read: ids_ ?? "all", unread: answer.unread });
}

export async function dismiss(id: string): Promise<void> {
  await send<null>("DELETE", `/api/notifications/${encodeURIComponent(id)}`);
  const state = notifications.get();
  const gone = state.items.find((n) => n.id === id);
  applyNotificationsChange({
    changed: [],
    removed: [id],
    read: [],
    unread: Math.max(0, state.unread - (gone && gone.readAt === null ? 1 : 0)),
  });
}

let watching = false;

/** Loads the list now and again whenever the page becomes someone else (signed in, out or up). */
export function watchNotifications(): void {
  if (watching) return;
  watching = true;
  let loadedFor: string | null = null;
  const follow = () => {
    const me = identity.get();
    if (me.status !== "ready" || me.token === loadedFor) return;
    loadedFor = me.token;
    if (notifications.get().playerId !== me.player.id)
      notifications.set({ status: "loading", items: [], unread: 0, playerId: null });
    void loadNotifications();
  };
  identity.subscribe(follow);
  follow();
}
