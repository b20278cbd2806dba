// The few Web Crypto calls the fair deal needs, typed here: this package compiles without the DOM's
// or Node's type libraries, and runs in both (Node ≥ 18 and browsers have `globalThis.crypto`).

interface SubtleCryptoPart {
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: "raw",
    key: Uint8Array,
    algorithm: { name: "HMAC"; hash: "SHA-256" },
    extractable: false,
    usages: ["sign"],
  ): Promise<unknown>;
  sign(algorithm: "HMAC", key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
}

interface WebCrypto {
  readonly subtle: SubtleCryptoPart;
  getRandomValues<T extends Uint8Array>(array: T): T;
}

function webCrypto(): WebCrypto {
  const crypto = (globalThis as { crypto?: WebCrypto }).crypto;
  if (!crypto?.subtle) throw new Error("Web Crypto (globalThis.crypto.subtle) is not available here.");
  return crypto;
}

/** `length` bytes from the operating system's random source. */
export function randomBytes(length: number): Uint8Array {
  return webCrypto().getRandomValues(new Uint8Array(length));
}

export async function sha256(data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await webCrypto().subtle.digest("SHA-256", data));
}

/** Node's synchronous HMAC, when this runs in Node (it has no `import`, so browsers never load it). */
interface NodeHmac {
  createHmac(algorithm: "sha256", key: Uint8Array): { update(data: Uint8Array): { digest(): Uint8Array } };
}

const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: "node:crypto") => NodeHmac | undefined } }
).process?.getBuiltinModule?.("node:crypto");

export async function hmacSha256(key: Uint8Array, message: Uint8Array): Promise<Uint8Array> {
  // A server derives a deal at every round of every table: Node's own HMAC takes a few
  // microseconds where Web Crypto's key import and signing, each a job on the thread pool, took
  // about a third of a millisecond (4% of the server's time under load). Same bytes either way.
  if (nodeCrypto) return new Uint8Array(nodeCrypto.createHmac("sha256", key).update(message).digest());
  const subtle = webCrypto().subtle;
  const imported = await subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await subtle.sign("HMAC", imported, message));
}

const HEX_OF_BYTE = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

export function toHex(bytes: Uint8Array): string {
  // Joined, not built with `+=`: a string concatenated in a loop stays a rope of 2-character
  // pieces until something flattens it, many times the flat string's memory (docs/deploy.md,
  // "Memory a table"), and a busy server keeps a few seeds for every table.
  const parts = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) parts[i] = HEX_OF_BYTE[bytes[i]!]!;
  return parts.join("");
}

/** The bytes of lowercase hex text, or null when it is not that. */
export function fromHex(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}
