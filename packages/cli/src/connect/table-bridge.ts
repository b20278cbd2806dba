import type { Room } from "@colyseus/sdk";
import { type ExternalAgent, type ExternalAgentOptions, externalAgent } from "@loveletter/bots/node";
import type { EngineEvent } from "@loveletter/engine";
import { newClientSeed } from "@loveletter/match";
import type { PublicTable, ServerMessages } from "@loveletter/protocol";

/** What a bridge needs to play a seat: the program, and how to report. */
export interface BridgeOptions {
  readonly command: string;
  readonly agent: Omit<ExternalAgentOptions, "onIncident" | "log" | "matchOptions">;
  /** A line for the person running `loveletter connect` (where it plays, incidents, the program's stderr). */
  readonly say: (line: string) => void;
}

/** How long a move refused as too quick waits to be sent again: the server refills a move each 100 ms. */
const RATE_LIMITED_RETRY_MS = 150;

/**
 * One table a bot program plays at through the bot API (docs/bot-api.md): the seat's views become
 * the bot protocol's `decide` messages for the program (docs/bot-protocol.md), its answers become
 * moves. The program is started once per match, as `sim` and `play` do. Between rounds and after
 * a match it says "ready" (after a match: a vote for a rematch).
 */
export class TableBridge {
  private agent: ExternalAgent | null = null;
  private seat: number | null = null;
  /** Events this seat saw since its program's last decision. */
  private unseen: EngineEvent[] = [];
  private round = -1;
  private decidedTurn = -1;
  private readiedFor = "";
  private deciding = false;
  /** The move sent for the seat's current turn, until a view of a later turn shows it was played. */
  private sent: { readonly move: unknown; readonly turn: number } | null = null;
  /** The public table as the server last sent it: the first comes right after joining. */
  private table: PublicTable | null = null;
  private tableArrived!: () => void;
  /** Resolves once the table's first `table` message came. */
  readonly arrived = new Promise<void>((resolve) => {
    this.tableArrived = resolve;
  });
  readonly closed: Promise<number>;

  constructor(
    readonly room: Room,
    private readonly options: BridgeOptions,
  ) {
    room.onMessage("you", (you: ServerMessages["you"]) => {
      this.seat = you.seat;
    });
    room.onMessage("view", (view: ServerMessages["view"]) => void this.onView(view));
    room.onMessage("game-over", () => void this.endMatch("the match is over"));
    room.onMessage("error", (error: ServerMessages["error"]) => {
      // A program answering at once, against a quick opponent, can outpace the moves a player may
      // send in a second: the move waits for the budget to refill instead of the turn timer playing it.
      if (error.code === "rate-limited" && error.about === "move" && this.sent) this.sendAgainSoon(this.sent);
      else options.say(`table ${room.roomId}: the server refused "${error.about}": ${error.message}`);
    });
    room.onMessage("*", () => {
      // chat and the rest: a program is told only its decisions
    });
    room.onMessage("table", (table: ServerMessages["table"]) => {
      this.table = table;
      this.tableArrived();
      this.getReady(table);
    });
    this.closed = new Promise((resolve) =>
      room.onLeave((code) => {
        void this.endMatch("the table closed");
        resolve(code);
      }),
    );
  }

  /** Sits at `seat`, or at the first empty seat (once the table `arrived`). */
  sit(seat?: number): void {
    if (!this.table) throw new Error(`Table ${this.room.roomId} has not been shown yet.`);
    const { seats, phase } = this.table;
    const index = seat ?? seats.findIndex((s) => s.kind === "empty");
    if (index < 0) throw new Error(`Table ${this.room.roomId} has no empty seat.`);
    this.room.send("sit", { seat: index });
    // Its own seed for the deal, which the server cannot choose (docs/fair-deal.md).
    if (phase === "waiting") this.room.send("seed", { seed: newClientSeed() });
  }

  async leave(): Promise<void> {
    await this.endMatch("leaving");
    await this.room.leave(true).catch(() => {});
  }

  private async onView({ turn, view, events, reset }: ServerMessages["view"]): Promise<void> {
    // A reset within the same round is the round's events again (after a reconnection): start over.
    if (reset && view.round === this.round) this.unseen = [...events];
    else this.unseen.push(...events);
    this.round = view.round;
    if (this.sent && turn > this.sent.turn) this.sent = null;
    if (this.seat === null || view.seat !== this.seat || view.legalMoves.length === 0 || turn === this.decidedTurn)
      return;
    // Still thinking about an earlier turn (the table's timer played it): this one waits for the timer too.
    if (this.deciding) return;
    this.decidedTurn = turn;
    if (!this.agent) this.agent = this.startProgram(view.options);
    const agent = this.agent;
    const observation = { view, events: this.unseen };
    this.unseen = [];
    this.deciding = true;
    try {
      const move = await agent.decide(observation);
      // Not for a match that ended meanwhile.
      if (this.agent === agent) {
        this.sent = { move, turn };
        this.room.send("move", { move, turn });
      }
    } finally {
      this.deciding = false;
    }
  }

  private sendAgainSoon(sent: { readonly move: unknown; readonly turn: number }): void {
    setTimeout(() => {
      if (this.sent === sent) this.room.send("move", sent);
    }, RATE_LIMITED_RETRY_MS);
  }

  private startProgram(matchOptions: ServerMessages["view"]["view"]["options"]): ExternalAgent {
    const { say, command } = this.options;
    const table = this.room.roomId;
    say(`table ${table}: seat ${this.seat}, the program starts`);
    return externalAgent(command, {
      ...this.options.agent,
      matchOptions,
      onIncident: (incident) =>
        say(`table ${table}: decision ${incident.decision} was a random move (${incident.kind}): ${incident.detail}`),
      log: (line) => say(`table ${table} [stderr] ${line}`),
    });
  }

  private async endMatch(why: string): Promise<void> {
    const agent = this.agent;
    if (!agent) return;
    this.agent = null;
    this.decidedTurn = -1;
    this.sent = null;
    this.unseen = [];
    this.options.say(`table ${this.room.roomId}: ${why}; the program stops`);
    await agent.close();
  }

  /** Ready between rounds, and for a rematch once a match is over. */
  private getReady(table: PublicTable): void {
    if (this.seat === null || (table.phase !== "intermission" && table.phase !== "finished")) return;
    const moment = `${table.phase}:${table.gameId}:${table.round}`;
    if (moment === this.readiedFor) return;
    this.readiedFor = moment;
    this.room.send("ready", {});
  }
}
