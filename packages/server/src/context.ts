import type { Logger } from "pino";
import type { SessionConnections } from "./accounts/session-connections.js";
import type { OnlinePeople } from "./community/online-people.js";
import type { Notifications } from "./notifications/notifications.js";
import type { SleepingTables } from "./rooms/sleeping-tables.js";
import type { Store, TableStore } from "./store/store.js";
import type { TableClock } from "./table/clock.js";
import type { ProgramSeats } from "./table/program-seats.js";

/** What every room of this process shares. Colyseus builds rooms itself, so they find it here. */
export interface ServerContext {
  readonly store: Store;
  /** What the tables write through: the store, fenced by the process's lease when scaled out (scale/owned-store.ts). */
  readonly tableStore: TableStore;
  readonly log: Logger;
  /** How long a disconnected player keeps their seat before a bot plays it. */
  readonly graceMs: number;
  /** A bot's pause before it acts, so people can follow the game. */
  readonly botDelayMs: number;
  /** Sleeping turn-based tables: putting them to sleep, and waking them (rooms/sleeping-tables.ts). */
  readonly sleeping: SleepingTables;
  /** Whether `testSeed` is honored when a table is created (tests only). */
  readonly allowTestSeeds: boolean;
  /** The time the tables run on (the system's but in tests), and the alarm that wakes sleeping ones. */
  readonly clock: TableClock;
  /** Shared by the processes of one deployment: only a server may ask a room to restore a table. */
  readonly secret: string;
  /** Set while the server shuts down, so rooms being closed don't mark their tables as ended. */
  shuttingDown: boolean;
  /** What tells players of what concerns them (notifications/): `notify` and `clear`. */
  readonly notifications: Notifications;
  /** The connections opened with an account's session, closed when it ends (on any process). */
  readonly sessions: SessionConnections;
  /** Who has this process's community room open (the friends list's "online"). */
  readonly online: OnlinePeople;
  /** Where each bot program sits, across this process's tables. */
  readonly programSeats: ProgramSeats;
  /**
   * Scaled out: the processes this one places new tables on, itself included (set once its
   * cluster runs). Null for a server on its own.
   */
  processes: (() => number) | null;
}

let current: ServerContext | null = null;

export function setServerContext(context: ServerContext | null): void {
  current = context;
}

export function serverContext(): ServerContext {
  if (!current) throw new Error("The server context is not set: start the server with startServer().");
  return current;
}
