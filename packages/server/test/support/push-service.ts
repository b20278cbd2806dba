import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The host name the test's push service answers to (its certificate's), resolved to loopback by `agent`. */
export const PUSH_HOST = "push.test";

/** A push as the service received it: its headers, its VAPID claims, and the payload decrypted. */
export interface ReceivedPush {
  readonly device: string;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly vapid: { readonly aud: string; readonly exp: number; readonly sub: string; readonly publicKey: string };
  readonly payload: unknown;
}

/** A browser's side of a subscription: the keys it made (the server gets the public ones). */
export class TestDevice {
  private readonly ecdh: ECDH = createECDH("prime256v1");
  readonly auth = bytes(randomBytes(16));
  readonly publicKey: Uint8Array;
  constructor(readonly endpoint: string) {
    this.publicKey = bytes(this.ecdh.generateKeys());
  }

  /** What the browser's PushSubscription.toJSON() would say. */
  get subscription() {
    return {
      endpoint: this.endpoint,
      keys: { p256dh: base64url(this.publicKey), auth: base64url(this.auth) },
    };
  }

  /** Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) as the user agent does. */
  decrypt(body: Uint8Array): Uint8Array {
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const salt = body.subarray(0, 16);
    const recordSize = view.getUint32(16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const records = body.subarray(21 + idLength);
    if (records.length > recordSize) throw new Error("A push payload is one record.");
    const secret = bytes(this.ecdh.computeSecret(serverKey));
    const keyInfo = concat(text("WebPush: info\0"), this.publicKey, serverKey);
    const ikm = new Uint8Array(hkdfSync("sha256", secret, this.auth, keyInfo, 32));
    const key = new Uint8Array(hkdfSync("sha256", ikm, salt, text("Content-Encoding: aes128gcm\0"), 16));
    const nonce = new Uint8Array(hkdfSync("sha256", ikm, salt, text("Content-Encoding: nonce\0"), 12));
    const decipher = createDecipheriv("aes-128-gcm", key, nonce);
    decipher.setAuthTag(records.subarray(records.length - 16));
    const padded = concat(bytes(decipher.update(records.subarray(0, records.length - 16))), bytes(decipher.final()));
    // The last record ends with the delimiter 2 and zeros of padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("The push payload's last record has no delimiter.");
    return padded.subarray(0, end);
  }
}

const bytes = (buffer: Buffer): Uint8Array => new Uint8Array(buffer);
const text = (value: string): Uint8Array => new TextEncoder().encode(value);
const base64url = (value: Uint8Array): string => Buffer.from(value).toString("base64url");
function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A push service on loopback over HTTPS (its own certificate, made with openssl), as the browsers'
 * push services take pushes (RFC 8030): it checks the VAPID signature (RFC 8292) against the key the
 * header names, then decrypts each payload with the device's keys (RFC 8291). A device can be
 * made to answer 410 Gone, as for a subscription that ended.
 */
export class TestPushService {
  readonly pushes: ReceivedPush[] = [];
  readonly gone = new Set<string>();
  private readonly devices = new Map<string, TestDevice>();

  private constructor(
    private readonly server: Server,
    readonly certificate: string,
    readonly port: number,
  ) {}

  static async start(): Promise<TestPushService> {
    const dir = mkdtempSync(join(tmpdir(), "loveletter-push-"));
    try {
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:prime256v1",
          "-nodes",
          "-keyout",
          join(dir, "key.pem"),
          "-out",
          join(dir, "cert.pem"),
          "-days",
          "2",
          "-subj",
          `/CN=${PUSH_HOST}`,
          "-addext",
          `subjectAltName=DNS:${PUSH_HOST}`,
        ],
        { stdio: "pipe" },
      );
      const key = readFileSync(join(dir, "key.pem"), "utf8");
      const cert = readFileSync(join(dir, "cert.pem"), "utf8");
      let service: TestPushService | null = null;
      const server = createServer({ key, cert }, (req, res) => {
        const chunks: Uint8Array[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(bytes(chunk)));
        req.on("end", () => {
          const status = service!.receive(req.url ?? "", req.headers, concat(...chunks));
          res.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      service = new TestPushService(server, cert, (server.address() as AddressInfo).port);
      return service;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  /** An HTTPS agent that trusts this service and finds its host on loopback: the server's `pushAgent`. */
  agent(): Agent {
    return new Agent({
      ca: this.certificate,
      lookup: (_host, options, callback) => {
        const done = callback as (e: null, a: string | { address: string; family: number }[], f?: number) => void;
        if ((options as { all?: boolean }).all) done(null, [{ address: "127.0.0.1", family: 4 }]);
        else done(null, "127.0.0.1", 4);
      },
    });
  }

  /** A new device (a browser's subscription) whose pushes come here. */
  device(name: string): TestDevice {
    const device = new TestDevice(`https://${PUSH_HOST}:${this.port}/push/${name}`);
    this.devices.set(`/push/${name}`, device);
    return device;
  }

  pushesTo(device: TestDevice): ReceivedPush[] {
    return this.pushes.filter((push) => push.device === device.endpoint);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private receive(path: string, headers: ReceivedPush["headers"], body: Uint8Array): number {
    const device = this.devices.get(path);
    if (!device) return 404;
    if (this.gone.has(device.endpoint)) return 410;
    const vapid = checkVapid(String(headers.authorization ?? ""), `https://${PUSH_HOST}:${this.port}`);
    if (headers["content-encoding"] !== "aes128gcm") throw new Error("A push must be aes128gcm.");
    const payload = JSON.parse(new TextDecoder().decode(device.decrypt(body))) as unknown;
    this.pushes.push({ device: device.endpoint, headers, vapid, payload });
    return 201;
  }
}

/** Checks `vapid t=<JWT>, k=<public key>` as a push service does: ES256 by that key, for this origin, not expired. */
function checkVapid(header: string, audience: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!match) throw new Error(`Not a VAPID authorization: "${header}".`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    text(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    bytes(Buffer.from(signature, "base64url")),
  );
  if (!signed) throw new Error("The VAPID signature does not verify.");
  const header0 = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg: string };
  if (header0.alg !== "ES256") throw new Error("VAPID is ES256.");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== audience) throw new Error(`VAPID's audience is ${body.aud}, not ${audience}.`);
  const now = Date.now() / 1000;
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new Error("VAPID's expiry is not within a day.");
  return { ...body, publicKey: k };
}
