import type { PlayerRecord } from "@loveletter/protocol";
import { newPassword, refuse, username } from "@loveletter/protocol";
import type { Store } from "../store/store.js";
import { hashPassword, spendLikeAVerify, verifyPassword } from "./password.js";
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from "./recovery-codes.js";

/**
 * How long a session lasts from its sign-in or its last renewal. A page's load renews it once half
 * of that has gone (GET /api/session), so a person who plays at least every two weeks stays
 * signed in, and a session left alone ends 30 days after it was last used.
 */
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 86_400_000;

/** One message for an unknown username and a wrong password: it must not tell which usernames exist. */
export const WRONG_CREDENTIALS = "Wrong username or password.";
export const WRONG_RECOVERY = "Wrong username or recovery code.";

/** A session just opened: its cookie's token, its bearer token, and whose it is. */
export interface OpenedSession {
  readonly id: string;
  readonly player: PlayerRecord;
  readonly token: string;
  readonly bearer: string;
  readonly expiresAt: number;
}

/**
 * What a person does with an account, over the store: sign up (or turn a guest into an account),
 * sign in with a password or a recovery code, change the password, new recovery codes, delete. The
 * HTTP side (http/account-api.ts) carries these to and from the client. `now` is the clock.
 */
export class Accounts {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
    /** Told the player whose sessions (some or all) just ended: their connections are closed. */
    private readonly sessionsEnded: (playerId: string) => void = () => {},
  ) {}

  async signUp(
    rawUsername: unknown,
    rawPassword: unknown,
    guest?: PlayerRecord,
  ): Promise<OpenedSession & { recoveryCodes: string[] }> {
    const name = username(rawUsername);
    const password = newPassword(rawPassword);
    if (guest && guest.kind !== "guest") refuse("unauthorized", "Only a guest can become an account.");
    const player = await this.store.createAccount(name, await hashPassword(password), this.now(), guest?.id);
    const recoveryCodes = await this.newRecoveryCodes(player.id);
    return { ...(await this.openSession(player)), recoveryCodes };
  }

  /** Signs in with a password; an unknown username and a wrong password fail alike (WRONG_CREDENTIALS). */
  async signIn(rawUsername: unknown, rawPassword: unknown): Promise<OpenedSession> {
    if (typeof rawUsername !== "string" || typeof rawPassword !== "string") refuse("unauthorized", WRONG_CREDENTIALS);
    const found = await this.store.credentials(rawUsername);
    if (!found) {
      await spendLikeAVerify(rawPassword);
      refuse("unauthorized", WRONG_CREDENTIALS);
    }
    if (!(await verifyPassword(rawPassword, found.passwordHash))) refuse("unauthorized", WRONG_CREDENTIALS);
    return this.openSession((await this.store.player(found.playerId))!);
  }

  /**
   * Sets a new password with one of the account's recovery codes (used up): every session of the
   * account ends, and a new one opens.
   */
  async recover(rawUsername: unknown, rawCode: unknown, rawPassword: unknown): Promise<OpenedSession> {
    const password = newPassword(rawPassword);
    if (typeof rawUsername !== "string" || typeof rawCode !== "string") refuse("unauthorized", WRONG_RECOVERY);
    const found = await this.store.credentials(rawUsername);
    const used =
      found &&
      (await this.store.useRecoveryCode(found.playerId, hashRecoveryCode(found.playerId, rawCode), this.now()));
    if (!found || !used) refuse("unauthorized", WRONG_RECOVERY);
    await this.store.setPassword(found.playerId, await hashPassword(password));
    await this.store.revokeSessionsOf(found.playerId, this.now());
    this.sessionsEnded(found.playerId);
    return this.openSession((await this.store.player(found.playerId))!);
  }

  /** Changes the password (the current one proves it is the owner); the account's other sessions end. */
  async changePassword(player: PlayerRecord, sessionId: string, current: unknown, next: unknown): Promise<void> {
    const password = newPassword(next);
    await this.checkPassword(player, current);
    await this.store.setPassword(player.id, await hashPassword(password));
    await this.store.revokeSessionsOf(player.id, this.now(), sessionId);
    this.sessionsEnded(player.id);
  }

  /** Ends one session (signing out). */
  async signOut(player: PlayerRecord, sessionId: string): Promise<void> {
    await this.store.revokeSession(sessionId, this.now());
    this.sessionsEnded(player.id);
  }

  /** Ends every session of the player (signing out everywhere). */
  async signOutEverywhere(player: PlayerRecord): Promise<void> {
    await this.store.revokeSessionsOf(player.id, this.now());
    this.sessionsEnded(player.id);
  }

  /** A new set of recovery codes (the password proves it is the owner); the old ones stop working. */
  async replaceRecoveryCodes(player: PlayerRecord, password: unknown): Promise<string[]> {
    await this.checkPassword(player, password);
    return this.newRecoveryCodes(player.id);
  }

  async deleteAccount(player: PlayerRecord, password: unknown): Promise<void> {
    await this.checkPassword(player, password);
    await this.store.deleteAccount(player.id, this.now());
    this.sessionsEnded(player.id);
  }

  private async checkPassword(player: PlayerRecord, password: unknown): Promise<void> {
    const hash = await this.store.passwordHashOf(player.id);
    if (!hash || typeof password !== "string" || !(await verifyPassword(password, hash)))
      refuse("unauthorized", "That is not your password.");
  }

  private async newRecoveryCodes(playerId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.store.replaceRecoveryCodes(
      playerId,
      codes.map((code) => hashRecoveryCode(playerId, code)),
      this.now(),
    );
    return codes;
  }

  /**
   * The session's new end if it is due for renewal (less than half of SESSION_DAYS left), stored;
   * null when it is not due.
   */
  async renewIfDue(session: { readonly sessionId: string; readonly expiresAt: number }): Promise<number | null> {
    const now = this.now();
    if (session.expiresAt - now > SESSION_MS / 2) return null;
    const expiresAt = now + SESSION_MS;
    await this.store.extendSession(session.sessionId, now, expiresAt);
    return expiresAt;
  }

  /** Opens a session for a player who proved who they are (a password, a recovery code, a passkey). */
  async openSession(player: PlayerRecord): Promise<OpenedSession> {
    const now = this.now();
    const session = await this.store.createSession(player.id, now, now + SESSION_MS);
    return { ...session, player };
  }
}
