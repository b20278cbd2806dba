import { createEndpoint } from "@colyseus/core";
import { refuse } from "@loveletter/protocol";
import { endedVacation, startedVacation, vacationAnswer } from "../accounts/vacation-days.js";
import type { Store } from "../store/store.js";
import type { VacationRecord } from "../store/vacations.js";
import { authenticate, fields, handled } from "./account-api.js";
import { AddressLimits } from "./address-limits.js";
import { tooMany } from "./rate-limits.js";
import { json } from "./responses.js";

/** Requests an account makes of its vacation, a burst refilled over a minute (docs/protocol.md). */
export const VACATION_REQUESTS = { capacity: 30, perMs: 60_000 } as const;
const WHAT = `vacation requests (at most ${VACATION_REQUESTS.capacity} a minute)`;

/** Tells one open table that a person seated there is on vacation until `until` (or came back then). */
export type TellTable = (tableId: string, playerId: string, until: number) => Promise<void>;

/**
 * An account's vacation (docs/protocol.md, "Vacations"): how many days are left this year, and
 * starting or ending one, which every open turn-based table the account sits at is told of.
 */
export function vacationEndpoints(store: Store, tell: TellTable, now: () => number = Date.now) {
  const limits = new AddressLimits(VACATION_REQUESTS, now);

  async function account(headers: Headers | undefined, write: boolean) {
    const bearer = headers?.get("authorization")?.startsWith("Bearer ")
      ? headers.get("authorization")!.slice(7).trim()
      : "";
    if (bearer && (await store.playerByToken(bearer))?.kind === "guest")
      refuse("unauthorized", "Vacations are an account's: sign up to take one.");
    const { player } = await authenticate(store, headers, write, now);
    return limits.take(player.id) ? player : null;
  }

  /** Stores the vacation, then tells the account's open turn-based tables. */
  async function saved(vacation: VacationRecord) {
    await store.saveVacation(vacation);
    const tables = await store.openTurnBasedTablesOf(vacation.playerId);
    await Promise.all(tables.map((table) => tell(table.id, vacation.playerId, vacation.until)));
    return json(vacationAnswer(vacation, now()));
  }

  return {
    vacation: createEndpoint(
      "/api/account/vacation",
      { method: "GET" },
      handled(async ({ headers }) => {
        const player = await account(headers, false);
        if (!player) return tooMany(limits, WHAT, "api", "for you");
        return json(vacationAnswer(await store.vacationOf(player.id), now()));
      }),
    ),
    startVacation: createEndpoint(
      "/api/account/vacation",
      { method: "POST" },
      handled(async ({ headers, body }) => {
        const player = await account(headers, true);
        if (!player) return tooMany(limits, WHAT, "api", "for you");
        const { days } = fields(body);
        return saved(startedVacation(await store.vacationOf(player.id), player.id, days, now()));
      }),
    ),
    endVacation: createEndpoint(
      "/api/account/vacation",
      { method: "DELETE" },
      handled(async ({ headers }) => {
        const player = await account(headers, true);
        if (!player) return tooMany(limits, WHAT, "api", "for you");
        return saved(endedVacation(await store.vacationOf(player.id), now()));
      }),
    ),
  };
}
