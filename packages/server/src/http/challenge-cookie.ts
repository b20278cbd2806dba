import { createHmac, timingSafeEqual } from "node:crypto";

/** The cookie that carries a passkey ceremony's challenge from its first step to its second. */
export const CHALLENGE_COOKIE = "ll_passkey";
/** How long a ceremony may take, from options to answer. */
export const CHALLENGE_SECONDS = 300;

function mac(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body).digest("base64url");
}

/**
 * A challenge sealed for one purpose ("sign-in", or "register:<player id>") until `expiresAt`,
 * signed with the deployment's secret: the server keeps nothing between the steps, and any
 * process of a scaled-out deployment (same LOVELETTER_SECRET) can check it.
 */
export function sealChallenge(secret: string, challenge: string, purpose: string, expiresAt: number): string {
  const body = `${challenge}.${expiresAt}`;
  return `${body}.${mac(secret, `${body}.${purpose}`)}`;
}

/** The challenge a cookie carries for `purpose`, if it is genuine and not expired; else null. */
export function openChallenge(secret: string, cookie: string | undefined, purpose: string, now: number): string | null {
  const [challenge, expiresAt, signature] = (cookie ?? "").split(".");
  if (!challenge || !expiresAt || !signature || Number(expiresAt) <= now) return null;
  const expected = Buffer.from(mac(secret, `${challenge}.${expiresAt}.${purpose}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(new Uint8Array(expected), new Uint8Array(given))
    ? challenge
    : null;
}
