import { type Client, CloseCode, Room, ServerError } from "@colyseus/core";
import type { PlayerRecord } from "@loveletter/protocol";
import { SESSION_ENDED } from "../accounts/session-connections.js";
import { serverContext } from "../context.js";
import { RoomSessions } from "../rooms/room-sessions.js";
import { Community } from "./community.js";

/**
 * The lobby's community as a Colyseus room (`community`, docs/protocol.md): one for the whole
 * server (clients `joinOrCreate("community", {token})`), authenticated like a table, with the token
 * of a guest or of an account's session. Everything it decides is in community.ts.
 */
export class CommunityRoom extends Room {
  private community!: Community;
  private stopNotices: (() => void) | null = null;
  /** Connections opened with an account's session: closed once it ends. */
  private sessions: RoomSessions | null = null;

  override onCreate(): void {
    this.sessions = new RoomSessions(serverContext().sessions, (connection) =>
      this.kickClient(connection, CloseCode.CONSENTED, SESSION_ENDED),
    );
    // Each player's notifications, told live to their connections here, from whichever process
    // notified (notifications/live-channel.ts).
    this.stopNotices = serverContext().notifications.live.subscribe(({ playerId, change }) => {
      for (const client of this.clients)
        if ((client.auth as PlayerRecord | undefined)?.id === playerId) client.send("notifications", change);
    });
    // No synchronised state: the room only carries messages.
    this.community = new Community(
      {
        send: (connection, type, message) => this.clients.getById(connection)?.send(type, message),
        broadcast: (type, message, except) =>
          this.broadcast(type, message, except ? { except: this.clients.getById(except) } : undefined),
      },
      Date.now,
      serverContext().online,
    );
    this.onMessage("chat", (client, message) => this.community.chat(client.sessionId, message));
    this.onMessage("*", (client, type) =>
      client.send("error", {
        code: "invalid-message",
        message: `The community room has no "${String(type)}" message.`,
      }),
    );
  }

  override async onAuth(_client: Client, options: unknown): Promise<PlayerRecord> {
    const token = (options as { token?: unknown } | null)?.token;
    const player = typeof token === "string" ? await serverContext().store.playerByToken(token) : null;
    if (!player) throw new ServerError(401, "unauthorized: a player token is required.");
    return player;
  }

  override async onJoin(client: Client, options: unknown, player: PlayerRecord): Promise<void> {
    this.sessions?.joined(client.sessionId, player, (options as { token?: unknown } | null)?.token);
    const { store, online } = serverContext();
    if (player.kind === "account")
      online.setBlocks(
        player.id,
        (await store.blockedBy(player.id)).map((p) => p.playerId),
      );
    this.community.join(client.sessionId, player);
  }

  override onLeave(client: Client): void {
    this.sessions?.left(client.sessionId);
    this.community.leave(client.sessionId);
  }

  override onDispose(): void {
    this.stopNotices?.();
    this.sessions?.clear();
  }
}
