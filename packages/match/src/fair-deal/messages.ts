import { type RngState, seedRngFromBytes } from "@loveletter/engine";
import { serverSeedBytes } from "./seeds.js";
import { hmacSha256 } from "./web-crypto.js";

// The HMAC messages of a v1 game, one per random choice (docs/fair-deal.md, "The HMAC messages").

/** A deal's place in a game: match m (a perpetual table's restart starts the next), round r; both from 1. */
export interface DealPoint {
  readonly match: number;
  readonly round: number;
}

export const FIRST_DEAL: DealPoint = { match: 1, round: 1 };

const PREFIX = "loveletter-deal|v1";

export function dealMessage(clientSeeds: readonly string[], { match, round }: DealPoint): string {
  return [PREFIX, "deal", match, round, ...clientSeeds].join("|");
}

/** The turn timer's pick at action `turn` (its sequence number in the game's log). */
export function timerMessage(clientSeeds: readonly string[], { match, round }: DealPoint, turn: number): string {
  return [PREFIX, "timer", match, round, turn, ...clientSeeds].join("|");
}

export function botsMessage(clientSeeds: readonly string[]): string {
  return [PREFIX, "bots", ...clientSeeds].join("|");
}

/** The bytes of ASCII text (client seeds are ASCII: seeds.ts). */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7e) throw new Error("A fair deal's message is ASCII.");
    bytes[i] = code;
  }
  return bytes;
}

/** HMAC-SHA-256(server seed's bytes, the message's ASCII). */
export async function fairBytes(serverSeed: string, message: string): Promise<Uint8Array> {
  const key = serverSeedBytes(serverSeed);
  if (!key) throw new Error("A server seed is 64 lowercase hex digits.");
  return hmacSha256(key, asciiBytes(message));
}

/** The engine's generator for one choice: seeded from the HMAC of its message. */
export async function fairGenerator(serverSeed: string, message: string): Promise<RngState> {
  return seedRngFromBytes(await fairBytes(serverSeed, message));
}
