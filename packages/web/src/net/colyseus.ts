import { Client } from "@colyseus/sdk";
import { currentWords } from "../i18n/current";
import { refusalOf, refusalText } from "../i18n/error-words";
import { serverEndpoint } from "./endpoint";
import { isStarting } from "./starting";

let client: Client | null = null;

/** The one Colyseus client of the page (created on first use). */
export function gameClient(): Client {
  client ??= new Client(serverEndpoint());
  return client;
}

/** A join or create refusal, in words for people, in the page's language. */
export function describeJoinError(error: unknown): string {
  const w = currentWords();
  if (isStarting(error)) return w.t("join-error.starting");
  const message = error instanceof Error ? error.message : String(error);
  // The server's refusals read "<code>: <sentence>" (docs/protocol.md, "Create" and "Join").
  const refusal = refusalOf(error);
  if (refusal?.code === "unauthorized") return w.t("join-error.unrecognised");
  if (refusal?.code === "not-found") return w.t("join-error.gone");
  if (refusal?.code === "private-table")
    return w.t(refusal.sentence.includes("not this table's") ? "join-error.wrong-code" : "join-error.private");
  if (refusal) return refusalText(error) ?? message;
  if (/not.?found|no rooms found|locked/i.test(message)) return w.t("join-error.gone-or-full");
  if (/unauthori[sz]ed/i.test(message)) return w.t("join-error.unrecognised");
  if (/failed to fetch|network|ECONNREFUSED|websocket/i.test(message)) return w.t("join-error.unreachable");
  return message || w.t("join-error.refused");
}
