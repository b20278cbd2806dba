// Accounts behind their server's settings: sign-in limits, and cookies over HTTPS. Each test starts
// a server of its own (one at a time: Colyseus's matchmaker is one per process).
import type { HttpError, SessionAnswer, SignUpAnswer } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { startTestServer } from "./support/server.js";

async function signUp(jar: CookieJar, username: string, password = "correct horse battery") {
  return jar.json<SignUpAnswer & HttpError>("/api/accounts", { method: "POST", body: { username, password } });
}

async function signIn(jar: CookieJar, username: string, password: string) {
  return jar.json<SessionAnswer & HttpError>("/api/session", { method: "POST", body: { username, password } });
}

describe("cookies", () => {
  test("over HTTPS (through a trusted proxy) the cookies are Secure", async () => {
    const secure = await startTestServer({ trustedProxies: 1 });
    try {
      const jar = new CookieJar(secure.url);
      await jar.fetch("/api/accounts", {
        method: "POST",
        body: { username: "Secured", password: "secure enough" },
        headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" },
      });
      expect(jar.lastSetCookies.length).toBe(2);
      for (const line of jar.lastSetCookies) expect(line).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });
});

describe("sign-in limits", () => {
  test("per username, from any address, and per address; refusals say when to try again", async () => {
    const limited = await startTestServer({
      httpRateLimits: { signInsPerHour: 8, signInsPerUsernamePerHour: 3 },
    });
    try {
      await signUp(new CookieJar(limited.url), "Target_User", "the real password");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await signIn(new CookieJar(limited.url), "target_user", `guess ${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      // Even the right password waits now: the username is out of tries for the hour.
      const right = await new CookieJar(limited.url).fetch("/api/session", {
        method: "POST",
        body: { username: "Target_User", password: "the real password" },
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
      // Unknown usernames are limited alike, and the address's own limit stops a spray over many names.
      const spray: number[] = [];
      for (let i = 0; i < 4; i++) spray.push((await signIn(new CookieJar(limited.url), `nobody${i}`, "x")).status);
      expect(spray).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe("password checks behind a session", () => {
  test("changing the password, new recovery codes and deleting the account count as sign-in attempts", async () => {
    const limited = await startTestServer({ httpRateLimits: { signInsPerHour: 4, signInsPerUsernamePerHour: 100 } });
    try {
      const jar = new CookieJar(limited.url);
      await signUp(jar, "Session_Holder", "the real password");
      const statuses: number[] = [];
      const tries = [
        { path: "/api/account/password", method: "PUT", body: { password: "guess 1", newPassword: "whatever it is" } },
        { path: "/api/account/recovery-codes", method: "POST", body: { password: "guess 2" } },
        { path: "/api/account", method: "DELETE", body: { password: "guess 3" } },
        { path: "/api/account/password", method: "PUT", body: { password: "guess 4", newPassword: "whatever it is" } },
        { path: "/api/account/password", method: "PUT", body: { password: "guess 5", newPassword: "whatever it is" } },
      ];
      for (const { path, method, body } of tries) statuses.push((await jar.fetch(path, { method, body })).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      // The right password waits out the hour too, and the session itself is untouched.
      const right = await jar.fetch("/api/account/password", {
        method: "PUT",
        body: { password: "the real password", newPassword: "a new password" },
      });
      expect(right.status).toBe(429);
      expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await jar.fetch("/api/session")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
