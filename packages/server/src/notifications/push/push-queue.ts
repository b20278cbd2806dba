import type { PlayerNotification, PushPayload } from "@loveletter/protocol";
import { PUSHED_NOTIFICATION_KINDS } from "@loveletter/protocol";
import type { Logger } from "pino";
import type { NotificationStore } from "../../store/notification-store.js";
import type { Cancel, TableClock } from "../../table/clock.js";
import type { PushDue } from "../notifications.js";
import type { PushSender } from "./push-sender.js";

export interface PushQueueTiming {
  /** How long a fresh notification waits for others to go out with it. */
  readonly batchMs: number;
  /** The least time between two pushes to one player: what arrives meanwhile waits and goes out together. */
  readonly spacingMs: number;
}

export const DEFAULT_PUSH_TIMING: PushQueueTiming = { batchMs: 3_000, spacingMs: 60_000 };

/** A push service keeps an undelivered push this long (a turn is due in an hour at the soonest, a day usually). */
const TTL_SECONDS = 86_400;
/**
 * Every push to a player shares this topic: a push service holding an undelivered one (the phone
 * is off) replaces it with the newer, which says everything that waits (RFC 8030 §5.4).
 */
const TOPIC = "waiting";

/**
 * Pushes, never a storm. A fresh notification of a pushed kind asks for a push to its player; the
 * push goes out `batchMs` later (and never sooner than `spacingMs` after the player's last), for
 * everything that arrived meanwhile: one push for one notification, one "3 tables are waiting for
 * you" for several that fell due together. What a push is due for is claimed in the store first,
 * so each notification is pushed once, whichever process holds the timer.
 *
 * A push says everything still unread of the pushed kinds, not only what is new: it replaces the
 * one on the device (same tag, same topic), which is then never out of date.
 */
export class PushQueue implements PushDue {
  private readonly timers = new Map<string, Cancel>();
  private readonly lastPush = new Map<string, number>();
  private readonly running = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly store: NotificationStore,
    readonly sender: PushSender,
    private readonly clock: TableClock,
    private readonly log: Logger,
    private readonly timing: PushQueueTiming = DEFAULT_PUSH_TIMING,
  ) {}

  due(playerId: string): void {
    if (this.closed || this.timers.has(playerId)) return;
    const now = this.clock.now();
    const last = this.lastPush.get(playerId);
    const wait = Math.max(this.timing.batchMs, last === undefined ? 0 : last + this.timing.spacingMs - now);
    this.timers.set(
      playerId,
      this.clock.after(wait, () => {
        this.timers.delete(playerId);
        const run = this.flush(playerId).finally(() => this.running.delete(run));
        this.running.add(run);
      }),
    );
  }

  /** Sends a test push to one of the player's devices; false if that device is not theirs. */
  async test(playerId: string, endpoint: string): Promise<"sent" | "gone" | "not-found"> {
    const subscription = await this.store.pushSubscription(endpoint);
    if (!subscription || subscription.playerId !== playerId) return "not-found";
    const outcome = await this.sender.send(subscription, { type: "test" }, { ttlSeconds: 300 });
    if (outcome === "gone") await this.store.removePushSubscription(endpoint);
    else await this.store.pushSent(endpoint, this.clock.now());
    return outcome === "gone" ? "gone" : "sent";
  }

  /** Resolves once the pushes under way have gone (tests wait for it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Stops the timers and waits for the pushes under way. */
  async close(): Promise<void> {
    this.closed = true;
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  /**
   * Remembers a player's last push, in order of time: those older than the spacing are forgotten
   * (they no longer hold a push back), so the map holds only the last minute's players.
   */
  private pushedAt(playerId: string, now: number): void {
    this.lastPush.delete(playerId);
    for (const [id, at] of this.lastPush) {
      if (now - at < this.timing.spacingMs) break;
      this.lastPush.delete(id);
    }
    this.lastPush.set(playerId, now);
  }

  private async flush(playerId: string): Promise<void> {
    try {
      const now = this.clock.now();
      const fresh = await this.store.claimUnpushed(playerId, PUSHED_NOTIFICATION_KINDS, now);
      if (fresh.length === 0) return;
      const subscriptions = await this.store.pushSubscriptionsOf(playerId, now);
      if (subscriptions.length === 0) return;
      const waiting = (await this.store.notificationsOf(playerId, 100)).filter(
        (n) => n.readAt === null && PUSHED_NOTIFICATION_KINDS.includes(n.kind),
      );
      const payload = pushPayload(waiting.length > 0 ? waiting : fresh);
      this.pushedAt(playerId, now);
      for (const subscription of subscriptions) {
        try {
          const outcome = await this.sender.send(subscription, payload, { topic: TOPIC, ttlSeconds: TTL_SECONDS });
          if (outcome === "gone") await this.store.removePushSubscription(subscription.endpoint);
          else await this.store.pushSent(subscription.endpoint, now);
        } catch (error) {
          this.log.warn({ err: error, playerId }, "a push could not be sent");
        }
      }
    } catch (error) {
      this.log.error({ err: error, playerId }, "pushes could not be prepared");
    }
  }
}

/** One push for what waits: the notification itself when there is one, else how many (and how many are turns). */
export function pushPayload(waiting: readonly PlayerNotification[]): PushPayload {
  const [latest, ...others] = [...waiting].sort((a, b) => b.updatedAt - a.updatedAt);
  if (!latest) throw new Error("A push says something: give it a notification.");
  if (others.length === 0) return { type: "notification", notification: latest };
  const tables = new Set(waiting.filter((n) => n.kind === "your-turn").map((n) => n.tableId)).size;
  return { type: "batch", count: waiting.length, tables, latest };
}
