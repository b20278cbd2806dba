import { type KnownSeeds, type Verification, verifyGame } from "@loveletter/match";
import type { GameRecord, StoredAction } from "@loveletter/protocol";
import { useState } from "preact/hooks";
import { identity } from "../state/identity";
import { sentSeeds } from "../state/sent-seeds";
import { useStore } from "../state/store";
import { FAIR_DEAL_WORDS as W } from "./fair-deal-words";

/**
 * The replay page's "Verify this deal" (docs/fair-deal.md): first, in plain words, what a fair deal
 * means for this game; then, in this browser with Web Crypto, the revealed server seed is checked
 * against its commitment, every round is re-dealt from the seeds and every move replayed, and the
 * seed recorded for your seat is checked against those you sent. The commitment and the seeds are
 * the details, behind a disclosure.
 */
export function VerifyDealPanel({ game, actions }: { game: GameRecord; actions: readonly StoredAction[] }) {
  const me = useStore(identity);
  const [result, setResult] = useState<Verification | "checking" | null>(null);
  const myId = me.status === "ready" ? me.player.id : null;
  const mySeat = game.seats.findIndex((seat) => seat.kind === "human" && seat.playerId === myId);
  const sent = sentSeeds(game.tableId);
  const fairDeal = game.fairDeal;
  const recorded = mySeat >= 0 ? fairDeal?.clientSeeds[mySeat] : undefined;

  const verify = async () => {
    setResult("checking");
    // Your seat's seed must be one this browser sent, when it remembers sending any.
    const known: KnownSeeds =
      recorded !== undefined && sent.length > 0 && !sent.includes(recorded) ? { [mySeat]: sent.at(-1)! } : {};
    try {
      setResult(await verifyGame(game, actions, known));
    } catch (error) {
      setResult({ ok: false, problems: [`The check could not run: ${(error as Error).message}`] });
    }
  };
  const verified = result !== null && result !== "checking" && result.ok ? result : null;

  return (
    <section class="verify-deal" aria-labelledby="verify-deal-title" data-testid="verify-deal">
      <h2 id="verify-deal-title" class="small-title">
        {W.title}
      </h2>
      <p class="small verify-lead">{fairDeal ? W.lead : W["lead.v0"]}</p>
      <button type="button" class="btn btn-small" onClick={verify} disabled={result === "checking"}>
        {W.verify}
      </button>
      <div aria-live="polite" data-testid="verify-result">
        {result === "checking" && <p class="small">{W.checking}</p>}
        {verified && (
          <p class="notice notice-info small">
            {verified.version === "v0" ? W["verified.v0"] : W.verified}
            {recorded !== undefined && sent.includes(recorded) && ` ${W["own-seed"]({ seed: recorded })}`}
          </p>
        )}
        {result !== null && result !== "checking" && !result.ok && (
          <div class="notice notice-error small" role="alert">
            <p>{W["not-verified"]}</p>
            <ul>
              {result.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {fairDeal && (
        <details class="fair-deal-details small" data-testid="verify-details">
          <summary>{W.details}</summary>
          <p>{W["how-it-works"]}</p>
          <dl class="fair-deal-seeds">
            <dt>{W.commitment}</dt>
            <dd>
              <code data-testid="verify-commitment">{fairDeal.commitment}</code>
            </dd>
            <dt>{W["server-seed"]}</dt>
            <dd>
              <code>{fairDeal.serverSeed}</code>
            </dd>
            <dt>{W["players-seeds"]}</dt>
            <dd>
              <ul class="client-seeds">
                {fairDeal.clientSeeds.map((seed, i) => {
                  const occupant = game.seats[i];
                  return (
                    <li key={i}>
                      {occupant && occupant.kind !== "empty" ? occupant.name : `Seat ${i + 1}`}: <code>{seed}</code>
                    </li>
                  );
                })}
              </ul>
            </dd>
          </dl>
          {verified && (
            <p data-testid="verify-proven">
              {W["what-was-checked"]}: {verified.proven}
            </p>
          )}
        </details>
      )}
    </section>
  );
}
