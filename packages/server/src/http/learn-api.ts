import { createEndpoint } from "@colyseus/core";
import { learnProgressIn, MAX_LEARN_STEPS, mergedLearnProgress, refuse } from "@loveletter/protocol";
import type { Store } from "../store/store.js";
import { authenticate, handled } from "./account-api.js";
import { AddressLimits } from "./address-limits.js";
import { tooMany } from "./rate-limits.js";
import { json } from "./responses.js";

/** Requests an account makes of its learning progress, a burst refilled over a minute (docs/protocol.md). */
export const LEARN_REQUESTS = { capacity: 60, perMs: 60_000 } as const;
const WHAT = `learning progress requests (at most ${LEARN_REQUESTS.capacity} a minute)`;

/**
 * An account's /learn progress (docs/protocol.md, "Learning progress"), so it follows the player to
 * every device: read it, and add to it (a step finished, the offer turned down, or a guest's
 * progress from this browser when it signs up or in). A guest's stays in its browser.
 */
export function learnEndpoints(store: Store, now: () => number = Date.now) {
  const limits = new AddressLimits(LEARN_REQUESTS, now);

  /** The account asking (a session's bearer token, or its cookie with CSRF's rule on writes), within its limit. */
  async function account(headers: Headers | undefined, write: boolean) {
    const bearer = headers?.get("authorization")?.startsWith("Bearer ")
      ? headers.get("authorization")!.slice(7).trim()
      : "";
    if (bearer && (await store.playerByToken(bearer))?.kind === "guest")
      refuse("unauthorized", "A guest's learning progress stays in its browser: only an account's is kept here.");
    const { player } = await authenticate(store, headers, write, now);
    return limits.take(player.id) ? player : null;
  }

  return {
    learnProgress: createEndpoint(
      "/api/account/learn",
      { method: "GET" },
      handled(async ({ headers }) => {
        const player = await account(headers, false);
        if (!player) return tooMany(limits, WHAT, "api", "for you");
        return json(await store.learnProgress(player.id));
      }),
    ),
    addLearnProgress: createEndpoint(
      "/api/account/learn",
      { method: "PUT" },
      handled(async ({ headers, body }) => {
        const player = await account(headers, true);
        if (!player) return tooMany(limits, WHAT, "api", "for you");
        const added = learnProgressIn(body);
        const merged = mergedLearnProgress(await store.learnProgress(player.id), added);
        if (merged.done.length > MAX_LEARN_STEPS)
          refuse(
            "invalid-message",
            `A player's progress holds at most ${MAX_LEARN_STEPS} steps; this would make it ${merged.done.length}.`,
          );
        return json(await store.addLearnProgress(player.id, added, now()));
      }),
    ),
  };
}
