import type { FairDealVersion } from "@loveletter/protocol";
import { fromHex, randomBytes, sha256, toHex } from "./web-crypto.js";

// The seeds of a fair deal (docs/fair-deal.md, "Values and their encodings"); their wire form and
// the client seed's check are @loveletter/protocol's (fair-deal.ts).

/** The version new games are dealt with. */
export const FAIR_DEAL_VERSION = "v2" satisfies FairDealVersion;

export const SERVER_SEED_BYTES = 32;

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
