import "./shim.js";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { hostname } from "node:os";
import { createRouter, defineRoom, defineServer, LobbyRoom, matchMaker, type Server } from "@colyseus/core";
import { RedisDriver } from "@colyseus/redis-driver";
import { RedisPresence } from "@colyseus/redis-presence";
import type { WebSocketTransport } from "@colyseus/ws-transport";
import type { Logger } from "pino";
import { SessionConnections } from "./accounts/session-connections.js";
import { benchClock } from "./bench-clock.js";
import { CommunityRoom } from "./community/community-room.js";
import { OnlinePeople } from "./community/online-people.js";
import { type ServerContext, setServerContext } from "./context.js";
import { accountEndpoints } from "./http/account-api.js";
import { apiEndpoints } from "./http/api.js";
import { botEndpoints } from "./http/bot-api.js";
import { friendEndpoints } from "./http/friends-api.js";
import { frontServer } from "./http/front.js";
import { learnEndpoints } from "./http/learn-api.js";
import { notificationEndpoints } from "./http/notifications-api.js";
import type { HttpRateLimits } from "./http/rate-limits.js";
import { type HttpSettings, httpSettings } from "./http/settings.js";
import { untilStarted } from "./http/starting.js";
import { vacationEndpoints } from "./http/vacation-api.js";
import { wakingRouter } from "./http/waking-router.js";
import { createLogger } from "./log.js";
import { type NotificationService, notificationService } from "./notifications/notification-service.js";
import { type NotificationOptions, type NotificationSettings, notificationSettings } from "./notifications/settings.js";
import { stopPm2Metrics } from "./pm2-metrics.js";
import { QuickMatchRoom } from "./quick-match/quick-match-room.js";
import { listedInLobby } from "./rooms/lobby-listing.js";
import { SleepingTables } from "./rooms/sleeping-tables.js";
import { TableAlarm } from "./rooms/table-alarm.js";
import { TableRoom } from "./rooms/table-room.js";
import { tellTableOfVacation } from "./rooms/table-vacations.js";
import { Cluster } from "./scale/cluster.js";
import { Lease } from "./scale/lease.js";
import { ownedStore } from "./scale/owned-store.js";
import { SpreadPingTransport } from "./spread-ping-transport.js";
import { isPostgresUrl, openStore } from "./store/index.js";
import type { Store, TableStore } from "./store/store.js";
import { systemClock, type TableClock } from "./table/clock.js";
import { ProgramSeats } from "./table/program-seats.js";

export const DEFAULT_STORE = "./data/loveletter.sqlite";

