import type { Router } from "./front.js";
import { errorResponse } from "./responses.js";

/** How soon a client asks again while the server is starting (Retry-After). */
export const STARTING_RETRY_SECONDS = 1;

/** The answer to every API and matchmaking request while the server restores its open tables. */
export function startingAnswer(): Response {
  const response = errorResponse(
    503,
    "starting",
    "The server is starting and restoring its tables: try again in a moment.",
  );
  response.headers.set("retry-after", String(STARTING_RETRY_SECONDS));
  return response;
}

/**
 * Colyseus's router once the server has started, and until then one that answers `starting`: a
 * rejoin, a health check or a new table before the open tables are restored would find a table
 * missing ("not found") or a server that looks ready and is not.
 */
export function untilStarted(router: () => Router | undefined, started: () => boolean): () => Router | undefined {
  const starting: Router = { handler: async () => startingAnswer() };
  return () => (started() ? router() : starting);
}
