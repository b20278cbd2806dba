// A passkey that can't be added (issue 38): whatever a client sends as its registration, it is told
// one fixed sentence, never the library's exception ("Cannot destructure property 'id'..."), and
// the server's log keeps what went wrong.
import { Writable } from "node:stream";
import type { HttpError, SignUpAnswer } from "@loveletter/protocol";
import { pino } from "pino";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CookieJar } from "./support/browser-jar.js";
import { startTestServer, type TestServer } from "./support/server.js";

const lines: { msg: string; err?: { message?: string } }[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ logger: pino({ level: "info" }, sink) });
});
afterAll(async () => {
  await t?.close();
});

test("every malformed passkey registration gets the same sentence; the details are in the log", async () => {
  const jar = new CookieJar(t.url);
  const created = await jar.json<SignUpAnswer>("/api/accounts", {
    method: "POST",
    body: { username: "Passkey_Prober", password: "one password" },
  });
  expect(created.status).toBe(201);
  expect((await jar.fetch("/api/passkeys/registration", { method: "POST" })).status).toBe(200);

  const malformed: unknown[] = [
    null,
    "a string",
    {},
    { id: 1 },
    { id: "x", rawId: "x", type: "public-key" },
    { id: "x", rawId: "x", type: "public-key", response: { clientDataJSON: "!!", attestationObject: "??" } },
  ];
  const messages = new Set<string>();
  for (const response of malformed) {
    lines.length = 0;
    const answer = await jar.json<HttpError>("/api/passkeys", { method: "POST", body: { response } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("invalid-message");
    messages.add(answer.body.error.message);
    const logged = lines.find((line) => line.msg.startsWith("a passkey could not be added"));
    expect(logged, JSON.stringify(response)).toBeDefined();
  }
  expect([...messages]).toEqual(["That passkey could not be added. Try again, or use another device."]);
});
