import { openChallenge, sealChallenge } from "../http/challenge-cookie.js";

/** How long a ticket keeps its wait: past this, coming back is a new wait. */
const TICKET_LIFE_MS = 10 * 60_000;

function purpose(playerId: string, ruleset: string): string {
  return `quick-match:${playerId}:${ruleset}`;
}

/**
 * A wait's ticket: when it began, sealed with the deployment's secret for this person and edition
 * (as a passkey ceremony's challenge is), so that a person whose queue's process died comes back,
 * to any process, with their wait kept, and nobody can claim a wait they did not have.
 */
export function waitTicket(secret: string, playerId: string, ruleset: string, since: number): string {
  return sealChallenge(secret, String(since), purpose(playerId, ruleset), since + TICKET_LIFE_MS);
}

/** When the ticket's wait began, or null when it is not this person's, this edition's, or too old. */
export function ticketSince(
  secret: string,
  ticket: string,
  playerId: string,
  ruleset: string,
  now: number,
): number | null {
  const since = Number(openChallenge(secret, ticket, purpose(playerId, ruleset), now));
  return Number.isSafeInteger(since) && since > 0 && since <= now ? since : null;
}
