import type { Room } from "@colyseus/sdk";
import type { LobbyRoom, TableListing } from "@loveletter/protocol";
import { createStore } from "../state/store";
import { gameClient } from "./colyseus";

/** The public tables, live from the server's lobby room. */
export interface LobbyState {
  readonly status: "connecting" | "live" | "offline";
  readonly tables: readonly (LobbyRoom & { metadata: TableListing })[];
}

export const lobby = createStore<LobbyState>({ status: "connecting", tables: [] });

let room: Room | null = null;
let users = 0;
let joining: Promise<void> | null = null;
/** Failed attempts in a row: the next one waits longer (the server may be restarting). */
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** While some page shows the list, tries again after a lost or refused connection. */
function retryLater(): void {
  if (users === 0 || retryTimer) return;
  const delay = Math.min(15_000, 500 * 2 ** failures++);
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (users > 0 && !room && !joining) joining = connect();
  }, delay);
}

const listed = (r: LobbyRoom): r is LobbyRoom & { metadata: TableListing } =>
  !!r.metadata && typeof r.metadata === "object" && "ruleset" in r.metadata;

async function connect(): Promise<void> {
  lobby.update((s) => ({ ...s, status: "connecting" }));
  try {
    const joined = await gameClient().joinOrCreate("lobby");
    room = joined;
    failures = 0;
    joined.onMessage("rooms", (rooms: LobbyRoom[]) => lobby.set({ status: "live", tables: rooms.filter(listed) }));
    joined.onMessage("+", ([roomId, listing]: [string, LobbyRoom]) =>
      lobby.update((s) => {
        const others = s.tables.filter((t) => t.roomId !== roomId);
        const entry = { ...listing, roomId };
        return { ...s, tables: listed(entry) ? [...others, entry] : others };
      }),
    );
    joined.onMessage("-", (roomId: string) =>
      lobby.update((s) => ({ ...s, tables: s.tables.filter((t) => t.roomId !== roomId) })),
    );
    joined.onLeave(() => {
      if (room !== joined) return;
      room = null;
      lobby.update((s) => ({ ...s, status: "offline" }));
      retryLater();
    });
    if (users === 0) void disconnect();
  } catch {
    lobby.update((s) => ({ ...s, status: "offline" }));
    retryLater();
  } finally {
    joining = null;
  }
}

async function disconnect(): Promise<void> {
  const r = room;
  room = null;
  if (r) await r.leave().catch(() => undefined);
}

/** Keeps the lobby connection open while some page shows the list; returns the release. */
export function watchLobby(): () => void {
  users++;
  if (!room && !joining) joining = connect();
  return () => {
    users--;
    if (users === 0 && !joining) void disconnect();
  };
}
