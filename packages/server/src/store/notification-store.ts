import type { NotificationKind, NotificationParams, PlayerNotification } from "@loveletter/protocol";

/** A notification to keep: whose, of what kind, about what (`subject`: a table's id or a person's). */
export type NotificationInput = {
  readonly [K in NotificationKind]: {
    readonly playerId: string;
    readonly kind: K;
    readonly subject: string;
    readonly tableId: string | null;
    readonly params: NotificationParams[K];
  };
}[NotificationKind];

/** What saving a notification did. */
export interface SavedNotification {
  readonly notification: PlayerNotification;
  /** A new one (not the same subject's notified again): a push is due for it. */
  readonly fresh: boolean;
  /** The player's oldest notifications dropped to keep within the limit. */
  readonly dropped: readonly string[];
}

/** A device a player's pushes go to (a browser's Web Push subscription). */
export interface PushSubscriptionRecord {
  readonly endpoint: string;
  readonly playerId: string;
  /** The account session that subscribed (its pushes stop with it); null for a guest. */
  readonly sessionId: string | null;
  readonly p256dh: string;
  readonly auth: string;
  readonly createdAt: number;
  readonly lastPushAt: number | null;
}

/** An account's address for the daily digest. */
export interface EmailRecord {
  readonly playerId: string;
  readonly address: string;
  readonly confirmed: boolean;
  readonly digest: boolean;
  /** The unsubscribe link's token (it can only stop or restart the digest). */
  readonly unsubscribeToken: string;
  readonly lastDigestAt: number | null;
}

/** An account the digest is due to, and the tables waiting for it. */
export interface DigestDue {
  readonly email: EmailRecord;
  /** One per table, the longest waiting first. */
  readonly tables: readonly { readonly tableId: string; readonly title: string; readonly since: number }[];
}

/** A player's notifications: the bell's list, its read marks and what a push has gone out for. */
export interface NotificationRecords {
  /**
   * Keeps a notification: a new one, or the one about the same subject refreshed (its params, unread
   * again, `updatedAt` now, its push mark kept: one push per subject until it is cleared). Then
   * drops the player's oldest past `limit`.
   */
  saveNotification(input: NotificationInput, now: number, limit: number): Promise<SavedNotification>;
  /** Removes the player's notifications of `kind` (about `subject` only, when given); their ids. */
  removeNotifications(playerId: string, kind: NotificationKind, subject?: string): Promise<string[]>;
  /** Removes one of the player's notifications; false if it is not theirs. */
  dismissNotification(playerId: string, id: string): Promise<boolean>;
  /** The player's notifications, the most recently changed first. */
  notificationsOf(playerId: string, limit: number): Promise<PlayerNotification[]>;
  unreadNotifications(playerId: string): Promise<number>;
  /** Marks the player's unread notifications read (those of `ids`, or all); the ids it marked. */
  markNotificationsRead(playerId: string, ids: readonly string[] | "all", now: number): Promise<string[]>;
  /**
   * Marks every notification of the player not yet pushed as pushed (atomically: two processes
   * never push the same one), and returns those of `kinds` still unread: what a push is due for.
   */
  claimUnpushed(playerId: string, kinds: readonly NotificationKind[], now: number): Promise<PlayerNotification[]>;
  /** Deletes notifications unchanged since `before` (retention); how many. */
  deleteNotificationsBefore(before: number): Promise<number>;
}

/** The devices pushes go to, one subscription per browser. */
export interface PushSubscriptions {
  /** Saves a subscription (by endpoint: a browser subscribing again, or as someone else, replaces it). */
  savePushSubscription(subscription: PushSubscriptionRecord): Promise<void>;
  /** The player's subscriptions that may be pushed to at `now`: a guest's, or an account's whose session lives. */
  pushSubscriptionsOf(playerId: string, now: number): Promise<PushSubscriptionRecord[]>;
  pushSubscription(endpoint: string): Promise<PushSubscriptionRecord | null>;
  /** Removes a subscription (only the player's, when `playerId` is given); whether it did. */
  removePushSubscription(endpoint: string, playerId?: string): Promise<boolean>;
  pushSent(endpoint: string, now: number): Promise<void>;
  /** Deletes the subscriptions of sessions that ended; how many. */
  deleteDeadPushSubscriptions(now: number): Promise<number>;
}

/** Keys the server makes once and every process shares (the VAPID key pair). */
export interface ServerKeys {
  /** The stored value of `name`, stored first as `make()` if there is none (the first process to store wins). */
  serverKey(name: string, make: () => string, now: number): Promise<string>;
}

/** Accounts' addresses for the daily digest. */
export interface EmailAddresses {
  emailOf(playerId: string): Promise<EmailRecord | null>;
  /**
   * Sets an account's address, unconfirmed, with the hash of its confirmation link's token, valid
   * until `confirmUntil`; the digest is on once it is confirmed.
   */
  setEmail(
    playerId: string,
    address: string,
    confirmHash: string,
    confirmUntil: number,
    now: number,
  ): Promise<EmailRecord>;
  /** Confirms the address whose link's token hashes to `confirmHash`, if still valid; the record, or null. */
  confirmEmail(confirmHash: string, now: number): Promise<EmailRecord | null>;
  removeEmail(playerId: string): Promise<boolean>;
  /** Turns the digest on or off for an account's confirmed address; the record, or null. */
  setDigest(playerId: string, on: boolean): Promise<EmailRecord | null>;
  /** The same by an unsubscribe link's token. */
  setDigestByToken(token: string, on: boolean): Promise<EmailRecord | null>;
  /**
   * Accounts a digest is due to: a confirmed address with the digest on, none sent since
   * `lastBefore`, and your-turn notifications unchanged since `waitingSince`.
   */
  digestsDue(waitingSince: number, lastBefore: number, limit: number): Promise<DigestDue[]>;
  /** Takes an account's digest for `now` if none was since `lastBefore` (atomically: one process sends it). */
  claimDigest(playerId: string, now: number, lastBefore: number): Promise<boolean>;
  /** Gives a digest back (its sending failed): `lastDigestAt` as it was. */
  releaseDigest(playerId: string, previous: number | null): Promise<void>;
}

/**
 * What the notifications subsystem keeps (src/notifications/): the list, the push devices, the
 * server's keys and the digest's addresses. A player's go with its account when it is deleted.
 */
export interface NotificationStore extends NotificationRecords, PushSubscriptions, ServerKeys, EmailAddresses {
  forgetNotificationsOf(playerId: string): Promise<void>;
}
