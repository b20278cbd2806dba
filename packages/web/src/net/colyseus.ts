import { Client } from "@colyseus/sdk";
import { serverEndpoint } from "./endpoint";
import { isStarting } from "./starting";

let client: Client | null = null;

/** The one Colyseus client of the page (created on first use). */
export function gameClient(): Client {
  client ??= new Client(serverEndpoint());
  return client;
}

/** A join or create refusal, in words for people. */
export function describeJoinError(error: unknown): string {
  if (isStarting(error)) return "The server is starting up. Try again in a moment.";
  const message = error instanceof Error ? error.message : String(error);
  // The server's refusals read "<code>: <sentence>" (docs/protocol.md, "Create" and "Join").
  const coded = message.match(/^([a-z][a-z-]*): (.+)$/s);
  if (coded) {
    const [, code, sentence] = coded as unknown as [string, string, string];
    if (code === "invalid-settings") return `The server refused these settings: ${sentence}`;
    if (code === "invalid-message") return `The server refused the request: ${sentence}`;
    if (code === "not-found") return "This table doesn't exist any more.";
    // Limits (docs/protocol.md): the server's sentence says what and how many.
    if (code === "too-many-tables" || code === "rate-limited") return sentence;
    if (code === "private-table")
      return sentence.includes("not this table's")
        ? "That is not this table's join code."
        : "This table is private: open it with its join code or its invite link.";
  }
  if (/not.?found|no rooms found|locked/i.test(message)) return "This table doesn't exist any more, or is full.";
  if (/unauthori[sz]ed/i.test(message))
    return "Your guest identity wasn't recognised. Reload the page to get a new one.";
  if (/failed to fetch|network|ECONNREFUSED|websocket/i.test(message))
    return "The server cannot be reached. Check your connection and try again.";
  return message || "The server refused to let you in.";
}
