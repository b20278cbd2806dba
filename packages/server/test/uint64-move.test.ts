// A move holding a 64-bit integer (issue 38): msgpack's uint64 (0xcf) decodes to a BigInt, which the
// server could not measure as JSON, so the sender got the generic "could not handle that message".
// It gets the specific refusal now, and the table carries on.
import type { ErrorMessage } from "@loveletter/protocol";
import { pack } from "msgpackr";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startTestServer, TableClient, type TestServer } from "./support/server.js";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

test("a uint64 in a move is refused as what it is, not as a message the server could not handle", async () => {
  const huge = 2n ** 63n + 5n;
  // What the client's msgpack encoder makes of it: a uint64.
  expect(pack(huge)[0]).toBe(0xcf);
  const ada = await t.guest("Ada");
  const host = new TableClient(
    await t.sdk.create("table", { token: ada.token, settings: { ruleset: "classic", seats: 2 } }),
  );
  await host.until(() => host.you !== null, "Ada seated");

  host.room.send("move", { move: { card: huge }, turn: 0 });
  await host.until(() => host.errors.length > 0, "the refusal");
  const refusal = host.errors[0] as ErrorMessage;
  expect(refusal.code).toBe("invalid-message");
  expect(refusal.message).toMatch(/64-bit integer \(msgpack uint64 or int64\)/);
  expect(refusal.message).not.toMatch(/could not handle/);

  // The connection is still good: a chat line goes through.
  host.room.send("chat", { text: "still here" });
  await host.until(() => host.chats.some((line) => line.text === "still here"), "the chat line");
});
