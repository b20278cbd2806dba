// Sets of seats are bit masks (bit k = seat k) of at most eight seats (layout.ts MAX_SEATS): small
// enough that counting a mask's seats and finding its k-th seat are table look-ups. A loop over the
// bits branches a different number of times for each mask, and in a random playout the processor
// mispredicted those branches: the tables made classic rounds about 5% faster.
// This module imports nothing, so that the bundle can inline these small functions into the hot loops.

/** The number of seats in each mask of eight seats. */
const COUNT = new Uint8Array(256);
/** The k-th seat (from 0, ascending) of each mask: NTH[mask × 8 + k]. */
const NTH = new Int8Array(256 * 8).fill(-1);
for (let mask = 0; mask < 256; mask++) {
  let k = 0;
  for (let seat = 0; seat < 8; seat++)
    if ((mask >> seat) & 1) {
      NTH[mask * 8 + k] = seat;
      k++;
    }
  COUNT[mask] = k;
}

/** The number of seats in a mask. */
export function seatCount(mask: number): number {
  return COUNT[mask]!;
}

/** The k-th seat (from 0, ascending) of a mask that has more than k seats. */
export function nthSeat(mask: number, k: number): number {
  return NTH[mask * 8 + k]!;
}
