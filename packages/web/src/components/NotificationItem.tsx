import type { PlayerNotification } from "@loveletter/protocol";
import { formatMessage } from "@loveletter/protocol";
import { relativeTime as ago } from "../game/relative-time";
import { dismiss, markRead } from "../net/notifications";
import { NOTIFICATION_MESSAGES, notificationActions, notificationWords } from "../notifications/messages";

const deadline = (at: number) =>
  new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" }).format(at);

/** One notification in a list: what it says, when, its actions, and a way to dismiss it. */
export function NotificationItem({
  notification,
  onAction,
}: {
  notification: PlayerNotification;
  onAction?: () => void;
}) {
  const words = notificationWords(notification, deadline);
  const unread = notification.readAt === null;
  const act = () => {
    void markRead([notification.id]).catch(() => {});
    onAction?.();
  };
  return (
    <li class={`notification${unread ? " is-unread" : ""}`} data-kind={notification.kind}>
      <div class="notification-text">
        <p class="notification-title">
          {unread && <span class="visually-hidden">Unread: </span>}
          {words.title}
        </p>
        {words.body && <p class="notification-body muted small">{words.body}</p>}
        <p class="notification-time muted small">
          <time dateTime={new Date(notification.updatedAt).toISOString()}>{ago(notification.updatedAt)}</time>
        </p>
        <div class="notification-actions">
          {notificationActions(notification).map((action) => (
            <a key={action.label} class="btn btn-small" href={action.url} onClick={act}>
              {action.label}
            </a>
          ))}
        </div>
      </div>
      <button
        type="button"
        class="notification-dismiss btn-quiet"
        aria-label={formatMessage(NOTIFICATION_MESSAGES.dismiss, { title: words.title })}
        title={formatMessage(NOTIFICATION_MESSAGES.dismiss, { title: words.title })}
        onClick={() => void dismiss(notification.id).catch(() => {})}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
