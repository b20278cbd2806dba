import { createStore } from "./store";

const KEY = "loveletter.muted";

function load(): ReadonlySet<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

/**
 * The players this browser has muted: their chat lines are hidden here, and only here (nobody is
 * told). Kept in localStorage, by player id, so a muted person stays muted under any name.
 */
export const muted = createStore<ReadonlySet<string>>(load());

export function setMuted(playerId: string, mute: boolean): void {
  const next = new Set(muted.get());
  if (mute) next.add(playerId);
  else next.delete(playerId);
  try {
    localStorage.setItem(KEY, JSON.stringify([...next]));
  } catch {}
  muted.set(next);
}
