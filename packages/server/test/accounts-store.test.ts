// Accounts in the store, on both databases: unique names under a race, sessions that expire and
// are revoked, valid through another connection (another process), secrets hashed at rest, and
// the migration of existing players.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ProtocolError } from "@loveletter/protocol";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Accounts } from "../src/accounts/accounts.js";
import { hashPassword, verifyPassword } from "../src/accounts/password.js";
import { connect } from "../src/store/database.js";
import { openStore, type Store } from "../src/store/index.js";
import { migrate } from "../src/store/migrations.js";
import { bearerOf } from "../src/store/sessions.js";
import { type PostgresServer, startPostgres } from "./support/postgres.js";

let sqliteDir = "";
let postgres: PostgresServer | undefined;
let databases = 0;

const backends = [
  {
    kind: "sqlite" as const,
    start: async () => {
      sqliteDir = await mkdtemp(join(tmpdir(), "loveletter-accounts-"));
    },
    stop: () => rm(sqliteDir, { recursive: true, force: true }),
    fresh: async () => join(sqliteDir, `accounts-${++databases}.db`),
  },
  {
    kind: "postgres" as const,
    start: async () => {
      postgres = await startPostgres("accounts");
    },
    stop: async () => postgres?.stop(),
    fresh: () => postgres!.createDatabase(`accounts_${++databases}`),
  },
];

const HOOK_TIMEOUT = 60_000;
const DAY = 86_400_000;

