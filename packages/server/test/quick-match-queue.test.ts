import type { QuickMatchMessages } from "@loveletter/protocol";
import { BOT_RATINGS } from "@loveletter/protocol";
import { describe, expect, test } from "vitest";
import { botStrengthFor, type Pairing, pairings } from "../src/quick-match/pairing.js";
import { QuickMatchQueue, type Waiter } from "../src/quick-match/queue.js";
import { ManualClock } from "./support/manual-clock.js";

// The quick-match queue without sockets: who is seated with whom, when bots fill a table, and
// what each waiting person is told.

const START = Date.UTC(2026, 11, 2);

function waiter(name: string, rating: number, seats: number | "any", since = START, waitSeconds = 20): Waiter {
  return {
    connection: `c-${name}`,
    playerId: name,
    rating,
    seats,
    since,
    fillsAt: since + waitSeconds * 1000,
    waitSeconds,
    ticket: `ticket-${name}`,
  };
}

type Sent = {
  [T in keyof QuickMatchMessages]: { connection: string; type: T; message: QuickMatchMessages[T] };
}[keyof QuickMatchMessages];

function queueWith(clock: ManualClock, deal: (pairing: Pairing<Waiter>) => Promise<string> = async () => "t1") {
  const sent: Sent[] = [];
  const released: string[] = [];
  const dealt: Pairing<Waiter>[] = [];
  const counts: number[] = [];
  const queue = new QuickMatchQueue(
    "classic",
    {
      send: (connection, type, message) => sent.push({ connection, type, message } as Sent),
      release: (connection) => released.push(connection),
      deal: (pairing) => {
        dealt.push(pairing);
        return deal(pairing);
      },
      counted: (waiting) => counts.push(waiting),
    },
    clock,
  );
  const last = (connection: string) => sent.filter((s) => s.connection === connection).at(-1);
  return { queue, sent, released, dealt, counts, last };
}

describe("pairing", () => {
  test("two people who want the same size are seated together at once, with no bots", () => {
    const { tables, waiting } = pairings("classic", [waiter("ada", 1500, 2), waiter("bob", 1600, 2)], START);
    expect(tables).toHaveLength(1);
    expect(tables[0]!.people.map((p) => p.playerId)).toEqual(["ada", "bob"]);
    expect(tables[0]!.bots).toEqual([]);
    expect(waiting).toEqual([]);
  });

  test("different sizes don't meet; 'any' meets either, at the largest size enough people want", () => {
    expect(pairings("classic", [waiter("ada", 1500, 2), waiter("bob", 1500, 3)], START).tables).toEqual([]);
    const three = pairings(
      "classic",
      [waiter("ada", 1500, "any"), waiter("bob", 1500, 3, START + 1), waiter("cy", 1500, "any", START + 2)],
      START + 3,
    );
    expect(three.tables.map((t) => t.people.map((p) => p.playerId))).toEqual([["ada", "bob", "cy"]]);
  });

  test("where there is a choice, the longest waiting person is seated with those nearest their rating", () => {
    const queue = [
      waiter("ada", 1500, 2),
      waiter("far", 2300, 2, START + 1),
      waiter("near", 1540, 2, START + 2),
      waiter("next", 2250, 2, START + 3),
    ];
    const { tables } = pairings("classic", queue, START + 4);
    expect(tables.map((t) => t.people.map((p) => p.playerId))).toEqual([
      ["ada", "near"],
      ["far", "next"],
    ]);
  });

  test("before the wait is over nobody gets bots; after it, the empty seats go to bots of about the person's strength", () => {
    const alone = [waiter("ada", 2200, 3)];
    expect(pairings("classic", alone, START + 19_999).tables).toEqual([]);
    const { tables } = pairings("classic", alone, START + 20_000);
    expect(tables).toEqual([{ people: alone, bots: ["heuristic", "heuristic"] }]);
    // Any size alone: a table of four.
    expect(pairings("classic", [waiter("bob", 1500, "any")], START + 20_000).tables[0]!.bots).toEqual([
      "random",
      "random",
      "random",
    ]);
  });

  test("the bot strength is the one whose fixed rating in the edition is nearest", () => {
    const classic = BOT_RATINGS.classic!;
    expect(botStrengthFor("classic", 0)).toBe("random");
    expect(botStrengthFor("classic", classic.heuristic.rating + 10)).toBe("heuristic");
    expect(botStrengthFor("classic", classic.expert.rating + 500)).toBe("expert");
    const between = (classic.heuristic.rating + classic.expert.rating) / 2 + 1;
    expect(botStrengthFor("classic", between)).toBe("expert");
  });

  test("a person is never seated twice at one table (two connections of the same person)", () => {
    const twice = [waiter("ada", 1500, 2), { ...waiter("ada", 1500, 2), connection: "c-ada-2" }];
    expect(pairings("classic", twice, START).tables).toEqual([]);
  });
});

