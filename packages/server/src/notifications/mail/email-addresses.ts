import type { EmailAnswer, PlayerRecord } from "@loveletter/protocol";
import { formatMessage, refuse } from "@loveletter/protocol";
import { hashToken, newToken } from "../../store/ids.js";
import type { EmailAddresses, EmailRecord } from "../../store/notification-store.js";
import type { TableClock } from "../../table/clock.js";
import { MAIL_MESSAGES } from "./mail-messages.js";
import type { Mailer } from "./mailer.js";

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 48;

/** An address as it is accepted: one @, something on each side, a dotted domain, no spaces; at most 254 characters. */
const ADDRESS = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailAddress(raw: unknown): string {
  const address = typeof raw === "string" ? raw.trim() : "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (address.length > 254 || !ADDRESS.test(address) || /[\u0000-\u001f\u007f<>(),;:"[\]\\]/.test(address))
    refuse("invalid-message", "That is not an e-mail address like ada@example.org.");
  return address;
}

/**
 * An account's address for the daily digest: set (a confirmation link is sent to it, the digest
 * starts once it is followed), confirmed, turned off and on (from the account, or from any
 * digest's unsubscribe link), removed. Only accounts have one: a guest's browser may be anyone's.
 */
export class EmailService {
  constructor(
    private readonly store: EmailAddresses,
    private readonly mailer: Mailer | null,
    private readonly clock: TableClock,
  ) {}

  async answer(playerId: string): Promise<EmailAnswer> {
    const email = await this.store.emailOf(playerId);
    return { available: this.mailer !== null, email: email ? shown(email) : null };
  }

  async setAddress(player: PlayerRecord, raw: unknown): Promise<EmailAnswer> {
    const mailer = this.needMailer();
    if (player.kind !== "account") refuse("unauthorized", "Only an account can get e-mail: sign up first.");
    const address = emailAddress(raw);
    const token = newToken();
    const now = this.clock.now();
    const email = await this.store.setEmail(player.id, address, hashToken(token), now + CONFIRM_HOURS * 3_600_000, now);
    await mailer.send({
      to: address,
      subject: MAIL_MESSAGES.confirmSubject,
      text: formatMessage(MAIL_MESSAGES.confirmBody, {
        name: player.name,
        link: mailer.link(`/email/confirm?token=${encodeURIComponent(token)}`),
        hours: CONFIRM_HOURS,
      }),
    });
    return { available: true, email: shown(email) };
  }

  async confirm(rawToken: unknown): Promise<EmailAnswer> {
    const token = typeof rawToken === "string" ? rawToken : "";
    const email = token ? await this.store.confirmEmail(hashToken(token), this.clock.now()) : null;
    if (!email) refuse("not-found", "This confirmation link has expired or was used already: set the address again.");
    return { available: this.mailer !== null, email: shown(email) };
  }

  async setDigest(playerId: string, on: unknown): Promise<EmailAnswer> {
    if (typeof on !== "boolean") refuse("invalid-message", 'The body is {"digest": true} or {"digest": false}.');
    const email = await this.store.setDigest(playerId, on);
    if (!email) refuse("not-found", "Confirm an e-mail address first.");
    return { available: this.mailer !== null, email: shown(email) };
  }

  /** Stops (or restarts) the digest by an unsubscribe link's token. */
  async byLink(rawToken: unknown, on: boolean): Promise<{ address: string; digest: boolean }> {
    const token = typeof rawToken === "string" ? rawToken : "";
    const email = token ? await this.store.setDigestByToken(token, on) : null;
    if (!email) refuse("not-found", "This unsubscribe link is not (or no longer) anyone's.");
    return { address: email.address, digest: email.digest };
  }

  async remove(playerId: string): Promise<void> {
    await this.store.removeEmail(playerId);
  }

  private needMailer(): Mailer {
    if (!this.mailer) refuse("not-configured", "This server sends no e-mail (its operator has not set up SMTP).");
    return this.mailer;
  }
}

function shown(email: EmailRecord): NonNullable<EmailAnswer["email"]> {
  return { address: email.address, confirmed: email.confirmed, digest: email.digest };
}
