import {
  type EngineEvent,
  isVisibleTo,
  legalMoves,
  type Move,
  publicView,
  type SeatPart,
  type State,
  seatPart,
  type View,
  view as viewOf,
} from "@loveletter/engine";
import {
  type AppliedAction,
  applyAction,
  type DealPoint,
  deal,
  dealPointAfter,
  type FairDealer,
  FIRST_DEAL,
  type GameDeal,
  generatorFor,
} from "@loveletter/match";
import { type GameAction, type MoveMade, type Mover, ProtocolError } from "@loveletter/protocol";

/**
 * Where a listener is in the event stream: which round, and how many of its events it has had
 * (round -1: none yet). Each listener keeps one and `eventsSince` moves it on: a new cursor at every
 * view, kept until the next, was garbage that lived long enough to reach the old generation.
 */
export interface EventCursor {
  round: number;
  index: number;
}

/** A cursor before every event: the next `eventsSince` gives the whole round. */
export function newCursor(): EventCursor {
  return { round: -1, index: 0 };
}

/** An action checked against the rules and ready to commit once it is stored. */
export type PreparedAction = AppliedAction;

/**
 * A table's match in progress: the engine state, the events of the current round (so a client
 * joining mid-round gets its log back) and the count of actions applied. It never changes except
 * through `commit`, so a table can check an action, store it, and only then make it happen.
 */
export class TableGame {
  private roundEvents: EngineEvent[];
  /** The round's moves: the seat, who made it, and the index in `roundEvents` of its first event. */
  private roundMoves: { seat: number; by: Mover; from: number }[] = [];
  /** Rounds each seat won in this match (a perpetual table's restart begins a new one). */
  private wonRounds: number[] = [];
  /** Increases at every new round, so a cursor from an earlier round means "start again". */
  private roundSerial = 0;
  private turnCount = 0;
  /** The deal being played: which match, which round (docs/fair-deal.md). */
  private dealPoint: DealPoint = FIRST_DEAL;
  /**
   * The state before the last committed action, which the next move is applied into: two states a
   * table, reused, instead of a new one every move that lived until the next and was promoted to
   * the old generation. Only the queue's one action at a time is prepared, so nothing else holds it.
   */
  private spare: State | undefined;

  private constructor(
    private current: State,
    events: EngineEvent[],
    /** A v1 game's dealer; null for v0. */
    readonly dealer: FairDealer | null,
  ) {
    this.roundEvents = events;
  }

  /** Deals a game; a v1 game's first deal must be prepared (`dealer.prepare([FIRST_DEAL])`). */
  static deal(game: GameDeal): TableGame {
    const { state, events } = deal(game);
    return new TableGame(state, events, game.dealer ?? null);
  }

  /**
   * Rebuilds a game from its deal and stored actions (a restarted server, a replay check);
   * `committed` hears each action as it is replayed. A v1 deal's dealer is prepared for the log
   * (`FairDealer.forLog`).
   */
  static replay(
    deal: GameDeal,
    actions: readonly GameAction[],
    committed?: (prepared: PreparedAction) => void,
  ): TableGame {
    const game = TableGame.deal(deal);
    for (const action of actions) {
      const prepared = game.prepare(action);
      if (prepared instanceof ProtocolError)
        throw new Error(`Stored action ${game.turn} does not replay: ${prepared.message}`);
      game.commit(prepared);
      committed?.(prepared);
    }
    return game;
  }

  /** The deal being played. */
  get point(): DealPoint {
    return this.dealPoint;
  }

  /** Derives the deal an action would make (v1), so that `prepare` can check it at once. */
  async readyFor(action: GameAction): Promise<void> {
    const next = dealPointAfter(this.dealPoint, action);
    if (this.dealer && next) await this.dealer.prepare([next]);
  }

  /** Actions applied so far; also the sequence number of the next one. */
  get turn(): number {
    return this.turnCount;
  }

  get state(): Readonly<State> {
    return this.current;
  }

  get awaitingSeat(): number | null {
    return this.current.awaitingSeat >= 0 ? this.current.awaitingSeat : null;
  }

  get roundOver(): boolean {
    return this.current.roundOver;
  }

  get matchOver(): boolean {
    return this.current.matchOver;
  }

