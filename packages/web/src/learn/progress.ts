/**
 * What a player has finished on /learn (the guided game, each lesson) and whether they turned the
 * home page's offer down. Kept in this browser's localStorage under the player's id, so a guest
 * and an account on the same browser each have their own; the server keeps nothing of it (a lost
 * record costs only a replayed lesson, and nothing here needs to be trusted).
 */
export interface Progress {
  readonly done: readonly string[];
  readonly offerDismissed: boolean;
}

const EMPTY: Progress = { done: [], offerDismissed: false };
const key = (playerId: string) => `loveletter.learn.${playerId}`;

/** The storage the page uses (a test passes its own). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readProgress(store: KeyValue, playerId: string): Progress {
  try {
    const raw = JSON.parse(store.getItem(key(playerId)) ?? "null") as Partial<Progress> | null;
    if (!raw || typeof raw !== "object") return EMPTY;
    const done = Array.isArray(raw.done) ? raw.done.filter((d): d is string => typeof d === "string") : [];
    return { done, offerDismissed: raw.offerDismissed === true };
  } catch {
    return EMPTY; // an unreadable record starts afresh rather than breaking the page
  }
}

function write(store: KeyValue, playerId: string, progress: Progress): Progress {
  try {
    store.setItem(key(playerId), JSON.stringify(progress));
  } catch {
    // Storage full or refused (private mode): the progress lasts for this page only.
  }
  return progress;
}

export function markDone(store: KeyValue, playerId: string, id: string): Progress {
  const p = readProgress(store, playerId);
  return p.done.includes(id) ? p : write(store, playerId, { ...p, done: [...p.done, id] });
}

export function dismissOffer(store: KeyValue, playerId: string): Progress {
  return write(store, playerId, { ...readProgress(store, playerId), offerDismissed: true });
}

/** The home page offers the guided game to a player who has neither played it nor turned it down. */
export const offersGuidedGame = (p: Progress) => !p.offerDismissed && !p.done.includes("guided");
