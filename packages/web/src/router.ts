import { leaveThen } from "./state/leave-guard";
import { createStore, useStore } from "./state/store";

/**
 * Client-side routes over the History API. The server answers every unknown path with
 * index.html, so each of these addresses can be shared and reloaded.
 */
export type Route =
  | { page: "home" }
  | { page: "table"; tableId: string }
  | { page: "replay"; gameId: string }
  | { page: "player"; playerId: string }
  | { page: "leaderboard"; ruleset: string }
  | { page: "rules"; edition: string | null }
  | { page: "account" }
  | { page: "notifications" }
  | { page: "turn-based" }
  | { page: "learn"; lesson: string | null }
  | { page: "email"; action: "confirm" | "unsubscribe" }
  | { page: "not-found"; path: string };

export function parseRoute(path: string): Route {
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const [head, arg] = parts;
  if (parts.length === 0) return { page: "home" };
  if (head === "t" && arg && parts.length === 2) return { page: "table", tableId: arg };
  if (head === "replay" && arg && parts.length === 2) return { page: "replay", gameId: arg };
  if (head === "players" && arg && parts.length === 2) return { page: "player", playerId: arg };
  if (head === "leaderboard" && parts.length <= 2) return { page: "leaderboard", ruleset: arg ?? "classic" };
  if (head === "rules" && parts.length <= 2) return { page: "rules", edition: arg ?? null };
  if (head === "learn" && parts.length <= 2) return { page: "learn", lesson: arg ?? null };
  if (head === "account" && parts.length === 1) return { page: "account" };
  if (head === "notifications" && parts.length === 1) return { page: "notifications" };
  if (head === "games" && parts.length === 1) return { page: "turn-based" };
  if (head === "email" && (arg === "confirm" || arg === "unsubscribe") && parts.length === 2)
    return { page: "email", action: arg };
  return { page: "not-found", path };
}

const location = createStore<string>(window.location.pathname);

window.addEventListener("popstate", () => location.set(window.location.pathname));

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === window.location.pathname + window.location.search) return;
  if (options.replace) window.history.replaceState(null, "", path);
  else window.history.pushState(null, "", path);
  location.set(window.location.pathname);
  window.scrollTo(0, 0);
}

export function useRoute(): Route {
  return parseRoute(useStore(location));
}

/** Follows a same-origin link without reloading the page (modified clicks keep their meaning). */
export function onLinkClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  // An anchor on this page: let the browser scroll to it.
  if (url.hash && url.pathname === window.location.pathname) return;
  event.preventDefault();
  // Leaving a game under way says what will happen to the seat first.
  const go = () => navigate(url.pathname + url.search);
  if (url.pathname !== window.location.pathname) leaveThen(go);
  else go();
}

export const paths = {
  home: () => "/",
  /** A private table's address carries its join code: without it, only the table's own people get in. */
  table: (id: string, code?: string | null) =>
    `/t/${encodeURIComponent(id)}${code ? `?code=${encodeURIComponent(code)}` : ""}`,
  replay: (id: string) => `/replay/${encodeURIComponent(id)}`,
  /** The replay with the review of the viewer's decisions started at once, open on one decision (else the costliest). */
  review: (id: string, decision?: number) =>
    `/replay/${encodeURIComponent(id)}?review=${decision === undefined ? "1" : `1&decision=${decision + 1}`}`,
  player: (id: string) => `/players/${encodeURIComponent(id)}`,
  leaderboard: (ruleset: string) => `/leaderboard/${encodeURIComponent(ruleset)}`,
  rules: (edition?: string) => (edition ? `/rules/${encodeURIComponent(edition)}` : "/rules"),
  account: () => "/account",
  /** /learn, the guided game (`"game"`) or a card's lesson. */
  learn: (lesson?: string) => (lesson ? `/learn/${encodeURIComponent(lesson)}` : "/learn"),
  notifications: () => "/notifications",
  /** Your turn-based tables, the ones waiting for your move first. */
  turnBased: () => "/games",
};
