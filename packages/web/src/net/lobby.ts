import type { Room } from "@colyseus/sdk";
import type { LobbyRoom, QuickMatchListing, TableListing } from "@loveletter/protocol";
import { createStore } from "../state/store";
import { gameClient } from "./colyseus";

/** The public tables and the quick-match queues, live from the server's lobby room. */
export interface LobbyState {
  readonly status: "connecting" | "live" | "offline";
  readonly tables: readonly (LobbyRoom & { metadata: TableListing })[];
  /** Each edition's queue that someone waits in (docs/protocol.md, `quick-match`). */
  readonly queues: readonly (LobbyRoom & { metadata: QuickMatchListing })[];
}

export const lobby = createStore<LobbyState>({ status: "connecting", tables: [], queues: [] });

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
  r.name === "table" && !!r.metadata && typeof r.metadata === "object" && "ruleset" in r.metadata;

const queued = (r: LobbyRoom): r is LobbyRoom & { metadata: QuickMatchListing } =>
  r.name === "quick-match" && !!r.metadata && typeof r.metadata === "object" && "waiting" in r.metadata;

async function connect(): Promise<void> {
  lobby.update((s) => ({ ...s, status: "connecting" }));
  try {
    const joined = await gameClient().joinOrCreate("lobby");
    room = joined;
    failures = 0;
    joined.onMessage("rooms", (rooms: LobbyRoom[]) =>
      lobby.set({ status: "live", tables: rooms.filter(listed), queues: rooms.filter(queued) }),
    );
    joined.onMessage("+", ([roomId, listing]: [string, LobbyRoom]) =>
      lobby.update((s) => {
        const entry = { ...listing, roomId };
        const tables = s.tables.filter((t) => t.roomId !== roomId);
        const queues = s.queues.filter((q) => q.roomId !== roomId);
        return {
          ...s,
          tables: listed(entry) ? [...tables, entry] : tables,
          queues: queued(entry) ? [...queues, entry] : queues,
        };
      }),
    );
    joined.onMessage("-", (roomId: string) =>
      lobby.update((s) => ({
        ...s,
        tables: s.tables.filter((t) => t.roomId !== roomId),
        queues: s.queues.filter((q) => q.roomId !== roomId),
      })),
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
