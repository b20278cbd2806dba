import type { PlayerNotification } from "@loveletter/protocol";
import { formatMessage } from "@loveletter/protocol";
import { NOTIFICATION_MESSAGES, NOTIFICATION_TAG, notificationWords } from "../notifications/messages";
import { createStore } from "../state/store";

/**
 * The browser's Notification API for a page left in the background: when a notification arrives
 * while the tab is hidden, the system shows it (as the service worker's, with the app's one tag,
 * so a push for the same news replaces it rather than doubling it). Only once the player allowed
 * it, asked from a button they pressed, never on load.
 */
export type BackgroundAlerts = "unsupported" | "ask" | "on" | "off" | "denied";

const OFF_KEY = "loveletter.background-notifications-off";

function current(): BackgroundAlerts {
  if (typeof Notification === "undefined") return "unsupported";
  if (Notification.permission === "denied") return "denied";
  if (Notification.permission === "default") return "ask";
  try {
    return localStorage.getItem(OFF_KEY) === "1" ? "off" : "on";
  } catch {
    return "on";
  }
}

export const backgroundAlerts = createStore<BackgroundAlerts>(current());

/** Asks the browser's permission (call it from a click) and turns the alerts on if it is given. */
export async function enableBackgroundAlerts(): Promise<BackgroundAlerts> {
  if (typeof Notification === "undefined") return "unsupported";
  try {
    localStorage.removeItem(OFF_KEY);
  } catch {}
  if (Notification.permission === "default") await Notification.requestPermission();
  backgroundAlerts.set(current());
  return backgroundAlerts.get();
}

export function disableBackgroundAlerts(): void {
  try {
    localStorage.setItem(OFF_KEY, "1");
  } catch {}
  backgroundAlerts.set(current());
}

/** The offer in the bell was answered "Not now": it is not made again on this browser. */
const DECLINED_KEY = "loveletter.background-notifications-declined";
export const offerDeclined = createStore<boolean>(read(DECLINED_KEY));
export function declineOffer(): void {
  try {
    localStorage.setItem(DECLINED_KEY, "1");
  } catch {}
  offerDeclined.set(true);
}
function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

let pending: PlayerNotification[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
/** Notifications that arrive together (several turns at once) are shown as one. */
const GATHER_MS = 800;

export function alertInBackground(fresh: readonly PlayerNotification[]): void {
  if (typeof document === "undefined" || document.visibilityState !== "hidden") return;
  if (current() !== "on") return;
  pending.push(...fresh);
  if (timer !== null) return;
  timer = setTimeout(() => {
    timer = null;
    const shown = pending;
    pending = [];
    void show(shown);
  }, GATHER_MS);
}

async function show(items: readonly PlayerNotification[]): Promise<void> {
  if (items.length === 0 || document.visibilityState !== "hidden") return;
  const words =
    items.length === 1
      ? notificationWords(items[0]!)
      : {
          title: formatMessage(NOTIFICATION_MESSAGES.batchMixed, { count: items.length }),
          body: items.map((n) => notificationWords(n).title).join("\n"),
          url: "/notifications",
        };
  const options: NotificationOptions = {
    body: words.body,
    tag: NOTIFICATION_TAG,
    icon: "/icons/icon-192.png",
    badge: "/icons/badge-96.png",
    data: { url: words.url },
  };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.showNotification(words.title, { ...options, renotify: true } as NotificationOptions);
    return;
  }
  const shown = new Notification(words.title, options);
  shown.onclick = () => {
    window.focus();
    window.location.assign(words.url);
    shown.close();
  };
}

/** Closes the app's notifications the system still shows (the player is looking at the list). */
export async function closeShownNotifications(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  for (const shown of (await registration?.getNotifications({ tag: NOTIFICATION_TAG })) ?? []) shown.close();
}
