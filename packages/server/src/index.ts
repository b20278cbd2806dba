/**
 * @loveletter/server — the authoritative game server (docs/protocol.md): Colyseus rooms, the HTTP
 * API, storage, ratings, and the web client's files.
 */

export { ERROR_CODES, type ErrorCode } from "./protocol/errors.js";
export { BOT_STRENGTHS, type BotStrength, TableSettings } from "./protocol/settings.js";
export type { TableListing } from "./rooms/listing.js";
export { DEFAULT_STORE, type RunningServer, type ServerOptions, startServer } from "./server.js";
export { openStore, type StoreLog, UnusableStore } from "./store/index.js";
export type * from "./store/records.js";
