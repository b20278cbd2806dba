import { newClientSeed } from "@loveletter/match";
import { clientSeedProblem } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import type { TableConnection, TableSession } from "../net/table-session";
import { FAIR_DEAL_WORDS as W } from "./fair-deal-words";

/**
 * "Fair deal", in the waiting room and after a match (for the rematch): what it means in a sentence,
 * then behind a disclosure the commitment to the server's secret seed, each seat's client seed, and
 * this player's own (random, editable), sent to the table; after a match, the finished game's server
 * seed, revealed (docs/fair-deal.md).
 */
export function ClientSeedPanel({ session, connection }: { session: TableSession; connection: TableConnection }) {
  const state = session.state!;
  const mySeat = session.you?.seat ?? null;
  const shown = mySeat === null ? "" : (state.seats[mySeat]?.clientSeed ?? "");
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  // A seated player without a seed yet contributes a random one at once (unless this page already
  // sent one that the table has not shown yet: "Play against bots" sends it with the start).
  useEffect(() => {
    if (mySeat === null || shown !== "") return;
    const already = connection.lastSeedSent;
    if (already !== null) return setDraft((current) => current || already);
    const seed = newClientSeed();
    setDraft(seed);
    connection.seed(seed, true);
  }, [mySeat, shown === ""]);

  // Back at the table (a reload): the seed the table shows is the one to edit.
  useEffect(() => {
    if (shown !== "") setDraft((current) => current || shown);
  }, [shown]);

  const submit = (event: Event) => {
    event.preventDefault();
    const seed = draft.trim();
    const why = clientSeedProblem(seed);
    setProblem(why);
    if (!why) connection.seed(seed);
  };

  return (
    <section class="panel fair-deal" aria-labelledby="fair-deal-title" data-testid="fair-deal">
      <h2 id="fair-deal-title">{W.title}</h2>
      <p class="small">{W["waiting.lead"]}</p>
      {state.revealedSeed && <p class="small">{W["waiting.revealed"]}</p>}
      <details class="fair-deal-details small" data-testid="fair-deal-details" open={problem !== null || undefined}>
        <summary>{W["waiting.details"]}</summary>
        <p>
          {W["waiting.fingerprint"]}{" "}
          <code class="commitment" data-testid="commitment" title={state.commitment}>
            {state.commitment.slice(0, 16)}…
          </code>{" "}
          {W["waiting.mixed"]}
        </p>
        {state.revealedSeed && (
          <p data-testid="revealed-seed">
            {W["waiting.revealed-seed"]} <code title={state.revealedSeed}>{state.revealedSeed.slice(0, 16)}…</code>
          </p>
        )}
        {mySeat !== null && (
          <form onSubmit={submit}>
            <label for="client-seed">{W["your-seed"]}</label>
            <div class="inline-form">
              <input
                id="client-seed"
                type="text"
                data-testid="client-seed"
                value={draft}
                maxLength={64}
                spellcheck={false}
                autoComplete="off"
                aria-describedby={problem ? "client-seed-problem" : undefined}
                onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
              />
              <button type="submit" class="btn" disabled={draft.trim() === shown}>
                {W["use-seed"]}
              </button>
            </div>
          </form>
        )}
        {problem && (
          <p id="client-seed-problem" class="notice notice-error small" role="alert">
            {problem}
          </p>
        )}
        <ul class="client-seeds small" aria-label={W["seats-seeds"]}>
          {state.seats
            .filter((seat) => seat.kind !== "empty")
            .map((seat) => (
              <li key={seat.index}>
                {seat.name}: <code>{seat.clientSeed || "—"}</code>
              </li>
            ))}
        </ul>
      </details>
    </section>
  );
}
