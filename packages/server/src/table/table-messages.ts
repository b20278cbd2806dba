import {
  CLIENT_MESSAGES,
  type ClientMessage,
  type ClientMessageType,
  type GameAction,
  type Occupant,
  refuse,
  TableSettings,
  withChange,
} from "@loveletter/protocol";
import { joinCode } from "../rooms/table-door.js";
import { ChatLog } from "./chat-log.js";
import { checkedRules, fewestPlayers, isPerpetual } from "./match-settings.js";
import { botOccupant, personOccupant } from "./seating.js";
import type { MessageInput } from "./table-input.js";
import { isDealing } from "./table-seeds.js";
import type { Member, TableState } from "./table-state.js";

/**
 * A client message's rules: what it asks the table to do, or a refusal (thrown, ProtocolError).
 * A handler changes nothing but its sender's budget; the step (table-step.ts) does what it returns.
 */
type Handler<T extends ClientMessageType> = (
  table: TableState,
  connection: string,
  member: Member,
  message: ClientMessage<T>,
) => MessageInput;

function requireHostWhileWaiting(table: TableState, member: Member): void {
  if (member.player.id !== table.record.hostId) refuse("not-host", "Only the host can do this.");
  if (table.phase !== "waiting") refuse("wrong-phase", "The table has started.");
}

const HANDLERS: { readonly [T in ClientMessageType]: Handler<T> } = {
  move(table, connection, member, message) {
    const seat = table.seating.indexOfConnection(connection);
    if (seat === null) refuse("not-seated", "Spectators can't play.");
    table.budgets.spend(member.player.id, "move");
    if (table.game === null || table.phase !== "playing") refuse("wrong-phase", "No round is being played.");
    if (table.seating.at(seat)!.botPlaying) refuse("not-your-turn", "A bot is playing this seat.");
    const action: GameAction = { type: "move", seat, move: message.move as never, by: "player" };
    return { kind: "play", action, turn: message.turn, connection };
  },

  chat(table, _connection, member, message) {
    const text = ChatLog.text(message.text);
    table.budgets.spend(member.player.id, "chat");
    return { kind: "chat", player: member.player, text };
  },

  ready(table, connection, member) {
    const seat = table.seating.indexOfConnection(connection);
    if (seat === null) refuse("not-seated", "Only seated players get ready.");
    // After a match, "ready" is a vote for a rematch at the same seats (the host's start needs none).
    const rematch = table.phase === "finished" && !isPerpetual(table.record.settings);
    if (table.phase !== "intermission" && !rematch)
      refuse("wrong-phase", "Ready is for the intermission between rounds, or for a rematch after the match.");
    table.budgets.spend(member.player.id, "ready");
    return { kind: "ready", seat, rematch };
  },

  sit(table, connection, member, { seat: index }) {
    const { seating } = table;
    const seat = seating.at(index);
    if (!seat) refuse("seat-taken", `There is no seat ${index}.`);
    const mine = seating.indexOfConnection(connection);
    const program = member.player.kind === "bot";
    if (program && !table.record.settings.botPrograms)
      refuse("bots-not-allowed", "This table's host doesn't invite bot programs (its botPrograms setting).");
    const me: Occupant = { ...personOccupant(member.player), ...(program ? { program: true } : {}) };
    // Last of the checks: a program holds a seat at a limited number of tables at once.
    const claim = () => program && table.env.programSeats.claim(member.player.id, table.record.id);
    if (table.phase === "waiting") {
      if (seat.occupant.kind !== "empty") refuse("seat-taken", `Seat ${index} is taken.`);
      table.budgets.spend(member.player.id, "sit");
      claim();
      return { kind: "sit", connection, seat: index, occupant: me };
    }
    if (!isPerpetual(table.record.settings) || table.phase === "finished")
      refuse("wrong-phase", "This match is under way: you can watch, or sit at a perpetual table between rounds.");
    if (mine !== null) refuse("seat-taken", "You already have a seat.");
    if (seat.occupant.kind === "human" && !seat.botPlaying) refuse("seat-taken", `Seat ${index} is someone's.`);
    if (seat.next?.kind === "human") refuse("seat-taken", `${seat.next.name} takes seat ${index} next round.`);
    table.budgets.spend(member.player.id, "sit");
    claim();
    return { kind: "queue-seat", connection, seat: index, occupant: me };
  },

  stand(table, connection, member) {
    const index = table.seating.indexOfConnection(connection);
    if (index === null) refuse("not-seated", "You have no seat.");
    table.budgets.spend(member.player.id, "stand");
    return { kind: "stand", connection, seat: index, playerId: member.player.id };
  },

  settings(table, _connection, member, { settings: change }) {
    requireHostWhileWaiting(table, member);
    const merged = TableSettings.safeParse(withChange(table.record.settings, change));
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
    const stored = table.record.code;
    const code = next.visibility === "public" ? null : (stored ?? joinCode());
    return { kind: "resettle", settings: next, code };
  },

  bot(table, _connection, member, { seat: index, strength }) {
    requireHostWhileWaiting(table, member);
    const seat = table.seating.at(index);
    if (!seat) refuse("seat-taken", `There is no seat ${index}.`);
    if (seat.occupant.kind === "human") refuse("seat-taken", `Seat ${index} is a person's.`);
    table.budgets.spend(member.player.id, "bot");
    return {
      kind: "occupy",
      seat: index,
      occupant: strength === null ? { kind: "empty" } : botOccupant(strength, index, table.seating.namesBesides(index)),
    };
  },

  seed(table, connection, member, { seed }) {
    const index = table.seating.indexOfConnection(connection);
    if (index === null) refuse("not-seated", "Only seated players contribute a seed.");
    const phase = table.phase;
    if (isDealing(phase) || (phase === "finished" && isPerpetual(table.record.settings)))
      refuse("wrong-phase", "Seeds are for the next match: send yours before it starts.");
    table.budgets.spend(member.player.id, "seed");
    return { kind: "seed", playerId: member.player.id, seed };
  },

  start(table, _connection, member) {
    const settings = table.record.settings;
    // After a match, the host's start is a rematch at the same seats.
    if (table.phase !== "finished" || isPerpetual(settings)) requireHostWhileWaiting(table, member);
    else if (member.player.id !== table.record.hostId) refuse("not-host", "Only the host can do this.");
    const filled = table.seating.occupants().filter((o) => o.kind !== "empty");
    const fewest = fewestPlayers(settings);
    if (filled.length < fewest)
      refuse("not-enough-players", `This table needs at least ${fewest} players; ${filled.length} are seated.`);
    checkedRules(settings, filled.length);
    table.budgets.spend(member.player.id, "start");
    return { kind: "start", occupants: filled };
  },
};

/** Checks a message of a known type against its schema, then its rules: what it asks, or a refusal (thrown). */
export function messageInput<T extends ClientMessageType>(
  table: TableState,
  connection: string,
  member: Member,
  type: T,
  message: unknown,
): MessageInput {
  const parsed = CLIENT_MESSAGES[type].safeParse(message);
  if (!parsed.success)
    refuse("invalid-message", `Bad "${type}" message: ${parsed.error.issues[0]?.message ?? "wrong shape"}.`);
  const handler: Handler<T> = HANDLERS[type];
  return handler(table, connection, member, parsed.data as ClientMessage<T>);
}
