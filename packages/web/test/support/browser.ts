import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { repoDir } from "./build.js";

export const CHROMIUM = "/usr/bin/chromium";
export const screenshotDir = join(repoDir, "test-artifacts", "screenshots");

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export interface Player {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/**
 * One person: Debian's Chromium with a fresh profile (so a fresh guest identity in localStorage).
 * Never downloads a browser: without /usr/bin/chromium the test fails and says what to install.
 */
export async function openPlayer(
  options: { width?: number; height?: number; mobile?: boolean; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<Player> {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it with \`apt-get install chromium\` (Debian).`);
  const profile = mkdtempSync(join(tmpdir(), "loveletter-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    deviceScaleFactor: 1,
    isMobile: options.mobile ?? false,
    hasTouch: options.mobile ?? false,
    // Most tests read the table as it settles; the motion test asks for full motion.
    reducedMotion: options.reducedMotion ?? "reduce",
  });
  context.setDefaultTimeout(20_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // From the top: the sticky header would otherwise be drawn over the middle of a full-page shot.
  if (fullPage) await page.evaluate("window.scrollTo(0, 0)");
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}
