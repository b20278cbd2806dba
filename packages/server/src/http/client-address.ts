import type { IncomingMessage } from "node:http";
import { isIP, isIPv6 } from "node:net";

/**
 * The address a request came from: the socket's peer, or, behind `trustedProxies` reverse proxies
 * that each append the address they saw to X-Forwarded-For, the entry the outermost trusted proxy
 * appended. Entries left of it are whatever the client wrote, so they are never believed; without
 * trusted proxies the header is ignored altogether.
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (trustedProxies === 0) return peer;
  const header = req.headers["x-forwarded-for"];
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").map((hop) => hop.trim());
  const hop = hops[Math.max(0, hops.length - trustedProxies)] ?? "";
  return isIP(hop) ? hop : peer;
}

/**
 * What a per-address limit counts by: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d),
 * or an IPv6 address's /64 network, which one household or machine gets whole.
 */
export function addressKey(address: string): string {
  const plain = address.replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return mapped[1]!;
  if (!isIPv6(plain) || plain.includes(".")) return plain;
  const [head = "", tail = ""] = plain.split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...front, ...Array(8 - front.length - back.length).fill("0"), ...back] : front;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
