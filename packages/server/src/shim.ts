import { WebSocket } from "ws";

/**
 * Colyseus 0.18 declares Node 22, where `WebSocket` is a global. On Node 20 its client SDK (used by
 * reconnection, tests and the load test) needs one: give it the `ws` implementation. Imported for
 * its effect by every entry point; a test that reconnects guards it.
 */
const global = globalThis as { WebSocket?: unknown };
if (global.WebSocket === undefined) global.WebSocket = WebSocket;
