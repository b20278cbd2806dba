// Progress on /learn is kept per player: a guest and an account on one browser each have their
// own, the home page's offer stays off once turned down, and a damaged record starts afresh.

import { describe, expect, it } from "vitest";
import {
  dismissOffer,
  hasMore,
  type KeyValue,
  keepProgress,
  markDone,
  offersGuidedGame,
  readProgress,
} from "../src/learn/progress.js";

const memory = (): KeyValue & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

describe("learning progress", () => {
  it("is kept per player and lists each finished step once", () => {
    const store = memory();
    markDone(store, "guest-1", "guided");
    markDone(store, "guest-1", "spy");
    markDone(store, "guest-1", "spy");
    expect(readProgress(store, "guest-1").done).toEqual(["guided", "spy"]);
    expect(readProgress(store, "account-2").done).toEqual([]);
  });

  it("offers the guided game until it is played or turned down, and never again after", () => {
    const store = memory();
    expect(offersGuidedGame(readProgress(store, "p"))).toBe(true);
    dismissOffer(store, "p");
    expect(offersGuidedGame(readProgress(store, "p"))).toBe(false);
    const other = memory();
    markDone(other, "p", "guided");
    expect(offersGuidedGame(readProgress(other, "p"))).toBe(false);
  });

  it("starts afresh from a record it cannot read, and survives storage that refuses writes", () => {
    const store = memory();
    store.map.set("loveletter.learn.p", "{not json");
    expect(readProgress(store, "p")).toEqual({ done: [], offerDismissed: false });
    const full: KeyValue = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(markDone(full, "p", "spy").done).toEqual(["spy"]);
  });

  it("adds to what is kept, and knows what a browser still has to tell the server", () => {
    const store = memory();
    keepProgress(store, "p", { done: ["spy"] });
    expect(keepProgress(store, "p", { done: ["count", "spy"], offerDismissed: true })).toEqual({
      done: ["spy", "count"],
      offerDismissed: true,
    });
    const server = { done: ["spy"], offerDismissed: false };
    expect(hasMore(readProgress(store, "p"), server)).toBe(true);
    expect(hasMore(server, readProgress(store, "p"))).toBe(false);
    expect(hasMore({ done: [], offerDismissed: true }, { done: ["spy"], offerDismissed: false })).toBe(true);
  });
});
