import { newClientSeed } from "@loveletter/match";
import { clientSeedProblem } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import type { TableConnection, TableSession } from "../net/table-session";

/**
 * "Fair deal", in the waiting room and after a match (for the rematch): the commitment to the
 * server's secret seed, each seat's client seed, and this player's own (random, editable), sent to
 * the table; after a match, the finished game's server seed, revealed (docs/fair-deal.md).
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
      <h2 id="fair-deal-title">Fair deal</h2>
      <p class="small">
        The server has chosen its secret seed for the next deal and shows only its fingerprint (SHA-256):{" "}
        <code class="commitment" data-testid="commitment" title={state.commitment}>
          {state.commitment.slice(0, 16)}…
        </code>{" "}
        Every seated player's seed is mixed in. When the match ends the server's seed is revealed, and anyone can check
        the deal from the replay.
      </p>
      {state.revealedSeed && (
        <p class="small" data-testid="revealed-seed">
          The last game's server seed, now revealed:{" "}
          <code title={state.revealedSeed}>{state.revealedSeed.slice(0, 16)}…</code> Its SHA-256 is the commitment shown
          before its deal; the replay checks every round against it.
        </p>
      )}
      {mySeat !== null && (
        <form onSubmit={submit}>
          <label for="client-seed">Your seed</label>
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
              Use this seed
            </button>
          </div>
        </form>
      )}
      {problem && (
        <p id="client-seed-problem" class="notice notice-error small" role="alert">
          {problem}
        </p>
      )}
      <ul class="client-seeds small" aria-label="Seeds of the seats">
        {state.seats
          .filter((seat) => seat.kind !== "empty")
          .map((seat) => (
            <li key={seat.index}>
              {seat.name}: <code>{seat.clientSeed || "—"}</code>
            </li>
          ))}
      </ul>
    </section>
  );
}