describe.each(backends)("accounts in the $kind store", (backend) => {
  let location = "";
  let store: Store;
  /** The same database through another connection: what another server process sees. */
  let other: Store;

  beforeAll(async () => {
    await backend.start();
    location = await backend.fresh();
    store = await openStore(location);
    other = await openStore(location);
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await store?.close();
    await other?.close();
    await backend.stop();
  }, HOOK_TIMEOUT);

  // On PostgreSQL the store's pool runs these on separate connections at once; the unique index decides.
  it("gives a username to one account only, even when two look-alikes sign up at once", async () => {
    const hash = await hashPassword("whatever it is");
    const results = await Promise.allSettled([
      store.createAccount("Race_Winner", hash, 1),
      store.createAccount("race-winner", hash, 1),
      store.createAccount("RaceWlnner", hash, 1),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected"))
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code: "name-taken" });
    expect(await store.credentials("RACE_WINNER")).not.toBeNull();
  });

  it("opens sessions valid through another connection until they expire or are revoked", async () => {
    const clock = { now: 1_000_000 };
    const accounts = new Accounts(store, () => clock.now);
    const opened = await accounts.signUp("Session_Keeper", "a good password");
    expect(opened.bearer).toBe(bearerOf(opened.token));

    // Another process (connection) knows the session by its cookie and by its bearer token.
    expect((await other.liveSession(opened.token, "cookie", clock.now + 1))?.player.id).toBe(opened.player.id);
    expect((await other.liveSession(opened.bearer, "bearer", clock.now + 1))?.player.name).toBe("Session_Keeper");
    // The cookie's token is not a bearer token, nor the other way round.
    expect(await other.liveSession(opened.token, "bearer", clock.now + 1)).toBeNull();
    expect(await other.liveSession(opened.bearer, "cookie", clock.now + 1)).toBeNull();

    // Thirty days on, it has expired.
    expect(await other.liveSession(opened.token, "cookie", clock.now + 30 * DAY - 1)).not.toBeNull();
    expect(await other.liveSession(opened.token, "cookie", clock.now + 30 * DAY)).toBeNull();

    // Revoked through one connection, it is gone for the other.
    const second = await accounts.signIn("session_keeper", "a good password");
    await store.revokeSession(second.id, clock.now + 2);
    expect(await other.liveSession(second.token, "cookie", clock.now + 3)).toBeNull();
    expect(await other.playerByToken(second.bearer)).toBeNull();
  });

  it("renews a session past half its life, so an account in use stays signed in; a revoked one stays revoked", async () => {
    const clock = { now: 5_000_000 };
    const accounts = new Accounts(store, () => clock.now);
    const opened = await accounts.signUp("Renew_Keeper", "a good password");
    const first = { sessionId: opened.id, expiresAt: opened.expiresAt };
    expect(first.expiresAt).toBe(clock.now + 30 * DAY);

    // Ten days on, it has 20 days left: not due.
    clock.now += 10 * DAY;
    expect(await accounts.renewIfDue(first)).toBeNull();
    // Sixteen days on, 14 left: it lasts 30 days from now, for every process.
    clock.now += 6 * DAY;
    const renewed = await accounts.renewIfDue(first);
    expect(renewed).toBe(clock.now + 30 * DAY);
    expect((await other.liveSession(opened.token, "cookie", first.expiresAt + 1))?.expiresAt).toBe(renewed);
    expect(await other.liveSession(opened.token, "cookie", renewed! - 1)).not.toBeNull();
    expect(await other.liveSession(opened.token, "cookie", renewed!)).toBeNull();

    // A revoked session is not brought back by a renewal, nor an expired one.
    const second = await accounts.signIn("renew_keeper", "a good password");
    await store.revokeSession(second.id, clock.now);
    await store.extendSession(second.id, clock.now, clock.now + 60 * DAY);
    expect(await other.liveSession(second.token, "cookie", clock.now + 1)).toBeNull();
    const third = await accounts.signIn("renew_keeper", "a good password");
    await store.extendSession(third.id, third.expiresAt, third.expiresAt + DAY);
    expect(await other.liveSession(third.token, "cookie", third.expiresAt)).toBeNull();
  });

  it("keeps only hashes of passwords and recovery codes", async () => {
    const accounts = new Accounts(store);
    const opened = await accounts.signUp("Hash_Only", "plain text never");
    const { db } = connect(location);
    try {
      const row = await sql<{
        password_hash: string;
      }>`select password_hash from players where id = ${opened.player.id}`.execute(db);
      const stored = row.rows[0]!.password_hash;
      expect(stored).toMatch(/^scrypt\$15\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
      expect(stored).not.toContain("plain text never");
      expect(await verifyPassword("plain text never", stored)).toBe(true);
      expect(await verifyPassword("plain text never!", stored)).toBe(false);
      const codes = await sql<{
        code_hash: string;
      }>`select code_hash from recovery_codes where player_id = ${opened.player.id}`.execute(db);
      expect(codes.rows).toHaveLength(8);
      const plain = opened.recoveryCodes.map((code) => code.replace(/-/g, ""));
      for (const { code_hash } of codes.rows) {
        expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
        for (const code of plain) expect(code_hash.toUpperCase()).not.toContain(code);
      }
      const sessions = await sql<{
        token_hash: string;
        bearer_hash: string;
      }>`select token_hash, bearer_hash from sessions where player_id = ${opened.player.id}`.execute(db);
      expect(sessions.rows[0]!.token_hash).not.toBe(opened.token);
      expect(sessions.rows[0]!.bearer_hash).not.toBe(opened.bearer);
    } finally {
      await db.destroy();
    }
  });

  it("refuses a guest upgrade for anything but a guest", async () => {
    const accounts = new Accounts(store);
    const opened = await accounts.signUp("Not_A_Guest", "another password");
    await expect(accounts.signUp("Second_Name", "another password", opened.player)).rejects.toBeInstanceOf(
      ProtocolError,
    );
  });

  it("recomputes the ratings of games played before the ladder of people: bot games unrated, bots gone", async () => {
    const fresh = await backend.fresh();
    const { db } = connect(fresh);
    try {
      await migrate(db, "007-passkeys");
      const game = (id: string, seats: object[], winners: number[], scores: number[], endedAt: number) =>
        sql`insert into games (id, table_id, ruleset, settings, options, seed, first_seat, seats, status, winners, scores, rated, started_at, ended_at)
            values (${id}, 't', 'classic', '{}', '{}', 's', 0, ${JSON.stringify(seats)}, 'finished',
                    ${JSON.stringify(winners)}, ${JSON.stringify(scores)}, 1, ${endedAt - 1}, ${endedAt})`.execute(db);
      const ann = { kind: "human", playerId: "ann", name: "Ann" };
      const ben = { kind: "human", playerId: "ben", name: "Ben" };
      const bot = { kind: "bot", strength: "heuristic", name: "Heuristic bot 3" };
      await game("g1", [ann, ben], [0], [4, 1], Date.UTC(2026, 9, 3));
      await game("g2", [ann, bot], [1], [0, 4], Date.UTC(2026, 9, 4));
      await game("g3", [ben, ann], [0], [4, 2], Date.UTC(2026, 10, 5));
      // The ratings as the old rule left them: the bot on top, Ann's loss to it counted.
      await sql`insert into ratings (player_id, ruleset, mu, sigma, rating, games, wins, updated_at)
                values ('bot-heuristic', 'classic', 40, 2, 2500, 1, 1, 0), ('ann', 'classic', 20, 6, 1000, 3, 1, 0)`.execute(
        db,
      );
      await migrate(db);
      const ratings = await sql<{
        player_id: string;
        games: number;
        wins: number;
      }>`select player_id, games, wins from ratings order by player_id`.execute(db);
      expect(ratings.rows.map((r) => [r.player_id, Number(r.games), Number(r.wins)])).toEqual([
        ["ann", 2, 1],
        ["ben", 2, 1],
      ]);
      const rated = await sql<{ id: string; rated: number }>`select id, rated from games order by id`.execute(db);
      expect(rated.rows.map((r) => [r.id, Number(r.rated)])).toEqual([
        ["g1", 1],
        ["g2", 0],
        ["g3", 1],
      ]);
      const seasons = await sql<{
        season: string;
        player_id: string;
        games: number;
      }>`select season, player_id, games from season_ratings order by season, player_id`.execute(db);
      expect(seasons.rows.map((r) => [r.season, r.player_id, Number(r.games)])).toEqual([
        ["2026-10", "ann", 1],
        ["2026-10", "ben", 1],
        ["2026-11", "ann", 1],
        ["2026-11", "ben", 1],
      ]);
      const history = await sql<{
        game_id: string;
      }>`select game_id from rating_history where player_id = 'ann' order by at`.execute(db);
      expect(history.rows.map((r) => r.game_id)).toEqual(["g1", "g3"]);
      // Migration 010: the bot's past game is listed under its player, for its profile; no rating
      // counts a game with bots yet.
      const botGames = await sql<{
        game_id: string;
      }>`select game_id from game_players where player_id = 'bot-heuristic'`.execute(db);
      expect(botGames.rows.map((r) => r.game_id)).toEqual(["g2"]);
      const counted = await sql<{ n: number }>`select sum(bot_games) as n from ratings`.execute(db);
      expect(Number(counted.rows[0]!.n)).toBe(0);
    } finally {
      await db.destroy();
    }
  });

  it("migrates existing players: bots are bots, everyone else a guest, each with its name's key", async () => {
    const fresh = await backend.fresh();
    const { db } = connect(fresh);
    try {
      await migrate(db, "003-table-lifecycle");
      await sql`insert into players (id, name, token_hash, created_at) values ('old-guest', 'Ｏld Guest', 'h', 1)`.execute(
        db,
      );
      await migrate(db);
      const rows = await sql<{
        id: string;
        kind: string;
        name_key: string;
      }>`select id, kind, name_key from players order by id`.execute(db);
      expect(rows.rows).toEqual([
        { id: "bot-expert", kind: "bot", name_key: "expertbot" },
        { id: "bot-heuristic", kind: "bot", name_key: "heurlstlcbot" },
        { id: "bot-random", kind: "bot", name_key: "randombot" },
        { id: "old-guest", kind: "guest", name_key: "oldguest" },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
