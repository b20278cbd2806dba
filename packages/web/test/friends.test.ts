import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi } from "./support/ui.js";

// Friends in two browsers (docs/protocol.md, "Friends"): Ivy asks Jo from Jo's profile, Jo accepts
// on the account page, Ivy sets up a private table and invites Jo from the waiting room, and Jo's
// bell shows the invitation, whose Join seats Jo at Ivy's table.

async function signUp(page: Page, url: string, username: string): Promise<void> {
  await page.goto(`${url}/account`);
  await page.locator("#new-username").fill(username);
  await page.locator("#new-password").fill("through the looking glass");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("button", { name: "I have saved them" }).click();
  await page.getByText(`Signed in as ${username}`).waitFor();
}

const idOf = (page: Page) =>
  page.evaluate("fetch('/api/session').then((r) => r.json()).then((s) => s.player.id)") as Promise<string>;

describe("friends in the browser", () => {
  const session = browserSession({ ivy: {}, jo: { width: 360, height: 740, mobile: true } });

  it("a friend invites a friend to a private table, and the invitation's Join seats them", async () => {
    const url = session.server.url;
    const ivy = session.ivy.page;
    const jo = session.jo.page;
    await signUp(ivy, url, "Ivy_F");
    await signUp(jo, url, "Jo_F");
    const joId = await idOf(jo);

    // Ivy asks from Jo's profile.
    await ivy.goto(`${url}/players/${joId}`);
    await ivy.getByRole("button", { name: "Add friend" }).click();
    await ivy.getByText("Your friend request is waiting for an answer.").waitFor();
    expect(await seriousAxeFindings(ivy), "a profile's friend buttons").toEqual([]);
    await screenshot(ivy, "friends-profile-requested");

    // Jo answers on the account page: the request is there, then Ivy is a friend.
    await jo.goto(`${url}/account`);
    const friends = jo.locator("[data-testid=friends]");
    await friends.getByRole("button", { name: "Accept friend request" }).click();
    await friends.locator("[data-testid=friend]", { hasText: "Ivy_F" }).waitFor();
    await expect.poll(() => jo.locator(".bell-count").count()).toBe(0);

    // Ivy's private table; Jo is online (on the home page), so the waiting room offers to invite them.
    await jo.goto(url);
    await jo.locator(".me-chip").waitFor();
    const tableId = await createTableThroughUi(ivy, url, {
      ruleset: "classic",
      players: 3,
      seats: ["open", "open"],
      privateTable: true,
    });
    const invite = ivy.locator("[data-testid=invite-friends]");
    await expect.poll(() => invite.count(), { timeout: 15_000 }).toBe(1);
    await invite.getByRole("button", { name: "Invite" }).click();
    await ivy.getByText("Invitation sent to Jo_F.").waitFor();
    expect(await seriousAxeFindings(ivy), "the waiting room's invitations").toEqual([]);
    await screenshot(ivy, "friends-waiting-room-invite");

    // Jo's bell, live: the invitation with Join, which opens the private table with its code.
    await expect.poll(() => jo.locator(".bell-count").textContent()).toBe("1");
    await jo.locator(".bell-button").click();
    const item = jo.locator("#bell-panel .notification").first();
    await expect(item.locator(".notification-title").textContent()).resolves.toBe(
      "Unread: Ivy_F invited you to Classic, 3 players",
    );
    await screenshot(jo, "friends-invitation-bell", false);
    await item.getByRole("link", { name: "Join" }).click();
    await expect.poll(() => new URL(jo.url()).pathname).toBe(`/t/${tableId}`);
    await jo.getByRole("heading", { name: "Players" }).waitFor();
    await expect.poll(() => ivy.locator(".seat-line", { hasText: "Jo_F" }).count()).toBe(1);

    // Ivy's friends list says where Jo plays.
    const list = session.ivy.page.context();
    const other = await list.newPage();
    await other.goto(`${url}/account`);
    await other
      .locator("[data-testid=friend]", { hasText: "Jo_F" })
      .getByText("At a private table: it opens only with its code or an invitation.")
      .waitFor();
    await screenshot(other, "friends-list");
    await other.close();
  }, 180_000);
});
