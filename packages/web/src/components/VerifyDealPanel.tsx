import { type KnownSeeds, type Verification, verifyGame } from "@loveletter/match";
import type { GameRecord, StoredAction } from "@loveletter/protocol";
import { useState } from "preact/hooks";
import { identity } from "../state/identity";
import { sentSeeds } from "../state/sent-seeds";
import { useStore } from "../state/store";

/**
 * The replay page's "Verify this deal" (docs/fair-deal.md): in this browser, with Web Crypto, the
 * revealed server seed is checked against its commitment, every round is re-dealt from the seeds and
 * every move replayed; the seed recorded for your seat is checked against those you sent.
 */
export function VerifyDealPanel({ game, actions }: { game: GameRecord; actions: readonly StoredAction[] }) {
  const me = useStore(identity);
  const [result, setResult] = useState<Verification | "checking" | null>(null);
  const myId = me.status === "ready" ? me.player.id : null;
  const mySeat = game.seats.findIndex((seat) => seat.kind === "human" && seat.playerId === myId);
  const sent = sentSeeds(game.tableId);
  const recorded = mySeat >= 0 ? game.fairDeal?.clientSeeds[mySeat] : undefined;

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

  return (
    <section class="verify-deal" aria-labelledby="verify-deal-title" data-testid="verify-deal">
      <h2 id="verify-deal-title" class="small-title">
        Fair deal
      </h2>
      {game.fairDeal ? (
        <p class="small muted">
          Commitment <code title={game.fairDeal.commitment}>{game.fairDeal.commitment.slice(0, 16)}…</code>, server seed
          revealed, {game.fairDeal.clientSeeds.length} players' seeds.
        </p>
      ) : (
        <p class="small muted">This game was dealt before commitments: only its moves can be checked.</p>
      )}
      <button type="button" class="btn btn-small" onClick={verify} disabled={result === "checking"}>
        Verify this deal
      </button>
      <div aria-live="polite" data-testid="verify-result">
        {result === "checking" && <p class="small">Checking…</p>}
        {result !== null && result !== "checking" && result.ok && (
          <p class="notice notice-info small">
            Verified. {result.proven}
            {recorded !== undefined &&
              sent.includes(recorded) &&
              ` Your seat's seed is the one you sent ("${recorded}").`}
          </p>
        )}
        {result !== null && result !== "checking" && !result.ok && (
          <div class="notice notice-error small" role="alert">
            <p>Not verified:</p>
            <ul>
              {result.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
