import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";

// Passkeys, a second way for an account to sign in, with Chromium's virtual authenticator (CDP):
// add one while signed in, sign out, sign in with it alone; once removed, it signs nobody in.

describe("passkeys in the browser", () => {
  const session = browserSession({ ada: {} });

  it("adds a passkey, signs in with it after signing out, and a removed one no longer works", async () => {
    const { page, context } = session.ada;
    // A passkey's site must be a domain name: "localhost", not 127.0.0.1.
    const site = session.server.url.replace("127.0.0.1", "localhost");
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable", { enableUI: false });
    const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${site}/account`);
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    await page.locator("#new-username").fill("Ada_Passkey");
    await page.locator("#new-password").fill("analytical engine");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: "I have saved them" }).click();

    await page.getByRole("button", { name: "Add a passkey" }).click();
    const listed = page.locator("[data-testid=passkeys] li");
    await expect.poll(() => listed.count()).toBe(1);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials.map((c) => c.isResidentCredential)).toEqual([true]);
    await screenshot(page, "passkey-added");

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByText("Signed in as Ada_Passkey").waitFor();
    await expect(page.locator(".me-chip .me-name").textContent()).resolves.toBe("Ada_Passkey");
    await expect(listed.first().textContent()).resolves.toMatch(/last used/);
    await screenshot(page, "passkey-signed-in");

    // Removed from the account, the device's passkey signs nobody in.
    await page.getByRole("button", { name: "Remove passkey 1" }).click();
    await expect.poll(() => listed.count()).toBe(0);
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.locator(".passkey-sign-in [role=alert]").textContent()).resolves.toBe(
      "That passkey did not sign you in.",
    );
  }, 90_000);
});
