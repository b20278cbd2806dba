// Accounts over HTTP, against a real server: sign-up, sign-in on a second browser, names that are
// taken or look like taken ones, guest upgrade, sign-in limits, sessions ending, recovery codes,
// CSRF, deleting an account, and the websocket joining with a session's bearer token.
import type { GameRecord, HttpError, PlayerRecord, SessionAnswer, SignUpAnswer } from "@loveletter/protocol";
import { TableSettings } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openChallenge, sealChallenge } from "../src/http/challenge-cookie.js";
import { CookieJar } from "./support/browser-jar.js";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
let accounts = 0;

beforeAll(async () => {
  t = await startTestServer({
    httpRateLimits: { signInsPerHour: 1000, signInsPerUsernamePerHour: 1000, accountsPerHour: 1000 },
  });
});
afterAll(() => t.close());

/** A fresh username for each test, so tests don't share accounts. */
function freshName(): string {
  return `Player${String.fromCharCode(97 + (accounts % 26))}x${++accounts}`;
}

async function signUp(jar: CookieJar, username: string, password = "correct horse battery") {
  return jar.json<SignUpAnswer & HttpError>("/api/accounts", { method: "POST", body: { username, password } });
}

async function signIn(jar: CookieJar, username: string, password: string) {
  return jar.json<SessionAnswer & HttpError>("/api/session", { method: "POST", body: { username, password } });
}

