import webpush from "web-push";
import type { ServerKeys } from "../../store/notification-store.js";

/** The server's VAPID key pair (RFC 8292), base64url: the public key is every subscription's applicationServerKey. */
export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/**
 * The VAPID keys, made at the first start and kept in the store: every process of a deployment
 * signs with the same pair, and a restart keeps every device's subscription working (a new pair
 * would orphan them all).
 */
export async function vapidKeys(store: ServerKeys, now: number): Promise<VapidKeys> {
  const stored = await store.serverKey("vapid", () => JSON.stringify(webpush.generateVAPIDKeys()), now);
  const keys = JSON.parse(stored) as VapidKeys;
  if (typeof keys.publicKey !== "string" || typeof keys.privateKey !== "string")
    throw new Error("The stored VAPID keys (server_keys 'vapid') are damaged: delete that row to make new ones.");
  return keys;
}
