import "./shim.js";
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createRouter, defineRoom, defineServer, LobbyRoom, matchMaker, type Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import type { Logger } from "pino";
import { type ServerContext, setServerContext } from "./context.js";
import { apiEndpoints } from "./http/api.js";
import { staticEndpoints } from "./http/static.js";
import { createLogger } from "./log.js";
import { TableRoom } from "./rooms/table-room.js";
import { openStore } from "./store/index.js";
import type { Store } from "./store/store.js";

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
  /** Shared by the processes of one deployment (LOVELETTER_SECRET); random when alone. */
  readonly secret?: string;
  readonly logger?: Logger;
}

export interface RunningServer {
  /** The Colyseus server (tests inspect rooms through it). */
  readonly colyseus: Server;
  readonly port: number;
  readonly url: string;
  readonly store: Store;
  /** Tables restored from the store at start-up. */
  readonly restored: number;
  close(): Promise<void>;
}

/**
 * Starts the whole platform on one port: the HTTP API, the Colyseus rooms and the web client.
 * Unfinished tables in the store are restored before it returns.
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.logger ?? createLogger();
  const location = options.store ?? process.env.DATABASE_URL ?? DEFAULT_STORE;
  const store = await openStore(location);
  const context: ServerContext = {
    store,
    log,
    graceMs: (options.graceSeconds ?? 30) * 1000,
    botDelayMs: options.botDelayMs ?? 900,
    allowTestSeeds: options.allowTestSeeds ?? false,
    secret: options.secret ?? process.env.LOVELETTER_SECRET ?? randomBytes(24).toString("base64url"),
    shuttingDown: false,
  };
  setServerContext(context);
  const transport = new WebSocketTransport({ maxPayload: 16 * 1024 });
  const server: Server = defineServer({
    rooms: {
      lobby: defineRoom(LobbyRoom),
      table: defineRoom(TableRoom).enableRealtimeListing(),
    },
    routes: createRouter({ ...apiEndpoints(context), ...staticEndpoints(options.webRoot ?? null) }),
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: log,
  });
  await server.listen(options.port ?? 2567, options.host ?? "0.0.0.0");
  const port = (transport.server!.address() as AddressInfo).port;
  // Colyseus remembers the port it was asked for (0 here); @colyseus/testing reads it back.
  (server as unknown as { port: number }).port = port;
  let restored = 0;
  for (const table of await store.unfinishedTables()) {
    try {
      await matchMaker.createRoom("table", { restore: table.id, secret: context.secret });
      restored++;
    } catch (error) {
      log.error({ table: table.id, err: error }, "could not restore a table");
    }
  }
  log.info({ port, store: store.kind, restored }, "server listening");
  return {
    colyseus: server,
    port,
    url: `http://127.0.0.1:${port}`,
    store,
    restored,
    async close() {
      context.shuttingDown = true;
      await server.gracefullyShutdown(false);
      await store.close();
      setServerContext(null);
    },
  };
}
