// Notifications in the browser (Debian's Chromium): the bell on every page with its unread count,
// live and kept across reloads; its list's actions; the browser's Notification API while the tab is
// in the background, asked for from a button; the service worker showing a push and the offline
// page; the installable app's manifest. Headless Chromium has no push service, so a push is
// delivered to the service worker through the DevTools protocol, as a push service would deliver
// it once decrypted (the server's side, encryption included, is packages/server/test/push.test.ts).
import type { NotificationParams } from "@loveletter/protocol";
import type { CDPSession, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousAxeFindings } from "./support/axe.js";
import { openPlayer, screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";

type Notify = <K extends keyof NotificationParams>(
  playerId: string,
  kind: K,
  tableId: string | null,
  params: NotificationParams[K],
) => Promise<unknown>;

async function playerIdOf(page: Page): Promise<string> {
  await page.locator(".me-chip").waitFor();
  return page.evaluate("JSON.parse(localStorage.getItem('loveletter.player')).id") as Promise<string>;
}

const bell = (page: Page) => page.locator(".bell-button");

/** The notifications the system shows for the app, as the page's service worker registration has them. */
function shownNotifications(page: Page): Promise<{ title: string; body: string; tag: string; url: string }[]> {
  return page.evaluate(`navigator.serviceWorker.ready
    .then((r) => r.getNotifications())
    .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url })))`) as never;
}

describe("the notifications bell", () => {
  const session = browserSession({ ann: {}, phone: { width: 360, height: 740, mobile: true } });
  const notify: Notify = (...args) => session.server.running.notifications.notifications.notify(...args);

  it("counts what is unread on every page, live; lists it with its actions; keeps it across a reload", async () => {
    const { page } = session.ann;
    await page.goto(session.server.url);
    const me = await playerIdOf(page);
    await expect(bell(page).getAttribute("aria-label")).resolves.toBe("Notifications");
    await bell(page).click();
    await page.getByText("Nothing new.").waitFor();
    expect(await seriousAxeFindings(page), "the empty bell").toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#bell-panel").count()).toBe(0);

    // On another page, without reloading: the notifications arrive live.
    await page.locator(".app-nav a", { hasText: "Rules" }).click();
    await notify(me, "your-turn", "tbl-1", { title: "Bo's classic table", deadline: Date.now() + 86_400_000 });
    await notify(me, "invited", "tbl-2", {
      from: { playerId: "someone", name: "Cy" },
      title: "Cy's private table",
      code: "QWERTY",
    });
    await expect.poll(() => page.locator(".bell-count").textContent()).toBe("2");
    await expect(bell(page).getAttribute("aria-label")).resolves.toBe("Notifications, 2 unread");
    await bell(page).click();
    const items = page.locator("#bell-panel .notification");
    await expect.poll(() => items.count()).toBe(2);
    await expect(items.nth(0).locator(".notification-title").textContent()).resolves.toBe(
      "Unread: Cy invited you to Cy's private table",
    );
    await expect(items.nth(1).locator(".notification-title").textContent()).resolves.toContain(
      "Your move at Bo's classic table",
    );
    await expect(items.nth(0).getByRole("link", { name: "Join" }).getAttribute("href")).resolves.toBe(
      "/t/tbl-2?code=QWERTY",
    );
    // A notification has been shown: the panel offers the background notifications (asked only on a click).
    await page.getByText("Get these while Love Letter is in the background?").waitFor();
    expect(await seriousAxeFindings(page), "the bell's list").toEqual([]);
    await screenshot(page, "notifications-bell", false);

    // Kept by the server: a reload shows the same.
    await page.reload();
    await expect.poll(() => page.locator(".bell-count").textContent()).toBe("2");

    // Dismissed, then the other one read through its action.
    await bell(page).click();
    await page.getByRole("button", { name: "Dismiss: Your move at Bo's classic table" }).click();
    await expect.poll(() => page.locator(".bell-count").textContent()).toBe("1");
    await page.locator("#bell-panel").getByRole("link", { name: "Join" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/t/tbl-2");
    await expect.poll(() => page.locator(".bell-count").count()).toBe(0);
    await page.reload();
    await page.locator(".me-chip").waitFor();
    await expect.poll(() => bell(page).getAttribute("aria-label")).toBe("Notifications");
  }, 120_000);

  it("fits a phone: the list under the header, and the notifications page", async () => {
    const { page } = session.phone;
    await page.goto(session.server.url);
    const me = await playerIdOf(page);
    for (const [i, title] of ["Ada's table", "Bo's table", "Cy's table"].entries())
      await notify(me, "your-turn", `p-${i}`, { title, deadline: null });
    await notify(me, "match-ended", "p-old", { title: "Di's table", gameId: "g-1", won: true });
    // Read from the stored list (the live telling is the first test's): a page that loaded while
    // its community connection was still opening would otherwise miss what came meanwhile.
    await page.reload();
    await expect.poll(() => page.locator(".bell-count").textContent()).toBe("4");
    await bell(page).click();
    await page.locator("#bell-panel .notification").first().waitFor();
    expect(await seriousAxeFindings(page), "the bell on a phone").toEqual([]);
    await screenshot(page, "notifications-bell-phone", false);
    await page.locator("#bell-panel").getByRole("button", { name: "Mark all read" }).click();
    await expect.poll(() => page.locator(".bell-count").count()).toBe(0);
    await page.locator(".bell-more").click();
    await page.getByRole("heading", { name: "Notifications", level: 1 }).waitFor();
    await page.getByText("With an account, you can get one e-mail a day").waitFor();
    expect(await seriousAxeFindings(page), "the notifications page").toEqual([]);
    await screenshot(page, "notifications-page-phone");
  }, 90_000);
});

describe("the browser's notifications and the service worker", () => {
  const session = browserSession({}, {});

  it("while the tab is in the background, an arrival is shown by the system once allowed from a button; a push is shown by the service worker; offline, its page answers", async () => {
    const player = await openPlayer();
    try {
      const { page, context } = player;
      const url = session.server.url;
      await page.goto(url);
      const me = await playerIdOf(page);
      const notify: Notify = (...args) => session.server.running.notifications.notifications.notify(...args);
      // Never asked on load.
      await expect(page.evaluate("Notification.permission")).resolves.toBe("default");
      await page.evaluate("navigator.serviceWorker.ready");
      await expect.poll(() => page.evaluate("!!navigator.serviceWorker.controller")).toBe(true);

      await notify(me, "match-ended", "bg-0", { title: "A first table", gameId: "g", won: false });
      await bell(page).click();
      // The player says yes in the bell, then to the browser's question.
      await context.grantPermissions(["notifications"], { origin: url });
      await page.getByRole("button", { name: "Turn on" }).click();
      await expect.poll(() => page.locator(".bell-offer").count()).toBe(0);
      await page.keyboard.press("Escape");

      // The tab goes to the background: another tab in front. (Headless Chromium keeps every tab
      // "visible", so the page is told it is hidden, as a real browser would tell it.)
      const front = await context.newPage();
      await front.bringToFront();
      await page.evaluate(`Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange"))`);
      await notify(me, "your-turn", "bg-1", { title: "Eve's 2019 table", deadline: null });
      await expect
        .poll(() => shownNotifications(page))
        .toEqual([
          {
            title: "Your move at Eve's 2019 table",
            body: "The table is waiting for you.",
            tag: "loveletter",
            url: "/t/bg-1",
          },
        ]);

      // A push, as the push service hands it to the service worker (decrypted). With a page of the
      // app in front of the player (headless Chromium counts every tab as visible and focused), the
      // service worker hands it to that page, whose bell is live, rather than covering it.
      const cdp: CDPSession = await context.newCDPSession(front);
      const scope = (await page.evaluate("navigator.serviceWorker.ready.then((r) => r.scope)")) as string;
      const registrationId = new Promise<string>((resolve) => {
        cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
          const found = registrations.find((r: { scopeURL: string }) => r.scopeURL === scope);
          if (found) resolve(found.registrationId);
        });
      });
      await cdp.send("ServiceWorker.enable");
      const deliver = async (data: unknown) =>
        cdp.send("ServiceWorker.deliverPushMessage", {
          origin: url,
          registrationId: await registrationId,
          data: JSON.stringify(data),
        });
      const waiting = (id: string, title: string) => ({
        id,
        kind: "your-turn",
        tableId: id,
        params: { title, deadline: null },
        createdAt: 1,
        updatedAt: 1,
        readAt: null,
      });
      await page.evaluate(
        "navigator.serviceWorker.addEventListener('message', (e) => { window.__pushes = (window.__pushes || []).concat([e.data]) })",
      );
      // The app's page comes back in front, and the worker is shown to see it so before the push.
      const [worker] = context.serviceWorkers();
      await page.bringToFront();
      await expect
        .poll(() =>
          worker!.evaluate(`self.clients.matchAll({ type: "window", includeUncontrolled: true })
            .then((list) => list.some((c) => c.focused && c.visibilityState === "visible"))`),
        )
        .toBe(true);
      await deliver({ type: "batch", count: 3, tables: 3, latest: waiting("bg-3", "Gil's table") });
      await expect
        .poll(() => page.evaluate("(window.__pushes || []).map((m) => m.type + ':' + m.payload.type)"))
        .toEqual(["push:batch"]);
      expect((await shownNotifications(page)).map((n) => n.title)).toEqual(["Your move at Eve's 2019 table"]);

      // No page of the app open: the service worker shows the push, replacing what was shown (one tag).
      const shownByWorker = () =>
        worker!.evaluate(`self.registration.getNotifications()
          .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data && n.data.url })))`);
      await page.goto("about:blank");
      await deliver({ type: "batch", count: 3, tables: 3, latest: waiting("bg-3", "Gil's table") });
      await expect
        .poll(shownByWorker)
        .toEqual([{ title: "3 tables are waiting for you", body: "", tag: "loveletter", url: "/notifications" }]);
      await deliver({ type: "batch", count: 4, tables: 2, latest: waiting("bg-3", "Gil's table") });
      await expect.poll(shownByWorker).toEqual([
        {
          title: "4 new notifications",
          body: "2 tables are waiting for you.",
          tag: "loveletter",
          url: "/notifications",
        },
      ]);
      await deliver({ type: "notification", notification: waiting("bg-4", "Hal's table") });
      await expect.poll(shownByWorker).toEqual([
        {
          title: "Your move at Hal's table",
          body: "The table is waiting for you.",
          tag: "loveletter",
          url: "/t/bg-4",
        },
      ]);
      await deliver({ type: "test" });
      await expect
        .poll(() => shownByWorker().then((list) => (list as { title: string }[]).map((n) => n.title)))
        .toEqual(["Notifications work on this device"]);

      // Back at the app: opening the bell's list clears what the system still shows.
      await page.goto(url);
      await page.bringToFront();
      await bell(page).click();
      await expect.poll(shownByWorker).toEqual([]);

      // This Chromium has no push service: turning push on says so instead of failing silently.
      await page.goto(`${url}/notifications`);
      await page.getByRole("button", { name: "Turn on push notifications" }).click();
      await page.locator("[data-testid=push-setting] .form-error").waitFor();

      // Offline, a page is answered by the service worker's offline page.
      await context.setOffline(true);
      await page.goto(`${url}/leaderboard/classic`).catch(() => null);
      await page.getByRole("heading", { name: "You are offline" }).waitFor();
      expect(await seriousAxeFindings(page), "the offline page").toEqual([]);
      await screenshot(page, "offline-page");
      await context.setOffline(false);
      await front.close();
    } finally {
      await player.close();
    }
  }, 120_000);

  it("is installable: Chromium finds no installability error in its manifest, icons and service worker", async () => {
    const player = await openPlayer();
    try {
      const { page, context } = player;
      await page.goto(session.server.url);
      await page.evaluate("navigator.serviceWorker.ready");
      const cdp = await context.newCDPSession(page);
      const manifest = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${session.server.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      await expect
        .poll(
          async () =>
            ((await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: unknown[] })
              .installabilityErrors,
        )
        .toEqual([]);
      for (const icon of [
        "/icons/icon-192.png",
        "/icons/icon-512.png",
        "/icons/icon-maskable-512.png",
        "/icons/icon.svg",
      ]) {
        const response = await fetch(`${session.server.url}${icon}`);
        expect(response.status, icon).toBe(200);
      }
    } finally {
      await player.close();
    }
  }, 60_000);
});