describe("signing up and in", () => {
  test("sign-up opens a session in HttpOnly SameSite=Lax cookies, with a bearer token and recovery codes", async () => {
    const jar = new CookieJar(t.url);
    const name = freshName();
    const { status, body } = await signUp(jar, name);
    expect(status).toBe(201);
    expect(body.player).toMatchObject({ name, kind: "account" });
    expect(body.recoveryCodes).toHaveLength(8);
    expect(new Set(body.recoveryCodes).size).toBe(8);
    const session = jar.lastSetCookies.find((line) => line.startsWith("ll_session="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/); // plain HTTP here
    expect(jar.lastSetCookies.find((line) => line.startsWith("ll_csrf="))).not.toMatch(/HttpOnly/);

    // Without a cookie there is no session to find (and no error: a guest's page asks at each load).
    expect((await new CookieJar(t.url).fetch("/api/session")).status).toBe(204);
    // The page finds its session again from the cookie alone, and the bearer works on the API.
    const again = await jar.json<SessionAnswer>("/api/session");
    expect(again.body.player.id).toBe(body.player.id);
    expect(again.body.token).toBe(body.token);
    const me = await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${body.token}` } });
    expect(((await me.json()) as PlayerRecord).id).toBe(body.player.id);
  });

  test("a page's load renews a session past half its life: new end, cookies with it, the same CSRF token", async () => {
    const jar = new CookieJar(t.url);
    const { body } = await signUp(jar, freshName());
    const csrf = jar.cookies.get("ll_csrf");
    // Fresh: the session is not renewed, and no cookie is set again.
    const fresh = await jar.json<SessionAnswer>("/api/session");
    expect(fresh.body.expiresAt).toBe(body.expiresAt);
    expect(jar.lastSetCookies).toEqual([]);

    // As if 20 of its 30 days had gone: 10 days left.
    const session = await t.server.store.liveSession(jar.cookies.get("ll_session")!, "cookie", Date.now());
    await t.server.store.extendSession(session!.id, Date.now(), Date.now() + 10 * 86_400_000);
    const before = Date.now();
    const renewed = await jar.json<SessionAnswer>("/api/session");
    expect(renewed.body.expiresAt).toBeGreaterThanOrEqual(before + 30 * 86_400_000);
    const cookie = jar.lastSetCookies.find((line) => line.startsWith("ll_session="))!;
    expect(Number(cookie.match(/Max-Age=(\d+)/)![1])).toBeGreaterThan(29 * 86_400);
    expect(cookie).toMatch(/HttpOnly/);
    // The page's CSRF token is kept (an open tab's next change still carries the right one).
    expect(jar.cookies.get("ll_csrf")).toBe(csrf);
    expect(jar.lastSetCookies.find((line) => line.startsWith("ll_csrf="))).toMatch(/Max-Age=/);
    expect(renewed.body.token).toBe(body.token);
  });

  test("a second browser signs in with the password; an unknown user and a wrong password get the same answer", async () => {
    const first = new CookieJar(t.url);
    const name = freshName();
    const { body: created } = await signUp(first, name, "a long passphrase");
    const second = new CookieJar(t.url);
    const { status, body } = await signIn(second, name.toLowerCase(), "a long passphrase");
    expect(status).toBe(200);
    expect(body.player.id).toBe(created.player.id);
    expect(body.token).not.toBe(created.token); // a session of its own

    const wrong = await signIn(new CookieJar(t.url), name, "not the passphrase");
    const unknown = await signIn(new CookieJar(t.url), `${name}zz`, "a long passphrase");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe("Wrong username or password.");
  });

  test("a session's bearer token takes a seat at a table over the websocket", async () => {
    const jar = new CookieJar(t.url);
    const name = freshName();
    const { body } = await signUp(jar, name);
    const room = await t.sdk.create("table", { token: body.token, settings: { ruleset: "classic", seats: 2 } });
    const you = await new Promise<{ playerId: string }>((resolve) => room.onMessage("you", resolve));
    expect(you.playerId).toBe(body.player.id);
    await room.leave();
    // Signed out, the same token is refused at the door.
    await jar.fetch("/api/session", { method: "DELETE" });
    await expect(
      t.sdk.create("table", { token: body.token, settings: { ruleset: "classic", seats: 2 } }),
    ).rejects.toThrow(/unauthorized/);
  });
});

describe("names", () => {
  test("a username is refused when taken, or when it only looks like a taken one", async () => {
    expect((await signUp(new CookieJar(t.url), "Ada_Lovelace")).status).toBe(201);
    for (const lookAlike of [
      "ada_lovelace",
      "Ada-Lovelace",
      "AdaLovelace",
      "AdaLoveIace", // a capital i for the l
      "Ada_L0velace", // a zero for the o
      "Ａｄａ_Lovelace", // fullwidth letters (NFKC)
    ]) {
      const { status, body } = await signUp(new CookieJar(t.url), lookAlike);
      expect({ lookAlike, status, code: body.error?.code }).toEqual({ lookAlike, status: 409, code: "name-taken" });
    }
    // Cyrillic letters are not in a username's alphabet at all.
    const cyrillic = await signUp(new CookieJar(t.url), "Аda_Lovelace");
    expect(cyrillic.body.error.code).toBe("invalid-name");
  });

  test("reserved names, bot-like names and names of the wrong length or alphabet are refused, saying why", async () => {
    const cases: [string, RegExp][] = [
      ["admin", /reserved/],
      ["Guest42", /reserved/],
      ["deleted_player", /reserved/],
      ["You", /reserved/],
      ["Expert_bot_2", /bot/],
      ["Heuristicbot", /bot/],
      ["ab", /3 to 20/],
      ["a".repeat(21), /3 to 20/],
      ["has space", /letters/],
      ["_underscore", /letters/],
    ];
    for (const [name, why] of cases) {
      const { status, body } = await signUp(new CookieJar(t.url), name);
      expect({ name, status }).toEqual({ name, status: 400 });
      expect(body.error.message).toMatch(why);
    }
    const short = await signUp(new CookieJar(t.url), freshName(), "short");
    expect(short.body.error.code).toBe("invalid-password");
  });

  test("a guest can't take an account's name or a bot's, and a guest who had it is renamed when an account takes it", async () => {
    await signUp(new CookieJar(t.url), "Grace_Hopper");
    for (const name of [
      "grace hopper",
      "GRACE-HOPPER",
      "Grасe Hopper" /* Cyrillic а, с */,
      "Expert bot 1",
      "Heuristic bot",
    ]) {
      const response = await fetch(`${t.url}/api/guests`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      expect({ name, status: response.status }).toEqual({ name, status: name.includes("bot") ? 400 : 409 });
    }
    const guest = await t.guest("Linus T");
    const renamed = await fetch(`${t.url}/api/me`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${guest.token}` },
      body: JSON.stringify({ name: "Grace Hopper" }),
    });
    expect(renamed.status).toBe(409);

    const early = await t.guest("Margaret H");
    await signUp(new CookieJar(t.url), "Margaret_H");
    const me = (await (
      await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${early.token}` } })
    ).json()) as PlayerRecord;
    expect(me.kind).toBe("guest");
    expect(me.name).toMatch(/^Guest \d{4}$/);
  });
});

describe("names at a table", () => {
  test("a guest's seat and chat lines are marked as a guest's; an account's are not", async () => {
    const jar = new CookieJar(t.url);
    const { body } = await signUp(jar, freshName());
    const guest = await t.guest("Visitor");
    const host = new TableClient(
      await t.sdk.create("table", { token: body.token, settings: { ruleset: "classic", seats: 2 } }),
    );
    const visitor = new TableClient(await t.sdk.joinById(host.room.roomId, { token: guest.token }));
    await host.until(() => host.table.seats[1]?.name === "Visitor", "the guest seated");
    expect(host.table.seats.map((seat) => [seat.name, seat.guest])).toEqual([
      [body.player.name, false],
      ["Visitor", true],
    ]);
    visitor.send("chat", { text: "hi" });
    host.send("chat", { text: "hello" });
    await host.until(() => host.chats.length === 2, "both lines");
    expect(host.chats.map((line) => [line.name, line.kind])).toEqual([
      ["Visitor", "guest"],
      [body.player.name, "account"],
    ]);
    await visitor.room.leave();
    await host.room.leave();
  });
});

describe("a guest turning into an account", () => {
  test("keeps its id, so its games and ratings, and takes its new name; its guest token stops working", async () => {
    const guest = await t.guest("Hedy");
    const settings = TableSettings.parse({ ruleset: "classic", seats: 2 });
    const game: GameRecord = {
      id: "upgrade-game",
      tableId: "upgrade-table",
      ruleset: "classic",
      settings,
      options: {},
      seed: "s",
      first: 0,
      dealVersion: "v0",
      fairDeal: null,
      seats: [
        { kind: "human", playerId: guest.id, name: "Hedy" },
        { kind: "human", playerId: "someone", name: "Someone" },
      ],
      status: "finished",
      winners: [0],
      scores: [4, 1],
      rated: true,
      startedAt: 1,
      endedAt: 2,
    };
    await t.server.store.saveGame(game);
    await t.server.store.saveRatings({
      updates: [{ playerId: guest.id, ruleset: "classic", mu: 30, sigma: 5, won: true }],
      at: Date.now(),
    });

    const jar = new CookieJar(t.url);
    const { status, body } = await jar.json<SignUpAnswer>("/api/accounts", {
      method: "POST",
      body: { username: "Hedy_L", password: "frequency hopping" },
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(status).toBe(201);
    expect(body.player).toMatchObject({ id: guest.id, name: "Hedy_L", kind: "account" });
    const page = (await (await fetch(`${t.url}/api/players/${guest.id}`)).json()) as {
      ratings: { ruleset: string; games: number }[];
    };
    expect(page.ratings).toMatchObject([{ ruleset: "classic", games: 1 }]);
    const games = (await (await fetch(`${t.url}/api/players/${guest.id}/games`)).json()) as { games: GameRecord[] };
    expect(games.games.map((g) => g.id)).toEqual(["upgrade-game"]);
    const old = await fetch(`${t.url}/api/me`, { headers: { authorization: `Bearer ${guest.token}` } });
    expect(old.status).toBe(401);
    // Signed in elsewhere with the new password, it is the same player.
    expect((await signIn(new CookieJar(t.url), "hedy_l", "frequency hopping")).body.player.id).toBe(guest.id);
  });
});

describe("sessions", () => {
  test("signing out ends the session: its cookie and its bearer token no longer open anything", async () => {
    const jar = new CookieJar(t.url);
    const { body } = await signUp(jar, freshName());
    const out = await jar.fetch("/api/session", { method: "DELETE" });
    expect(out.status).toBe(204);
    expect(jar.cookies.size).toBe(0);
    const stale = new CookieJar(t.url);
    expect((await stale.fetch("/api/session", { headers: { authorization: `Bearer ${body.token}` } })).status).toBe(
      401,
    );
  });

  test("a stolen cookie stops working once its session is revoked elsewhere (sign out everywhere)", async () => {
    const name = freshName();
    const laptop = new CookieJar(t.url);
    await signUp(laptop, name);
    const phone = new CookieJar(t.url);
    await signIn(phone, name, "correct horse battery");
    const thief = new CookieJar(t.url);
    for (const [k, v] of phone.cookies) thief.cookies.set(k, v);
    expect((await thief.fetch("/api/session")).status).toBe(200);
    expect((await laptop.fetch("/api/sessions", { method: "DELETE" })).status).toBe(204);
    expect((await thief.fetch("/api/session")).status).toBe(401);
    expect((await phone.fetch("/api/session")).status).toBe(401);
  });

  test("changing the password ends the other sessions and keeps this one", async () => {
    const name = freshName();
    const here = new CookieJar(t.url);
    await signUp(here, name, "first password");
    const there = new CookieJar(t.url);
    await signIn(there, name, "first password");
    const wrong = await here.fetch("/api/account/password", {
      method: "PUT",
      body: { password: "not it at all", newPassword: "second password" },
    });
    expect(wrong.status).toBe(401);
    const changed = await here.fetch("/api/account/password", {
      method: "PUT",
      body: { password: "first password", newPassword: "second password" },
    });
    expect(changed.status).toBe(204);
    expect((await here.fetch("/api/session")).status).toBe(200);
    expect((await there.fetch("/api/session")).status).toBe(401);
    expect((await signIn(new CookieJar(t.url), name, "first password")).status).toBe(401);
    expect((await signIn(new CookieJar(t.url), name, "second password")).status).toBe(200);
  });
});

describe("recovery codes", () => {
  test("one code resets the password once; a used or made-up code fails like an unknown user", async () => {
    const name = freshName();
    const jar = new CookieJar(t.url);
    const { body } = await signUp(jar, name, "forgotten soon");
    const code = body.recoveryCodes[3]!;
    const reset = await new CookieJar(t.url).json<SessionAnswer>("/api/account/recover", {
      method: "POST",
      body: { username: name, code: code.toLowerCase().replace(/-/g, " "), newPassword: "remembered now" },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.player.name).toBe(name);
    expect((await jar.fetch("/api/session")).status).toBe(401); // every old session ended
    expect((await signIn(new CookieJar(t.url), name, "forgotten soon")).status).toBe(401);
    expect((await signIn(new CookieJar(t.url), name, "remembered now")).status).toBe(200);

    const again = await new CookieJar(t.url).json<HttpError>("/api/account/recover", {
      method: "POST",
      body: { username: name, code, newPassword: "third time lucky" },
    });
    const unknown = await new CookieJar(t.url).json<HttpError>("/api/account/recover", {
      method: "POST",
      body: { username: `${name}q`, code, newPassword: "third time lucky" },
    });
    expect(again.status).toBe(401);
    expect(again.body).toEqual(unknown.body);
  });

  test("a new set replaces the old one", async () => {
    const name = freshName();
    const jar = new CookieJar(t.url);
    const { body } = await signUp(jar, name, "password one");
    const fresh = await jar.json<{ recoveryCodes: string[] }>("/api/account/recovery-codes", {
      method: "POST",
      body: { password: "password one" },
    });
    expect(fresh.body.recoveryCodes).toHaveLength(8);
    const old = await new CookieJar(t.url).fetch("/api/account/recover", {
      method: "POST",
      body: { username: name, code: body.recoveryCodes[0], newPassword: "password two" },
    });
    expect(old.status).toBe(401);
    const ok = await new CookieJar(t.url).fetch("/api/account/recover", {
      method: "POST",
      body: { username: name, code: fresh.body.recoveryCodes[0], newPassword: "password two" },
    });
    expect(ok.status).toBe(200);
  });
});

describe("CSRF", () => {
  test("a change made with the session cookie needs the CSRF token; reading does not", async () => {
    const jar = new CookieJar(t.url);
    await signUp(jar, freshName());
    expect((await jar.fetch("/api/session", { csrf: false })).status).toBe(200);
    const bare = await jar.json<HttpError>("/api/session", { method: "DELETE", csrf: false });
    expect(bare.status).toBe(403);
    expect(bare.body.error.code).toBe("csrf-failed");
    const forged = await jar.fetch("/api/session", {
      method: "DELETE",
      csrf: false,
      headers: { "x-csrf-token": "guessed" },
    });
    expect(forged.status).toBe(403);
    expect((await jar.fetch("/api/session")).status).toBe(200); // still signed in
  });

  test("another site's page can't post here, not even to sign in", async () => {
    const name = freshName();
    const jar = new CookieJar(t.url);
    await signUp(jar, name);
    for (const [method, path, body] of [
      ["POST", "/api/session", { username: name, password: "correct horse battery" }],
      ["DELETE", "/api/account", { password: "correct horse battery" }],
      ["PUT", "/api/me", { name: "Mallory" }],
    ] as const) {
      const response = await jar.fetch(path, { method, body, headers: { origin: "https://evil.example" } });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    const sameSite = await jar.fetch("/api/session", {
      method: "POST",
      body: { username: name, password: "correct horse battery" },
      headers: { origin: t.url },
    });
    expect(sameSite.status).toBe(200);
  });
});

describe("deleting an account", () => {
  test("needs the password; its games stay, under 'deleted player', and it can't sign in again", async () => {
    const name = freshName();
    const jar = new CookieJar(t.url);
    const { body } = await signUp(jar, name, "delete me please");
    const settings = TableSettings.parse({ ruleset: "classic", seats: 2 });
    await t.server.store.saveGame({
      id: `deleted-${name}`,
      tableId: `deleted-table-${name}`,
      ruleset: "classic",
      settings,
      options: {},
      seed: "s",
      first: 0,
      dealVersion: "v0",
      fairDeal: null,
      seats: [
        { kind: "human", playerId: body.player.id, name },
        { kind: "bot", strength: "random", name: "Random bot 2" },
      ],
      status: "finished",
      winners: [1],
      scores: [0, 4],
      rated: false,
      startedAt: 5,
      endedAt: 6,
    });
    expect((await jar.fetch("/api/account", { method: "DELETE", body: { password: "wrong one!" } })).status).toBe(401);
    expect((await jar.fetch("/api/account", { method: "DELETE", body: { password: "delete me please" } })).status).toBe(
      204,
    );
    const game = (await (await fetch(`${t.url}/api/games/deleted-${name}`)).json()) as { game: GameRecord };
    expect(game.game.seats[0]).toEqual({ kind: "human", playerId: body.player.id, name: "deleted player" });
    const player = (await (await fetch(`${t.url}/api/players/${body.player.id}`)).json()) as { player: PlayerRecord };
    expect(player.player).toMatchObject({ name: "deleted player", kind: "deleted" });
    expect((await signIn(new CookieJar(t.url), name, "delete me please")).status).toBe(401);
    expect(
      (await new CookieJar(t.url).fetch("/api/me", { headers: { authorization: `Bearer ${body.token}` } })).status,
    ).toBe(401);
  });
});

describe("passkeys (the ceremonies themselves are in packages/web/test/passkeys.test.ts)", () => {
  test("adding one needs a session; signing in needs the challenge this browser was given, and a known passkey", async () => {
    expect((await new CookieJar(t.url).fetch("/api/passkeys/registration", { method: "POST" })).status).toBe(401);
    const stranger = await new CookieJar(t.url).json<HttpError>("/api/passkeys/sign-in", {
      method: "POST",
      body: { response: { id: "made-up" } },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.message).toMatch(/expired or was not begun here/);

    const jar = new CookieJar(t.url);
    const options = await jar.json<{ challenge: string; rpId: string }>("/api/passkeys/sign-in-options", {
      method: "POST",
    });
    expect(options.body.rpId).toBe("127.0.0.1");
    expect(jar.lastSetCookies[0]).toMatch(/^ll_passkey=.*HttpOnly/);
    const unknown = await jar.json<HttpError>("/api/passkeys/sign-in", {
      method: "POST",
      body: { response: { id: "made-up", rawId: "made-up", type: "public-key", response: {} } },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe("That passkey did not sign you in.");
  });

  test("a ceremony's challenge is sealed for its purpose and its time", () => {
    const sealed = sealChallenge("secret", "abc", "sign-in", 2_000);
    expect(openChallenge("secret", sealed, "sign-in", 1_999)).toBe("abc");
    expect(openChallenge("secret", sealed, "sign-in", 2_000)).toBeNull(); // expired
    expect(openChallenge("secret", sealed, "register:someone", 1_000)).toBeNull(); // another purpose
    expect(openChallenge("other secret", sealed, "sign-in", 1_000)).toBeNull(); // another deployment
    expect(openChallenge("secret", sealed.replace("abc", "abd"), "sign-in", 1_000)).toBeNull(); // tampered
  });
});
