import {
  CLIENT_MESSAGES,
  type ClientMessage,
  type ClientMessageType,
  type GameAction,
  type Occupant,
  refuse,
  type TablePhase,
  TableSettings,
  withChange,
} from "@loveletter/protocol";
import type { PlayerBudgets } from "../rooms/player-budgets.js";
import { joinCode } from "../rooms/table-door.js";
import type { Audience, Member } from "./audience.js";
import { ChatLog } from "./chat-log.js";
import { checkedRules, fewestPlayers, isPerpetual } from "./match-settings.js";
import type { ProgramSeats } from "./program-seats.js";
import { botOccupant, personOccupant, type Seating } from "./seating.js";
import type { TablePort } from "./table-port.js";
import { isDealing, type TableSeeds } from "./table-seeds.js";
import { unseatPrograms } from "./unseat-programs.js";

/**
 * What a client's message may read and change at its table. The table core builds one for itself;
 * the handlers below are the rules of each message, the core the machinery they drive.
 */
export interface MessageTable {
  readonly id: string;
  readonly hostId: string;
  readonly seating: Seating;
  readonly audience: Audience;
  readonly budgets: PlayerBudgets;
  readonly seeds: TableSeeds;
  readonly chat: ChatLog;
  readonly port: TablePort;
  /** The tables where each bot program sits (their limit), across the process. */
  readonly programSeats: ProgramSeats;
  now(): number;
  phase(): TablePhase;
  settings(): TableSettings;
  /** Whether a round is being played (not waiting, between rounds or finished). */
  playing(): boolean;
  /** A private table's join code as stored (null for a public table). */
  storedCode(): string | null;
  /** Seats an occupant (or empties the seat, `{ kind: "empty" }`), and stores the seats. */
  occupy(index: number, occupant: Occupant): void;
  /** This connection plays the seat from now on. */
  attach(connection: string, index: number): void;
  /** A bot plays this person's seat until they come back. */
  takeOver(index: number): void;
  /** Queues a person's move, checked against the game when its turn in the queue comes. */
  play(action: GameAction, turn: number | undefined, connection: string): void;
  /** New settings (and the join code they call for) while the table waits: seats resized, stored. */
  resettle(settings: TableSettings, code: string | null): void;
  /** Queues the start of a match with these occupants. */
  start(occupants: Occupant[]): void;
  rematchIfAgreed(): void;
  endIntermissionIfReady(): void;
}

type Handler<T extends ClientMessageType> = (
  table: MessageTable,
  connection: string,
  member: Member,
  message: ClientMessage<T>,
) => void;

function requireHostWhileWaiting(table: MessageTable, member: Member): void {
  if (member.player.id !== table.hostId) refuse("not-host", "Only the host can do this.");
  if (table.phase() !== "waiting") refuse("wrong-phase", "The table has started.");
}

