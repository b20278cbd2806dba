import { createHash, randomBytes } from "node:crypto";

/**
 * A new record id: 12 random bytes, 16 url-safe characters (96 bits: collisions are not a concern).
 * Ids are typed on command lines (`loveletter review ID`), where one starting with "-" reads as an
 * option, so an id always starts with a letter or a digit: the 1 in 32 that would not are drawn
 * again.
 */
export function newId(): string {
  for (;;) {
    const id = randomBytes(12).toString("base64url");
    if (/^[A-Za-z0-9]/.test(id)) return id;
  }
}

/** A guest's secret token: 32 random bytes, url-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Tokens are stored only as their sha256: a leaked database does not let anyone sign in. A plain
 * hash is enough (no salt, no slow hash) because the tokens are 256 random bits, not passwords.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
