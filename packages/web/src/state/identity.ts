import type { PlayerRecord, SessionAnswer } from "@loveletter/protocol";
import { errorText } from "../i18n/error-words";
import { showIn, storedLocale } from "../i18n/words";
import { ApiError, api } from "../net/api";
import { passkeySignIn } from "../net/passkeys";
import { createStore } from "./store";

/**
 * Who this browser is: an account signed in (its session is an HttpOnly cookie; the bearer token
 * the websocket needs is asked of the server at each load and kept in memory only), or else a
 * guest made on the first visit, kept in localStorage. A token is never shown, only sent.
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

/** The id of the guest this browser keeps for after signing out, if any (its /learn progress merges into an account's). */
export function storedGuestId(): string | null {
  return stored()?.player?.id ?? null;
}

/** A friendly default name; people rename themselves on the home page. */
function guestName(): string {
  return `Guest ${Math.floor(1000 + Math.random() * 9000)}`;
}

function forgetGuest(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(PLAYER_KEY);
  } catch {}
}

let pending: Promise<void> | null = null;

/**
 * The tabs of one browser share its account session (a cookie) and its guest (localStorage): when
 * one tab signs in, out or up, or renames, the others are told and ask again who they are. Without
 * it, a tab left open kept showing (and sending) a guest that signing up had just turned into an
 * account, whose token no longer worked.
 */
const otherTabs = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("loveletter.identity");
otherTabs?.addEventListener("message", () => {
  pending = null;
  void ensureIdentity();
});

/**
 * An account's session in the account's language: the one it chose (on any device) is shown and
 * kept for this browser; an account that never chose one is given this browser's choice, if any.
 */
function speakAs(session: SessionAnswer): void {
  if (session.locale) void showIn(session.locale, { remember: true });
  else {
    const chosen = storedLocale();
    if (chosen) api.setLanguage(chosen).catch(() => {});
  }
}

/** This tab is now `player`: it shows it, and the other tabs follow. */
function become(player: PlayerRecord, token: string): void {
  identity.set({ status: "ready", player, token });
  otherTabs?.postMessage("changed");
}

/** Loads this browser's account session, or its guest (made on the first visit). Safe to call from anywhere; runs once. */
export function ensureIdentity(): Promise<void> {
  pending ??= (async () => {
    try {
      const session = await api.session();
      if (session) {
        identity.set({ status: "ready", player: session.player, token: session.token });
        speakAs(session);
        return;
      }
    } catch {
      // Not signed in (or the server is unreachable): the guest, as before accounts.
    }
    const saved = stored();
    if (saved) {
      try {
        const player = await api.me(saved.token);
        remember(player, saved.token);
        identity.set({ status: "ready", player, token: saved.token });
        return;
      } catch (error) {
        // An unknown token (a wiped server) means a new guest; a network error keeps the saved one.
        if (!(error instanceof ApiError && error.status === 401)) {
          if (saved.player) identity.set({ status: "ready", player: saved.player, token: saved.token });
          else identity.set({ status: "error", message: errorText(error) });
          return;
        }
      }
    }
    try {
      const { player, token } = await api.createGuest(guestName());
      remember(player, token);
      identity.set({ status: "ready", player, token });
    } catch (error) {
      identity.set({ status: "error", message: errorText(error) });
    }
  })();
  return pending;
}

/** Signs in to an account; this browser's guest stays stored for after signing out. */
export async function signIn(username: string, password: string): Promise<void> {
  const session = await api.signIn(username, password);
  become(session.player, session.token);
  speakAs(session);
}

/**
 * Creates an account. A guest becomes it (same player: its games, ratings and history stay);
 * its guest token then stops working, so it is forgotten here. Returns the recovery codes to show once.
 */
export async function signUp(username: string, password: string): Promise<string[]> {
  const me = identity.get();
  const guestToken = me.status === "ready" && me.player.kind === "guest" ? me.token : undefined;
  const answer = await api.signUp(username, password, guestToken);
  if (guestToken) forgetGuest();
  become(answer.player, answer.token);
  speakAs(answer);
  return [...answer.recoveryCodes];
}

/** Signs in with a passkey this device holds. */
export async function signInWithPasskey(): Promise<void> {
  const session = await passkeySignIn();
  become(session.player, session.token);
  speakAs(session);
}

/** A new password by recovery code; signs in. */
export async function recover(username: string, code: string, newPassword: string): Promise<void> {
  const session = await api.recover(username, code, newPassword);
  become(session.player, session.token);
  speakAs(session);
}

/** After signing out or deleting the account: this browser is its guest again (a new one if none). */
async function backToGuest(): Promise<void> {
  identity.set({ status: "loading" });
  pending = null;
  await ensureIdentity();
  otherTabs?.postMessage("changed");
}

export async function signOut(everywhere = false): Promise<void> {
  await (everywhere ? api.signOutEverywhere() : api.signOut());
  await backToGuest();
}

export async function deleteAccount(password: string): Promise<void> {
  await api.deleteAccount(password);
  await backToGuest();
}

export async function renameMe(name: string): Promise<void> {
  const me = identity.get();
  if (me.status !== "ready") throw new Error("Not signed in yet.");
  const player = await api.rename(me.token, name);
  remember(player, me.token); // only a guest renames (an account's name is its username)
  become(player, me.token);
}

/** The token, once the guest exists. */
export async function token(): Promise<string> {
  await ensureIdentity();
  const me = identity.get();
  if (me.status !== "ready") throw new Error(me.status === "error" ? me.message : "Not signed in yet.");
  return me.token;
}
