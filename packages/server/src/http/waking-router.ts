import type { SleepingTables } from "../rooms/sleeping-tables.js";
import type { Router } from "./front.js";

/** Colyseus's join of a room by id (the SDK's `joinById`): the way into a table. */
const JOIN_BY_ID = /^\/matchmake\/joinById\/([^/]+)$/;

/**
 * Colyseus's router, with a sleeping table woken before a join reaches it (rooms/sleeping-
 * tables.ts): the join then finds its room, as if it had never slept.
 */
export function wakingRouter(router: () => Router | undefined, sleeping: SleepingTables): () => Router | undefined {
  let inner: Router | undefined;
  let waking: Router | undefined;
  return () => {
    const current = router();
    if (current !== inner) {
      inner = current;
      waking = current && {
        async handler(request) {
          const joined = JOIN_BY_ID.exec(new URL(request.url).pathname);
          if (joined && request.method === "POST") await sleeping.wake(decodeURIComponent(joined[1]!), "join");
          return current.handler(request);
        },
      };
    }
    return waking;
  };
}
