/**
 * What the load test's main thread and its workers say to each other. Each worker drives a share
 * of the tables; the main thread starts them, times the phases, samples the server's health and
 * merges their reports.
 */

/**
 * The errors' kind of a client the server's per-address limits refused: a new guest (429) or a
 * connection (closed as rate-limited). A run with any measured fewer tables than it was asked for.
 */
export const REFUSED_KIND = "refused by the server's limits";

/** How each table is played: what a worker needs to drive its tables. */
export interface TableOptions {
  /** The server's base URL (HTTP API and Colyseus endpoint on one port). */
  readonly url: string;
  readonly players: number;
  readonly ruleset: string;
  /** Engine options for the tables (a custom ruleset needs its edition and deck). */
  readonly rules?: Record<string, unknown>;
  /** A client's pause before each move: uniform between the two, in milliseconds. */
  readonly thinkMs: readonly [number, number];
  /** Connections opened per 100 ms while the tables start. */
  readonly rampPer100Ms: number;
  /**
   * Tokens that win a match, when not the ruleset's own (not for "discard", which is perpetual).
   * Each match ends and the table plays a rematch; fewer tokens make matches end more often.
   */
  readonly tokens?: number;
}

/** A worker's share: its options and the tables `firstTable` to `firstTable + tables - 1`. */
export interface WorkerSetup {
  readonly options: TableOptions;
  readonly firstTable: number;
  readonly tables: number;
}

export type ToWorker = { readonly type: "full-load" } | { readonly type: "window" } | { readonly type: "stop" };

/** The moves at full load since the worker's last window: their round trips (ms), raw. */
export interface WorkerWindow {
  readonly latency: Float64Array;
}

export interface WorkerProgress {
  readonly active: number;
  readonly moves: number;
  readonly matches: number;
  readonly errors: number;
}

/** The samples are raw (milliseconds), so that percentiles are taken over every worker's at once. */
export interface WorkerReport {
  readonly moves: number;
  readonly movesAtFullLoad: number;
  readonly matches: number;
  readonly latency: Float64Array;
  readonly reaction: Float64Array;
  readonly slowReactions: number;
  readonly rampLatency: Float64Array;
  readonly setupTimes: Float64Array;
  readonly errors: Record<string, number>;
  readonly errorExamples: readonly string[];
  readonly activeMax: number;
  readonly activeEnd: number;
}

export type FromWorker =
  | ({ readonly type: "progress" } & WorkerProgress)
  | { readonly type: "ramped" }
  | ({ readonly type: "window" } & WorkerWindow)
  | {
      readonly type: "report";
      readonly report: WorkerReport;
      readonly eventLoopDelayP99Ms: number;
      readonly eventLoopDelayMaxMs: number;
    }
  | { readonly type: "failed"; readonly message: string };
