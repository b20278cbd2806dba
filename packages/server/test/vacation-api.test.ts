// Vacations over HTTP against a real server: an account's days per year, a vacation started and
// ended early (its unused whole days given back), bad requests refused with what is wrong, guests
// told it is an account's, and the account's open turn-based table told at once: its deadlines
// stand still, and its public table says who is on vacation until when.
import type { HttpError, SignUpAnswer, VacationAnswer } from "@loveletter/protocol";
import { VACATION_DAYS_PER_YEAR } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestServer({ httpRateLimits: { accountsPerHour: 1000 } });
});
afterAll(() => t.close());

async function signUp(username: string): Promise<SignUpAnswer> {
  const response = await fetch(`${t.url}/api/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "correct horse battery" }),
  });
  return (await response.json()) as SignUpAnswer;
}

async function vacation(
  token: string,
  method = "GET",
  body?: unknown,
): Promise<{ status: number; body: VacationAnswer & HttpError }> {
  const response = await fetch(`${t.url}/api/account/vacation`, {
    method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as VacationAnswer & HttpError };
}

describe("an account's vacation", () => {
  test("days per year, refused requests, a guest told it is an account's", async () => {
    const { token } = await signUp("Vacationer1");
    expect((await vacation(token)).body).toEqual({ daysPerYear: VACATION_DAYS_PER_YEAR, daysLeft: 21, vacation: null });
    for (const days of [0, 1.5, "3", VACATION_DAYS_PER_YEAR + 1]) {
      const refused = await vacation(token, "POST", { days });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe("invalid-message");
    }
    expect((await vacation(token, "POST", { days: 22 })).body.error.message).toBe(
      "You have 21 vacation days left this year; 22 is more than that.",
    );
    expect((await vacation(token, "DELETE")).status).toBe(404);
    const started = await vacation(token, "POST", { days: 5 });
    expect(started.body.daysLeft).toBe(16);
    expect(started.body.vacation!.until - started.body.vacation!.since).toBe(5 * DAY);
    expect((await vacation(token, "POST", { days: 1 })).status).toBe(400);
    // Ended within its first day: four days back.
    const ended = await vacation(token, "DELETE");
    expect(ended.body).toEqual({ daysPerYear: 21, daysLeft: 20, vacation: null });
    const guest = await t.guest("Gus");
    const asGuest = await vacation(guest.token);
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.error.message).toBe("Vacations are an account's: sign up to take one.");
  });

  test("the account's turn-based table is told at once: its clocks stand still, and it says why", async () => {
    const { token, player } = await signUp("Vacationer2");
    const settings = { ruleset: "classic", seats: 2, pace: { kind: "turn-based", moveHours: 24, bankHours: 12 } };
    const room = await t.sdk.create("table", {
      token,
      settings,
      bots: [{ seat: 1, strength: "heuristic" }],
      testSeed: "seed-2",
    });
    const ada = new TableClient(room);
    await ada.until(() => ada.shown !== null, "the table");
    ada.send("start", {});
    await ada.until(() => ada.shown?.turnBased?.awaiting?.seat === 0, "Ada's decision awaited");
    const { deadline } = ada.table.turnBased!.awaiting!;
    const started = (await vacation(token, "POST", { days: 2 })).body.vacation!;
    await ada.until(() => ada.shown?.turnBased?.paused !== null, "the pause shown");
    expect(ada.table.turnBased!.paused).toEqual({ reason: "vacation", seat: 0, until: started.until });
    expect(ada.table.turnBased!.awaiting!.deadline).toBeGreaterThanOrEqual(deadline + 2 * DAY - HOUR);
    expect(player.id).toBe(ada.table.seats[0]!.playerId);
    await vacation(token, "DELETE");
    await ada.until(() => ada.shown?.turnBased?.paused === null, "the clocks running again");
    expect(ada.table.turnBased!.awaiting!.deadline).toBeLessThan(deadline + HOUR);
    await room.leave();
  });
});
