// An account's language over HTTP, against a real server: none until chosen, kept for the account
// so a second browser signing in is told it with its session, a bad language refused with what is
// allowed, and a guest (no session) refused.
import type { AccountLanguage, HttpError, SessionAnswer, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
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
  const username = `Polyglot${String.fromCharCode(97 + (accounts % 26))}x${++accounts}`;
  const { body } = await jar.json<SignUpAnswer>("/api/accounts", {
    method: "POST",
    body: { username, password: PASSWORD },
  });
  return { jar, username, answer: body };
}

const choose = (jar: CookieJar, body: unknown) =>
  jar.json<AccountLanguage & HttpError>("/api/account/language", { method: "PUT", body });

describe("an account's language", () => {
  test("is none until chosen, then comes with every session of the account, on every device", async () => {
    const { jar, username, answer } = await newAccount();
    expect(answer.locale).toBeNull();
    expect((await choose(jar, { locale: "de" })).body).toEqual({ locale: "de" });
    expect((await jar.json<SessionAnswer>("/api/session")).body.locale).toBe("de");

    const phone = new CookieJar(t.url);
    const signedIn = await phone.json<SessionAnswer>("/api/session", {
      method: "POST",
      body: { username, password: PASSWORD },
    });
    expect(signedIn.body.locale).toBe("de");
    expect((await choose(phone, { locale: "ja" })).body).toEqual({ locale: "ja" });
    expect((await jar.json<SessionAnswer>("/api/session")).body.locale).toBe("ja");
  });

  test("refuses a language the pages are not written in, and keeps the one chosen", async () => {
    const { jar } = await newAccount();
    await choose(jar, { locale: "fr" });
    for (const body of [{ locale: "xx" }, { locale: "pt" }, {}, null]) {
      const refused = await choose(jar, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("invalid-message");
      expect(refused.body.error.message).toContain("pt-BR");
    }
    expect((await jar.json<SessionAnswer>("/api/session")).body.locale).toBe("fr");
  });

  test("is an account's: without a session it is refused", async () => {
    const stranger = new CookieJar(t.url);
    const refused = await choose(stranger, { locale: "ko" });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("unauthorized");
  });
});
