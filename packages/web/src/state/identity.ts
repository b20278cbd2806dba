import type { PlayerRecord } from "@loveletter/protocol";
import { ApiError, api } from "../net/api";
import { createStore } from "./store";

/**
 * Who this browser is: a guest made on the first visit, kept in localStorage. The token is the
 * only credential; it is never shown, only sent to the server.
 */
export type Identity =
  | { status: "loading" }
  | { status: "ready"; player: PlayerRecord; token: string }
  | { status: "error"; message: string };

const TOKEN_KEY = "loveletter.token";
const PLAYER_KEY = "loveletter.player";

export const identity = createStore<Identity>({ status: "loading" });

function remember(player: PlayerRecord, token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(PLAYER_KEY, JSON.stringify(player));
  } catch {
    // Private browsing may refuse storage: the identity then lasts as long as the page.
  }
  identity.set({ status: "ready", player, token });
}

function stored(): { token: string; player: PlayerRecord | null } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token) return null;
    const raw = localStorage.getItem(PLAYER_KEY);
    return { token, player: raw ? (JSON.parse(raw) as PlayerRecord) : null };
  } catch {
    return null;
  }
}

/** A friendly default name; people rename themselves on the home page. */
function guestName(): string {
  return `Guest ${Math.floor(1000 + Math.random() * 9000)}`;
}

let pending: Promise<void> | null = null;

/** Loads (or makes) this browser's guest. Safe to call from anywhere; runs once. */
export function ensureIdentity(): Promise<void> {
  pending ??= (async () => {
    const saved = stored();
    if (saved) {
      try {
        remember(await api.me(saved.token), saved.token);
        return;
      } catch (error) {
        // An unknown token (a wiped server) means a new guest; a network error keeps the saved one.
        if (!(error instanceof ApiError && error.status === 401)) {
          if (saved.player) identity.set({ status: "ready", player: saved.player, token: saved.token });
          else identity.set({ status: "error", message: (error as Error).message });
          return;
        }
      }
    }
    try {
      const { player, token } = await api.createGuest(guestName());
      remember(player, token);
    } catch (error) {
      identity.set({ status: "error", message: (error as Error).message });
    }
  })();
  return pending;
}

export async function renameMe(name: string): Promise<void> {
  const me = identity.get();
  if (me.status !== "ready") throw new Error("Not signed in yet.");
  remember(await api.rename(me.token, name), me.token);
}

/** The token, once the guest exists. */
export async function token(): Promise<string> {
  await ensureIdentity();
  const me = identity.get();
  if (me.status !== "ready") throw new Error(me.status === "error" ? me.message : "Not signed in yet.");
  return me.token;
}
