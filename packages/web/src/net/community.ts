import type { Room } from "@colyseus/sdk";
import type { CommunityMessages, LobbyChatLine, OnlinePerson } from "@loveletter/protocol";
import { identity, token } from "../state/identity";
import { createStore } from "../state/store";
import { gameClient } from "./colyseus";
import { applyNotificationsChange, loadNotifications } from "./notifications";

/** The lobby's community room as the page knows it: who is online, the recent chat, the last refusal. */
export interface CommunityState {
  readonly status: "connecting" | "live" | "offline";
  readonly online: readonly OnlinePerson[];
  readonly chat: readonly LobbyChatLine[];
  readonly error: string | null;
}

export const community = createStore<CommunityState>({ status: "connecting", online: [], chat: [], error: null });

let room: Room | null = null;
let users = 0;
/** Who the page was in the room as: when it becomes someone else (signed in, out or up), it joins again as them. */
let joinedAs: string | null = null;

async function connect(): Promise<void> {
  community.update((s) => ({ ...s, status: "connecting" }));
  try {
    const as = await token();
    const joined = await gameClient().joinOrCreate("community", { token: as });
    if (users === 0) {
      await joined.leave();
      return;
    }
    const now = identity.get();
    if (now.status === "ready" && now.token !== as) {
      // The page became someone else while it joined.
      await joined.leave();
      return connect();
    }
    room = joined;
    joinedAs = as;
    const on = <T extends keyof CommunityMessages>(type: T, handle: (message: CommunityMessages[T]) => void) =>
      joined.onMessage(type, handle);
    on("online", ({ people }) => community.update((s) => ({ ...s, status: "live", online: people })));
    on("arrived", (person) =>
      community.update((s) => ({
        ...s,
        online: [...s.online.filter((p) => p.playerId !== person.playerId), person],
      })),
    );
    on("left", ({ playerId }) =>
      community.update((s) => ({ ...s, online: s.online.filter((p) => p.playerId !== playerId) })),
    );
    on("chat-history", ({ messages }) => community.update((s) => ({ ...s, chat: messages })));
    on("chat", (line) => community.update((s) => ({ ...s, chat: [...s.chat.slice(-49), line], error: null })));
    on("error", ({ message }) => community.update((s) => ({ ...s, error: message })));
    on("notifications", applyNotificationsChange);
    // What changed while the page was not in the room (a first join, a reconnection).
    void loadNotifications();
    joined.onLeave(() => {
      if (room !== joined) return; // left to join again as someone else
      room = null;
      community.update((s) => ({ ...s, status: "offline" }));
    });
  } catch {
    community.update((s) => ({ ...s, status: "offline" }));
  }
}

/** Keeps the page in the community room while some component shows it; returns the release. */
export function joinCommunity(): () => void {
  users++;
  if (users === 1 && !room) void connect();
  return () => {
    users--;
    if (users === 0 && room) {
      void room.leave();
      room = null;
    }
  };
}

identity.subscribe((now) => {
  if (!room || now.status !== "ready" || now.token === joinedAs) return;
  const old = room;
  room = null;
  void old.leave();
  void connect();
});

export function sayInLobby(text: string): void {
  room?.send("chat", { text });
}
