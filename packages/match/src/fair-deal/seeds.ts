import { fromHex, randomBytes, sha256, toHex } from "./web-crypto.js";

// The values of a fair deal and their encodings (docs/fair-deal.md, "Values and their encodings").

/**
 * How a game was dealt. "v0": from a seed the server chose (games stored before the commitment, and
 * test seeds); "v1": commit-reveal, from the server's committed seed and the players' seeds.
 */
export const DEAL_VERSIONS = ["v0", "v1"] as const;
export type DealVersion = (typeof DEAL_VERSIONS)[number];
/** The version new games are dealt with. */
export const FAIR_DEAL_VERSION = "v1" satisfies DealVersion;

/** What a v1 game was dealt from, as stored and, once it is over, published. */
export interface FairDealRecord {
  /** SHA-256 of the server seed's bytes, hex: published before the first deal. */
  readonly commitment: string;
  /** 32 bytes, hex. Kept in the store only until the game is over (then it is in the game's record). */
  readonly serverSeed: string;
  /** One per seat, in seat order. */
  readonly clientSeeds: readonly string[];
}

export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_MAX_LENGTH = 64;
/** Printable ASCII without "|" (the messages' separator), no space at either end. */
const CLIENT_SEED = /^[\x21-\x7b\x7d\x7e](?:[\x20-\x7b\x7d\x7e]*[\x21-\x7b\x7d\x7e])?$/;

/** A new secret server seed: 32 random bytes from the operating system, hex. */
export function newServerSeed(): string {
  return toHex(randomBytes(SERVER_SEED_BYTES));
}

/** A random client seed (the web client's, a bot seat's): 16 random bytes, hex. */
export function newClientSeed(): string {
  return toHex(randomBytes(16));
}

/**
 * The client seed of a seat nobody chose one for: a bot's seat, or a person whose client sent none.
 * Fixed and public, never drawn by the server: the server knows its own seed, so a seed it drew
 * after seeing the others' could be tried again and again until the deal suits it.
 */
export function fixedClientSeed(seat: number, kind: "bot" | "human"): string {
  return `${kind === "bot" ? "bot" : "seat"}-${seat}`;
}

/** The server seed's bytes, or null when it is not 64 lowercase hex digits. */
export function serverSeedBytes(serverSeed: string): Uint8Array | null {
  const bytes = fromHex(serverSeed);
  return bytes?.length === SERVER_SEED_BYTES ? bytes : null;
}

/** The commitment to a server seed: SHA-256 of its 32 bytes, hex. */
export async function commitmentOf(serverSeed: string): Promise<string> {
  const bytes = serverSeedBytes(serverSeed);
  if (!bytes) throw new Error("A server seed is 64 lowercase hex digits.");
  return toHex(await sha256(bytes));
}

/** Why a text can't be a client seed, or null when it can. */
export function clientSeedProblem(seed: string): string | null {
  if (seed.length === 0 || seed.length > CLIENT_SEED_MAX_LENGTH)
    return `A seed is 1 to ${CLIENT_SEED_MAX_LENGTH} characters.`;
  if (!CLIENT_SEED.test(seed))
    return 'A seed is printable ASCII (letters, digits, punctuation, spaces inside) without "|".';
  return null;
}
