/**
 * At the table in play: the commitment the game is dealt from (docs/fair-deal.md), short, with the
 * whole fingerprint for whoever wants to note it down before the seed is revealed.
 */
export function CommitmentNote({ commitment }: { commitment: string }) {
  if (!commitment) return null;
  return (
    <span
      class="muted small commitment-note"
      data-testid="commitment-note"
      title={`Fair deal: this game is dealt from a secret seed whose SHA-256 is ${commitment}. It is revealed when the match ends.`}
    >
      Deal <code>{commitment.slice(0, 8)}</code>
    </span>
  );
}
