import { createHash, randomBytes } from "node:crypto";

/** A new record id: 12 random bytes, 16 url-safe characters (96 bits: collisions are not a concern). */
export function newId(): string {
  return randomBytes(12).toString("base64url");
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
