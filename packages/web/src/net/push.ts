import { SETTINGS_MESSAGES } from "../notifications/settings-messages";
import { identity } from "../state/identity";
import { createStore } from "../state/store";
import { api } from "./api";

/**
 * Web Push on this device: the service worker's push subscription, registered with the server for
 * the player this page is. The server pushes when it is their turn, a table they were invited to
 * starts, or a match ends, even when no page of the site is open.
 */
export type PushStatus =
  | { readonly status: "unsupported" }
  | { readonly status: "denied" }
  | { readonly status: "off" }
  | { readonly status: "on"; readonly endpoint: string };

export const pushState = createStore<PushStatus>({ status: supported() ? "off" : "unsupported" });

/** The player this browser's subscription was registered for: another player's page shows it off. */
const OWNER_KEY = "loveletter.push-owner";

function supported(): boolean {
  return typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof PushManager !== "undefined";
}

async function registration(): Promise<ServiceWorkerRegistration> {
  const found = await navigator.serviceWorker.getRegistration();
  return found ?? (await navigator.serviceWorker.register("/sw.js"));
}

function owner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

/** Looks at this browser's subscription again (at load, and when the page becomes someone else). */
export async function refreshPush(): Promise<void> {
  if (!supported()) return;
  if (typeof Notification !== "undefined" && Notification.permission === "denied") {
    pushState.set({ status: "denied" });
    return;
  }
  const subscription = await (await registration()).pushManager.getSubscription();
  const me = identity.get();
  const mine = me.status === "ready" && owner() === me.player.id;
  pushState.set(subscription && mine ? { status: "on", endpoint: subscription.endpoint } : { status: "off" });
}

function token(): string {
  const me = identity.get();
  if (me.status !== "ready") throw new Error("Not signed in yet.");
  return me.token;
}

/** Subscribes this device (the browser asks for permission first, if it has not been given). */
export async function subscribePush(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") {
    pushState.set({ status: permission === "denied" ? "denied" : "off" });
    return;
  }
  const { publicKey } = await api.request<{ publicKey: string }>("GET", "/api/push/key");
  const reg = await registration();
  await navigator.serviceWorker.ready;
  const existing = await reg.pushManager.getSubscription();
  const subscription =
    existing ??
    (await withTimeout(
      reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64urlBytes(publicKey) }),
      SUBSCRIBE_MS,
    ));
  await api.request("POST", "/api/push/subscriptions", {
    token: token(),
    body: { subscription: subscription.toJSON() },
  });
  const me = identity.get();
  try {
    if (me.status === "ready") localStorage.setItem(OWNER_KEY, me.player.id);
  } catch {}
  pushState.set({ status: "on", endpoint: subscription.endpoint });
}

export async function unsubscribePush(): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription();
  if (subscription) {
    await api
      .request("DELETE", "/api/push/subscriptions", { token: token(), body: { endpoint: subscription.endpoint } })
      .catch(() => {});
    await subscription.unsubscribe();
  }
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {}
  pushState.set({ status: "off" });
}

/** Asks the server to push a test notification to this device. */
export async function testPush(): Promise<void> {
  const state = pushState.get();
  if (state.status !== "on") throw new Error("Turn on push notifications on this device first.");
  await api.request("POST", "/api/push/test", { token: token(), body: { endpoint: state.endpoint } });
}

/**
 * How long the browser's push service has to answer a subscription. A browser that cannot reach
 * one (a profile without it, a network that blocks it) may never answer: the player is told.
 */
const SUBSCRIBE_MS = 12_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(SETTINGS_MESSAGES.pushTimeout)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function base64urlBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
