// `loveletter loadtest` when the server drops its clients (issue 38): under a sign-in flood a run
// lost every client and printed nothing. It prints what it measured, and says why clients dropped:
// the close code, what it means, and the server's reason.
import { matchMaker } from "@colyseus/core";
import { expect, it } from "vitest";
import { loveletter } from "./command-harness.js";
import { loadtestServer } from "./loadtest-server.js";

const server = loadtestServer();

/** Once every client of the run is in, the server closes each one's connection with an error. */
async function dropEveryClientOnce(clients: number): Promise<void> {
  for (;;) {
    const tables = await matchMaker.query({ name: "table" });
    const rooms = tables.map((listing) => matchMaker.getLocalRoomById(listing.roomId)).filter(Boolean);
    const connected = rooms.flatMap((room) => [...room!.clients]);
    if (connected.length >= clients) {
      for (const client of connected) client.leave(4002, "the test closed it");
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it("prints its report when every client is dropped, saying why they dropped", async () => {
  const dropping = dropEveryClientOnce(8);
  const { code, out } = await loveletter(
    ...["loadtest", "--url", server().url, "--tables", "2", "--players", "4", "--seconds", "3", "--think-ms", "50-100"],
    ...["--warmup", "1", "--tokens", "1", "--workers", "1"],
  );
  await dropping;
  expect(code).toBe(0);
  expect(out).toMatch(/^2 of 2 tables played × 4 players \(8 clients\)/m);
  expect(out).toMatch(/^move round trip: /m);
  expect(out).toMatch(/errors: +\d+ \(.*disconnect 4002 8/);
  expect(out).toContain("close code 4002, closed by the server with an error: the test closed it");
});
