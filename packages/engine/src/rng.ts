/**
 * The engine's only source of chance: sfc32, a small fast generator whose whole state is four
 * 32-bit integers kept in the game state (its first four cells). Same seed and same moves give the
 * same game, which is how games are stored, replayed and verified.
 */
export type RngState = Int32Array;

/** Hashes a seed (a number or a string) into a generator state, then warms the generator up. */
export function seedRng(seed: number | string): RngState {
  let h = 1779033703 ^ 0;
  const text = typeof seed === "number" ? `n:${seed}` : `s:${seed}`;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const mix = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h | 0;
  };
  const state: RngState = Int32Array.of(mix(), mix(), mix(), mix());
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/**
 * A generator state from key material of 16 bytes or more (a fair deal's HMAC, docs/fair-deal.md):
 * the first 16 bytes, little-endian, are the four words, then the generator is warmed up as
 * `seedRng` does. All 128 bits count, where a string seed is folded through 32 bits.
 */
export function seedRngFromBytes(bytes: Uint8Array): RngState {
  if (bytes.length < 16) throw new RangeError("A generator state needs 16 bytes.");
  const words = new DataView(bytes.buffer, bytes.byteOffset, 16);
  const state: RngState = Int32Array.of(
    words.getInt32(0, true),
    words.getInt32(4, true),
    words.getInt32(8, true),
    words.getInt32(12, true),
  );
  for (let i = 0; i < 12; i++) nextU32(state);
  return state;
}

/** The next 32-bit unsigned integer; advances the state in place. */
export function nextU32(s: RngState): number {
  const t = (((s[0] + s[1]) | 0) + s[3]) | 0;
  s[3] = (s[3] + 1) | 0;
  s[0] = s[1] ^ (s[1] >>> 9);
  s[1] = (s[2] + (s[2] << 3)) | 0;
  s[2] = (s[2] << 21) | (s[2] >>> 11);
  s[2] = (s[2] + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n) (n ≤ 2^32; the bias is below 2^-20 for the sizes the engine uses). */
export function randomInt(s: RngState, n: number): number {
  return Math.floor((nextU32(s) / 4294967296) * n);
}

/**
 * Writes a uniformly shuffled copy of `from` into `into` from `at` (inside-out Fisher–Yates, drawing
 * exactly as `randomInt(s, i + 1)` for each i in turn). The generator's words are kept in local
 * variables for the loop and written back once: as calls to nextU32 the shuffle cost 1.3× as much,
 * and it is a sixth of a classic round.
 */
export function shuffleInto(s: RngState, from: readonly number[], into: Int32Array, at: number): void {
  let a = s[0]!;
  let b = s[1]!;
  let c = s[2]!;
  let d = s[3]!;
  for (let i = 0; i < from.length; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
    into[at + i] = into[at + j]!;
    into[at + j] = from[i]!;
  }
  s[0] = a;
  s[1] = b;
  s[2] = c;
  s[3] = d;
}

/** Fisher–Yates shuffle in place. */
export function shuffle<T>(s: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}
