// The fair deal's values as records and messages carry them (docs/fair-deal.md, "Values and their
// encodings"). Dealing from them, and verifying a deal, is @loveletter/match's.

/**
 * How a game was dealt. "v0": from a seed the server chose (games stored before the commitment, and
 * test seeds); "v1": commit-reveal, from the server's committed seed and the players' seeds; "v2":
 * dealt as v1, and the turn timer never names a card of which the seat has seen every copy.
 */
export const DEAL_VERSIONS = ["v0", "v1", "v2"] as const;
export type DealVersion = (typeof DEAL_VERSIONS)[number];
/** A commit-reveal deal's version (every version but v0). */
export type FairDealVersion = Exclude<DealVersion, "v0">;

/** What a fair game was dealt from, as stored and, once it is over, published. */
export interface FairDealRecord {
  /** SHA-256 of the server seed's bytes, hex: published before the first deal. */
  readonly commitment: string;
  /** 32 bytes, hex. Kept in the store only until the game is over (then it is in the game's record). */
  readonly serverSeed: string;
  /** One per seat, in seat order. */
  readonly clientSeeds: readonly string[];
}

export const CLIENT_SEED_MAX_LENGTH = 64;
/** Printable ASCII without "|" (the messages' separator), no space at either end. */
const CLIENT_SEED = /^[\x21-\x7b\x7d\x7e](?:[\x20-\x7b\x7d\x7e]*[\x21-\x7b\x7d\x7e])?$/;

/** Why a text can't be a client seed, or null when it can. */
export function clientSeedProblem(seed: string): string | null {
  if (seed.length === 0 || seed.length > CLIENT_SEED_MAX_LENGTH)
    return `A seed is 1 to ${CLIENT_SEED_MAX_LENGTH} characters.`;
  if (!CLIENT_SEED.test(seed))
    return 'A seed is printable ASCII (letters, digits, punctuation, spaces inside) without "|".';
  return null;
}
