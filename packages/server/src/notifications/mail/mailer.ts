import nodemailer, { type Transporter } from "nodemailer";

/** An e-mail to send: plain text, with extra headers (List-Unsubscribe). */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** Where the server's e-mail goes out (docs/deploy.md, "E-mail"): an SMTP server, through nodemailer. */
export interface MailSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://...:465 (TLS). */
  readonly smtpUrl: string;
  /** The From header: "Love Letter <games@example.org>". */
  readonly from: string;
  /** The site's address as players open it, for links in e-mails: https://loveletter.example.org. */
  readonly siteUrl: string;
}

/** Sends the server's e-mails over SMTP. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(readonly settings: MailSettings) {
    this.transport = nodemailer.createTransport(settings.smtpUrl);
  }

  /** A link into the site. */
  link(path: string): string {
    return new URL(path, this.settings.siteUrl).href;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: { ...mail.headers },
    });
  }

  close(): void {
    this.transport.close();
  }
}
