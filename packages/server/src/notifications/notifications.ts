import type {
  NotificationKind,
  NotificationParams,
  NotificationsChange,
  PlayerNotification,
} from "@loveletter/protocol";
import { PUSHED_NOTIFICATION_KINDS } from "@loveletter/protocol";
import type { Logger } from "pino";
import type { NotificationStore } from "../store/notification-store.js";
import type { TableClock } from "../table/clock.js";
import type { LiveChannel } from "./live-channel.js";
import { subjectOf } from "./subject.js";

/** A player keeps at most this many notifications: a new one past it drops the oldest. */
export const NOTIFICATION_LIMIT = 100;
/** A notification unchanged for this long is deleted. */
export const NOTIFICATION_RETENTION_MS = 30 * 86_400_000;
/** How often the retention sweep runs. */
const SWEEP_EVERY_MS = 3_600_000;

/** What a fresh notification hands on for a push (push/push-queue.ts). */
export interface PushDue {
  due(playerId: string): void;
}

/**
 * The platform's notifications (docs/protocol.md, "Notifications"): one model for the bell, the
 * live message, the push and the digest. The parts of the server that have something to say
 * (turn-based tables, invitations, friends) call `notify` and `clear`; this keeps it (per player:
 * an account's on every device, a guest's under its id), tells the player's open connections at
 * once, and hands fresh ones of the pushed kinds to the push queue, which batches them.
 *
 * `notify` and `clear` never throw: a table's move must not fail because a notification did. A
 * failure is logged.
 */
export class Notifications {
  private sweeping: (() => void) | null = null;
  /** The last notification's time: each gets a later one, so the list's order is the order they came in. */
  private lastStamp = 0;

  constructor(
    private readonly store: NotificationStore,
    readonly live: LiveChannel,
    private readonly push: PushDue | null,
    private readonly clock: TableClock,
    private readonly log: Logger,
  ) {}

  /**
   * Tells `playerId` of something: `tableId` is the table it is about (the table kinds; a
   * challenge's table if it has one), `params` what the kind says. Notified again about the same
   * table (or, for the people kinds, from the same person), it is the same notification, brought
   * back to the top unread: never a second push for it until it is cleared.
   */
  async notify<K extends NotificationKind>(
    playerId: string,
    kind: K,
    tableId: string | null,
    params: NotificationParams[K],
  ): Promise<PlayerNotification | null> {
    try {
      const subject = subjectOf(kind, tableId, params);
      const saved = await this.store.saveNotification(
        { playerId, kind, subject, tableId, params } as Parameters<NotificationStore["saveNotification"]>[0],
        this.stamp(),
        NOTIFICATION_LIMIT,
      );
      await this.tell(playerId, { changed: [saved.notification], removed: saved.dropped, read: [] });
      if (saved.fresh && PUSHED_NOTIFICATION_KINDS.includes(kind)) this.push?.due(playerId);
      return saved.notification;
    } catch (error) {
      this.log.error({ err: error, playerId, kind, tableId }, "a notification could not be kept");
      return null;
    }
  }

  /**
   * Takes back what no longer holds: the player's notifications of `kind` about `about` (a table's
   * id, or for the people kinds the other person's), or of that kind altogether without it. The
   * turn was played, the invitation answered, the request withdrawn.
   */
  async clear(playerId: string, kind: NotificationKind, about?: string): Promise<void> {
    try {
      const removed = await this.store.removeNotifications(playerId, kind, about);
      if (removed.length > 0) await this.tell(playerId, { changed: [], removed, read: [] });
    } catch (error) {
      this.log.error({ err: error, playerId, kind, about }, "notifications could not be cleared");
    }
  }

  /** The player's list, newest first, and how many are unread. */
  async list(playerId: string, limit: number): Promise<{ notifications: PlayerNotification[]; unread: number }> {
    const [notifications, unread] = await Promise.all([
      this.store.notificationsOf(playerId, limit),
      this.store.unreadNotifications(playerId),
    ]);
    return { notifications, unread };
  }

  /** Marks some (or all) read; the player's other tabs and devices are told. Returns the unread count. */
  async markRead(playerId: string, ids: readonly string[] | "all"): Promise<number> {
    const marked = await this.store.markNotificationsRead(playerId, ids, this.clock.now());
    const unread = await this.store.unreadNotifications(playerId);
    if (marked.length > 0)
      this.live.publish({
        playerId,
        change: { changed: [], removed: [], read: ids === "all" ? "all" : marked, unread },
      });
    return unread;
  }

  /** Removes one of the player's notifications; false if it is not theirs. */
  async dismiss(playerId: string, id: string): Promise<boolean> {
    if (!(await this.store.dismissNotification(playerId, id))) return false;
    await this.tell(playerId, { changed: [], removed: [id], read: [] });
    return true;
  }

  /** Deletes what is past retention, and the push devices of ended sessions, now and every hour until stopped. */
  startSweeping(): void {
    if (this.sweeping) return;
    let cancel = () => {};
    const sweep = async () => {
      try {
        const now = this.clock.now();
        await this.store.deleteNotificationsBefore(now - NOTIFICATION_RETENTION_MS);
        await this.store.deleteDeadPushSubscriptions(now);
      } catch (error) {
        this.log.warn({ err: error }, "the notifications' retention sweep failed; it runs again in an hour");
      }
      if (this.sweeping) cancel = this.clock.after(SWEEP_EVERY_MS, () => void sweep());
    };
    this.sweeping = () => cancel();
    void sweep();
  }

  stopSweeping(): void {
    this.sweeping?.();
    this.sweeping = null;
  }

  private stamp(): number {
    this.lastStamp = Math.max(this.clock.now(), this.lastStamp + 1);
    return this.lastStamp;
  }

  private async tell(playerId: string, change: Omit<NotificationsChange, "unread">): Promise<void> {
    const unread = await this.store.unreadNotifications(playerId);
    this.live.publish({ playerId, change: { ...change, unread } });
  }
}
