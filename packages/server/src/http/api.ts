import { createEndpoint, matchMaker } from "@colyseus/core";
import { RULESET_IDS } from "@loveletter/engine";
import type { PlayerRecord } from "@loveletter/protocol";
import { displayName, isSeason, LEADERBOARD_MIN_GAMES, ProtocolError, ratingPool } from "@loveletter/protocol";
import type { ServerContext } from "../context.js";
import { eventLoopDelay } from "../event-loop-delay.js";
import { errorResponse, json } from "./responses.js";

const MAX_LIST = 100;

type Handler = (ctx: {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Headers;
}) => Promise<Response>;

/** Turns refusals into error responses, so each handler reads as its happy path. */
function handled(handler: Handler): Handler {
  return async (ctx) => {
    try {
      return await handler(ctx);
    } catch (error) {
      if (error instanceof ProtocolError) {
        const status =
          error.code === "unauthorized"
            ? 401
            : error.code === "not-found"
              ? 404
              : error.code === "name-taken"
                ? 409
                : 400;
        return errorResponse(status, error.code, error.message);
      }
      throw error;
    }
  };
}

function limitOf(query: Record<string, string> | undefined, fallback: number): number {
  const n = Number(query?.limit ?? fallback);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_LIST) : fallback;
}

/** The HTTP API of docs/protocol.md, as Colyseus router endpoints. */
export function apiEndpoints(ctx: ServerContext) {
  const loopDelay = eventLoopDelay();
  const { store } = ctx;

  async function me(headers: Headers | undefined): Promise<PlayerRecord> {
    const header = headers?.get("authorization") ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
    const player = token ? await store.playerByToken(token) : null;
    if (!player) throw new ProtocolError("unauthorized", "Send your guest token as 'Authorization: Bearer <token>'.");
    return player;
  }

  function nameIn(body: unknown): string {
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new ProtocolError("invalid-message", 'The body must be a JSON object like {"name": "Ada"}.');
    return displayName((body as { name?: unknown }).name);
  }

  return {
    createGuest: createEndpoint(
      "/api/guests",
      { method: "POST" },
      handled(async ({ body }) => {
        const { player, token } = await store.createGuest(nameIn(body));
        return json({ player, token }, 201);
      }),
    ),
    me: createEndpoint(
      "/api/me",
      { method: "GET" },
      handled(async ({ headers }) => json(await me(headers))),
    ),
    rename: createEndpoint(
      "/api/me",
      { method: "PUT" },
      handled(async ({ headers, body }) => {
        const player = await me(headers);
        return json(await store.renamePlayer(player.id, nameIn(body)));
      }),
    ),
    tableByCode: createEndpoint(
      "/api/tables/code/:code",
      { method: "GET" },
      handled(async ({ params }) => {
        const table = await store.tableByCode(String(params?.code ?? "").toUpperCase());
        if (!table || (table.status !== "waiting" && table.status !== "playing"))
          throw new ProtocolError("not-found", "No open table has that code.");
        return json({ tableId: table.id });
      }),
    ),
    player: createEndpoint(
      "/api/players/:id",
      { method: "GET" },
      handled(async ({ params }) => {
        const player = await store.player(String(params?.id));
        if (!player) throw new ProtocolError("not-found", "No such player.");
        const ratings = await store.playerRatings(player.id);
        const history = await store.ratingHistory(player.id);
        const totals = await store.playerTotals(player.id);
        const discard = (await store.discardLeaderboard({ limit: 100_000 })).find((r) => r.playerId === player.id);
        return json({
          player,
          ratings,
          history,
          totals,
          discard: discard ? { wins: discard.wins, rounds: discard.rounds } : null,
        });
      }),
    ),
    playerGames: createEndpoint(
      "/api/players/:id/games",
      { method: "GET" },
      handled(async ({ params, query }) => {
        const before = query?.before === undefined ? undefined : Number(query.before);
        if (before !== undefined && !Number.isFinite(before))
          throw new ProtocolError("invalid-message", "'before' is a startedAt time in milliseconds.");
        const games = await store.gamesOfPlayer(String(params?.id), { limit: limitOf(query, 20), before });
        return json({ games });
      }),
    ),
    game: createEndpoint(
      "/api/games/:id",
      { method: "GET" },
      handled(async ({ params }) => {
        const game = await store.game(String(params?.id));
        if (!game) throw new ProtocolError("not-found", "No such game.");
        if (game.status === "failed")
          return errorResponse(
            409,
            "game-failed",
            "This game was stopped: its stored moves no longer replay, so it can neither go on nor be replayed.",
          );
        // The seed and the moves would reveal every hidden card: only once the game is over.
        if (game.status === "playing")
          return errorResponse(403, "game-in-progress", "This game is being played: its replay opens when it ends.");
        return json({ game, actions: await store.actions(game.id) });
      }),
    ),
    leaderboard: createEndpoint(
      "/api/leaderboard/:ruleset",
      { method: "GET" },
      handled(async ({ params, query }) => {
        const ruleset = String(params?.ruleset);
        if (!(RULESET_IDS as readonly string[]).includes(ruleset))
          throw new ProtocolError("not-found", `No ruleset "${ruleset}"; rulesets are ${RULESET_IDS.join(", ")}.`);
        const pace = query?.pace ?? "live";
        if (pace !== "live" && pace !== "turn-based")
          throw new ProtocolError("invalid-message", "'pace' is live (the default) or turn-based.");
        const pool = ratingPool(ruleset, pace);
        const limit = limitOf(query, 50);
        const season = query?.season || null;
        if (season !== null && !isSeason(season))
          throw new ProtocolError("invalid-message", "'season' is a month, like 2026-11.");
        const ratings = await store.leaderboard(pool, {
          limit,
          minGames: LEADERBOARD_MIN_GAMES,
          season: season ?? undefined,
        });
        const discardWins = ruleset === "discard" && pace === "live" ? await store.discardLeaderboard({ limit }) : [];
        return json({ ruleset, pace, season, seasons: await store.seasons(pool), ratings, discardWins });
      }),
    ),
    health: createEndpoint(
      "/api/health",
      { method: "GET" },
      handled(async () => {
        // What a load test samples: this process's memory, CPU time so far (µs, user + system),
        // rooms (tables and lobbies), connections, and how late its event loop ran lately.
        const { rss, heapUsed } = process.memoryUsage();
        const { user, system } = process.cpuUsage();
        const { roomCount, ccu } = matchMaker.stats.local;
        return json({
          ok: true,
          store: store.kind,
          memory: { rss, heapUsed },
          cpuMicros: user + system,
          rooms: roomCount,
          clients: ccu,
          eventLoopDelay: loopDelay.latest(),
          processes: ctx.processes?.() ?? null,
          sleeping: { tables: await store.sleepingTables(), ...ctx.sleeping.woken },
        });
      }),
    ),
    unknownApi: createEndpoint(
      "/api/**",
      { method: ["GET", "POST", "PUT", "DELETE"] },
      handled(async () => errorResponse(404, "not-found", "No such API endpoint (see docs/protocol.md).")),
    ),
  };
}
