import { afterAll, beforeAll } from "vitest";
import { openPlayer, type Player } from "./browser.js";
import { startTestServer, type TestServer } from "./server.js";

type ServerSetup = Parameters<typeof startTestServer>[0];
type PersonSetup = Parameters<typeof openPlayer>[0];

/** A server and the people at it, ready once the tests of the `describe` that made it start. */
export type BrowserSession<Name extends string> = { readonly server: TestServer } & {
  readonly [N in Name]: Player;
};

/**
 * A real server on a free loopback port and people in Debian's Chromium (each a fresh profile,
 * so a fresh guest) for the tests of one `describe`: started before them, closed after them.
 * `people` names each person and how their browser opens (a phone's viewport, say).
 */
export function browserSession<Name extends string>(
  people: Readonly<Record<Name, PersonSetup>>,
  server: ServerSetup = {},
): BrowserSession<Name> {
  let running: TestServer | null = null;
  const opened = new Map<string, Player>();
  beforeAll(async () => {
    running = await startTestServer(server);
    for (const [name, setup] of Object.entries(people) as [Name, PersonSetup][])
      opened.set(name, await openPlayer(setup));
  }, 240_000);
  afterAll(async () => {
    for (const person of opened.values()) await person.close();
    await running?.close();
  });
  const ready = <T>(value: T | null | undefined, what: string): T => {
    if (value === null || value === undefined) throw new Error(`${what} is ready only once the tests start.`);
    return value;
  };
  const session = {
    get server() {
      return ready(running, "The server");
    },
  };
  for (const name of Object.keys(people))
    Object.defineProperty(session, name, { get: () => ready(opened.get(name), name), enumerable: true });
  return session as BrowserSession<Name>;
}
