import { Client, type Room } from "@colyseus/sdk";
import { type LoadtestOptions, type LoadtestResult, type Percentiles, runLoadtest, serverHealth } from "./run.js";
import { Samples } from "./stats.js";

/** `loveletter loadtest --turn-based N`: sleeping tables, woken while live ones play. */
export interface TurnBasedOptions {
  readonly url: string;
  readonly ruleset: string;
  /** Turn-based tables opened and left asleep. */
  readonly sleeping: number;
  /** Tables opened at once while opening them. */
  readonly concurrency: number;
  /** Moves played at sleeping tables (each: a join wakes it, then a move), while the live tables play. */
  readonly probes: number;
  /** The live tables played meanwhile (the usual load test); null for none. */
  readonly live: LoadtestOptions | null;
  /**
   * The server's process id, started with LOVELETTER_BENCH_CLOCK_STEP_HOURS: it is sent SIGUSR2,
   * which moves its tables' time past every sleeping deadline at once. Null: not measured.
   */
  readonly jumpPid: number | null;
  readonly progress?: (line: string) => void;
}

export interface TurnBasedResult {
  readonly opened: number;
  readonly failedOpens: number;
  readonly openSeconds: number;
  /** The server's RSS before the first table, and once every table is asleep. */
  readonly rssIdleBytes: number;
  readonly rssAsleepBytes: number;
  /** Tables asleep (the store's count) and rooms held once every table was opened and left. */
  readonly asleep: number;
  readonly roomsAsleep: number;
  /** A join at a sleeping table → the view that asks its player to move (the wake, the restore, the seat). */
  readonly wakeMs: Percentiles;
  /** A move at the woken table → its answer (the next view). */
  readonly moveMs: Percentiles;
  readonly probes: number;
  readonly probeErrors: number;
  readonly live: LoadtestResult | null;
  /** Every deadline fallen due at once (`jumpPid`): how many the server played, and how fast. */
  readonly deadlines: {
    readonly due: number;
    readonly fired: number;
    readonly seconds: number;
    readonly perSecond: number;
  } | null;
}

/** A guest sits at 50 open turn-based tables at most (the server's limit): each opens fewer. */
const TABLES_PER_GUEST = 40;
const PACE = { kind: "turn-based", moveHours: 24 } as const;

interface Opened {
  readonly tableId: string;
  readonly token: string;
  /** Left at its player's decision (not between rounds): a probe plays a move there. */
  readonly atTurn: boolean;
}

interface Heard {
  legal: number;
  moves: readonly unknown[];
  turn: number;
  phase: string;
}

/** Keeps what a table connection last heard, and wakes a waiter when it changes. */
function listen(room: Room): { heard: Heard; until: (ok: (h: Heard) => boolean, ms: number) => Promise<void> } {
  const heard: Heard = { legal: 0, moves: [], turn: -1, phase: "" };
  let changed: (() => void) | null = null;
  room.onMessage("*", (type, message) => {
    const m = message as { turn?: number; view?: { legalMoves?: unknown[] }; phase?: string };
    if (type === "view") {
      heard.moves = m.view?.legalMoves ?? [];
      heard.legal = heard.moves.length;
      heard.turn = m.turn ?? -1;
    } else if (type === "table") heard.phase = m.phase ?? "";
    changed?.();
  });
  const until = async (ok: (h: Heard) => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!ok(heard)) {
      if (Date.now() > end) throw new Error("timed out");
      await new Promise<void>((resolve) => {
        changed = resolve;
        setTimeout(resolve, 100);
      });
      changed = null;
    }
  };
  return { heard, until };
}

