import {
  cloneState,
  handCard,
  handSize,
  type RngState,
  type State,
  stateFromView,
  type View,
  withHiddenCards,
} from "@loveletter/engine";
import { sampleHidden } from "../belief/sample.js";
import type { MatchKnowledge } from "../match-knowledge.js";
import { C, type PlayLikelihood } from "./likelihood.js";
import type { Looks } from "./playout.js";

/**
 * Possible worlds for one decision of one seat, drawn from its beliefs: the expert searches in them
 * and the review measures moves in them. Everything comes from the seat's view and what it has
 * been told (its knowledge); the true hidden cards are never at hand here.
 */
export class WorldSampler {
  /** The view as a state whose hidden places are empty. */
  readonly skeleton: State;
  /** Who has seen whose card in the last dealt world (see `Looks`). */
  readonly looks: Looks;
  /** How likely a seat is to hold a card, for the sampler; undefined: as the beliefs say. */
  private readonly weight: ((seat: number, card: number) => number) | undefined;
  private readonly baseLooks: Int32Array;
  private readonly me: number;
  private readonly players: number;

  constructor(
    private readonly view: View,
    private readonly knowledge: MatchKnowledge,
    private readonly unseen: readonly number[],
    private readonly rng: RngState,
    /** What the players' plays say of their hands, to weigh the worlds by; none: the beliefs alone. */
    likelihood: PlayLikelihood | null = null,
  ) {
    this.me = view.seat!;
    const { beliefs, rules } = knowledge;
    this.players = view.players;
    // A card the beliefs allow is as likely as the seat's plays make it (one they rule out stays out),
    // tabled once: the sampler asks for every card at every draw of every world.
    if (likelihood) {
      const table = new Float64Array(this.players * C);
      for (let seat = 0; seat < this.players; seat++)
        for (let card = 0; card < C; card++)
          if (beliefs.allows(seat, rules.values[card]!)) table[seat * C + card] = likelihood.lam[seat * C + card]!;
      this.weight = (seat, card) => table[seat * C + card]!;
    } else this.weight = undefined;
    this.skeleton = stateFromView(rules, view, rng);
    const n = this.players;
    // Who has seen whose card, as far as this seat can tell; others' looks at others are per world.
    this.baseLooks = new Int32Array(n * n).fill(-1);
    for (let p = 0; p < n; p++) {
      if (p !== this.me && beliefs.mySeen[p]! >= 0) this.baseLooks[p * n + this.me] = beliefs.mySeen[p]!;
      if (p !== this.me && beliefs.known[p]! >= 0) this.baseLooks[this.me * n + p] = beliefs.known[p]!;
    }
    this.looks = new Int32Array(n * n);
  }

  /** A state to deal worlds into, again and again. */
  newWorld(): State {
    return cloneState(this.skeleton);
  }

  /** Deals a fresh world into `world` (no allocation beyond the sample) and sets `looks` for it. */
  deal(world: State): void {
    const { beliefs, rules } = this.knowledge;
    const { me, players: n, looks } = this;
    withHiddenCards(
      this.skeleton,
      me,
      sampleHidden(this.view, beliefs, this.unseen, rules.values, this.rng, this.weight),
      world,
    );
    looks.set(this.baseLooks);
    // Others' looks at others: what they saw is this world's card, if that player still holds it.
    for (let q = 0; q < n; q++)
      if (q !== me && beliefs.seenBy[q]! !== 0 && handSize(world, q) === 1)
        for (let p = 0; p < n; p++)
          if (p !== me && p !== q && (beliefs.seenBy[q]! >> p) & 1) looks[p * n + q] = handCard(world, q, 0);
  }
}
