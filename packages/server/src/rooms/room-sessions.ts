import type { PlayerRecord } from "@loveletter/protocol";
import type { SessionConnections } from "../accounts/session-connections.js";

interface Held {
  readonly player: PlayerRecord;
  readonly token: string;
  ended: boolean;
  remove(): void;
}

/**
 * A room's connections opened with an account's session, watched (accounts/session-connections.ts):
 * when the session ends, `end` is called with the connection's id, and a reconnection is checked
 * against the session again.
 */
export class RoomSessions {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly sessions: SessionConnections,
    private readonly end: (connection: string) => void,
  ) {}

  joined(connection: string, player: PlayerRecord, token: unknown): void {
    if (typeof token !== "string") return;
    this.left(connection);
    const held: Held = { player, token, ended: false, remove: () => {} };
    held.remove = this.sessions.add(player, token, () => {
      held.ended = true;
      this.end(connection);
    });
    this.held.set(connection, held);
  }

  left(connection: string): void {
    this.held.get(connection)?.remove();
    this.held.delete(connection);
  }

  /** Whether the connection's session is still live (a reconnection made after it ended is refused). */
  async live(connection: string): Promise<boolean> {
    const held = this.held.get(connection);
    if (held === undefined) return true;
    return !held.ended && (await this.sessions.live(held.player, held.token));
  }

  clear(): void {
    for (const { remove } of this.held.values()) remove();
    this.held.clear();
  }
}
