// A player's notifications (docs/protocol.md, "Notifications"): what the bell lists, what the
// community room tells live, what a push or the daily e-mail digest is made of. Each kind carries
// data only; the web client words it (its notification messages), in the player's language.

export const NOTIFICATION_KINDS = [
  /** A turn-based table waits for the player's move. */
  "your-turn",
  /** Someone invited the player to a table (Join). */
  "invited",
  /** A table the player was invited to has started. */
  "table-started",
  /** A turn-based match the player sat in has ended. */
  "match-ended",
  /** Someone asked to be the player's friend (Accept). */
  "friend-request",
  /** Someone challenged the player to a game (Accept). */
  "challenge",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds about a table: their `tableId` is that table's, and one such notification per table. */
export const TABLE_NOTIFICATION_KINDS = ["your-turn", "invited", "table-started", "match-ended"] as const;

/** The kinds a push goes out for (Web Push); the others are shown in the app only. */
export const PUSHED_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  "your-turn",
  "invited",
  "table-started",
  "match-ended",
  "challenge",
];

/** Who a notification is from. */
export interface NotificationPerson {
  readonly playerId: string;
  readonly name: string;
}

/** What each kind says, as data. A table's `title` is its listing's (the host's name and the edition). */
export interface NotificationParams {
  "your-turn": {
    readonly title: string;
    /** When the move is due (epoch ms); null when the table has no deadline. */
    readonly deadline: number | null;
  };
  invited: {
    readonly from: NotificationPerson;
    readonly title: string;
    /** A private table's join code, so that Join opens it; null for a public table. */
    readonly code: string | null;
  };
  "table-started": { readonly title: string; readonly code: string | null };
  "match-ended": {
    readonly title: string;
    /** The finished game, for its replay. */
    readonly gameId: string;
    /** Whether the player won it; null when they only watched or left. */
    readonly won: boolean | null;
  };
  "friend-request": { readonly from: NotificationPerson };
  challenge: {
    readonly from: NotificationPerson;
    readonly ruleset: string;
    readonly seats: number;
    /** The challenge's table's join code when it is private, so that Join opens it. */
    readonly code?: string | null;
  };
}

/** One notification as the player's clients get it. */
export type PlayerNotification = {
  readonly [K in NotificationKind]: {
    readonly id: string;
    readonly kind: K;
    /** The table it is about (the table kinds and a challenge's table), else null. */
    readonly tableId: string | null;
    readonly params: NotificationParams[K];
    readonly createdAt: number;
    /** When it last changed: a notification notified again comes back to the top, unread. */
    readonly updatedAt: number;
    /** When the player read it; null while unread. */
    readonly readAt: number | null;
  };
}[NotificationKind];

/**
 * A change to a player's notifications, told live to each of their open connections (the
 * community room's `notifications` message) with their new unread count.
 */
export interface NotificationsChange {
  /** New or changed notifications, newest first. */
  readonly changed: readonly PlayerNotification[];
  /** Ids of notifications that went (cleared, dismissed, dropped past the limit). */
  readonly removed: readonly string[];
  /** Ids marked read, or "all". */
  readonly read: readonly string[] | "all";
  readonly unread: number;
}

/** GET /api/notifications. */
export interface NotificationsAnswer {
  readonly notifications: readonly PlayerNotification[];
  readonly unread: number;
}

/**
 * What a Web Push carries to the service worker (encrypted, RFC 8291), which words it. One push
 * stands for one notification, or for several that fell due together (`count` > 1).
 */
export type PushPayload =
  | {
      readonly type: "notification";
      readonly notification: PlayerNotification;
    }
  | {
      readonly type: "batch";
      /** How many notifications arrived together; `tables` of them are turns waiting. */
      readonly count: number;
      readonly tables: number;
      /** The newest of them: where a click goes when they are all one table's. */
      readonly latest: PlayerNotification;
    }
  | { readonly type: "test" };

/** A browser's push subscription as it sends it (PushSubscription.toJSON()). */
export interface PushSubscriptionJson {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/** GET /api/account/email: the account's address for the daily digest. */
export interface EmailAnswer {
  /** Whether this server sends e-mail at all (SMTP is configured, docs/deploy.md). */
  readonly available: boolean;
  readonly email: {
    readonly address: string;
    readonly confirmed: boolean;
    /** Whether the daily digest goes to it (once confirmed). */
    readonly digest: boolean;
  } | null;
}
