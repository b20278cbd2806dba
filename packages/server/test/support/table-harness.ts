// A table core over a store in memory and a manual clock, with a port that records what it sent.

import { LocalPresence } from "@colyseus/core";
import type { View } from "@loveletter/engine";
import {
  CreateTableOptions,
  type PublicTable,
  type ServerMessages,
  type ServerMessageType,
} from "@loveletter/protocol";
import { pino } from "pino";
import { LiveChannel } from "../../src/notifications/live-channel.js";
import { Notifications } from "../../src/notifications/notifications.js";
import { openStore } from "../../src/store/index.js";
import type { Store } from "../../src/store/store.js";
import { ProgramSeats } from "../../src/table/program-seats.js";
import { TableCore } from "../../src/table/table-core.js";
import type { SeatViewMessage, TablePort } from "../../src/table/table-port.js";
import { ManualClock } from "./manual-clock.js";

type Sent = { [T in ServerMessageType]: { type: T; message: ServerMessages[T] } }[ServerMessageType];

/** Everything a table told its connections, as a room would have passed it on. */
export class RecordingPort implements TablePort {
  readonly sent = new Map<string, Sent[]>();
  table: PublicTable | null = null;
  closed = false;

  send<T extends ServerMessageType>(connection: string, type: T, message: ServerMessages[T]): void {
    const list = this.sent.get(connection) ?? [];
    list.push({ type, message } as Sent);
    this.sent.set(connection, list);
  }

  sendView(connection: string, message: SeatViewMessage, shared: View): void {
    this.send(connection, "view", { ...message, view: { ...shared, ...message.view } });
  }

  broadcast<T extends ServerMessageType>(type: T, message: ServerMessages[T]): void {
    for (const connection of this.sent.keys()) this.send(connection, type, message);
  }

  show(table: PublicTable): void {
    this.table = table;
  }

  close(): void {
    this.closed = true;
  }

  last<T extends ServerMessageType>(connection: string, type: T): ServerMessages[T] | undefined {
    const found = (this.sent.get(connection) ?? []).filter((m) => m.type === type);
    return found[found.length - 1]?.message as ServerMessages[T] | undefined;
  }

  all<T extends ServerMessageType>(connection: string, type: T): ServerMessages[T][] {
    return (this.sent.get(connection) ?? []).filter((m) => m.type === type).map((m) => m.message as ServerMessages[T]);
  }
}

/** The real notifications over the store (told live on a local presence, pushed nowhere). */
export function notificationsOver(store: Store, clock: ManualClock): Notifications {
  const presence = new LocalPresence();
  return new Notifications(store, new LiveChannel(() => presence), null, clock, pino({ level: "silent" }));
}

export const GRACE_MS = 30_000;
export const BOT_DELAY_MS = 500;
const stores: Store[] = [];

/** Closes every store the tables opened so far: for each test file's `afterEach`. */
export async function closeStores(): Promise<void> {
  for (const store of stores.splice(0)) await store.close();
}

export interface Harness {
  readonly store: Store;
  readonly clock: ManualClock;
  readonly port: RecordingPort;
  readonly table: TableCore;
  readonly guests: { id: string; token: string; name: string }[];
  /** What the table tells its people (the restored table's tells the same store). */
  readonly notifications: Notifications;
  /** A new table core over the same store: what a restarted server makes of the stored table. */
  restore(): Promise<{ table: TableCore; port: RecordingPort; clock: ManualClock }>;
}

export async function openTable(
  settings: Record<string, unknown>,
  options: {
    bots?: { seat: number; strength: string }[];
    guests?: string[];
    testSeed?: string;
    /** What the table writes through, over the store (the harness reads the store itself). */
    writes?: (store: Store) => Store;
    /** Whether the server is stopping (default: never). */
    stopping?: () => boolean;
  } = {},
): Promise<Harness> {
  const opened = await openStore(":memory:");
  stores.push(opened);
  const store = options.writes?.(opened) ?? opened;
  let table: TableCore | null = null;
  const programSeats = new ProgramSeats();
  const deps = (clock: ManualClock) => ({
    store,
    log: pino({ level: "silent" }),
    clock,
    graceMs: GRACE_MS,
    botDelayMs: BOT_DELAY_MS,
    allowTestSeeds: true,
    shuttingDown: options.stopping ?? (() => false),
    programSeats,
    notifications: notificationsOver(opened, clock),
  });
  const clock = new ManualClock(undefined, async () => {
    await table?.settled();
  });
  const port = new RecordingPort();
  const guests = [];
  for (const name of options.guests ?? ["Ada", "Bob"]) {
    const { player, token } = await store.createGuest(name);
    guests.push({ id: player.id, token, name });
  }
  table = await TableCore.create(
    "table-1",
    deps(clock),
    port,
    CreateTableOptions.parse({
      token: guests[0]!.token,
      settings,
      bots: options.bots ?? [],
      testSeed: options.testSeed ?? "seed-1",
    }),
  );
  return {
    store: opened,
    clock,
    port,
    table,
    guests,
    notifications: notificationsOver(opened, clock),
    async restore() {
      let restored: TableCore | null = null;
      const later = new ManualClock(clock.now(), async () => {
        await restored?.settled();
      });
      const laterPort = new RecordingPort();
      restored = await TableCore.restore("table-1", deps(later), laterPort);
      return { table: restored, port: laterPort, clock: later };
    },
  };
}

export function player(h: Harness, index: number) {
  const g = h.guests[index]!;
  return { id: g.id, name: g.name, kind: "guest" as const, createdAt: 0 };
}

/** Plays the awaited seat's first legal move through its connection, as a client would. */
export async function playFirstMove(h: Harness, connection: string): Promise<void> {
  const view = h.port.last(connection, "view")!;
  h.table.receive(connection, "move", { move: view.view.legalMoves[0], turn: view.turn });
  await h.table.settled();
}

/**
 * A two-seat turn-based match (`pace`) started by Ada and Bob, who both left at once, as people at
 * such tables do for days: nobody is connected.
 */
export async function startedWhileEveryoneLeft(pace: Record<string, unknown>, testSeed = "seed-1"): Promise<Harness> {
  const h = await openTable({ ruleset: "classic", seats: 2, pace }, { testSeed });
  h.table.join("ada", player(h, 0), { spectate: false });
  h.table.join("bob", player(h, 1), { spectate: false });
  h.table.receive("ada", "start", {});
  await h.table.settled();
  h.table.leave("ada");
  h.table.leave("bob");
  await h.table.settled();
  return h;
}
