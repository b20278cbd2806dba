import type { Presence } from "@colyseus/core";
import type { NotificationsChange } from "@loveletter/protocol";

/** A change to one player's notifications, as it travels between processes. */
export interface LiveNotice {
  readonly playerId: string;
  readonly change: NotificationsChange;
}

const TOPIC = "loveletter:notifications";

/**
 * Where a notification is told live: published on Colyseus's presence, so that it reaches the
 * player's connections whichever process holds them (scaled out, the Redis presence carries it to
 * every process; alone, the local presence to this one). The community room listens.
 */
export class LiveChannel {
  constructor(private readonly presence: () => Presence) {}

  publish(notice: LiveNotice): void {
    void this.presence().publish(TOPIC, notice);
  }

  /** Calls `listener` with every notice published by any process; returns the unsubscription. */
  subscribe(listener: (notice: LiveNotice) => void): () => void {
    const presence = this.presence();
    void presence.subscribe(TOPIC, listener);
    return () => presence.unsubscribe(TOPIC, listener);
  }
}
