import type { Agent } from "node:https";
import type { TableClock } from "../table/clock.js";
import type { DigestTiming } from "./mail/digest.js";
import type { MailSettings } from "./mail/mailer.js";
import type { PushQueueTiming } from "./push/push-queue.js";

/** The notifications' options of startServer (docs/deploy.md, "Notifications"); each falls back to the environment. */
export interface NotificationOptions {
  /** SMTP for the e-mail digest (LOVELETTER_SMTP_URL); no e-mail at all without it. */
  readonly smtpUrl?: string;
  /** The digest's From (LOVELETTER_MAIL_FROM). Needed with SMTP. */
  readonly mailFrom?: string;
  /** The site's public address for links in e-mails (LOVELETTER_SITE_URL). Needed with SMTP. */
  readonly siteUrl?: string;
  /** VAPID's contact for push services, a mailto: or https: URL (LOVELETTER_PUSH_CONTACT). */
  readonly pushContact?: string;
  /** An HTTPS agent for the push services (tests: one that trusts their loopback receiver). */
  readonly pushAgent?: Agent;
  readonly pushTiming?: PushQueueTiming;
  readonly digestTiming?: DigestTiming;
  /** The notifications' clock (tests: a manual one, to jump days). */
  readonly clock?: TableClock;
}

export interface NotificationSettings {
  readonly mail: MailSettings | null;
  readonly pushContact: string;
}

/** The settings, from the options or else the environment, checked at start-up. */
export function notificationSettings(
  options: NotificationOptions,
  env: Readonly<Record<string, string | undefined>>,
): NotificationSettings {
  const smtpUrl = options.smtpUrl ?? env.LOVELETTER_SMTP_URL ?? "";
  const from = options.mailFrom ?? env.LOVELETTER_MAIL_FROM ?? "";
  const siteUrl = options.siteUrl ?? env.LOVELETTER_SITE_URL ?? "";
  let mail: MailSettings | null = null;
  if (smtpUrl) {
    if (!/^smtps?:\/\//i.test(smtpUrl))
      throw new Error(`LOVELETTER_SMTP_URL must be smtp://... or smtps://...; got "${redacted(smtpUrl)}".`);
    if (!from)
      throw new Error('E-mail needs a sender: set LOVELETTER_MAIL_FROM, like "Love Letter <games@example.org>".');
    if (!/^https?:\/\/[^/]+/i.test(siteUrl))
      throw new Error(
        `E-mail links need the site's address: set LOVELETTER_SITE_URL, like https://loveletter.example.org; got "${siteUrl}".`,
      );
    mail = { smtpUrl, from, siteUrl };
  }
  const contact = options.pushContact ?? env.LOVELETTER_PUSH_CONTACT ?? defaultContact(from, siteUrl);
  if (!/^(mailto:|https:\/\/)/i.test(contact))
    throw new Error(`LOVELETTER_PUSH_CONTACT must be a mailto: or https: URL; got "${contact}".`);
  return { mail, pushContact: contact };
}

/** The operator's contact for push services: the mail sender's address, else the site if it is https. */
function defaultContact(from: string, siteUrl: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? (from.includes("@") ? from.trim() : "");
  if (address) return `mailto:${address}`;
  if (/^https:\/\//i.test(siteUrl)) return siteUrl;
  return "mailto:operator@loveletter.invalid";
}

function redacted(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}
