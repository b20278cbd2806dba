import { request } from "node:https";
import { describe, expect, test } from "vitest";
import { isPrivateAddress, publicOnlyAgent } from "../src/notifications/push/public-endpoints.js";

// A push subscription's endpoint is an address a browser hands the server, which then POSTs to it:
// the server never sends a push into a private network, however the name resolves.

describe("push endpoints", () => {
  test("private, loopback and link-local addresses are told apart from public ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
      "0.0.0.0",
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ["8.8.8.8", "142.250.0.1", "2a00:1450::1", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  test("the server's agent refuses a host name that resolves to loopback before connecting", async () => {
    const error = await new Promise<Error>((resolve) => {
      const req = request("https://localhost:9/push", { agent: publicOnlyAgent(), method: "POST" }, () =>
        resolve(new Error("connected")),
      );
      req.on("error", resolve);
      req.end();
    });
    expect(error.message).toMatch(/resolves to a private address/);
  });
});
