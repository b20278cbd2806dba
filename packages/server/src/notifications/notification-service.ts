import type { Presence } from "@colyseus/core";
import type { Logger } from "pino";
import type { Store } from "../store/store.js";
import { systemClock } from "../table/clock.js";
import { LiveChannel } from "./live-channel.js";
import { DigestJob } from "./mail/digest.js";
import { EmailService } from "./mail/email-addresses.js";
import { Mailer } from "./mail/mailer.js";
import { Notifications } from "./notifications.js";
import { publicOnlyAgent } from "./push/public-endpoints.js";
import { PushQueue } from "./push/push-queue.js";
import { PushSender } from "./push/push-sender.js";
import { vapidKeys } from "./push/vapid.js";
import type { NotificationOptions, NotificationSettings } from "./settings.js";

/** The notifications subsystem of one server process, assembled: what the rooms and the HTTP API use. */
export interface NotificationService {
  readonly notifications: Notifications;
  readonly push: PushQueue;
  readonly email: EmailService;
  /** The daily digest; null when e-mail is not set up. */
  readonly digest: DigestJob | null;
  /** Starts the retention sweep and the digest (when e-mail is set up). */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Builds the subsystem over the store: the VAPID keys (made at the first start), the push queue,
 * the live channel over Colyseus's presence (given once the server has one), the e-mail digest.
 */
export async function notificationService(
  store: Store,
  presence: () => Presence,
  settings: NotificationSettings,
  options: NotificationOptions,
  log: Logger,
): Promise<NotificationService> {
  const clock = options.clock ?? systemClock;
  const keys = await vapidKeys(store, clock.now());
  const sender = new PushSender({ keys, subject: settings.pushContact, agent: options.pushAgent ?? publicOnlyAgent() });
  const push = new PushQueue(store, sender, clock, log, options.pushTiming);
  const notifications = new Notifications(store, new LiveChannel(presence), push, clock, log);
  const mailer = settings.mail ? new Mailer(settings.mail) : null;
  const email = new EmailService(store, mailer, clock);
  const digest = mailer ? new DigestJob(store, mailer, clock, log, options.digestTiming) : null;
  return {
    notifications,
    push,
    email,
    digest,
    start() {
      notifications.startSweeping();
      digest?.start();
    },
    async stop() {
      notifications.stopSweeping();
      await digest?.stop();
      await push.close();
      mailer?.close();
    },
  };
}
