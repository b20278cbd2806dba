import { createHash, randomBytes } from "node:crypto";

/** How many one-time recovery codes an account gets at a time. */
export const RECOVERY_CODE_COUNT = 8;

// Crockford's base32: no I, L, O or U to misread.
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A code as shown: 16 characters (80 random bits) in groups of four, like "7K2M-Q9XD-4HRT-B1NV". */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let code = "";
  for (let i = 0; i < 16; i++) code += ALPHABET[bytes[i]! % 32];
  return code.match(/.{4}/g)!.join("-");
}

/** A code as typed, in the shape it was shown: case, spaces and dashes don't matter; I/L read 1, O reads 0. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
}

/**
 * Codes are stored as sha256 of the account's id and the code: 80 random bits need no slow hash,
 * and the id makes each account's hashes its own.
 */
export function hashRecoveryCode(playerId: string, code: string): string {
  return createHash("sha256")
    .update(`${playerId}:${normaliseRecoveryCode(code)}`)
    .digest("hex");
}
