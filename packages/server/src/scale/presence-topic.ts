import type { Presence } from "@colyseus/core";

/**
 * One topic on Colyseus's presence: what is published reaches the listeners of every process
 * (scaled out, the Redis presence carries it to each; alone, the local presence to this one).
 */
export class PresenceTopic<T> {
  constructor(
    private readonly presence: () => Presence,
    private readonly topic: string,
  ) {}

  publish(message: T): void {
    void this.presence().publish(this.topic, message);
  }

  /** Calls `listener` with every message published by any process; returns the unsubscription. */
  subscribe(listener: (message: T) => void): () => void {
    const presence = this.presence();
    void presence.subscribe(this.topic, listener);
    return () => presence.unsubscribe(this.topic, listener);
  }
}
