/**
 * @loveletter/server — the authoritative game server (docs/protocol.md): Colyseus rooms, the HTTP
 * API, storage, ratings, and the web client's files. The wire types are @loveletter/protocol's.
 */

export { DEFAULT_STORE, type RunningServer, type ServerOptions, startServer } from "./server.js";
export { openStore, type StoreLog, UnusableStore } from "./store/index.js";
export type { TableRecord, TableStatus } from "./store/records.js";