export interface ServerOptions {
  /** 0 picks a free port. Default 2567. */
  readonly port?: number;
  readonly host?: string;
  /** A SQLite file, ":memory:", or a postgres:// URL. Default: DATABASE_URL, else ./data/loveletter.sqlite. */
  readonly store?: string;
  /** The built web client, served at /; null serves a placeholder page. */
  readonly webRoot?: string | null;
  /** Seconds a disconnected player keeps their seat before a bot plays it. Default 30. */
  readonly graceSeconds?: number;
  /** A bot's pause before acting, in milliseconds. Default 900. */
  readonly botDelayMs?: number;
  /** Honor `testSeed` when tables are created (tests only). */
  readonly allowTestSeeds?: boolean;
  /**
   * The time the tables run on: turn timers, bots' pauses, grace periods, deadlines and message
   * budgets, and the alarm that wakes sleeping turn-based tables. Default the system's (or the bench
   * clock, LOVELETTER_BENCH_CLOCK_STEP_HOURS); tests pass one they move, so that time passes without waiting.
   */
  readonly clock?: TableClock;
  /** Shared by the processes of one deployment (LOVELETTER_SECRET); random when alone. */
  readonly secret?: string;
  readonly logger?: Logger;
  /**
   * Scale-out (docs/deploy.md): a redis:// URL shared by every process of the deployment (default:
   * REDIS_URL). Colyseus then uses its Redis presence and driver, the store must be PostgreSQL,
   * and each process holds a lease: the tables of a process that dies resume on the others.
   */
  readonly redis?: string;
  /**
   * Where clients reach this very process, as host:port[/path] without a scheme (default:
   * LOVELETTER_PUBLIC_ADDRESS, else this machine's host name and the port). The SDK connects to a
   * room's process there. Scale-out only.
   */
  readonly publicAddress?: string;
  /** Scale-out: how long a process's lease lasts without renewal. Default: LOVELETTER_LEASE_MS, else 5000. */
  readonly leaseMs?: number;
  /** Scale-out: how often leases are renewed and dead processes looked for. Default: a fifth of the lease. */
  readonly heartbeatMs?: number;
  /** Scale-out: what happens when this process loses its lease. Default: it exits (status 75), to be restarted. */
  readonly onLeaseLost?: (reason: string) => void;
  /**
   * Origins (scheme://host[:port]) besides the server's own whose pages may call the HTTP API and
   * matchmaking: a web client served elsewhere, `vite dev` (docs/deploy.md). Default:
   * LOVELETTER_ALLOWED_ORIGINS (separated by commas or spaces), else none.
   */
  readonly allowedOrigins?: readonly string[];
  /**
   * How many reverse proxies in front of the server append the client's address to
   * X-Forwarded-For (docs/deploy.md); per-address limits then count by the address the outermost
   * one saw. Default: LOVELETTER_TRUSTED_PROXIES, else 0 (the header is ignored).
   */
  readonly trustedProxies?: number;
  /** Per-address limits of the HTTP API. Default: LOVELETTER_GUESTS_PER_HOUR, LOVELETTER_CODE_LOOKUPS_PER_MINUTE, else 60 and 20. */
  readonly httpRateLimits?: Partial<HttpRateLimits>;
  /**
   * Websocket connections open at once from one address (docs/protocol.md, "Limits"). Default:
   * LOVELETTER_CONNECTIONS_PER_ADDRESS, else 64. A load test from one machine needs more.
   */
  readonly connectionsPerAddress?: number;
  /** Web Push and the e-mail digest (docs/deploy.md, "Notifications"); each falls back to the environment. */
  readonly notifications?: NotificationOptions;
  /**
   * Awaited once the server listens and before it restores the open tables (tests: holds the
   * restore, to see what is answered meanwhile).
   */
  readonly beforeRestore?: () => Promise<void>;
}

export interface RunningServer {
  /** The Colyseus server (tests inspect rooms through it). */
  readonly colyseus: Server;
  readonly port: number;
  readonly url: string;
  readonly store: Store;
  /** The notifications subsystem: `notifications.notify(...)` and `clear(...)` (notifications/notifications.ts). */
  readonly notifications: NotificationService;
  /** Open tables restored from the store at start-up (scale-out: the tables this process claimed then). */
  readonly restored: number;
  /** Scale-out: this process's id (Colyseus's) and public address; null for a single process. */
  readonly cluster: { readonly processId: string; readonly publicAddress: string } | null;
  close(): Promise<void>;
}

/**
 * Starts the whole platform on one port: the HTTP API, the Colyseus rooms and the web client.
 * The store's open tables (waiting, playing, or finished and not yet closed) are restored before it returns.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const redis = options.redis ?? process.env.REDIS_URL ?? null;
  // Settings are checked before anything starts.
  const http = httpSettings(options, process.env);
  const notifying = notificationSettings(options.notifications ?? {}, process.env);
  if (redis) return startScaledServer(options, redis, http, notifying);
  const log = options.logger ?? createLogger();
  const location = options.store ?? process.env.DATABASE_URL ?? DEFAULT_STORE;
  const store = await openStore(location, { log });
  try {
    await store.openActionLog();
  } catch (error) {
    await store.close();
    throw error;
  }
  const notifications = await startNotifications(store, notifying, options, log);
  const context = serverContext(options, store, store, log, notifications, () => null);
  setServerContext(context);
  let started = false;
  const { server, transport } = colyseusServer(options, context, http, notifications, {}, () => started);
  await server.listen(options.port ?? 2567, options.host ?? "0.0.0.0");
  const stopSessions = context.sessions.start();
  await stopPm2Metrics();
  const port = listeningPort(server, transport);
  await options.beforeRestore?.();
  let restored = 0;
  for (const table of await store.openTables()) {
    try {
      await matchMaker.createRoom("table", { restore: table.id, secret: context.secret });
      restored++;
    } catch (error) {
      log.error({ table: table.id, err: error }, "could not restore a table");
    }
  }
  const alarm = new TableAlarm(store, context.sleeping, context.clock, log);
  alarm.start();
  started = true;
  log.info({ port, store: store.kind, restored }, "server listening");
  return {
    colyseus: server,
    port,
    url: `http://127.0.0.1:${port}`,
    store,
    notifications,
    restored,
    cluster: null,
    async close() {
      context.shuttingDown = true;
      stopSessions();
      await alarm.stop();
      await server.gracefullyShutdown(false);
      await notifications.stop();
      await store.close();
      setServerContext(null);
    },
  };
}

/**
 * One process of several (docs/deploy.md): Colyseus's Redis presence and driver make every room
 * discoverable and joinable from any process; PostgreSQL holds the tables; a lease per process
 * lets the others resume the tables of one that dies (src/scale/).
 */
