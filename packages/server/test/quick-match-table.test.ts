import { type PublicTable, TableSettings } from "@loveletter/protocol";
import { pino } from "pino";
import { afterEach, expect, test } from "vitest";
import { openStore } from "../src/store/index.js";
import type { Store } from "../src/store/store.js";
import { ProgramSeats } from "../src/table/program-seats.js";
import { TableCore } from "../src/table/table-core.js";
import type { TablePort } from "../src/table/table-port.js";
import { ManualClock } from "./support/manual-clock.js";
import { notificationsOver } from "./support/table-harness.js";

// A table quick match deals, without sockets: it starts as it opens, its people are away until
// they come in, and a bot plays for one who does not come within the grace period.

const GRACE_MS = 30_000;
const stores: Store[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

test("a quick-match table is dealt at once; a person who does not come has a bot play for them, and takes the seat back on coming", async () => {
  const store = await openStore(":memory:");
  stores.push(store);
  const ada = (await store.createGuest("Ada")).player;
  const bob = (await store.createGuest("Bob")).player;
  let shown: PublicTable | null = null;
  const views = new Map<string, number>();
  const port: TablePort = {
    send: () => {},
    sendView: (connection) => views.set(connection, (views.get(connection) ?? 0) + 1),
    broadcast: () => {},
    show: (table) => {
      shown = table;
    },
    close: () => {},
  };
  let table: TableCore | null = null;
  const clock = new ManualClock(undefined, async () => {
    await table?.settled();
  });
  table = await TableCore.matched(
    "quick-1",
    {
      store,
      log: pino({ level: "silent" }),
      clock,
      graceMs: GRACE_MS,
      botDelayMs: 500,
      allowTestSeeds: false,
      shuttingDown: () => false,
      programSeats: new ProgramSeats(),
      notifications: notificationsOver(store, clock),
    },
    port,
    {
      settings: TableSettings.parse({ ruleset: "classic", seats: 4 }),
      people: [ada, bob],
      bots: ["heuristic", "heuristic"],
    },
  );
  await clock.advance(0);
  const dealt = shown as PublicTable | null;
  expect(dealt?.phase).toBe("playing");
  expect(dealt?.hostId).toBe(ada.id);
  expect(dealt?.seats.map((seat) => [seat.kind, seat.name])).toEqual([
    ["human", "Ada"],
    ["human", "Bob"],
    ["bot", expect.any(String)],
    ["bot", expect.any(String)],
  ]);
  // Two bots of one strength, two names.
  expect(dealt!.seats[2]!.name).not.toBe(dealt!.seats[3]!.name);
  expect((await store.table("quick-1"))?.status).toBe("playing");

  // Ada comes in at once; Bob never does.
  table.join("ada-1", ada, { spectate: false });
  await clock.advance(GRACE_MS);
  const later = shown as PublicTable | null;
  expect(later?.seats.map((seat) => seat.botPlaying)).toEqual([false, true, false, false]);
  expect(later?.seats[0]?.connected).toBe(true);
  expect(views.get("ada-1")).toBeGreaterThan(0);

  // Bob turns up: his seat is his again.
  table.join("bob-1", bob, { spectate: false });
  await clock.advance(0);
  expect((shown as PublicTable | null)?.seats[1]).toMatchObject({ botPlaying: false, connected: true });
  await table.dispose();
});
