import type { CommunityMessages, OnlinePerson, PlayerRecord } from "@loveletter/protocol";
import { CLIENT_MESSAGES, ProtocolError } from "@loveletter/protocol";
import { PlayerBudgets } from "../rooms/player-budgets.js";
import { ChatLog } from "../table/chat-log.js";
import { OnlinePeople } from "./online-people.js";

/** Where the community's messages go: the room that adapts it (community-room.ts), or a test. */
export interface CommunityPort {
  send<T extends keyof CommunityMessages>(connection: string, type: T, message: CommunityMessages[T]): void;
  broadcast<T extends keyof CommunityMessages>(type: T, message: CommunityMessages[T], except?: string): void;
}

/**
 * The lobby's community: who is online (a person with several tabs counts once) and the lobby
 * chat, with the table chat's limits: the same cleaning of control characters, length and rate
 * (ChatLog.text, PlayerBudgets' chat budget). Muting is the client's own: a muted person's lines
 * are hidden for whoever muted them, and nobody else is told.
 */
export class Community {
  private readonly connections = new Map<string, PlayerRecord>();
  /** The lobby chat's recent lines: a table's chat log, the same limits and history. */
  private readonly chatLog = new ChatLog();
  private readonly budgets: PlayerBudgets;

  constructor(
    private readonly port: CommunityPort,
    private readonly now: () => number = Date.now,
    /** How many connections each person has open (the friends list reads it too). */
    private readonly tabs: OnlinePeople = new OnlinePeople(),
  ) {
    this.budgets = new PlayerBudgets(now);
  }

  join(connection: string, player: PlayerRecord): void {
    this.connections.set(connection, player);
    const tabs = this.tabs.arrived(player.id);
    this.port.send(connection, "online", { people: this.online() });
    this.port.send(connection, "chat-history", {
      messages: this.chatLog.recent().filter((line) => !this.tabs.blocked(player.id, line.playerId)),
    });
    if (tabs === 1) this.port.broadcast("arrived", personOf(player), connection);
  }

  leave(connection: string): void {
    const player = this.connections.get(connection);
    if (!player) return;
    this.connections.delete(connection);
    if (this.tabs.left(player.id) > 0) return;
    this.budgets.forgetGone((id) => this.tabs.has(id));
    this.port.broadcast("left", { playerId: player.id });
  }

  /** A chat line from a connection: checked, cleaned and rate-limited as at a table, then said to everyone. */
  chat(connection: string, message: unknown): void {
    const player = this.connections.get(connection);
    if (!player) return;
    try {
      // The table's own check of a chat message: {"text"}, at most four times a line's length raw.
      const parsed = CLIENT_MESSAGES.chat.safeParse(message);
      if (!parsed.success)
        throw new ProtocolError(
          "invalid-message",
          parsed.error.issues[0]?.message ?? 'A chat message is {"text": "..."}.',
        );
      const text = ChatLog.text(parsed.data.text);
      this.budgets.spend(player.id, "chat");
      const line = this.chatLog.add(player, text, this.now());
      // Nobody hears a person they blocked (docs/protocol.md, "Friends").
      for (const [to, listener] of this.connections)
        if (!this.tabs.blocked(listener.id, player.id)) this.port.send(to, "chat", line);
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      this.port.send(connection, "error", { code: error.code, message: error.message });
    }
  }

  /** Everyone online, once each, in the order they came. */
  online(): OnlinePerson[] {
    const seen = new Map<string, OnlinePerson>();
    for (const player of this.connections.values()) if (!seen.has(player.id)) seen.set(player.id, personOf(player));
    return [...seen.values()];
  }
}

function personOf(player: PlayerRecord): OnlinePerson {
  return { playerId: player.id, name: player.name, kind: player.kind };
}