describe("the queue", () => {
  test("a lone person is told the queue and the countdown, then is dealt a table with bots when the wait runs out", async () => {
    const clock = new ManualClock(START);
    const { queue, dealt, last, released, counts } = queueWith(clock);
    queue.add(waiter("ada", 1500, 2));
    expect(last("c-ada")).toEqual({
      connection: "c-ada",
      type: "waiting",
      message: { waiting: 1, fillsAt: START + 20_000, waitSeconds: 20, ticket: "ticket-ada" },
    });
    await clock.advance(19_999);
    expect(dealt).toEqual([]);
    await clock.advance(1);
    expect(dealt).toHaveLength(1);
    expect(dealt[0]!.bots).toEqual(["random"]);
    expect(last("c-ada")).toEqual({ connection: "c-ada", type: "matched", message: { tableId: "t1" } });
    expect(released).toEqual([]);
    expect(queue.size).toBe(0);
    expect(counts.at(-1)).toBe(0);
  });

  test("the second person who wants the same table makes it at once; the first one's wait is over", async () => {
    const clock = new ManualClock(START);
    const { queue, dealt, last } = queueWith(clock);
    queue.add(waiter("ada", 1500, 2));
    await clock.advance(5_000);
    queue.add(waiter("bob", 1500, 2, START + 5_000));
    await clock.advance(0);
    expect(dealt.map((t) => t.people.map((p) => p.playerId))).toEqual([["ada", "bob"]]);
    expect(last("c-ada")?.type).toBe("matched");
    expect(last("c-bob")?.type).toBe("matched");
    await clock.advance(60_000);
    expect(dealt).toHaveLength(1);
  });

  test("someone who leaves is not seated, and the others are told how many wait", async () => {
    const clock = new ManualClock(START);
    const { queue, dealt, last } = queueWith(clock);
    queue.add(waiter("ada", 1500, 3));
    queue.add(waiter("bob", 1500, 3));
    expect(last("c-ada")).toMatchObject({ type: "waiting", message: { waiting: 2 } });
    queue.remove("c-bob");
    expect(last("c-ada")).toMatchObject({ type: "waiting", message: { waiting: 1 } });
    await clock.advance(20_000);
    expect(dealt[0]!.people.map((p) => p.playerId)).toEqual(["ada"]);
    expect(dealt[0]!.bots).toHaveLength(2);
  });

  test("the same person in another tab: the older tab stops waiting, with a reason", () => {
    const clock = new ManualClock(START);
    const { queue, last, released } = queueWith(clock);
    queue.add(waiter("ada", 1500, 3));
    queue.add({ ...waiter("ada", 1500, 3), connection: "c-ada-2" });
    expect(last("c-ada")).toMatchObject({ type: "error", message: { code: "waiting-elsewhere" } });
    expect(released).toEqual(["c-ada"]);
    expect(queue.size).toBe(1);
  });

  test("a table that could not be dealt puts its people back, and is dealt again", async () => {
    const clock = new ManualClock(START);
    let fail = true;
    const { queue, dealt, last } = queueWith(clock, async () => {
      if (fail) throw new Error("no process to place it on");
      return "t2";
    });
    queue.add(waiter("ada", 1500, 2));
    queue.add(waiter("bob", 1500, 2));
    await clock.advance(0);
    expect(last("c-ada")).toMatchObject({ type: "error", message: { code: "server-error" } });
    expect(queue.size).toBe(2);
    fail = false;
    await clock.advance(2_000);
    expect(dealt).toHaveLength(2);
    expect(last("c-bob")).toEqual({ connection: "c-bob", type: "matched", message: { tableId: "t2" } });
  });
});