  /** The awaited seat's legal moves (empty when nobody is to act). */
  legalMoves(): Move[] {
    return legalMoves(this.current);
  }

  /**
   * Checks an action against the rules; the game is unchanged either way. A prepared move is
   * written into the game's spare state, so it holds until the next `prepare`: one action at a
   * time is prepared and committed (the table's action queue).
   */
  prepare(action: GameAction): PreparedAction | ProtocolError {
    return applyAction(
      this.current,
      action,
      generatorFor(this.dealer, dealPointAfter(this.dealPoint, action)),
      this.spare,
    );
  }

  commit(prepared: PreparedAction): void {
    // An action that changes nothing (a seat's change of hands) leaves the same state.
    if (prepared.state !== this.current) {
      this.spare = this.current;
      this.current = prepared.state;
    }
    const next = dealPointAfter(this.dealPoint, prepared.action);
    if (next) {
      this.dealPoint = next;
      this.dealer?.forgetBefore(next);
    }
    this.turnCount++;
    if (prepared.startsRound) {
      this.roundSerial++;
      this.roundEvents = prepared.events;
      this.roundMoves = [];
    } else {
      const action = prepared.action;
      if (action.type === "move")
        this.roundMoves.push({ seat: action.seat, by: action.by, from: this.roundEvents.length });
      this.roundEvents.push(...prepared.events);
    }
    if (prepared.action.type === "restart") this.wonRounds = [];
    for (const e of prepared.events)
      if (e.type === "round-ended") for (const w of e.winners) this.wonRounds[w] = (this.wonRounds[w] ?? 0) + 1;
  }

  /** Rounds each seat won in this match, by seat (0 for none). */
  roundsWon(): number[] {
    return Array.from({ length: this.current.rules.players }, (_, seat) => this.wonRounds[seat] ?? 0);
  }

  /**
   * What a spectator sees of the current position; every seat's view shares its public fields.
   * Not kept: whoever shows a position to several seats builds it once and passes it to `view`
   * (kept, it was 1.9 kB of every table's memory between moves, heap snapshot).
   */
  publicView(): View {
    return publicView(this.current);
  }

  /** A seat's own fields of its view of the current position (the rest are the public view's). */
  seatPart(seat: number | "spectator"): SeatPart {
    return seatPart(this.current, seat);
  }

  /** A seat's whole view of the current position (a bot's, the turn timer's). */
  view(seat: number | "spectator"): View {
    return viewOf(this.current, seat);
  }

  /**
   * The events a seat may see since its cursor, which moves on past them (none given: the whole
   * round). A cursor from an earlier round (or a new one) gets the whole current round, flagged `reset`.
   */
  eventsSince(
    seat: number | "spectator",
    cursor: EventCursor = newCursor(),
  ): { events: EngineEvent[]; reset: boolean; moves: MoveMade[] } {
    const reset = cursor.round !== this.roundSerial;
    const from = reset ? 0 : cursor.index;
    cursor.round = this.roundSerial;
    cursor.index = this.roundEvents.length;
    // One pass over the new events: what the seat may see, and where each move's events start in
    // it. A view goes to every connection at every move: a slice, a filter and a second scan of the
    // same events for the moves were garbage and work at each of them.
    const events: EngineEvent[] = [];
    const moves: MoveMade[] = [];
    const roundMoves = this.roundMoves;
    let next = this.firstMoveFrom(from);
    for (let at = from; at < this.roundEvents.length; at++) {
      for (; next < roundMoves.length && roundMoves[next]!.from === at; next++) {
        const move = roundMoves[next]!;
        moves.push({ seat: move.seat, by: move.by, at: events.length });
      }
      const event = this.roundEvents[at]!;
      if (isVisibleTo(event, seat)) events.push(event);
    }
    // A move that made no event (none yet seen after it) still counts, after all of them.
    for (; next < roundMoves.length; next++) {
      const move = roundMoves[next]!;
      moves.push({ seat: move.seat, by: move.by, at: events.length });
    }
    return { events, reset, moves };
  }

  /** The index in `roundMoves` of the first move whose events start at `from` or later. */
  private firstMoveFrom(from: number): number {
    // A cursor is most often a move or two behind: look from the end.
    let index = this.roundMoves.length;
    while (index > 0 && this.roundMoves[index - 1]!.from >= from) index--;
    return index;
  }
}
