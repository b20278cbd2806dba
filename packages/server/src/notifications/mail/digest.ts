import type { PlayerRecord } from "@loveletter/protocol";
import { formatMessage } from "@loveletter/protocol";
import type { Logger } from "pino";
import type { DigestDue, EmailAddresses } from "../../store/notification-store.js";
import type { TableClock } from "../../table/clock.js";
import { MAIL_MESSAGES } from "./mail-messages.js";
import type { Mailer } from "./mailer.js";

export interface DigestTiming {
  /** How often the server looks for digests due. */
  readonly checkEveryMs: number;
  /** A turn counts once it has waited this long (a player at the table now gets no e-mail for it). */
  readonly waitingMs: number;
  /** The least time between two digests to one account: a day. */
  readonly everyMs: number;
}

const HOUR = 3_600_000;
export const DEFAULT_DIGEST_TIMING: DigestTiming = { checkEveryMs: HOUR, waitingMs: HOUR, everyMs: 24 * HOUR };

/** Accounts looked at per check; the rest wait for the next. */
const BATCH = 500;

/**
 * The daily e-mail digest (lichess's rule: at most one a day, never one per move): every check,
 * each account with a confirmed address, the digest on and none sent in the last day, whose
 * your-turn notifications have waited at least `waitingMs`, gets one e-mail listing those tables.
 * Each digest is claimed in the store before it is sent, so scaled out it goes once.
 */
export class DigestJob {
  private cancel: (() => void) | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly store: EmailAddresses & { player(id: string): Promise<PlayerRecord | null> },
    private readonly mailer: Mailer,
    private readonly clock: TableClock,
    private readonly log: Logger,
    private readonly timing: DigestTiming = DEFAULT_DIGEST_TIMING,
  ) {}

  /** Checks now, then every `checkEveryMs`, each check timed from the one before. */
  start(): void {
    if (this.cancel) return;
    const check = () => {
      this.running = this.run().finally(() => {
        this.running = null;
      });
      if (this.cancel) this.cancel = this.clock.after(this.timing.checkEveryMs, check);
    };
    this.cancel = () => {};
    check();
  }

  /** Resolves once the check under way (if any) is done (tests wait for it instead of sleeping). */
  async idle(): Promise<void> {
    await this.running;
  }

  async stop(): Promise<void> {
    this.cancel?.();
    this.cancel = null;
    await this.running;
  }

  /** One check: sends every digest due now; how many went. */
  async run(): Promise<number> {
    const now = this.clock.now();
    // "Since" bounds are inclusive: a digest exactly a day after the last is due.
    const lastBefore = now - this.timing.everyMs + 1;
    let sent = 0;
    try {
      for (const due of await this.store.digestsDue(now - this.timing.waitingMs, lastBefore, BATCH)) {
        if (!(await this.store.claimDigest(due.email.playerId, now, lastBefore))) continue;
        try {
          await this.mailer.send(await this.digestMail(due, now));
          sent++;
        } catch (error) {
          await this.store.releaseDigest(due.email.playerId, due.email.lastDigestAt);
          this.log.warn({ err: error, playerId: due.email.playerId }, "a digest e-mail could not be sent");
        }
      }
    } catch (error) {
      this.log.error({ err: error }, "the digests could not be prepared");
    }
    return sent;
  }

  private async digestMail(due: DigestDue, now: number) {
    const player = await this.store.player(due.email.playerId);
    const count = due.tables.length;
    const unsubscribe = this.mailer.link(
      `/api/email/unsubscribe?token=${encodeURIComponent(due.email.unsubscribeToken)}`,
    );
    const lines = [
      formatMessage(MAIL_MESSAGES.digestIntro, { name: player?.name ?? "", count }),
      "",
      ...due.tables.map((table) =>
        formatMessage(MAIL_MESSAGES.digestTable, {
          title: table.title,
          waited: waited(now - table.since),
          link: this.mailer.link(`/t/${encodeURIComponent(table.tableId)}`),
        }),
      ),
      "",
      formatMessage(MAIL_MESSAGES.digestAll, { link: this.mailer.link("/notifications") }),
      "",
      "-- ",
      formatMessage(MAIL_MESSAGES.digestFooter, {
        link: this.mailer.link(`/email/unsubscribe?token=${encodeURIComponent(due.email.unsubscribeToken)}`),
      }),
    ];
    return {
      to: due.email.address,
      subject: formatMessage(MAIL_MESSAGES.digestSubject, { count }),
      text: `${lines.join("\n")}\n`,
      // One-click unsubscribe (RFC 8058): a mail program POSTs "List-Unsubscribe=One-Click" there.
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  }
}

function waited(ms: number): string {
  const hours = Math.max(1, Math.floor(ms / HOUR));
  return hours < 48
    ? formatMessage(MAIL_MESSAGES.waitedHours, { hours })
    : formatMessage(MAIL_MESSAGES.waitedDays, { days: Math.floor(hours / 24) });
}
