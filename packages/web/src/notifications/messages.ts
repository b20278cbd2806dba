import type { PlayerNotification, PushPayload } from "@loveletter/protocol";
import { formatMessage } from "@loveletter/protocol";

// Every word a notification says, in the bell, the browser's notifications and the service
// worker's pushes: whole templates with named parameters, for the languages work to move into
// its catalogues.
export const NOTIFICATION_MESSAGES = {
  yourTurn: "Your move at {title}",
  yourTurnDue: "Your move is due {when}.",
  yourTurnNoDeadline: "The table is waiting for you.",
  invited: "{name} invited you to {title}",
  invitedBody: "Join them at the table.",
  tableStarted: "{title} has started",
  tableStartedBody: "The game you were invited to is under way.",
  matchWon: "You won at {title}",
  matchEnded: "The match at {title} has ended",
  matchEndedBody: "Its replay is ready.",
  friendRequest: "{name} wants to be your friend",
  friendRequestBody: "See their profile.",
  challenge: "{name} challenges you",
  challengeBody: "{ruleset}, {seats, plural, one {# player} other {# players}}.",
  batchTables: "{tables, plural, one {# table is waiting for you} other {# tables are waiting for you}}",
  batchMixed: "{count, plural, one {# new notification} other {# new notifications}}",
  batchMixedBody:
    "{tables, plural, =0 {Open Love Letter to see them.} one {# table is waiting for you.} other {# tables are waiting for you.}}",
  test: "Notifications work on this device",
  testBody: "You will get one here when it is your turn.",
  // The bell and its list.
  bell: "Notifications",
  bellUnread: "{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}",
  empty: "Nothing new. When a table waits for you, or someone invites you, it shows here.",
  markAllRead: "Mark all read",
  dismiss: "Dismiss: {title}",
  settings: "Notification settings",
  allNotifications: "All notifications",
  offerTitle: "Get these while Love Letter is in the background?",
  offerBody: "Your browser will ask whether this site may show notifications.",
  offerAccept: "Turn on",
  offerDecline: "Not now",
  // Actions.
  open: "Open",
  join: "Join",
  replay: "Replay",
  profile: "View profile",
} as const;

const M = NOTIFICATION_MESSAGES;
const say = (template: string, params: Readonly<Record<string, string | number>> = {}) =>
  formatMessage(template, params);

/** A notification's words: a title, a sentence, and where a click goes. */
export interface NotificationWords {
  readonly title: string;
  readonly body: string;
  readonly url: string;
}

/** Where a notification's main action goes: its table (with a private table's code), the replay, a profile. */
export function notificationUrl(n: PlayerNotification): string {
  const table = (id: string | null, code: string | null = null) =>
    id ? `/t/${encodeURIComponent(id)}${code ? `?code=${encodeURIComponent(code)}` : ""}` : "/";
  switch (n.kind) {
    case "your-turn":
      return table(n.tableId);
    case "invited":
    case "table-started":
      return table(n.tableId, n.params.code);
    case "match-ended":
      return `/replay/${encodeURIComponent(n.params.gameId)}`;
    case "friend-request":
      return `/players/${encodeURIComponent(n.params.from.playerId)}`;
    case "challenge":
      return n.tableId
        ? table(n.tableId, n.params.code ?? null)
        : `/players/${encodeURIComponent(n.params.from.playerId)}`;
  }
}

/** What a notification says. `when` words a deadline (the bell and the service worker each give theirs). */
export function notificationWords(
  n: PlayerNotification,
  when: (at: number) => string = (at) => new Date(at).toLocaleString(),
): NotificationWords {
  const url = notificationUrl(n);
  switch (n.kind) {
    case "your-turn":
      return {
        title: say(M.yourTurn, { title: n.params.title }),
        body: n.params.deadline === null ? M.yourTurnNoDeadline : say(M.yourTurnDue, { when: when(n.params.deadline) }),
        url,
      };
    case "invited":
      return { title: say(M.invited, { name: n.params.from.name, title: n.params.title }), body: M.invitedBody, url };
    case "table-started":
      return { title: say(M.tableStarted, { title: n.params.title }), body: M.tableStartedBody, url };
    case "match-ended":
      return {
        title: say(n.params.won ? M.matchWon : M.matchEnded, { title: n.params.title }),
        body: M.matchEndedBody,
        url,
      };
    case "friend-request":
      return { title: say(M.friendRequest, { name: n.params.from.name }), body: M.friendRequestBody, url };
    case "challenge":
      return {
        title: say(M.challenge, { name: n.params.from.name }),
        body: say(M.challengeBody, { ruleset: n.params.ruleset, seats: n.params.seats }),
        url,
      };
  }
}

/** The buttons of a notification in the list: its main action first. */
export function notificationActions(n: PlayerNotification): { readonly label: string; readonly url: string }[] {
  const url = notificationUrl(n);
  switch (n.kind) {
    case "invited":
      return [{ label: M.join, url }];
    case "match-ended":
      return [
        { label: M.replay, url },
        ...(n.tableId ? [{ label: M.open, url: `/t/${encodeURIComponent(n.tableId)}` }] : []),
      ];
    case "friend-request":
      return [{ label: M.profile, url }];
    case "challenge":
      return n.tableId ? [{ label: M.join, url }] : [{ label: M.profile, url }];
    default:
      return [{ label: M.open, url }];
  }
}

/** What a push says on the device (the service worker's notification). */
export function pushWords(payload: PushPayload): NotificationWords {
  switch (payload.type) {
    case "test":
      return { title: M.test, body: M.testBody, url: "/notifications" };
    case "notification":
      return notificationWords(payload.notification);
    case "batch":
      if (payload.tables === payload.count)
        return { title: say(M.batchTables, { tables: payload.tables }), body: "", url: "/notifications" };
      return {
        title: say(M.batchMixed, { count: payload.count }),
        body: say(M.batchMixedBody, { tables: payload.tables }),
        url: "/notifications",
      };
  }
}

/** Every system notification of the app shares this tag: a newer one replaces the one shown. */
export const NOTIFICATION_TAG = "loveletter";
