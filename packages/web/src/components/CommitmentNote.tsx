import { FAIR_DEAL_WORDS as W } from "./fair-deal-words";

/**
 * At the table in play: "Fair deal", which opens on what it means and the commitment the game is
 * dealt from (docs/fair-deal.md), whole, for whoever wants to note it down before the seed is
 * revealed.
 */
export function CommitmentNote({ commitment }: { commitment: string }) {
  if (!commitment) return null;
  return (
    <details class="small commitment-note" data-testid="commitment-note" title={W["note.title"]({ commitment })}>
      <summary>{W.title}</summary>
      <p class="commitment-note-body">
        {W["note.body"]} <code>{commitment}</code>
      </p>
    </details>
  );
}
