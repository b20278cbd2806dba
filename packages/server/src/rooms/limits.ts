/**
 * How much one person, one address or one table may do, in one place (docs/protocol.md, "Limits").
 * Each is far above what a person playing does, and low enough that a client sending as fast as
 * it can neither slows other tables nor fills the store.
 */

/** Messages to a table, per person (all their connections together), by budget. */
export const MESSAGE_BUDGETS = {
  move: { count: 10, perMs: 1_000, what: "moves" },
  chat: { count: 5, perMs: 10_000, what: "chat lines" },
  seat: { count: 10, perMs: 10_000, what: "seat changes (sit, stand, ready)" },
  host: { count: 20, perMs: 10_000, what: "host actions (settings, bot, start)" },
} as const;

/**
 * A table room has no synchronised state (its public table is a message): Colyseus's periodic
 * patch of every room (20 times a second by default) only ticks the room's clock, rarely.
 */
export const IDLE_PATCH_INTERVAL_MS = 1_000;

/** The lobby hears of a table's listing at most once per interval (and only when it changed). */
export const LISTING_INTERVAL_MS = 500;

/** Open live tables (waiting, playing, or finished and not yet closed) one person may host at once. */
export const OPEN_TABLES_PER_HOST = 5;

/**
 * Open turn-based tables one person may sit at at once (docs/protocol.md, "Turn-based tables"):
 * enough for a correspondence player's many games, few enough that their "your turn" list stays one page.
 */
export const TURN_BASED_TABLES_PER_PLAYER = 50;

/**
 * Websocket connections open at once from one address. A browser tab holds one or two (the lobby,
 * a table); the rest is room for a household or an office behind one address.
 */
export const CONNECTIONS_PER_ADDRESS = 64;
