// The web app's service worker (built to /sw.js by vite.config.ts, "service-worker"): Web Push
// turned into the system's notifications, a click on one opening the right page, and an offline
// page when the network is gone. It caches nothing else: the app is always the server's latest.
import type { PushPayload } from "@loveletter/protocol";
import { NOTIFICATION_TAG, pushWords } from "../notifications/messages";

// The few service-worker types used here (the web build's types are the page's, DOM's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  readonly notification: Notification & { readonly data: { url?: string } | null };
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  postMessage(message: unknown): void;
}
interface ServiceWorkerScope {
  readonly registration: ServiceWorkerRegistration;
  readonly location: Location;
  readonly clients: {
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationClickEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;

/** What the offline page needs, kept at install. */
const OFFLINE_CACHE = "loveletter-offline-v1";
const OFFLINE_FILES = ["/offline.html", "/offline.css", "/icons/icon-192.png"];

worker.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll(OFFLINE_FILES))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name))))
      .then(() => worker.clients.claim()),
  );
});

// A page is asked of the network first; only when there is none does the offline page answer.
worker.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(fetch(request).catch(async () => (await caches.match("/offline.html")) ?? Response.error()));
    return;
  }
  const path = new URL(request.url).pathname;
  if (OFFLINE_FILES.includes(path) && path !== "/offline.html")
    event.respondWith(fetch(request).catch(async () => (await caches.match(path)) ?? Response.error()));
});

worker.addEventListener("push", (event) => {
  event.waitUntil(showPush(event));
});

async function showPush(event: PushEvent): Promise<void> {
  let payload: PushPayload;
  try {
    payload = (event.data?.json() ?? { type: "test" }) as PushPayload;
  } catch {
    return;
  }
  // A page of the app in front of the player shows it already (its bell is live): tell it, and
  // don't cover it with a system notification.
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const inFront = windows.find((client) => client.focused && client.visibilityState === "visible");
  if (inFront && payload.type !== "test") {
    inFront.postMessage({ type: "push", payload });
    return;
  }
  const words = pushWords(payload);
  await worker.registration.showNotification(words.title, {
    body: words.body,
    tag: NOTIFICATION_TAG,
    renotify: true,
    icon: "/icons/icon-192.png",
    badge: "/icons/badge-96.png",
    data: { url: words.url },
  } as NotificationOptions);
}

worker.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", worker.location.origin).href;
  event.waitUntil(openPage(url));
});

/** Brings the app forward at `url`: a tab of it already open, else a new window. */
async function openPage(url: string): Promise<void> {
  const windows = await worker.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === url) ?? windows[0];
  if (open) {
    await open.focus();
    // The page goes there itself (its own router, and it may say what leaving a game means).
    if (open.url !== url) open.postMessage({ type: "open", url });
    return;
  }
  await worker.clients.openWindow(url);
}
