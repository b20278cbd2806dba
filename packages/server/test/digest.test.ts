import type { EmailAnswer, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { ManualClock } from "./support/manual-clock.js";
import { startTestServer, type TestServer } from "./support/server.js";
import { TestSmtpServer } from "./support/smtp.js";

// The daily e-mail digest, sent through nodemailer to a real SMTP server on loopback: an account
// adds an address and confirms it by the link it is sent; then at most one digest a day lists the
// tables waiting for its move; one-click unsubscribe (RFC 8058) and the footer's link stop it.

const HOUR = 3_600_000;
const SITE = "https://loveletter.example.org";

let smtp: TestSmtpServer;
let clock: ManualClock;
let t: TestServer;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  clock = new ManualClock(Date.UTC(2026, 11, 1, 8));
  t = await startTestServer({
    notifications: { clock, smtpUrl: smtp.url, mailFrom: "Love Letter <games@example.org>", siteUrl: SITE },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const notify = () => t.server.notifications.notifications;

/** Moves the clock on, through every hourly check on the way, each finished. */
async function pass(ms: number): Promise<void> {
  for (let done = 0; done < ms; done += HOUR) {
    await clock.advance(Math.min(HOUR, ms - done));
    await t.server.notifications.digest!.idle();
  }
}

async function account(username: string): Promise<{ jar: CookieJar; id: string }> {
  const jar = new CookieJar(t.url);
  const created = await jar.json<SignUpAnswer>("/api/accounts", {
    method: "POST",
    body: { username, password: "a good password" },
  });
  expect(created.status).toBe(201);
  return { jar, id: created.body.player.id };
}

/** Adds an address and follows the link the confirmation e-mail brings; returns that e-mail. */
async function confirmed(jar: CookieJar, address: string) {
  const set = await jar.json<EmailAnswer>("/api/account/email", { method: "PUT", body: { address } });
  expect(set.body).toEqual({ available: true, email: { address, confirmed: false, digest: true } });
  const mail = smtp.mailsTo(address).at(-1)!;
  const link = /https:\/\/\S+\/email\/confirm\?token=\S+/.exec(mail.text)![0];
  const token = new URL(link).searchParams.get("token");
  const done = await jar.json<EmailAnswer>("/api/email/confirm", { method: "POST", body: { token } });
  expect(done.body.email).toEqual({ address, confirmed: true, digest: true });
  return mail;
}

describe("the e-mail digest", () => {
  test("an address is confirmed by the link sent to it; then one digest a day lists the games waiting", async () => {
    const ann = await account("Digest_Ann");
    const mail = await confirmed(ann.jar, "ann@example.org");
    expect(mail.subject).toBe("Confirm your e-mail address for Love Letter");
    expect(mail.headers.get("from")).toBe("Love Letter <games@example.org>");
    expect(mail.text).toContain("Hello Digest_Ann,");
    expect(mail.text).toContain(`${SITE}/email/confirm?token=`);

    for (const table of ["t-1", "t-2", "t-3"])
      await notify().notify(ann.id, "your-turn", table, { title: `Table ${table}`, deadline: null });
    await notify().notify(ann.id, "invited", "t-9", {
      from: { playerId: "x", name: "X" },
      title: "Not a turn",
      code: null,
    });
    expect(smtp.mailsTo("ann@example.org")).toHaveLength(1);
    await pass(HOUR);
    const digests = smtp.mailsTo("ann@example.org").slice(1);
    expect(digests).toHaveLength(1);
    const digest = digests[0]!;
    expect(digest.subject).toBe("3 games are waiting for you on Love Letter");
    expect(digest.text).toContain("It is your move at 3 games on Love Letter:");
    for (const table of ["t-1", "t-2", "t-3"])
      expect(digest.text).toContain(`- Table ${table}, your move for 1 hour: ${SITE}/t/${table}`);
    expect(digest.text).not.toContain("Not a turn");
    expect(digest.headers.get("list-unsubscribe")).toMatch(
      new RegExp(`^<${SITE}/api/email/unsubscribe\\?token=[\\w-]+>$`),
    );
    expect(digest.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    // One played, two still waiting: nothing more that day, then the next day's lists the two.
    await notify().clear(ann.id, "your-turn", "t-1");
    await pass(23 * HOUR);
    expect(smtp.mailsTo("ann@example.org")).toHaveLength(2);
    await pass(HOUR);
    const next = smtp.mailsTo("ann@example.org").at(-1)!;
    expect(smtp.mailsTo("ann@example.org")).toHaveLength(3);
    expect(next.subject).toBe("2 games are waiting for you on Love Letter");
    expect(next.text).toContain("your move for 24 hours");
    expect(next.text).not.toContain("t-1");

    // Nothing waiting: no digest.
    await notify().clear(ann.id, "your-turn");
    await pass(48 * HOUR);
    expect(smtp.mailsTo("ann@example.org")).toHaveLength(3);
  }, 60_000);

  test("a turn that has just come is not mailed; one waiting an hour is", async () => {
    const bo = await account("Digest_Bo");
    await confirmed(bo.jar, "bo@example.org");
    await pass(30 * 60_000);
    await notify().notify(bo.id, "your-turn", "b-1", { title: "Bo's game", deadline: null });
    await pass(30 * 60_000);
    expect(smtp.mailsTo("bo@example.org")).toHaveLength(1);
    await pass(HOUR);
    expect(smtp.mailsTo("bo@example.org").at(-1)!.subject).toBe("1 game is waiting for you on Love Letter");
  });

  test("one-click unsubscribe as a mail program does it (RFC 8058), and the footer's page undoes it", async () => {
    const cy = await account("Digest_Cy");
    await confirmed(cy.jar, "cy@example.org");
    await notify().notify(cy.id, "your-turn", "c-1", { title: "Cy's game", deadline: null });
    await pass(HOUR);
    const digest = smtp.mailsTo("cy@example.org").at(-1)!;
    const url = digest.headers.get("list-unsubscribe")!.slice(1, -1);
    // The mail program's POST: form-encoded, no cookie, from no page.
    const oneClick = await fetch(url.replace(SITE, t.url), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ address: "cy@example.org", digest: false });
    expect((await cy.jar.json<EmailAnswer>("/api/account/email")).body.email?.digest).toBe(false);
    await pass(48 * HOUR);
    expect(smtp.mailsTo("cy@example.org")).toHaveLength(2);

    // A mail program that only opens the address is sent to the page that does it.
    const opened = await fetch(url.replace(SITE, t.url), { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toMatch(/^\/email\/unsubscribe\?token=/);

    const token = new URL(url).searchParams.get("token");
    const again = await fetch(`${t.url}/api/email/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    });
    expect(await again.json()).toEqual({ address: "cy@example.org", digest: true });
    await pass(HOUR);
    expect(smtp.mailsTo("cy@example.org")).toHaveLength(3);
    expect((await fetch(`${t.url}/api/email/unsubscribe?token=nobody`, { method: "POST" })).status).toBe(404);
  }, 60_000);

  test("only accounts, only addresses, only confirmed ones; the account can turn it off and remove it", async () => {
    const guest = await t.guest("Dee");
    const refused = await fetch(`${t.url}/api/account/email`, {
      method: "PUT",
      headers: { authorization: `Bearer ${guest.token}`, "content-type": "application/json" },
      body: JSON.stringify({ address: "dee@example.org" }),
    });
    expect(refused.status).toBe(401);

    const dee = await account("Digest_Dee");
    for (const address of [
      "",
      "dee",
      "dee@",
      "@example.org",
      "dee@example",
      "dee example@x.org",
      "a<b>@x.org",
      `${"x".repeat(250)}@x.org`,
    ])
      expect((await dee.jar.fetch("/api/account/email", { method: "PUT", body: { address } })).status, address).toBe(
        400,
      );
    await dee.jar.fetch("/api/account/email", { method: "PUT", body: { address: "dee@example.org" } });
    // Not confirmed: no digest, and it can't be turned on or off yet.
    await notify().notify(dee.id, "your-turn", "d-1", { title: "Dee's game", deadline: null });
    await pass(2 * HOUR);
    expect(smtp.mailsTo("dee@example.org")).toHaveLength(1);
    expect((await dee.jar.fetch("/api/account/email/digest", { method: "PUT", body: { digest: false } })).status).toBe(
      404,
    );
    expect((await dee.jar.fetch("/api/email/confirm", { method: "POST", body: { token: "wrong" } })).status).toBe(404);

    const mail = smtp.mailsTo("dee@example.org")[0]!;
    const token = new URL(/https:\/\/\S+/.exec(mail.text)![0]).searchParams.get("token");
    // The link works for 48 hours (2 have gone).
    await pass(45 * HOUR);
    expect((await dee.jar.fetch("/api/email/confirm", { method: "POST", body: { token } })).status).toBe(200);
    const off = await dee.jar.json<EmailAnswer>("/api/account/email/digest", {
      method: "PUT",
      body: { digest: false },
    });
    expect(off.body.email?.digest).toBe(false);
    await pass(2 * HOUR);
    expect(smtp.mailsTo("dee@example.org")).toHaveLength(1);
    expect((await dee.jar.fetch("/api/account/email", { method: "DELETE" })).status).toBe(204);
    expect((await dee.jar.json<EmailAnswer>("/api/account/email")).body).toEqual({ available: true, email: null });
  }, 60_000);
});

describe("without SMTP", () => {
  test("the server sends no e-mail and says so", async () => {
    const plain = await startTestServer();
    try {
      const jar = new CookieJar(plain.url);
      await jar.fetch("/api/accounts", {
        method: "POST",
        body: { username: "No_Mail_Eve", password: "a good password" },
      });
      expect((await jar.json<EmailAnswer>("/api/account/email")).body).toEqual({ available: false, email: null });
      const refused = await jar.json<{ error: { code: string } }>("/api/account/email", {
        method: "PUT",
        body: { address: "eve@example.org" },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("not-configured");
    } finally {
      await plain.close();
    }
  });
});