const HANDLERS: { readonly [T in ClientMessageType]: Handler<T> } = {
  move(table, connection, member, message) {
    const seat = table.seating.indexOfConnection(connection);
    if (seat === null) refuse("not-seated", "Spectators can't play.");
    table.budgets.spend(member.player.id, "move");
    if (!table.playing()) refuse("wrong-phase", "No round is being played.");
    if (table.seating.at(seat)!.botPlaying) refuse("not-your-turn", "A bot is playing this seat.");
    table.play({ type: "move", seat, move: message.move as never, by: "player" }, message.turn, connection);
  },

  chat(table, _connection, member, message) {
    const text = ChatLog.text(message.text);
    table.budgets.spend(member.player.id, "chat");
    table.port.broadcast("chat", table.chat.add(member.player, text, table.now()));
  },

  ready(table, connection, member) {
    const seat = table.seating.indexOfConnection(connection);
    if (seat === null) refuse("not-seated", "Only seated players get ready.");
    // After a match, "ready" is a vote for a rematch at the same seats (the host's start needs none).
    const rematch = table.phase() === "finished" && !isPerpetual(table.settings());
    if (table.phase() !== "intermission" && !rematch)
      refuse("wrong-phase", "Ready is for the intermission between rounds, or for a rematch after the match.");
    table.budgets.spend(member.player.id, "ready");
    table.seating.setReady(seat, true);
    if (rematch) table.rematchIfAgreed();
    else table.endIntermissionIfReady();
  },

  sit(table, connection, member, { seat: index }) {
    const { seating } = table;
    const seat = seating.at(index);
    if (!seat) refuse("seat-taken", `There is no seat ${index}.`);
    const mine = seating.indexOfConnection(connection);
    const program = member.player.kind === "bot";
    if (program && !table.settings().botPrograms)
      refuse("bots-not-allowed", "This table's host doesn't invite bot programs (its botPrograms setting).");
    const me: Occupant = { ...personOccupant(member.player), ...(program ? { program: true } : {}) };
    // Last of the checks: a program holds a seat at a limited number of tables at once.
    const claim = () => program && table.programSeats.claim(member.player.id, table.id);
    if (table.phase() === "waiting") {
      if (seat.occupant.kind !== "empty") refuse("seat-taken", `Seat ${index} is taken.`);
      table.budgets.spend(member.player.id, "sit");
      claim();
      if (mine !== null) table.occupy(mine, { kind: "empty" });
      table.occupy(index, me);
      table.attach(connection, index);
    } else {
      if (!isPerpetual(table.settings()) || table.phase() === "finished")
        refuse("wrong-phase", "This match is under way: you can watch, or sit at a perpetual table between rounds.");
      if (mine !== null) refuse("seat-taken", "You already have a seat.");
      if (seat.occupant.kind === "human" && !seat.botPlaying) refuse("seat-taken", `Seat ${index} is someone's.`);
      if (seat.next?.kind === "human") refuse("seat-taken", `${seat.next.name} takes seat ${index} next round.`);
      table.budgets.spend(member.player.id, "sit");
      claim();
      seating.queue(index, me);
    }
    table.audience.sendYou(connection);
  },

  stand(table, connection, member) {
    const index = table.seating.indexOfConnection(connection);
    if (index === null) refuse("not-seated", "You have no seat.");
    table.budgets.spend(member.player.id, "stand");
    if (table.phase() === "waiting") {
      table.occupy(index, { kind: "empty" });
      table.programSeats.release(member.player.id, table.id);
    } else {
      // The person stays the seat's owner (they may come back); a bot plays it meanwhile.
      table.seating.detach(connection);
      table.takeOver(index);
    }
    table.audience.sendYou(connection);
  },

  settings(table, _connection, member, { settings: change }) {
    requireHostWhileWaiting(table, member);
    const merged = TableSettings.safeParse(withChange(table.settings(), change));
    if (!merged.success)
      refuse("invalid-message", `Bad "settings" message: ${merged.error.issues[0]?.message ?? "wrong shape"}.`);
    const next = merged.data;
    checkedRules(next);
    const dropped = table.seating
      .occupants()
      .slice(next.seats)
      .findIndex((o) => o.kind !== "empty");
    if (dropped >= 0) refuse("invalid-settings", `Seat ${next.seats + dropped} is occupied: free it first.`);
    table.budgets.spend(member.player.id, "settings");
    // A table made public loses its code (a public table has none: the store lists games by it).
    const stored = table.storedCode();
    const code = next.visibility === "public" ? null : (stored ?? joinCode());
    table.resettle(next, code);
    const unseated = next.botPrograms ? 0 : unseatPrograms(table);
    // The seated players and the host hear a new code (or that there is none), the programs their seat gone, in their `you`.
    if (code !== stored || unseated > 0) table.audience.sendYouAll();
  },

  bot(table, _connection, member, { seat: index, strength }) {
    requireHostWhileWaiting(table, member);
    const seat = table.seating.at(index);
    if (!seat) refuse("seat-taken", `There is no seat ${index}.`);
    if (seat.occupant.kind === "human") refuse("seat-taken", `Seat ${index} is a person's.`);
    table.budgets.spend(member.player.id, "bot");
    table.occupy(index, strength === null ? { kind: "empty" } : botOccupant(strength, index));
  },

  seed(table, connection, member, { seed }) {
    const index = table.seating.indexOfConnection(connection);
    if (index === null) refuse("not-seated", "Only seated players contribute a seed.");
    const phase = table.phase();
    if (isDealing(phase) || (phase === "finished" && isPerpetual(table.settings())))
      refuse("wrong-phase", "Seeds are for the next match: send yours before it starts.");
    table.budgets.spend(member.player.id, "seed");
    table.seeds.contribute(member.player.id, seed);
  },

  start(table, _connection, member) {
    const settings = table.settings();
    // After a match, the host's start is a rematch at the same seats.
    if (table.phase() !== "finished" || isPerpetual(settings)) requireHostWhileWaiting(table, member);
    else if (member.player.id !== table.hostId) refuse("not-host", "Only the host can do this.");
    const filled = table.seating.occupants().filter((o) => o.kind !== "empty");
    const fewest = fewestPlayers(settings);
    if (filled.length < fewest)
      refuse("not-enough-players", `This table needs at least ${fewest} players; ${filled.length} are seated.`);
    checkedRules(settings, filled.length);
    table.budgets.spend(member.player.id, "start");
    table.start(filled);
  },
};

/** Checks a message of a known type against its schema, then applies its rules; refuses by throwing. */
export function handleMessage<T extends ClientMessageType>(
  table: MessageTable,
  connection: string,
  member: Member,
  type: T,
  message: unknown,
): void {
  const parsed = CLIENT_MESSAGES[type].safeParse(message);
  if (!parsed.success)
    refuse("invalid-message", `Bad "${type}" message: ${parsed.error.issues[0]?.message ?? "wrong shape"}.`);
  const handler: Handler<T> = HANDLERS[type];
  handler(table, connection, member, parsed.data as ClientMessage<T>);
}
