// Per-address limits of the HTTP API: one client made 2,000 guests in 19 s, and guessed join codes at
// 720 a second without ever being refused.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { AddressLimits } from "../src/http/address-limits.js";
import { addressKey } from "../src/http/client-address.js";
import { startTestServer, type TestServer } from "./support/server.js";

/** A clock the test moves by hand. */
function manualClock() {
  let now = 1_000_000;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe("a bucket per address", () => {
  test("refuses past its burst, and gives one action back per refill interval", () => {
    const clock = manualClock();
    const limits = new AddressLimits({ capacity: 3, perMs: 60_000 }, clock.now);
    expect([1, 2, 3, 4].map(() => limits.take("a"))).toEqual([true, true, true, false]);
    expect(limits.take("b")).toBe(true); // another address has its own bucket
    expect(limits.retryAfterSeconds).toBe(20);
    clock.advance(19_999);
    expect(limits.take("a")).toBe(false);
    clock.advance(1);
    expect(limits.take("a")).toBe(true);
    expect(limits.take("a")).toBe(false);
  });

  test("forgets addresses idle for a whole period, and never holds more than its maximum", () => {
    const clock = manualClock();
    const limits = new AddressLimits({ capacity: 2, perMs: 1_000 }, clock.now, 100);
    for (let i = 0; i < 50; i++) limits.take(`spoofed-${i}`);
    expect(limits.size).toBe(50);
    clock.advance(1_000);
    limits.take("fresh");
    expect(limits.size).toBe(1);
    // Thousands of new addresses at once: the least recent are dropped, the map stays bounded.
    for (let i = 0; i < 5_000; i++) limits.take(`flood-${i}`);
    expect(limits.size).toBe(100);
    // An address that keeps coming moves to the back: newer ones push older ones out first.
    limits.take("regular");
    limits.take("regular");
    for (let i = 0; i < 99; i++) limits.take(`more-${i}`);
    expect(limits.take("regular")).toBe(false);
  });

  test("counts IPv4 as written or IPv4-mapped alike, and IPv6 by its /64 network", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::7")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });
});

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly code: string | undefined;
}

function call(t: TestServer, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = new URL(t.url);
  const body = method === "POST" ? JSON.stringify({ name: "Mallory" }) : undefined;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, method, path, headers: { "content-type": "application/json", ...headers } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          text += d;
        });
        res.on("end", () => {
          const parsed = JSON.parse(text) as { error?: { code: string } };
          resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"], code: parsed.error?.code });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function statuses(t: TestServer, n: number, method: string, path: string, headers = {}): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < n; i++) answers.push((await call(t, method, path, headers)).status);
  return answers;
}

describe("the API's limits, by default", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  test("60 new guests an hour from one address, then 429 rate-limited with Retry-After", async () => {
    const made = await statuses(t, 60, "POST", "/api/guests");
    expect(made.every((status) => status === 201)).toBe(true);
    const refused = await call(t, "POST", "/api/guests");
    expect(refused).toEqual({ status: 429, retryAfter: "60", code: "rate-limited" });
    // The rest of the API still answers that address.
    expect((await call(t, "GET", "/api/health")).status).toBe(200);
  });

  test("20 join-code lookups a minute from one address, then 429 with Retry-After", async () => {
    const looked = await statuses(t, 20, "GET", "/api/tables/code/ABCDEF");
    expect(looked.every((status) => status === 404)).toBe(true);
    expect(await call(t, "GET", "/api/tables/code/ZZZZZZ")).toEqual({
      status: 429,
      retryAfter: "3",
      code: "rate-limited",
    });
  });
});

describe("join codes tried through matchmaking", () => {
  test("count with the code lookups: a private table's code can't be guessed by joining again and again", async () => {
    const t = await startTestServer({ httpRateLimits: { guestsPerHour: 60, codeLookupsPerMinute: 3 } });
    try {
      const host = await t.guest("Host");
      const table = await t.sdk.create("table", {
        token: host.token,
        settings: { ruleset: "classic", seats: 2, visibility: "private" },
      });
      const guesser = await t.guest("Mallory");
      const tries: string[] = [];
      for (let i = 0; i < 5; i++) {
        const joined = await t.sdk
          .joinById(table.roomId, { token: guesser.token, code: `GUESS${i}` })
          .then(() => "joined")
          .catch((error: Error) => error.message);
        tries.push(joined.split(":")[0]!);
      }
      expect(tries).toEqual(["private-table", "private-table", "private-table", "rate-limited", "rate-limited"]);
      await table.leave();
    } finally {
      await t.close();
    }
  });
});

describe("the client's address behind a proxy", () => {
  const limits = { guestsPerHour: 2, codeLookupsPerMinute: 2 };

  test("without a trusted proxy, X-Forwarded-For is ignored: a forged one dodges nothing", async () => {
    const t = await startTestServer({ httpRateLimits: limits });
    try {
      const forged = (i: number) => ({ "x-forwarded-for": `198.51.100.${i}` });
      expect((await call(t, "POST", "/api/guests", forged(1))).status).toBe(201);
      expect((await call(t, "POST", "/api/guests", forged(2))).status).toBe(201);
      expect((await call(t, "POST", "/api/guests", forged(3))).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  test("with one trusted proxy, each client counts by the address the proxy appended, not what it wrote", async () => {
    const t = await startTestServer({ httpRateLimits: limits, trustedProxies: 1 });
    try {
      const via = (client: string, forged = "") => ({ "x-forwarded-for": forged ? `${forged}, ${client}` : client });
      expect(await statuses(t, 3, "GET", "/api/tables/code/AAAAAA", via("203.0.113.1"))).toEqual([404, 404, 429]);
      // The same client, forging a first hop: still its own (empty) bucket.
      expect((await call(t, "GET", "/api/tables/code/AAAAAA", via("203.0.113.1", "192.0.2.99"))).status).toBe(429);
      // Another client behind the same proxy has its own.
      expect((await call(t, "GET", "/api/tables/code/AAAAAA", via("203.0.113.2"))).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
