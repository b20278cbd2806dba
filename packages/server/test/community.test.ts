import "../src/shim.js";
import { Client, type Room } from "@colyseus/sdk";
import type { CommunityMessages, LobbyChatLine, OnlinePerson, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startTestServer, type TestServer } from "./support/server.js";

// The lobby's community room: who is online, and the lobby chat with the table chat's limits.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** One connection to the community room, keeping what it hears. */
class Member {
  online = new Map<string, OnlinePerson>();
  chat: LobbyChatLine[] = [];
  errors: { code: string; message: string }[] = [];
  private constructor(readonly room: Room) {
    const on = <T extends keyof CommunityMessages>(type: T, handle: (message: CommunityMessages[T]) => void) =>
      room.onMessage(type, handle);
    on("online", ({ people }) => {
      this.online = new Map(people.map((p) => [p.playerId, p]));
    });
    on("arrived", (person) => this.online.set(person.playerId, person));
    on("left", ({ playerId }) => this.online.delete(playerId));
    on("chat-history", ({ messages }) => {
      this.chat = [...messages];
    });
    on("chat", (line) => this.chat.push(line));
    on("error", (error) => this.errors.push(error));
  }

  static async join(token: string): Promise<Member> {
    return new Member(await new Client(t.url).joinOrCreate("community", { token }));
  }

  names(): string[] {
    return [...this.online.values()].map((p) => `${p.name}/${p.kind}`).sort();
  }
}

async function account(username: string): Promise<SignUpAnswer> {
  const response = await fetch(`${t.url}/api/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: "community pass" }),
  });
  return (await response.json()) as SignUpAnswer;
}

describe("the community room", () => {
  test("shows who is online, accounts and guests, each once however many tabs, and who leaves", async () => {
    const ada = await t.guest("Ada");
    const bea = await account("Bea_Online");
    const first = await Member.join(ada.token);
    await expect.poll(() => first.names()).toEqual(["Ada/guest"]);
    const second = await Member.join(bea.token);
    await expect.poll(() => second.names()).toEqual(["Ada/guest", "Bea_Online/account"]);
    await expect.poll(() => first.names()).toEqual(["Ada/guest", "Bea_Online/account"]);

    // A second tab of Bea's: still one Bea; closing one of them keeps her online.
    const tab = await Member.join(bea.token);
    await expect.poll(() => tab.names()).toEqual(["Ada/guest", "Bea_Online/account"]);
    await tab.room.leave();
    await second.room.leave();
    await expect.poll(() => first.names()).toEqual(["Ada/guest"]);
    await first.room.leave();
  });

  test("lobby chat reaches everyone with who said it; lines are cleaned and limited as at a table", async () => {
    const cy = await t.guest("Cy");
    const dee = await account("Dee_Chat");
    const a = await Member.join(cy.token);
    const b = await Member.join(dee.token);
    a.room.send("chat", { text: "  hello\u0007 lobby\u202e  " });
    await expect
      .poll(() => b.chat.map((line) => [line.name, line.kind, line.text]))
      .toEqual([["Cy", "guest", "hello  lobby"]]);
    expect(b.chat[0]!.playerId).toBe(cy.id);

    a.room.send("chat", { text: "x".repeat(301) });
    a.room.send("chat", { text: "\u0000\u200b" });
    await expect.poll(() => a.errors.map((e) => e.code)).toEqual(["invalid-message", "invalid-message"]);
    expect(a.errors[0]!.message).toMatch(/at most 300/);

    // Five lines in ten seconds, as at a table: the sixth is refused.
    for (let i = 0; i < 6; i++) b.room.send("chat", { text: `line ${i}` });
    await expect.poll(() => b.errors.map((e) => e.code)).toEqual(["rate-limited"]);
    expect(a.chat.map((line) => line.text)).toEqual(["hello  lobby", "line 0", "line 1", "line 2", "line 3", "line 4"]);

    // Someone arriving later reads the recent lines.
    const late = await Member.join((await t.guest("Late")).token);
    await expect.poll(() => late.chat.length).toBe(6);
    for (const member of [a, b, late]) await member.room.leave();
  });

  test("refuses a connection without a player's token", async () => {
    await expect(new Client(t.url).joinOrCreate("community", { token: "nope" })).rejects.toThrow(/unauthorized/);
  });
});
