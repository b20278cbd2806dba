import type { Room } from "@colyseus/sdk";
import type { QuickMatchMessages, QuickMatchRuleset } from "@loveletter/protocol";
import { navigate, paths } from "../router";
import { token } from "../state/identity";
import { createStore } from "../state/store";
import { describeJoinError, gameClient } from "./colyseus";
import { handOverCreatedRoom } from "./table-session";

/** What a person asked "Play now" for. */
export interface QuickMatchRequest {
  readonly ruleset: QuickMatchRuleset;
  readonly seats: number | "any";
  readonly waitSeconds: number;
}

/** Where this browser's "Play now" stands. */
export type QuickMatchState =
  | { readonly status: "idle"; readonly error?: string }
  | { readonly status: "joining"; readonly request: QuickMatchRequest }
  | ({ readonly status: "waiting"; readonly request: QuickMatchRequest } & QuickMatchMessages["waiting"])
  /** The queue's connection was lost (its server may have stopped): joining again, the wait kept. */
  | { readonly status: "reconnecting"; readonly request: QuickMatchRequest }
  | { readonly status: "seating"; readonly request: QuickMatchRequest; readonly tableId: string };

export const quickMatch = createStore<QuickMatchState>({ status: "idle" });

/** The close code of a connection the server ended on purpose (Colyseus's CONSENTED). */
const CONSENTED = 4000;

let room: Room | null = null;
/** The wait's ticket: joining again with it keeps the time already waited. */
let ticket: string | undefined;
let lastError: string | undefined;
let retry: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

/** Starts waiting for a game (any wait under way is replaced). */
export function playNow(request: QuickMatchRequest): void {
  stopWaiting();
  ticket = undefined;
  failures = 0;
  quickMatch.set({ status: "joining", request });
  void join(request);
}

/** Stops waiting: the person leaves the queue. */
export function stopWaiting(): void {
  if (retry) clearTimeout(retry);
  retry = null;
  const leaving = room;
  room = null;
  quickMatch.set({ status: "idle" });
  void leaving?.leave(true).catch(() => undefined);
}

async function join(request: QuickMatchRequest): Promise<void> {
  let joined: Room;
  try {
    joined = await gameClient().joinOrCreate("quick-match", { token: await token(), ...request, ticket });
  } catch (error) {
    if (!stillAsking(request)) return;
    // A lost queue's process may still be listed for a moment: a re-join tries again.
    if (quickMatch.get().status === "reconnecting") return rejoinLater(request);
    quickMatch.set({ status: "idle", error: describeJoinError(error) });
    return;
  }
  if (!stillAsking(request)) {
    void joined.leave(true).catch(() => undefined);
    return;
  }
  room = joined;
  failures = 0;
  lastError = undefined;
  joined.onMessage("waiting", (message: QuickMatchMessages["waiting"]) => {
    ticket = message.ticket;
    if (room === joined) quickMatch.set({ status: "waiting", request, ...message });
  });
  joined.onMessage("error", (message: QuickMatchMessages["error"]) => {
    lastError = message.message;
  });
  joined.onMessage("matched", ({ tableId }: QuickMatchMessages["matched"]) => {
    if (room !== joined) return;
    room = null;
    void joined.leave(true).catch(() => undefined);
    void sit(request, tableId);
  });
  joined.onLeave((code) => {
    if (room !== joined) return;
    room = null;
    // Let go on purpose (the same person started waiting in another tab): say why.
    if (code === CONSENTED) quickMatch.set({ status: "idle", error: lastError });
    else {
      quickMatch.set({ status: "reconnecting", request });
      rejoinLater(request);
    }
  });
}

function rejoinLater(request: QuickMatchRequest): void {
  const delay = Math.min(5000, 250 * 2 ** failures++);
  retry = setTimeout(() => {
    retry = null;
    if (stillAsking(request)) void join(request);
  }, delay);
}

/** Joins the dealt table and opens its page, which takes the connection over. */
async function sit(request: QuickMatchRequest, tableId: string): Promise<void> {
  quickMatch.set({ status: "seating", request, tableId });
  try {
    handOverCreatedRoom(await gameClient().joinById(tableId, { token: await token() }));
  } catch {
    // The table page joins by itself (and says why if it cannot).
  }
  quickMatch.set({ status: "idle" });
  navigate(paths.table(tableId));
}

/** Whether this request is still what the person waits for (not stopped, not replaced). */
function stillAsking(request: QuickMatchRequest): boolean {
  const state = quickMatch.get();
  return state.status !== "idle" && state.status !== "seating" && state.request === request;
}
