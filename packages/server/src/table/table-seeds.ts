import { commitmentOf, FairDealer, FIRST_DEAL, fixedClientSeed } from "@loveletter/match";
import type { GameRecord, Occupant, TablePhase } from "@loveletter/protocol";

/** Whether a table's game is under way (its seeds are fixed) rather than waiting or over. */
export function isDealing(phase: TablePhase): boolean {
  return phase === "playing" || phase === "intermission";
}

/** What the table shows of the fair deal besides the seats' client seeds. */
export interface ShownFairDeal {
  readonly commitment: string;
  readonly revealedSeed: string;
}

/**
 * The fair deal at one table (docs/fair-deal.md): the commitment shown to the next game's server
 * seed, each person's client seed for that game, and the seed the server's bots play from. The
 * server seed itself is in the table's record, stored before its commitment is shown; this never
 * shows the seed of a game that is not over.
 */
export class TableSeeds {
  /** The commitment to the next game's server seed; "" from a deal until the next seed is drawn. */
  private nextCommitment = "";
  /** Each person's client seed for the next deal, as they sent it. */
  private readonly clientSeeds = new Map<string, string>();
  /** The seed of the server bots' generators: a v1 game's is derived from its seeds; null for a test's deal. */
  botsSeed: string | null = null;

  /** Shows the commitment to the next game's server seed (already stored; `fairDealOf` derives it). */
  committed(commitment: string): void {
    this.nextCommitment = commitment;
  }

  /** A person's client seed for the next deal. */
  contribute(playerId: string, seed: string): void {
    this.clientSeeds.set(playerId, seed);
  }

  /** A new game is dealt: its bots play from `botsSeed`; the next game's seed is drawn when this one ends. */
  dealt(botsSeed: string | null): void {
    this.nextCommitment = "";
    this.botsSeed = botsSeed;
  }

  /** A seat's client seed as shown: the game's while it is played; otherwise the one for the next deal. */
  shownClientSeed(index: number, occupant: Occupant | undefined, phase: TablePhase, game: GameRecord | null): string {
    if (isDealing(phase)) return game?.fairDeal?.clientSeeds[index] ?? "";
    if (occupant?.kind === "bot") return fixedClientSeed(index, "bot");
    return occupant?.kind === "human" ? (this.clientSeeds.get(occupant.playerId) ?? "") : "";
  }

  /** The commitment shown, and a finished game's revealed seed. */
  shown(phase: TablePhase, game: GameRecord | null): ShownFairDeal {
    if (isDealing(phase)) return { commitment: game?.fairDeal?.commitment ?? "", revealedSeed: "" };
    const over = phase === "finished" && game !== null && game.status !== "playing";
    return { commitment: this.nextCommitment, revealedSeed: over ? (game.fairDeal?.serverSeed ?? "") : "" };
  }

  /** A new game's client seeds, in seat order: each person's own, or the seat's fixed one. */
  clientSeedsFor(occupants: readonly Occupant[]): string[] {
    return occupants.map((occupant, index) =>
      occupant.kind === "human"
        ? (this.clientSeeds.get(occupant.playerId) ?? fixedClientSeed(index, "human"))
        : fixedClientSeed(index, "bot"),
    );
  }
}

/** The commitment to a server seed, shown before the game it deals (docs/fair-deal.md). */
export function commitmentTo(serverSeed: string): Promise<string> {
  return commitmentOf(serverSeed);
}

/**
 * A new game's fair deal from the committed server seed and the seated players' client seeds, with
 * its dealer ready for the first deal, and the seed the server's bots play from.
 */
export async function fairDealOf(
  serverSeed: string,
  clientSeeds: string[],
): Promise<{ fairDeal: NonNullable<GameRecord["fairDeal"]>; dealer: FairDealer; botsSeed: string }> {
  const fairDeal = { commitment: await commitmentOf(serverSeed), serverSeed, clientSeeds };
  const dealer = new FairDealer(fairDeal);
  await dealer.prepare([FIRST_DEAL]);
  return { fairDeal, dealer, botsSeed: await dealer.botsSeed() };
}
