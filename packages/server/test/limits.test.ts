// The limits' parts on their own, on a clock the test moves: a person's message budgets and the
// lobby listing's coalescing (docs/protocol.md, "Limits").

import { ProtocolError, type TableListing } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import { LobbyListing } from "../src/rooms/lobby-listing.js";
import { PlayerBudgets } from "../src/rooms/player-budgets.js";

/** Time that moves only when the test says; timers run as it passes them. */
class FakeClock {
  time = 1_000_000;
  private timers: { at: number; fn: () => void; live: boolean }[] = [];
  now = () => this.time;
  after = (ms: number, fn: () => void) => {
    const timer = { at: this.time + ms, fn, live: true };
    this.timers.push(timer);
    return () => {
      timer.live = false;
    };
  };
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      due.live = false;
      this.time = due.at;
      due.fn();
    }
    this.time = end;
  }
}

/** The code of the refusal `fn` throws, or "accepted". */
function outcome(fn: () => void): string {
  try {
    fn();
    return "accepted";
  } catch (error) {
    if (error instanceof ProtocolError) return error.code;
    throw error;
  }
}

describe("a person's message budgets", () => {
  test("seat changes: 10 at once, then one a second; sit, stand and ready share the budget", () => {
    const clock = new FakeClock();
    const budgets = new PlayerBudgets(clock.now);
    const types = ["sit", "stand", "ready"] as const;
    const burst = Array.from({ length: 14 }, (_, i) => outcome(() => budgets.spend("ann", types[i % 3]!)));
    expect(burst).toEqual([...Array(10).fill("accepted"), ...Array(4).fill("rate-limited")]);
    clock.advance(999);
    expect(outcome(() => budgets.spend("ann", "sit"))).toBe("rate-limited");
    clock.advance(1);
    expect(outcome(() => budgets.spend("ann", "sit"))).toBe("accepted");
    // Someone else, and another budget of Ann's, are untouched.
    expect(outcome(() => budgets.spend("bob", "stand"))).toBe("accepted");
    expect(outcome(() => budgets.spend("ann", "chat"))).toBe("accepted");
  });

  test("each kind of message has its budget", () => {
    const clock = new FakeClock();
    const budgets = new PlayerBudgets(clock.now);
    const accepted = (type: Parameters<PlayerBudgets["spend"]>[1], tries: number) =>
      Array.from({ length: tries }, () => outcome(() => budgets.spend("ann", type))).filter((o) => o === "accepted")
        .length;
    expect(accepted("move", 15)).toBe(10);
    expect(accepted("chat", 15)).toBe(5);
    expect(accepted("settings", 8) + accepted("bot", 8) + accepted("start", 8)).toBe(20);
    expect(accepted("sit", 15)).toBe(10);
  });

  test("a refusal says what and how many", () => {
    const budgets = new PlayerBudgets(new FakeClock().now);
    for (let i = 0; i < 5; i++) budgets.spend("ann", "chat");
    expect(() => budgets.spend("ann", "chat")).toThrow("Too many chat lines: at most 5 in 10 seconds.");
    for (let i = 0; i < 10; i++) budgets.spend("ann", "move");
    expect(() => budgets.spend("ann", "move")).toThrow("Too many moves: at most 10 a second.");
  });

  test("leaving and coming back does not refill a budget; a full one is forgotten", () => {
    const clock = new FakeClock();
    const budgets = new PlayerBudgets(clock.now);
    for (let i = 0; i < 5; i++) budgets.spend("ann", "chat");
    budgets.forgetGone(() => false);
    expect(outcome(() => budgets.spend("ann", "chat"))).toBe("rate-limited");
    clock.advance(10_000);
    budgets.forgetGone(() => false);
    // Forgotten, Ann starts again with a full budget: exactly what she had.
    expect(Array.from({ length: 6 }, () => outcome(() => budgets.spend("ann", "chat")))).toEqual([
      ...Array(5).fill("accepted"),
      "rate-limited",
    ]);
  });
});

describe("the lobby's listing of a table", () => {
  const listing = (humans: number): TableListing => ({
    ruleset: "classic",
    seats: 4,
    humans,
    bots: 0,
    open: 4 - humans,
    status: "waiting",
    host: "Ann",
    turnSeconds: 20,
    goal: { kind: "tokens" },
    spectators: 0,
    botPrograms: false,
    title: "Classic, 4 players",
  });

  function lobby() {
    const clock = new FakeClock();
    const published: (number | null)[] = [];
    const listed = new LobbyListing(500, clock, (l) => published.push(l === null ? null : l.humans));
    return { clock, published, listed };
  }

  test("the first change goes out at once; the changes of the next 500 ms go out once, at its end, as the latest", () => {
    const { clock, published, listed } = lobby();
    listed.show(listing(1));
    expect(published).toEqual([1]);
    for (const humans of [2, 3, 2]) {
      clock.advance(100);
      listed.show(listing(humans));
    }
    expect(published).toEqual([1]);
    clock.advance(200);
    expect(published).toEqual([1, 2]); // at 500 ms: the listing of then
    clock.advance(100);
    listed.show(listing(4));
    listed.show(listing(3));
    clock.advance(399);
    expect(published).toEqual([1, 2]);
    clock.advance(1);
    expect(published).toEqual([1, 2, 3]); // at 1000 ms: the last one
    clock.advance(10_000);
    expect(published).toEqual([1, 2, 3]);
  });

  test("nothing goes out when nothing the lobby shows changed", () => {
    const { clock, published, listed } = lobby();
    listed.show(listing(1));
    for (let i = 0; i < 50; i++) {
      listed.show(listing(1));
      clock.advance(100);
    }
    expect(published).toEqual([1]);
    // A change after a quiet interval goes out at once.
    listed.show(listing(3));
    expect(published).toEqual([1, 3]);
  });

  test("a table going private leaves the lobby; closing cancels what was pending", () => {
    const { clock, published, listed } = lobby();
    listed.show(listing(1));
    listed.show(null);
    clock.advance(500);
    expect(published).toEqual([1, null]);
    listed.show(listing(2));
    listed.close();
    clock.advance(5_000);
    expect(published).toEqual([1, null]);
  });
});
