import { type Move, type RngState, randomInt } from "@loveletter/engine";
import type { DealVersion, FairDealRecord, FairDealVersion, GameAction } from "@loveletter/protocol";
import { type TimerView, timerMoves } from "../timer-moves.js";
import {
  botsMessage,
  type DealPoint,
  dealMessage,
  FIRST_DEAL,
  fairBytes,
  fairGenerator,
  timerMessage,
} from "./messages.js";
import { FAIR_DEAL_VERSION } from "./seeds.js";
import { toHex } from "./web-crypto.js";

/** The deal an action makes, after the deal at `point`; null for an action that deals nothing. */
export function dealPointAfter(point: DealPoint, action: GameAction): DealPoint | null {
  if (action.type === "next-round") return { match: point.match, round: point.round + 1 };
  if (action.type === "restart") return { match: point.match + 1, round: 1 };
  return null;
}

const keyOf = ({ match, round }: DealPoint) => `${match}/${round}`;

/**
 * The generators of a fair game's deals (docs/fair-deal.md), and its turn timer's picks. Web Crypto
 * is asynchronous and the engine is not: each deal's generator is derived ahead (`prepare`), then
 * handed out at once, so a replay and the server's referee apply actions exactly as before.
 */
export class FairDealer {
  private readonly generators = new Map<string, RngState>();

  /** `version`: the game's (its record's `dealVersion`), which says how its timer picks. */
  constructor(
    readonly fair: Pick<FairDealRecord, "serverSeed" | "clientSeeds">,
    readonly version: FairDealVersion = FAIR_DEAL_VERSION,
  ) {}

  /**
   * A dealer with every deal of this log derived: ready to replay it. `version` is the record's
   * `dealVersion` (the newest when it names none: a replay does not ask how the timer picked).
   */
  static async forLog(
    fair: Pick<FairDealRecord, "serverSeed" | "clientSeeds">,
    actions: readonly GameAction[],
    version?: DealVersion,
  ) {
    const dealer = new FairDealer(fair, version === undefined || version === "v0" ? FAIR_DEAL_VERSION : version);
    const points = [FIRST_DEAL];
    for (const action of actions) {
      const next = dealPointAfter(points.at(-1)!, action);
      if (next) points.push(next);
    }
    await dealer.prepare(points);
    return dealer;
  }

  /** Derives the generators of these deals (each once). */
  async prepare(points: Iterable<DealPoint>): Promise<void> {
    const { serverSeed, clientSeeds } = this.fair;
    const missing = [...points].filter((point) => !this.generators.has(keyOf(point)));
    const derived = await Promise.all(
      missing.map((point) => fairGenerator(serverSeed, dealMessage(clientSeeds, point))),
    );
    for (const [i, point] of missing.entries()) this.generators.set(keyOf(point), derived[i]!);
  }

  /**
   * Forgets the generators of the deals before `point`: a table at that deal asks only for later
   * ones. (A match of many rounds otherwise kept every round's: docs/deploy.md, "Memory a table".)
   */
  forgetBefore(point: DealPoint): void {
    for (const key of this.generators.keys()) {
      const [match, round] = key.split("/").map(Number) as [number, number];
      if (match < point.match || (match === point.match && round < point.round)) this.generators.delete(key);
    }
  }

  /** A deal's generator, fresh (the engine advances it in place). */
  generator(point: DealPoint): RngState {
    const generator = this.generators.get(keyOf(point));
    if (!generator) throw new Error(`The deal of match ${point.match}, round ${point.round} was not prepared.`);
    return generator.slice();
  }

  /** The generator of the turn timer's pick at action `turn`. */
  timerGenerator(point: DealPoint, turn: number): Promise<RngState> {
    return fairGenerator(this.fair.serverSeed, timerMessage(this.fair.clientSeeds, point, turn));
  }

  /**
   * The move the turn timer plays at action `turn` of the deal at `point`, for the seat whose view
   * this is: its pick among this version's `timerMoves`, drawn from the seeds.
   */
  async timerMove(view: TimerView, point: DealPoint, turn: number): Promise<Move> {
    const choices = timerMoves(view, this.version);
    return choices[randomInt(await this.timerGenerator(point, turn), choices.length)]!;
  }

  /** The seed of the server bots' generators, hex. */
  async botsSeed(): Promise<string> {
    return toHex(await fairBytes(this.fair.serverSeed, botsMessage(this.fair.clientSeeds)));
  }
}
