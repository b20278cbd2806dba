import type { Presence } from "@colyseus/core";
import type { PlayerRecord } from "@loveletter/protocol";
import type { Logger } from "pino";
import { PresenceTopic } from "../scale/presence-topic.js";
import type { Store } from "../store/store.js";

/** What a room's connection is told when it is closed because its session ended ("code: message"). */
export const SESSION_ENDED = "unauthorized: This session has ended: sign in again.";

/** A websocket connection opened with the bearer token of an account's session, or a bot program's token. */
export interface SessionConnection {
  readonly playerId: string;
  readonly kind: PlayerRecord["kind"];
  readonly token: string;
  /** Closes the connection, or ends its grace period if it is away: its session is over. */
  end(): void;
}

/** Told to every process when some of a player's sessions ended (signed out, revoked, deleted), or a program's token changed. */
interface SessionsEnded {
  readonly playerId: string;
}

/**
 * The connections of this process opened with an account's session, by player. When a session
 * ends (sign out, sign out everywhere, a password change, a recovery, the account's deletion) the
 * process that ended it tells every process; each checks again the session of each connection of
 * that player it holds and ends those whose session is over. A bot program's token ends when its
 * owner gives it a new one or deletes the program. A guest's token is not a session and never ends.
 */
export class SessionConnections {
  private readonly byPlayer = new Map<string, Set<SessionConnection>>();
  private readonly topic: PresenceTopic<SessionsEnded>;

  constructor(
    private readonly store: Store,
    presence: () => Presence,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.topic = new PresenceTopic(presence, "loveletter:sessions-ended");
  }

  /** Listens for ended sessions told by any process; returns the unsubscription. */
  start(): () => void {
    return this.topic.subscribe(({ playerId }) => {
      this.recheck(playerId).catch((err) =>
        this.log.error({ player: playerId, err }, "could not check the sessions of a player's connections"),
      );
    });
  }

  /** Some of the player's sessions ended: every process closes the connections opened with them. */
  ended(playerId: string): void {
    this.topic.publish({ playerId });
  }

  /** Watches a connection of `player` opened with `token` (nothing to watch for a guest). */
  add(player: PlayerRecord, token: string, end: () => void): () => void {
    if (!endsItsToken(player)) return () => {};
    const connection: SessionConnection = { playerId: player.id, kind: player.kind, token, end };
    const held = this.byPlayer.get(player.id) ?? new Set<SessionConnection>();
    this.byPlayer.set(player.id, held);
    held.add(connection);
    return () => {
      held.delete(connection);
      if (held.size === 0 && this.byPlayer.get(player.id) === held) this.byPlayer.delete(player.id);
    };
  }

  /** Whether `token` still opens a live session, or is still the program's token (a guest's always is). */
  async live(player: PlayerRecord, token: string): Promise<boolean> {
    return !endsItsToken(player) || (await this.tokenLive(player, token));
  }

  private async tokenLive(player: Pick<PlayerRecord, "id" | "kind">, token: string): Promise<boolean> {
    if (player.kind === "bot") return (await this.store.playerByToken(token))?.id === player.id;
    return (await this.store.liveSession(token, "bearer", this.now())) !== null;
  }

  private async recheck(playerId: string): Promise<void> {
    const held = this.byPlayer.get(playerId);
    if (!held) return;
    for (const connection of [...held]) {
      if (await this.tokenLive({ id: playerId, kind: connection.kind }, connection.token)) continue;
      held.delete(connection);
      connection.end();
    }
    if (held.size === 0 && this.byPlayer.get(playerId) === held) this.byPlayer.delete(playerId);
  }
}

/** Whose tokens can end: an account's sessions and a bot program's token, not a guest's. */
function endsItsToken(player: PlayerRecord): boolean {
  return player.kind === "account" || player.kind === "bot";
}
