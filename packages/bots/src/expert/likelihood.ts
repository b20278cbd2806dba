import { cardOf, type EngineEvent, type Rules } from "@loveletter/engine";
import { CARDS, playModel } from "./play-model.js";

/** Card ids: the likelihoods are indexed by card. */
export const C = CARDS;

/**
 * Updates one seat's likelihoods (lam[o..o+n]) for its play of card x, over `n` cards (the play
 * model `play` is n × n; by default every card id); `next` is scratch.
 */
export function afterPlay(
  play: Float64Array,
  lam: Float64Array,
  o: number,
  x: number,
  next: Float64Array,
  n: number = C,
): void {
  let sum = 0;
  const lx = lam[o + x]!;
  for (let y = 0; y < n; y++) {
    const w = play[x * n + y]! * (lx + lam[o + y]!);
    next[y] = w;
    sum += w;
  }
  if (sum > 0) {
    const k = n / sum;
    for (let y = 0; y < n; y++) lam[o + y] = next[y]! * k;
  } else lam.fill(1, o, o + n);
}

/** A failed name: no card of that value. */
function afterMiss(values: readonly number[], lam: Float64Array, o: number, value: number): void {
  for (let y = 0; y < C; y++) if (values[y] === value) lam[o + y] = 0;
}

/**
 * For each seat, the likelihood of its public record (the cards it played, the names that missed
 * it) given each card it may hold now, relative (1: no evidence): a forward filter over its hidden
 * hand, where each play of x from {old, drawn} either kept the old card (drawn = x) or the drawn
 * one (old = x), each as likely as the play model says.
 */
export class PlayLikelihood {
  readonly lam: Float64Array;
  private readonly play: Float64Array;
  private readonly next = new Float64Array(C);

  constructor(
    private readonly rules: Rules,
    /** How a player holding two cards plays (play-model.ts): by default, as the expert reads players at this table. */
    play: Float64Array = playModel(rules),
  ) {
    this.lam = new Float64Array(rules.players * C).fill(1);
    this.play = play;
  }

  observe(events: readonly EngineEvent[]): void {
    for (const e of events) this.take(e);
  }

  /** One event. */
  take(e: EngineEvent): void {
    const lam = this.lam;
    switch (e.type) {
      case "round-started":
        lam.fill(1);
        break;
      case "played":
        afterPlay(this.play, lam, e.seat * C, cardOf(e.card)!, this.next);
        break;
      case "guessed":
        if (!e.correct) afterMiss(this.rules.values, lam, e.target * C, e.guess);
        break;
      case "discarded":
      case "returned":
        lam.fill(1, e.seat * C, (e.seat + 1) * C);
        break;
      case "traded":
      case "swapped": {
        const [a, b] = e.type === "traded" ? [e.seat, e.target] : e.targets;
        for (let y = 0; y < C; y++) {
          const tmp = lam[a * C + y]!;
          lam[a * C + y] = lam[b * C + y]!;
          lam[b * C + y] = tmp;
        }
        break;
      }
      default:
        break;
    }
  }
}
