import type { PlayerRecord } from "@loveletter/protocol";
import { refuse } from "@loveletter/protocol";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Logger } from "pino";
import type { PasskeyRecord } from "../store/passkeys.js";
import type { Store } from "../store/store.js";

/** Where passkeys are made and used: the site's host name (the RP ID) and the page's origin. */
export interface RelyingParty {
  readonly id: string;
  readonly origin: string;
}

const RP_NAME = "Love Letter";
/** One message for every failed passkey sign-in: it tells nothing of which credentials exist. */
export const PASSKEY_REFUSED = "That passkey did not sign you in.";
/**
 * One message for every passkey that could not be added: what the library said of it (which may
 * quote its code, as "Cannot destructure property 'id'...") goes to the log, not to the client.
 */
export const PASSKEY_NOT_ADDED = "That passkey could not be added. Try again, or use another device.";

/**
 * Passkeys (WebAuthn, with @simplewebauthn/server): an account adds one while signed in, then signs
 * in with it alone, on a device that holds it (a discoverable credential: no username to type).
 * Challenges are the caller's to keep between the two steps (http/passkey-api.ts signs them into
 * a short-lived cookie, so any server process can finish what another began).
 */
export class Passkeys {
  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
    private readonly log: Logger | null = null,
  ) {}

  async registrationOptions(player: PlayerRecord, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.store.passkeysOf(player.id);
    return generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.id,
      userName: player.name,
      userID: new Uint8Array(new TextEncoder().encode(player.id)),
      attestationType: "none",
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: [...passkey.transports] })),
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
  }

  async register(player: PlayerRecord, response: unknown, challenge: string, rp: RelyingParty): Promise<PasskeyRecord> {
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: false,
      });
    } catch (error) {
      this.log?.info({ player: player.id, err: error }, "a passkey could not be added");
      refuse("invalid-message", PASSKEY_NOT_ADDED);
    }
    if (!verified.verified) {
      this.log?.info({ player: player.id }, "a passkey could not be added: its registration did not verify");
      refuse("invalid-message", PASSKEY_NOT_ADDED);
    }
    const { credential } = verified.registrationInfo;
    const passkey: PasskeyRecord = {
      id: credential.id,
      playerId: player.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: this.now(),
      lastUsedAt: null,
    };
    await this.store.addPasskey(passkey);
    return passkey;
  }

  signInOptions(rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return generateAuthenticationOptions({ rpID: rp.id, userVerification: "preferred" });
  }

  /** The account a passkey's answer to `challenge` proves, or a refusal (PASSKEY_REFUSED). */
  async signIn(response: unknown, challenge: string, rp: RelyingParty): Promise<PlayerRecord> {
    const id = (response as { id?: unknown } | null)?.id;
    const passkey = typeof id === "string" ? await this.store.passkey(id) : null;
    if (!passkey) refuse("unauthorized", PASSKEY_REFUSED);
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
          counter: passkey.counter,
          transports: [...passkey.transports],
        },
        requireUserVerification: false,
      });
    } catch {
      refuse("unauthorized", PASSKEY_REFUSED);
    }
    if (!verified.verified) refuse("unauthorized", PASSKEY_REFUSED);
    await this.store.usePasskey(passkey.id, verified.authenticationInfo.newCounter, this.now());
    const player = await this.store.player(passkey.playerId);
    if (!player || player.kind !== "account") refuse("unauthorized", PASSKEY_REFUSED);
    return player;
  }
}
