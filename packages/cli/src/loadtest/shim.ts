import { WebSocket } from "ws";

/**
 * The Colyseus SDK needs a global `WebSocket`, which Node 20 lacks (Node 22 has one): give it the
 * `ws` implementation, as the server does (packages/server/src/shim.ts). Imported for its effect.
 */
const global = globalThis as { WebSocket?: unknown };
if (global.WebSocket === undefined) global.WebSocket = WebSocket;
