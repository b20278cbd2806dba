import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { Agent, type AgentOptions } from "node:https";
import { BlockList, isIP } from "node:net";
import type { PushSubscriptionJson } from "@loveletter/protocol";
import { refuse } from "@loveletter/protocol";

/**
 * Addresses a push is never sent to. A subscription's endpoint is a URL a browser hands the
 * server, which then POSTs to it: without this, anyone could make the server call into its own
 * network (loopback, private ranges, the cloud's metadata address).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

/** IPv4 mapped into IPv6 (::ffff:a.b.c.d, however written). Kept apart: in one list with IPv4 rules, it matches every IPv4 address. */
const MAPPED = new BlockList();
MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address mapped into IPv6 is judged as the IPv4 address it is.
  if (family === 6 && address.toLowerCase().startsWith("::ffff:") && isIP(address.slice(7)) === 4)
    return PRIVATE.check(address.slice(7), "ipv4");
  // Any other spelling of a mapped address: no push service's name resolves to one.
  if (family === 6 && MAPPED.check(address, "ipv6")) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * An HTTPS agent that connects to public addresses only: a push service's host name that resolves
 * into a private range is refused when the push is sent (a check at subscription time alone would
 * not stop a name that changes what it resolves to).
 */
export function publicOnlyAgent(options: AgentOptions = {}): Agent {
  return new Agent({
    keepAlive: true,
    ...options,
    lookup: (hostname, lookupOptions, callback) => {
      const done = callback as (error: Error | null, address: string | LookupAddress[], family?: number) => void;
      dnsLookup(hostname, { ...lookupOptions, all: true }, (error, addresses) => {
        if (error) return done(error, "");
        const refused = addresses.find((a) => isPrivateAddress(a.address));
        if (refused || addresses.length === 0)
          return done(new Error(`A push service at ${hostname} resolves to a private address.`), "");
        if ((lookupOptions as { all?: boolean }).all) return done(null, addresses);
        done(null, addresses[0]!.address, addresses[0]!.family);
      });
    },
  });
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function base64urlBytes(value: unknown, what: string, bytes: number): string {
  if (
    typeof value !== "string" ||
    !BASE64URL.test(value.replace(/=+$/, "")) ||
    Buffer.from(value, "base64url").length !== bytes
  )
    refuse("invalid-message", `A push subscription's ${what} is ${bytes} bytes, base64url.`);
  return value.replace(/=+$/, "");
}

/**
 * A browser's subscription as sent (PushSubscription.toJSON()), checked: an https: endpoint at a
 * host name (never an address literal), a P-256 public key and a 16-byte auth secret.
 */
export function pushSubscriptionJson(raw: unknown): PushSubscriptionJson {
  const s = (typeof raw === "object" && raw !== null ? raw : {}) as { endpoint?: unknown; keys?: unknown };
  const keys = (typeof s.keys === "object" && s.keys !== null ? s.keys : {}) as { p256dh?: unknown; auth?: unknown };
  let url: URL | null = null;
  try {
    url = typeof s.endpoint === "string" && s.endpoint.length <= 2048 ? new URL(s.endpoint) : null;
  } catch {}
  const host = url?.hostname.replace(/^\[|\]$/g, "") ?? "";
  if (!url || url.protocol !== "https:" || isIP(host) !== 0 || host === "localhost" || host.endsWith(".localhost"))
    refuse("invalid-message", "A push subscription's endpoint is the https: address of a push service.");
  return {
    endpoint: url.href,
    keys: { p256dh: base64urlBytes(keys.p256dh, "p256dh key", 65), auth: base64urlBytes(keys.auth, "auth secret", 16) },
  };
}