async function startScaledServer(
  options: ServerOptions,
  redis: string,
  http: HttpSettings,
  notifying: NotificationSettings,
): Promise<RunningServer> {
  const log = options.logger ?? createLogger();
  const location = options.store ?? process.env.DATABASE_URL ?? DEFAULT_STORE;
  if (!isPostgresUrl(location))
    throw new Error("Scale-out (REDIS_URL) needs a PostgreSQL store shared by every process: set DATABASE_URL.");
  const port = options.port ?? 2567;
  const publicAddress = options.publicAddress ?? process.env.LOVELETTER_PUBLIC_ADDRESS ?? defaultPublicAddress(options);
  const leaseMs = options.leaseMs ?? Number(process.env.LOVELETTER_LEASE_MS ?? 5000);
  if (!Number.isInteger(leaseMs) || leaseMs < 300)
    throw new Error(`LOVELETTER_LEASE_MS must be a whole number of milliseconds, at least 300; got ${leaseMs}.`);
  const heartbeatMs = options.heartbeatMs ?? Math.max(50, Math.round(leaseMs / 5));
  const raw = await openStore(location, { log });
  const notifications = await startNotifications(raw, notifying, options, log);
  const lease = new Lease(
    raw,
    { leaseMs, heartbeatMs },
    log,
    options.onLeaseLost ??
      (() => {
        // Its tables are being resumed elsewhere; a supervisor starts a fresh process.
        process.exit(75);
      }),
  );
  const context = serverContext(
    options,
    raw,
    ownedStore(raw, lease, () => context.shuttingDown),
    log,
    notifications,
    () => lease.owner,
  );
  setServerContext(context);
  const cluster = new Cluster(raw, lease, context.secret, heartbeatMs, log);
  context.processes = () => cluster.placeableCount();
  const presence = new RedisPresence(redis);
  const driver = new RedisDriver(redis);
  let started = false;
  const { server, transport, tables } = colyseusServer(
    options,
    context,
    http,
    notifications,
    { presence, driver, publicAddress, selectProcessIdToCreateRoom: () => cluster.selectProcess() },
    () => started,
  );
  // RegisteredHandler is an EventEmitter (typed with a newer @types/node's generic EventEmitter than ours).
  (tables as unknown as NodeJS.EventEmitter).on("dispose", (room: TableRoom) => void cluster.tableClosed(room.roomId));
  try {
    // The lease is taken before Colyseus accepts rooms from other processes (in listen()): a table
    // saved here is never owned by a process the others could take for dead.
    await matchMaker.onReady.promise;
    await lease.start(matchMaker.processId, publicAddress);
    await server.listen(port, options.host ?? "0.0.0.0");
    await stopPm2Metrics();
  } catch (error) {
    await lease.release().catch(() => {});
    await notifications.stop();
    presence.shutdown();
    await driver.shutdown().catch(() => {});
    await raw.close();
    setServerContext(null);
    throw error;
  }
  const listening = listeningPort(server, transport);
  const stopSessions = context.sessions.start();
  await options.beforeRestore?.();
  const restored = await cluster.start();
  const alarm = new TableAlarm(raw, context.sleeping, context.clock, log);
  alarm.start();
  started = true;
  log.info(
    { port: listening, store: raw.kind, processId: matchMaker.processId, publicAddress, restored },
    "server listening (scale-out)",
  );
  return {
    colyseus: server,
    port: listening,
    url: `http://127.0.0.1:${listening}`,
    store: raw,
    notifications,
    restored,
    cluster: { processId: matchMaker.processId, publicAddress },
    async close() {
      context.shuttingDown = true;
      stopSessions();
      await alarm.stop();
      await cluster.stop();
      // Rooms close (and leave the Redis listings) while the lease still holds their tables; then
      // the lease ends, and the other processes claim and resume them at their next heartbeat.
      await server.gracefullyShutdown(false);
      await lease.release();
      await notifications.stop();
      await raw.close();
      setServerContext(null);
    },
  };
}

