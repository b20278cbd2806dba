import type { LearnProgress } from "@loveletter/protocol";
import { mergedLearnProgress } from "@loveletter/protocol";

/**
 * What a player has finished on /learn (the guided game, each lesson) and whether they turned the
 * home page's offer down, as this browser keeps it: in localStorage under the player's id, so a
 * guest and an account on the same browser each have their own. A guest's lives only here; an
 * account's is the server's (learn-progress-store.ts), and what is here under its id is what the
 * server has not acknowledged yet.
 */
export type Progress = LearnProgress;

export const NO_PROGRESS: Progress = { done: [], offerDismissed: false };
const key = (playerId: string) => `loveletter.learn.${playerId}`;

/** The storage the page uses (a test passes its own). */
export interface KeyValue {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readProgress(store: KeyValue, playerId: string): Progress {
  try {
    const raw = JSON.parse(store.getItem(key(playerId)) ?? "null") as Partial<Progress> | null;
    if (!raw || typeof raw !== "object") return NO_PROGRESS;
    const done = Array.isArray(raw.done) ? raw.done.filter((d): d is string => typeof d === "string") : [];
    return { done, offerDismissed: raw.offerDismissed === true };
  } catch {
    return NO_PROGRESS; // an unreadable record starts afresh rather than breaking the page
  }
}

/** Adds `more` to what this browser keeps for the player; the progress as it now is here. */
export function keepProgress(store: KeyValue, playerId: string, more: Partial<Progress>): Progress {
  const progress = mergedLearnProgress(readProgress(store, playerId), { ...NO_PROGRESS, ...more });
  try {
    store.setItem(key(playerId), JSON.stringify(progress));
  } catch {
    // Storage full or refused (private mode): the progress lasts for this page only.
  }
  return progress;
}

export const markDone = (store: KeyValue, playerId: string, id: string) =>
  keepProgress(store, playerId, { done: [id] });

export const dismissOffer = (store: KeyValue, playerId: string) =>
  keepProgress(store, playerId, { offerDismissed: true });

/** Whether `progress` has anything `than` lacks (what a browser still has to tell the server). */
export function hasMore(progress: Progress, than: Progress): boolean {
  return (progress.offerDismissed && !than.offerDismissed) || progress.done.some((d) => !than.done.includes(d));
}

/** The home page offers the guided game to a player who has neither played it nor turned it down. */
export const offersGuidedGame = (p: Progress) => !p.offerDismissed && !p.done.includes("guided");
