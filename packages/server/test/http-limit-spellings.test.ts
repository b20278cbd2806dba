// Every HTTP rate limit is decided on what the router routes and the handler reads (issue 38): a
// hostile client that spells a limited path another way (dot segments, %2e, a backslash), sends its
// sign-in as a form, or escapes a JSON key still spends the same budget, and nothing gets through
// once a limit has answered 429.
import { request } from "node:http";
import { describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "./support/server.js";

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly retryAfter: string | undefined;
}

/** A raw request over loopback: the target is sent exactly as written (fetch would normalise it). */
function send(
  t: TestServer,
  method: string,
  path: string,
  body?: string,
  contentType = "application/json",
): Promise<Answer> {
  const { port } = new URL(t.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method, path, headers: body === undefined ? {} : { "content-type": contentType } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          text += d;
        });
        res.on("end", () => resolve({ status: res.statusCode!, text, retryAfter: res.headers["retry-after"] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** The spellings of `/api/<rest>` a client may send, each routed by the router to `/api/<rest>` or refused. */
function spellings(rest: string): string[] {
  const [first, ...others] = rest.split("/");
  const tail = [first, ...others].join("/");
  return [
    `/api/./${tail}`,
    `/api/%2e/${tail}`,
    `/api/%2E/${tail}`,
    `/api/x/../${tail}`,
    `/api/x/%2e%2e/${tail}`,
    `/api/x/.%2E/${tail}`,
    `/./api/${tail}`,
    `/x/../api/${tail}`,
    `/api\\${tail}`,
    `/api//${tail}`,
    `/api/${tail}/`,
    `/api/${tail}?again=1`,
  ];
}

const RIGHT_PASSWORD = "the real password";

describe("a limit holds through every spelling of its path", () => {
  test("sign-ins per username: after the 429, no spelling tries a password, not even the right one", async () => {
    const t = await startTestServer({ httpRateLimits: { signInsPerHour: 1000, signInsPerUsernamePerHour: 2 } });
    try {
      const signUp = await send(
        t,
        "POST",
        "/api/accounts",
        JSON.stringify({ username: "Target", password: RIGHT_PASSWORD }),
      );
      expect(signUp.status).toBe(201);
      const wrong = JSON.stringify({ username: "target", password: "a guess" });
      expect((await send(t, "POST", "/api/session", wrong)).status).toBe(401);
      expect((await send(t, "POST", "/api/session", wrong)).status).toBe(401);
      expect((await send(t, "POST", "/api/session", wrong)).status).toBe(429);
      const right = JSON.stringify({ username: "Target", password: RIGHT_PASSWORD });
      const through: string[] = [];
      for (const path of spellings("session"))
        for (const body of [wrong, right]) {
          const answer = await send(t, "POST", path, body);
          // 429 where the router would route it, 404 where it wouldn't: never a password checked.
          if (answer.status !== 429 && answer.status !== 404) through.push(`${path} ${answer.status}`);
        }
      expect(through).toEqual([]);
      // The recovery codes share the sign-ins' limit, through their own spellings too.
      const recover = JSON.stringify({ username: "Target", code: "aaaa-bbbb", newPassword: "another one" });
      for (const path of ["/api/account/recover", ...spellings("account/recover")])
        expect([429, 404]).toContain((await send(t, "POST", path, recover)).status);
    } finally {
      await t.close();
    }
  });

  test("sign-ins per address, guests, sign-ups and join-code lookups: 429 with Retry-After on every routed spelling", async () => {
    const t = await startTestServer({
      httpRateLimits: {
        signInsPerHour: 1,
        signInsPerUsernamePerHour: 1000,
        guestsPerHour: 1,
        accountsPerHour: 1,
        codeLookupsPerMinute: 1,
      },
    });
    try {
      const cases = [
        { path: "session", body: () => JSON.stringify({ username: `nobody${Math.random()}`, password: "x" }) },
        { path: "guests", body: () => JSON.stringify({ name: "Mallory" }) },
        {
          path: "accounts",
          body: () =>
            JSON.stringify({
              username: `u${Date.now() % 1e6}${Math.floor(Math.random() * 1e4)}`,
              password: "long enough password",
            }),
        },
        { path: "tables/code/ABCDEF", body: () => undefined },
      ];
      const through: string[] = [];
      for (const { path, body } of cases) {
        const method = body() === undefined ? "GET" : "POST";
        const first = await send(t, method, `/api/${path}`, body());
        expect(first.status, path).not.toBe(429);
        const refused = await send(t, method, `/api/${path}`, body());
        expect(refused.status, path).toBe(429);
        expect(Number(refused.retryAfter), path).toBeGreaterThan(0);
        for (const spelled of spellings(path)) {
          const answer = await send(t, method, spelled, body());
          if (answer.status !== 429 && answer.status !== 404) through.push(`${method} ${spelled} ${answer.status}`);
        }
      }
      expect(through).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe("a limit counts the body as its endpoint reads it", () => {
  test("form-encoded sign-ins count against the username's limit", async () => {
    const t = await startTestServer({ httpRateLimits: { signInsPerHour: 1000, signInsPerUsernamePerHour: 3 } });
    try {
      await send(t, "POST", "/api/accounts", JSON.stringify({ username: "Target", password: RIGHT_PASSWORD }));
      const form = "application/x-www-form-urlencoded";
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await send(t, "POST", "/api/session", `username=target&password=guess${i}`, form)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const right = `username=Target&password=${encodeURIComponent(RIGHT_PASSWORD)}`;
      expect((await send(t, "POST", "/api/session", right, form)).status).toBe(429);
      // Nor a JSON body behind a byte-order mark, which a JSON reader skips.
      const bom = `\uFEFF${JSON.stringify({ username: "Target", password: RIGHT_PASSWORD })}`;
      expect((await send(t, "POST", "/api/session", bom)).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  test("a body that is not valid JSON is refused with 400, before any limit or handler", async () => {
    const t = await startTestServer();
    try {
      const answer = await send(t, "POST", "/api/session", '{"username": "Target", ');
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({
        error: { code: "invalid-message", message: "The body is not valid JSON." },
      });
    } finally {
      await t.close();
    }
  });

  test("join codes through matchmaking count with a JSON-escaped key, as a form, and through a spelled path", async () => {
    const t = await startTestServer({ httpRateLimits: { guestsPerHour: 60, codeLookupsPerMinute: 3 } });
    try {
      const host = await t.guest("Host");
      const table = await t.sdk.create("table", {
        token: host.token,
        settings: { ruleset: "classic", seats: 2, visibility: "private" },
      });
      const code = await new Promise<string>((resolve) => {
        table.onMessage("you", (you: { code?: string | null }) => {
          if (you.code) resolve(you.code);
        });
      });
      const guesser = await t.guest("Mallory");
      const escaped = (guess: string) =>
        `{"token": ${JSON.stringify(guesser.token)}, "c\\u006fde": ${JSON.stringify(guess)}}`;
      const tries: number[] = [];
      for (let i = 0; i < 3; i++)
        tries.push((await send(t, "POST", `/matchmake/joinById/${table.roomId}`, escaped(`GUESS${i}`))).status);
      expect(tries.includes(429)).toBe(false);
      const form = `token=${encodeURIComponent(guesser.token)}&code=${code}`;
      const after = [
        await send(t, "POST", `/matchmake/joinById/${table.roomId}`, escaped(code)),
        await send(t, "POST", `/matchmake/joinById/${table.roomId}`, form, "application/x-www-form-urlencoded"),
        await send(t, "POST", `/matchmake/./joinById/${table.roomId}`, escaped(code)),
        await send(t, "POST", `/matchmake/x/%2e%2e/joinById/${table.roomId}`, escaped(code)),
      ];
      expect(after.map((answer) => answer.status)).toEqual([429, 429, 429, 429]);
      expect(JSON.parse(after[0]!.text).error).toMatch(/^rate-limited: /);
      await table.leave();
    } finally {
      await t.close();
    }
  });
});