async function newGuest(url: string, n: number): Promise<string> {
  const response = await fetch(`${url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `Sleeper ${n}` }),
  });
  if (response.status !== 201)
    throw new Error(
      `POST /api/guests: ${response.status} (start the server with LOVELETTER_GUESTS_PER_HOUR raised for the run)`,
    );
  return ((await response.json()) as { token: string }).token;
}

/** Opens a turn-based table against a bot, starts it, waits for the person's decision, and leaves. */
async function openOne(sdk: Client, ruleset: string, token: string): Promise<Opened> {
  const room = await sdk.create("table", {
    token,
    settings: { ruleset, seats: 2, pace: PACE },
    bots: [{ seat: 1, strength: "random" }],
  });
  const { heard, until } = listen(room);
  try {
    await until((h) => h.phase === "waiting", 30_000);
    room.send("start", {});
    await until((h) => h.legal > 0 || h.phase === "intermission", 60_000);
    return { tableId: room.roomId, token, atTurn: heard.legal > 0 };
  } finally {
    await room.leave();
  }
}

/** A join at a sleeping table, then a move there: the two round trips, in ms. */
async function probe(sdk: Client, table: Opened): Promise<{ wake: number; move: number }> {
  const joinedAt = performance.now();
  const room = await sdk.joinById(table.tableId, { token: table.token });
  const { heard, until } = listen(room);
  try {
    await until((h) => h.legal > 0, 30_000);
    const wake = performance.now() - joinedAt;
    const turn = heard.turn;
    const sentAt = performance.now();
    room.send("move", { move: heard.moves[0], turn });
    await until((h) => h.turn > turn, 30_000);
    return { wake, move: performance.now() - sentAt };
  } finally {
    await room.leave();
  }
}

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

async function waitFor(ok: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

export async function runTurnBasedLoadtest(options: TurnBasedOptions): Promise<TurnBasedResult> {
  const { url, progress } = options;
  const sdk = new Client(url);
  const rssIdleBytes = (await serverHealth(url)).memory.rss;

  // Open every table, a guest for each TABLES_PER_GUEST of them, `concurrency` at a time.
  const startedAt = performance.now();
  const opened: Opened[] = [];
  let failedOpens = 0;
  const guests = await Promise.all(
    Array.from({ length: Math.ceil(options.sleeping / TABLES_PER_GUEST) }, (_, i) => newGuest(url, i)),
  );
  const slots = Array.from({ length: options.sleeping }, (_, i) => guests[Math.floor(i / TABLES_PER_GUEST)]!);
  let lastLine = Date.now();
  await pool(slots, options.concurrency, async (token) => {
    try {
      opened.push(await openOne(sdk, options.ruleset, token));
    } catch {
      failedOpens++;
    }
    if (progress && Date.now() - lastLine > 5_000) {
      lastLine = Date.now();
      progress(`turn-based: ${opened.length} of ${options.sleeping} tables opened`);
    }
  });
  const openSeconds = (performance.now() - startedAt) / 1000;
  await waitFor(async () => (await serverHealth(url)).sleeping.tables >= opened.length, 120_000);
  const asleepHealth = await serverHealth(url);
  progress?.(
    `turn-based: ${asleepHealth.sleeping.tables} tables asleep, server rss ${Math.round(asleepHealth.memory.rss / 1e6)} MB`,
  );

  // The live tables play; once they all hold rooms, moves at sleeping tables are timed beside them.
  const live = options.live ? runLoadtest(options.live) : null;
  if (options.live) {
    const liveTables = options.live.tables;
    await waitFor(async () => (await serverHealth(url)).rooms >= liveTables, 600_000);
  }
  const wakes = new Samples();
  const moves = new Samples();
  let probeErrors = 0;
  const targets = opened.filter((t) => t.atTurn).sort(() => Math.random() - 0.5);
  await pool(targets.slice(0, options.probes), 4, async (table) => {
    try {
      const { wake, move } = await probe(sdk, table);
      wakes.add(wake);
      moves.add(move);
    } catch {
      probeErrors++;
    }
  });
  const liveResult = live ? await live : null;

  let deadlines: TurnBasedResult["deadlines"] = null;
  if (options.jumpPid !== null) {
    await waitFor(async () => (await serverHealth(url)).sleeping.tables >= opened.length - probeErrors, 60_000);
    const before = await serverHealth(url);
    const due = before.sleeping.tables;
    const from = before.sleeping.wokenByDeadline;
    process.kill(options.jumpPid, "SIGUSR2");
    const jumpedAt = performance.now();
    let fired = 0;
    let lastChange = Date.now();
    while (fired < due && Date.now() - lastChange < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = (await serverHealth(url)).sleeping.wokenByDeadline - from;
      if (now > fired) lastChange = Date.now();
      fired = now;
    }
    const seconds = (performance.now() - jumpedAt) / 1000;
    deadlines = { due, fired, seconds, perSecond: Math.round(fired / seconds) };
  }

  return {
    opened: opened.length,
    failedOpens,
    openSeconds: Math.round(openSeconds * 10) / 10,
    rssIdleBytes,
    rssAsleepBytes: asleepHealth.memory.rss,
    asleep: asleepHealth.sleeping.tables,
    roomsAsleep: asleepHealth.rooms,
    wakeMs: wakes.summary(),
    moveMs: moves.summary(),
    probes: wakes.count,
    probeErrors,
    live: liveResult,
    deadlines,
  };
}
