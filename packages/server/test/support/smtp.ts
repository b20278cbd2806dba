import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** An e-mail as the SMTP server received it: its envelope, headers (unfolded) and decoded text. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly headers: ReadonlyMap<string, string>;
  readonly subject: string;
  readonly text: string;
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback, asking for a user name and password,
 * that keeps every message delivered to it. What the server under test sends goes through
 * nodemailer and SMTP exactly as to a real mail server.
 */
export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static readonly USER = "digest";
  static readonly PASSWORD = "smtp secret";

  static async start(): Promise<TestSmtpServer> {
    let started: TestSmtpServer | null = null;
    const server = new SMTPServer({
      // Loopback only: no TLS to set up, and sign-in without it is allowed here.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === TestSmtpServer.USER && auth.password === TestSmtpServer.PASSWORD)
          callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          raw += chunk;
        });
        stream.on("end", () => {
          started!.mails.push(parse(raw, session));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    started = new TestSmtpServer(server, (server.server.address() as AddressInfo).port);
    return started;
  }

  get url(): string {
    return `smtp://${TestSmtpServer.USER}:${encodeURIComponent(TestSmtpServer.PASSWORD)}@127.0.0.1:${this.port}`;
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((mail) => mail.to.includes(address));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function parse(
  raw: string,
  session: { envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] } },
): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = raw.slice(split + 4);
  if (/quoted-printable/i.test(headers.get("content-transfer-encoding") ?? ""))
    body = Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  else if (/base64/i.test(headers.get("content-transfer-encoding") ?? ""))
    body = Buffer.from(body, "base64").toString("utf8");
  return {
    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
    to: session.envelope.rcptTo.map((r) => r.address),
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: body.replace(/\r\n/g, "\n"),
  };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    );
}
