// The FriendStore role on both databases (SQLite and PostgreSQL, migration 014): requests and
// their acceptance, relations seen from each side, blocks ending friendships, and an account's
// deletion taking its friendships and blocks with it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../src/store/index.js";
import { type PostgresServer, startPostgres } from "./support/postgres.js";

let sqliteDir = "";
let postgres: PostgresServer | undefined;

const backends = [
  { kind: "sqlite", location: async () => join(sqliteDir, "friends.db") },
  { kind: "postgres", location: () => postgres!.createDatabase("friends_store") },
] as const;

beforeAll(async () => {
  sqliteDir = await mkdtemp(join(tmpdir(), "loveletter-friends-"));
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
  await rm(sqliteDir, { recursive: true, force: true });
}, 60_000);

describe.each(backends)("the $kind friend store", (backend) => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore(await backend.location());
  });
  afterAll(() => store.close());

  const accounts = async (...names: string[]) =>
    Promise.all(names.map((name) => store.createAccount(name, "hash", 1_000)));

  it("keeps a request, its acceptance and each side's view of it", async () => {
    const [ada, bo] = await accounts("Ada", "Bo");
    expect(await store.requestFriend(ada!.id, bo!.id, 2_000)).toBe("requested");
    expect(await store.requestFriend(ada!.id, bo!.id, 2_500)).toBe("unchanged");
    expect(await store.friendRelation(ada!.id, bo!.id)).toBe("requested");
    expect(await store.friendRelation(bo!.id, ada!.id)).toBe("asked-you");
    expect(await store.friendLinks(bo!.id)).toEqual([
      { playerId: ada!.id, name: "Ada", state: "incoming", since: 2_000 },
    ]);
    expect(await store.requestFriend(bo!.id, ada!.id, 3_000)).toBe("accepted");
    expect(await store.friendLinks(ada!.id)).toEqual([
      { playerId: bo!.id, name: "Bo", state: "friends", since: 3_000 },
    ]);
    expect(await store.removeFriend(bo!.id, ada!.id)).toBe(true);
    expect(await store.friendRelation(ada!.id, bo!.id)).toBe("none");
  });

  it("a block ends a friendship, is the blocker's alone, and goes with an account's deletion", async () => {
    const [cy, di, ed] = await accounts("Cy", "Di", "Ed");
    await store.requestFriend(cy!.id, di!.id, 1);
    await store.requestFriend(di!.id, cy!.id, 2);
    await store.block(cy!.id, di!.id, 3);
    await store.block(cy!.id, di!.id, 4);
    expect(await store.friendRelation(cy!.id, di!.id)).toBe("blocked");
    expect(await store.friendRelation(di!.id, cy!.id)).toBe("none");
    expect(await store.friendLinks(cy!.id)).toEqual([]);
    expect(await store.blockedBy(cy!.id)).toEqual([{ playerId: di!.id, name: "Di" }]);
    expect(await store.blockersAmong(di!.id, [cy!.id, ed!.id])).toEqual([cy!.id]);
    expect(await store.blockersAmong(cy!.id, [di!.id])).toEqual([]);

    await store.requestFriend(ed!.id, cy!.id, 5);
    await store.deleteAccount(cy!.id, 6);
    expect(await store.blockersAmong(di!.id, [cy!.id])).toEqual([]);
    expect(await store.friendLinks(ed!.id)).toEqual([]);
    expect(await store.unblock(cy!.id, di!.id)).toBe(false);
  });
});