function serverContext(
  options: ServerOptions,
  store: Store,
  tableStore: TableStore,
  log: Logger,
  notifications: NotificationService,
  owner: () => string | null,
): ServerContext {
  const secret = options.secret ?? process.env.LOVELETTER_SECRET ?? randomBytes(24).toString("base64url");
  return {
    store,
    tableStore,
    log,
    notifications: notifications.notifications,
    graceMs: (options.graceSeconds ?? 30) * 1000,
    botDelayMs: options.botDelayMs ?? 900,
    allowTestSeeds: options.allowTestSeeds ?? false,
    secret,
    clock: options.clock ?? benchClock(process.env, log) ?? systemClock,
    sleeping: new SleepingTables(store, owner, secret, log),
    shuttingDown: false,
    programSeats: new ProgramSeats(),
    online: new OnlinePeople(),
    sessions: new SessionConnections(store, () => matchMaker.presence, log),
    processes: null,
  };
}

type ScaleOptions = Pick<
  Parameters<typeof defineServer>[0],
  "presence" | "driver" | "publicAddress" | "selectProcessIdToCreateRoom"
>;

/**
 * The notifications subsystem over the store, started: its live channel is Colyseus's presence
 * (Redis scaled out), which the matchmaker has once the server is defined.
 */
async function startNotifications(
  store: Store,
  settings: NotificationSettings,
  options: ServerOptions,
  log: Logger,
): Promise<NotificationService> {
  const service = await notificationService(
    store,
    () => matchMaker.presence,
    settings,
    options.notifications ?? {},
    log,
  );
  service.start();
  return service;
}

function colyseusServer(
  options: ServerOptions,
  context: ServerContext,
  http: HttpSettings,
  notifications: NotificationService,
  scale: ScaleOptions,
  /** False while the open tables are being restored: the API and matchmaking answer `starting`. */
  started: () => boolean,
) {
  const transport = new SpreadPingTransport({
    // Every HTTP request is answered by the front server, Colyseus's routes through its router.
    server: frontServer({
      ...http,
      webRoot: options.webRoot ?? null,
      router: untilStarted(
        wakingRouter(() => server.router, context.sleeping),
        started,
      ),
      log: context.log,
      // Scale-out: a room's websocket may be at another process's public address.
      webSockets: scale.publicAddress === undefined ? "same-origin" : "any",
    }),
    maxPayload: 16 * 1024,
    // Per address, and one warning line for a connection sending what doesn't decode (connection-guard.ts).
    log: context.log,
    trustedProxies: http.trustedProxies,
    connectionsPerAddress: http.connectionsPerAddress,
  });
  // The rooms tell the lobby of their own changes, coalesced (rooms/lobby-listing.ts).
  const tables = listedInLobby(defineRoom(TableRoom));
  const server: Server = defineServer({
    rooms: {
      lobby: defineRoom(LobbyRoom),
      table: tables,
      // Who is online and the lobby chat (community/).
      community: defineRoom(CommunityRoom),
      // "Play now": one queue per edition across the deployment (quick-match/).
      "quick-match": listedInLobby(defineRoom(QuickMatchRoom).filterBy(["ruleset"])),
    },
    routes: createRouter({
      ...accountEndpoints(context),
      ...botEndpoints(context),
      ...notificationEndpoints(context.store, notifications, options.notifications?.clock ?? systemClock),
      ...learnEndpoints(context.store),
      ...friendEndpoints(context),
      ...vacationEndpoints(
        context.store,
        (tableId, playerId, until) => tellTableOfVacation(tableId, playerId, until, context.log),
        () => (options.notifications?.clock ?? systemClock).now(),
      ),
      ...apiEndpoints(context),
    }),
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: context.log,
    ...scale,
  });
  return { server, transport, tables };
}

function listeningPort(server: Server, transport: WebSocketTransport): number {
  const port = (transport.server!.address() as AddressInfo).port;
  // Colyseus remembers the port it was asked for (0 here); @colyseus/testing reads it back.
  (server as unknown as { port: number }).port = port;
  return port;
}

/** This machine's name and the port: right when every process runs on its own host or port. */
function defaultPublicAddress(options: ServerOptions): string {
  const port = options.port ?? 2567;
  if (port === 0) throw new Error("Scale-out needs a fixed port, or a public address (LOVELETTER_PUBLIC_ADDRESS).");
  const host = options.host && options.host !== "0.0.0.0" && options.host !== "::" ? options.host : hostname();
  return `${host.includes(":") ? `[${host}]` : host}:${port}`;
}
