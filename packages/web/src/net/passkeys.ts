import type { SessionAnswer } from "@loveletter/protocol";
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { api } from "./api";

/** A passkey as its owner sees it listed. */
export interface PasskeySummary {
  readonly id: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Adds a passkey to the signed-in account: the browser asks the device to make one. */
export async function addPasskey(): Promise<PasskeySummary> {
  const optionsJSON = await api.request<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
    "POST",
    "/api/passkeys/registration",
  );
  const response = await startRegistration({ optionsJSON });
  return (await api.request<{ passkey: PasskeySummary }>("POST", "/api/passkeys", { body: { response } })).passkey;
}

export async function listPasskeys(): Promise<PasskeySummary[]> {
  return (await api.request<{ passkeys: PasskeySummary[] }>("GET", "/api/passkeys")).passkeys;
}

export async function removePasskey(id: string): Promise<void> {
  await api.request<null>("DELETE", `/api/passkeys/${encodeURIComponent(id)}`);
}

/** Signs in with a passkey this device holds (no username to type); the session's answer. */
export async function passkeySignIn(): Promise<SessionAnswer> {
  const optionsJSON = await api.request<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "POST",
    "/api/passkeys/sign-in-options",
  );
  const response = await startAuthentication({ optionsJSON });
  return api.request<SessionAnswer>("POST", "/api/passkeys/sign-in", { body: { response } });
}
