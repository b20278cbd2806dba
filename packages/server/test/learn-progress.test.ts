// An account's /learn progress over HTTP, against a real server: kept for the account (so a second
// browser signed in sees it), added to but never taken away, a guest's progress merged in, bad
// bodies refused with what is wrong, guests told where theirs is, a limit per account, and the
// progress gone with the account.
import type { HttpError, LearnProgress, SignUpAnswer } from "@loveletter/protocol";
import { MAX_LEARN_STEPS } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LEARN_REQUESTS } from "../src/http/learn-api.js";
import { CookieJar } from "./support/browser-jar.js";
import { startTestServer, type TestServer } from "./support/server.js";

let t: TestServer;
let accounts = 0;
const PASSWORD = "correct horse battery";

beforeAll(async () => {
  t = await startTestServer({
    httpRateLimits: { signInsPerHour: 1000, signInsPerUsernamePerHour: 1000, accountsPerHour: 1000 },
  });
});
afterAll(() => t.close());

async function newAccount(): Promise<{ jar: CookieJar; username: string; answer: SignUpAnswer }> {
  const jar = new CookieJar(t.url);
  const username = `Learner${String.fromCharCode(97 + (accounts % 26))}x${++accounts}`;
  const { body } = await jar.json<SignUpAnswer>("/api/accounts", {
    method: "POST",
    body: { username, password: PASSWORD },
  });
  return { jar, username, answer: body };
}

const add = (jar: CookieJar, body: unknown) =>
  jar.json<LearnProgress & HttpError>("/api/account/learn", { method: "PUT", body });
const read = (jar: CookieJar) => jar.json<LearnProgress & HttpError>("/api/account/learn");

describe("an account's learning progress", () => {
  test("starts empty, keeps what is added, and another browser signed in to the account sees it", async () => {
    const { jar, username } = await newAccount();
    expect((await read(jar)).body).toEqual({ done: [], offerDismissed: false });
    expect((await add(jar, { done: ["guided"] })).body).toEqual({ done: ["guided"], offerDismissed: false });
    expect((await add(jar, { done: ["spy", "guided"], offerDismissed: true })).body).toEqual({
      done: ["guided", "spy"],
      offerDismissed: true,
    });

    const phone = new CookieJar(t.url);
    expect((await phone.json("/api/session", { method: "POST", body: { username, password: PASSWORD } })).status).toBe(
      200,
    );
    expect((await read(phone)).body).toEqual({ done: ["guided", "spy"], offerDismissed: true });
  });

  test("is only ever added to: an empty body or offerDismissed false undoes nothing", async () => {
    const { jar } = await newAccount();
    await add(jar, { done: ["chancellor"], offerDismissed: true });
    expect((await add(jar, {})).body).toEqual({ done: ["chancellor"], offerDismissed: true });
    expect((await add(jar, { done: [], offerDismissed: false })).body).toEqual({
      done: ["chancellor"],
      offerDismissed: true,
    });
  });

  test("a guest's progress merges in when it signs up, through the session's bearer token", async () => {
    const guest = await t.guest("Ada L");
    const jar = new CookieJar(t.url);
    const { body: account } = await jar.json<SignUpAnswer>("/api/accounts", {
      method: "POST",
      headers: { authorization: `Bearer ${guest.token}` },
      body: { username: `Ada_L${++accounts}`, password: PASSWORD },
    });
    expect(account.player.id).toBe(guest.id);
    const merged = await fetch(`${t.url}/api/account/learn`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ done: ["guided", "jester"], offerDismissed: false }),
    });
    expect(await merged.json()).toEqual({ done: ["guided", "jester"], offerDismissed: false });
    expect([...(await read(jar)).body.done].sort()).toEqual(["guided", "jester"]);
  });

  test("refuses a body it cannot keep, saying what is wrong, and keeps what was there", async () => {
    const { jar } = await newAccount();
    await add(jar, { done: ["guided"] });
    const refusals: [unknown, RegExp][] = [
      [["guided"], /must be a JSON object/],
      [{ done: "guided" }, /'done' must be a list of step ids/],
      [{ done: ["Guided!"] }, /"Guided!" is not a step id/],
      [{ done: [7] }, /7 is not a step id/],
      [{ done: ["x".repeat(41)] }, /is not a step id/],
      [{ done: Array.from({ length: MAX_LEARN_STEPS + 1 }, (_, i) => `s${i}`) }, /at most 64 steps/],
      [{ offerDismissed: "yes" }, /'offerDismissed' must be true or false/],
    ];
    for (const [body, message] of refusals) {
      const { status, body: answer } = await add(jar, body);
      expect({ body, status }).toEqual({ body, status: 400 });
      expect(answer.error.code).toBe("invalid-message");
      expect(answer.error.message).toMatch(message);
    }
    // More steps in all than a progress holds: refused, nothing added.
    await add(jar, { done: Array.from({ length: MAX_LEARN_STEPS - 1 }, (_, i) => `step-${i}`) });
    const over = await add(jar, { done: ["one-more", "and-another"] });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toMatch(/at most 64 steps; this would make it 66/);
    expect((await read(jar)).body.done).toHaveLength(MAX_LEARN_STEPS);
  });

  test("a change needs the CSRF header with the cookie; a guest or nobody is told where their progress is", async () => {
    const { jar } = await newAccount();
    const forged = await jar.json<HttpError>("/api/account/learn", {
      method: "PUT",
      body: { done: ["spy"] },
      csrf: false,
    });
    expect(forged.status).toBe(403);
    expect((await read(jar)).body.done).toEqual([]);

    const guest = await t.guest("Grace H");
    const asGuest = await fetch(`${t.url}/api/account/learn`, { headers: { authorization: `Bearer ${guest.token}` } });
    expect(asGuest.status).toBe(401);
    expect(((await asGuest.json()) as HttpError).error.message).toBe(
      "A guest's learning progress stays in its browser: only an account's is kept here.",
    );
    expect((await new CookieJar(t.url).json<HttpError>("/api/account/learn")).status).toBe(401);
  });

  test(`answers 429 with Retry-After past ${LEARN_REQUESTS.capacity} requests a minute, per account`, async () => {
    const { jar } = await newAccount();
    for (let i = 0; i < LEARN_REQUESTS.capacity; i++) expect((await read(jar)).status).toBe(200);
    const refused = await jar.fetch("/api/account/learn");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not held back by it.
    expect((await read((await newAccount()).jar)).status).toBe(200);
  });

  test("goes with the account when it is deleted", async () => {
    const { jar, answer } = await newAccount();
    await add(jar, { done: ["guided"], offerDismissed: true });
    expect((await jar.fetch("/api/account", { method: "DELETE", body: { password: PASSWORD } })).status).toBe(204);
    expect(await t.server.store.learnProgress(answer.player.id)).toEqual({ done: [], offerDismissed: false });
  });
});
