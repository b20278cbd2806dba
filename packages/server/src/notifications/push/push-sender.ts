import type { Agent } from "node:https";
import type { PushPayload } from "@loveletter/protocol";
import webpush, { WebPushError } from "web-push";
import type { PushSubscriptionRecord } from "../../store/notification-store.js";
import type { VapidKeys } from "./vapid.js";

/** How a push went: delivered to the push service, the subscription is gone (and was forgotten), or it failed. */
export type PushOutcome = "sent" | "gone" | "failed";

export interface PushSenderOptions {
  readonly keys: VapidKeys;
  /** Who runs this server, for push services to reach (VAPID's `sub`): a mailto: or https: URL. */
  readonly subject: string;
  /** An HTTPS agent for the push services (a proxy, a private authority: tests' loopback receiver). */
  readonly agent?: Agent;
}

/** What one push is: the same `topic` replaces an undelivered push, `ttl` is how long a push service keeps it. */
export interface PushOptions {
  readonly topic?: string;
  readonly ttlSeconds: number;
}

/**
 * Sends pushes through the `web-push` library: the payload encrypted for the subscription's keys
 * (RFC 8291, aes128gcm), signed with the server's VAPID keys (RFC 8292). A subscription the push
 * service says is gone (404, 410) is reported so that it is forgotten.
 */
export class PushSender {
  constructor(private readonly options: PushSenderOptions) {}

  get publicKey(): string {
    return this.options.keys.publicKey;
  }

  async send(subscription: PushSubscriptionRecord, payload: PushPayload, push: PushOptions): Promise<PushOutcome> {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: this.options.subject,
            publicKey: this.options.keys.publicKey,
            privateKey: this.options.keys.privateKey,
          },
          TTL: push.ttlSeconds,
          urgency: "normal",
          timeout: 10_000,
          ...(push.topic ? { topic: push.topic } : {}),
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        },
      );
      return "sent";
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return "gone";
      throw error;
    }
  }
}
