/**
 * The yardstick of `loveletter bench --probe`: the cheapest classic 4-player round this machine can
 * play, on typed arrays, allocating nothing. Its rules are simplified (a card is chosen by a coin
 * flip, then a target and a Guard's value at random; no events, no list of legal moves, no
 * tokens), so it bounds what any engine could reach here. Measured in the same process as the engine, the
 * ratio of the two cancels most of the noise of a shared machine: the design target of 500,000
 * classic 4-player rounds per second on one core is a ratio against it (see the README).
 *
 * It is a copy on purpose: nothing of the engine is shared, so that changing the engine never
 * moves the yardstick.
 */

// Classic values of the 16 cards: 5 Guards, 2 Priests, 2 Barons, 2 Handmaids, 2 Princes, King, Countess, Princess.
const CLASSIC = Int8Array.of(1, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8);
const GUARD = 1;
const BARON = 3;
const HANDMAID = 4;
const PRINCE = 5;
const KING = 6;
const COUNTESS = 7;
const PRINCESS = 8;
const PLAYERS = 4;

/**
 * A probe table that plays rounds on demand: each call plays for about `ms` and says how many
 * rounds. The deck is drawn from at random (one Fisher–Yates step per card drawn: cards never drawn
 * cost nothing); a seat's flag is 1 in the round, 3 protected, 0 out.
 *
 * The generator (the engine's sfc32) is written out at each use on local variables: as a helper,
 * on a typed array or in a closure, its state lives in memory and the probe ran at 0.57–0.75 of
 * this speed.
 */
export function probeRunner(seed = 1): (ms: number) => { rounds: number; ms: number } {
  const deck = new Int8Array(16);
  const hand = new Int8Array(PLAYERS);
  const flag = new Uint8Array(PLAYERS);
  const rng = Int32Array.of(seed, 0x9e3779b9, 0x243f6a88, 12345);

  /** One round; returns the winning seat. */
  const round = (): number => {
    let r0 = rng[0]!;
    let r1 = rng[1]!;
    let r2 = rng[2]!;
    let r3 = rng[3]!;
    let t = 0;
    deck.set(CLASSIC);
    let left = 16;
    let setAside = 0;
    // The set-aside card, then one card per seat.
    for (let p = -1; p < PLAYERS; p++) {
      t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0;
      r0 = r1 ^ (r1 >>> 9);
      r1 = (r2 + (r2 << 3)) | 0;
      r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const j = (((t >>> 0) * left--) / 4294967296) | 0;
      const card = deck[j]!;
      deck[j] = deck[left]!;
      if (p < 0) setAside = card;
      else {
        hand[p] = card;
        flag[p] = 1;
      }
    }
    let alive = PLAYERS;
    let me = t & 3;
    for (;;) {
      flag[me] = 1;
      // One word for the card drawn, one for the turn's choices (its low bit, high bits, middle bits).
      t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0;
      r0 = r1 ^ (r1 >>> 9);
      r1 = (r2 + (r2 << 3)) | 0;
      r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const j = (((t >>> 0) * left--) / 4294967296) | 0;
      const drawn = deck[j]!;
      deck[j] = deck[left]!;
      t = (((r0 + r1) | 0) + r3) | 0;
      r3 = (r3 + 1) | 0;
      r0 = r1 ^ (r1 >>> 9);
      r1 = (r2 + (r2 << 3)) | 0;
      r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
      const held = hand[me]!;
      const countess =
        (held === COUNTESS && (drawn === KING || drawn === PRINCE)) ||
        (drawn === COUNTESS && (held === KING || held === PRINCE));
      const first = countess ? held === COUNTESS : (t & 1) === 0;
      const card = first ? held : drawn;
      const kept = first ? drawn : held;
      hand[me] = kept;
      if (card === PRINCESS) {
        flag[me] = 0;
        alive--;
      } else if (card === HANDMAID) flag[me] = 3;
      else if (card === GUARD || card === BARON || card === PRINCE || card === KING) {
        let mask = card === PRINCE ? 1 << me : 0;
        let n = card === PRINCE ? 1 : 0;
        for (let s = 0; s < PLAYERS; s++)
          if (s !== me && flag[s] === 1) {
            mask |= 1 << s;
            n++;
          }
        if (n > 0) {
          let k = (((t >>> 0) * n) / 4294967296) | 0;
          while (k-- > 0) mask &= mask - 1;
          const target = 31 - Math.clz32(mask & -mask);
          let loser = -1;
          if (card === GUARD) {
            if (hand[target] === 2 + ((((t >>> 8) & 0xffff) * 7) >>> 16)) loser = target;
          } else if (card === BARON) {
            if (kept > hand[target]!) loser = target;
            else if (kept < hand[target]!) loser = me;
          } else if (card === KING) {
            hand[me] = hand[target]!;
            hand[target] = kept;
          } else if (hand[target] === PRINCESS) loser = target;
          else if (left > 0) {
            t = (((r0 + r1) | 0) + r3) | 0;
            r3 = (r3 + 1) | 0;
            r0 = r1 ^ (r1 >>> 9);
            r1 = (r2 + (r2 << 3)) | 0;
            r2 = (((r2 << 21) | (r2 >>> 11)) + t) | 0;
            const i = (((t >>> 0) * left--) / 4294967296) | 0;
            hand[target] = deck[i]!;
            deck[i] = deck[left]!;
          } else hand[target] = setAside;
          if (loser >= 0) {
            flag[loser] = 0;
            alive--;
          }
        }
      }
      if (alive <= 1 || left === 0) break;
      do me = (me + 1) & 3;
      while (flag[me] === 0);
    }
    rng[0] = r0;
    rng[1] = r1;
    rng[2] = r2;
    rng[3] = r3;
    let winner = -1;
    for (let p = 0; p < PLAYERS; p++) if (flag[p] !== 0 && (winner < 0 || hand[p]! > hand[winner]!)) winner = p;
    return winner;
  };

  // The winners are summed so that no work can be optimised away.
  let checksum = 0;
  return (ms) => {
    let rounds = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < ms) {
      for (let i = 0; i < 1024; i++) checksum += round();
      rounds += 1024;
      elapsed = performance.now() - start;
    }
    if (checksum < 0) throw new Error("unreachable");
    return { rounds, ms: elapsed };
  };
}
