import { formatMessage } from "@loveletter/protocol";
import { useEffect, useRef, useState } from "preact/hooks";
import {
  backgroundAlerts,
  closeShownNotifications,
  declineOffer,
  enableBackgroundAlerts,
  offerDeclined,
} from "../net/background-alerts";
import { joinCommunity } from "../net/community";
import { markRead, notifications, watchNotifications } from "../net/notifications";
import { NOTIFICATION_MESSAGES as M, notificationWords } from "../notifications/messages";
import { paths, useRoute } from "../router";
import { useStore } from "../state/store";
import { NotificationItem } from "./NotificationItem";

/** How many the bell's list shows; the rest are on the notifications page. */
const SHOWN = 8;

/**
 * The bell in the header of every page: the unread count, and a list of the latest with their
 * actions (Join, Open, Replay...). It keeps the page in the community room, where notifications
 * arrive live; the list itself is the server's, so it is the same after a reload and on every
 * device of an account.
 */
export function NotificationBell() {
  useEffect(() => {
    watchNotifications();
    return joinCommunity();
  }, []);
  const state = useStore(notifications);
  const alerts = useStore(backgroundAlerts);
  const declined = useStore(offerDeclined);
  const route = useRoute();
  const [open, setOpen] = useState(false);
  const [announced, setAnnounced] = useState("");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const latest = state.items[0];

  // A new notification is said to a screen reader (the bell's count changes silently otherwise).
  const lastSeen = useRef<string | null>(null);
  useEffect(() => {
    if (!latest || latest.readAt !== null) return;
    const key = `${latest.id}:${latest.updatedAt}`;
    if (lastSeen.current !== null && lastSeen.current !== key) setAnnounced(notificationWords(latest).title);
    lastSeen.current = key;
  }, [latest]);

  // The list closes on a page change, a click elsewhere, or Escape (focus back on the bell).
  useEffect(() => setOpen(false), [route.page, (route as { tableId?: string }).tableId]);
  useEffect(() => {
    if (!open) return;
    void closeShownNotifications().catch(() => {});
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const label = formatMessage(M.bellUnread, { count: state.unread });
  const offer = alerts === "ask" && !declined && state.items.length > 0;
  return (
    <div class="bell" ref={root}>
      <button
        ref={button}
        type="button"
        class={`bell-button${state.unread > 0 ? " has-unread" : ""}`}
        aria-expanded={open}
        aria-controls="bell-panel"
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
      >
        <svg class="bell-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
        </svg>
        {state.unread > 0 && (
          <span class="bell-count" aria-hidden="true">
            {state.unread > 99 ? "99+" : state.unread}
          </span>
        )}
      </button>
      <p class="visually-hidden" aria-live="polite">
        {announced}
      </p>
      {open && (
        <section id="bell-panel" class="bell-panel" aria-labelledby="bell-title">
          <div class="bell-panel-head">
            <h2 id="bell-title">{M.bell}</h2>
            {state.unread > 0 && (
              <button type="button" class="btn btn-small btn-quiet" onClick={() => void markRead().catch(() => {})}>
                {M.markAllRead}
              </button>
            )}
          </div>
          {offer && (
            <div class="bell-offer">
              <p>
                <strong>{M.offerTitle}</strong> <span class="muted small">{M.offerBody}</span>
              </p>
              <div class="bell-offer-actions">
                <button type="button" class="btn btn-small btn-primary" onClick={() => void enableBackgroundAlerts()}>
                  {M.offerAccept}
                </button>
                <button type="button" class="btn btn-small btn-quiet" onClick={declineOffer}>
                  {M.offerDecline}
                </button>
              </div>
            </div>
          )}
          {state.items.length === 0 ? (
            <p class="muted bell-empty">{M.empty}</p>
          ) : (
            <ul class="notification-list">
              {state.items.slice(0, SHOWN).map((n) => (
                <NotificationItem key={n.id} notification={n} onAction={() => setOpen(false)} />
              ))}
            </ul>
          )}
          <a class="bell-more" href={paths.notifications()} onClick={() => setOpen(false)}>
            {state.items.length > SHOWN ? M.allNotifications : M.settings}
          </a>
        </section>
      )}
    </div>
  );
}
