// The pages in each language, in a real Chromium against a real server: the home page and the
// account page at a phone's 360×740 and a laptop's 1280×800, chosen from the language menu's
// store (as a returning reader's browser holds it). Nothing the reader can see is left in English
// (compared with the English page's own words; names, and words a language writes as English
// does, excepted), no button or link is cut off, and <html lang> names the language.
// Screenshots: languages-<lang>-<page>-<width>.png.
import { CATALOGUES, ENGLISH, LOCALES, type Locale } from "@loveletter/protocol";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;
const PAGES = [
  { name: "home", path: "/", ready: "#create-title" },
  { name: "account", path: "/account", ready: "main h1" },
] as const;

/** What a reader sees: every visible text node's words (a closed select shows its chosen option only). */
const VISIBLE_TEXTS = `(() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const parent = node.parentElement;
    if (!text || !parent || !/\\p{L}{2}/u.test(text)) continue;
    const option = parent.closest("option");
    if (option && !option.selected) continue;
    // The guided game's offer and the language menu are other catalogues' (the lessons', and each
    // language named in itself); the people online and the player's chip are names.
    if (parent.closest("[data-testid=learn-offer], .language-menu, .me-chip, .online-list")) continue;
    const shown = option ? option.closest("select") : parent;
    if (!shown.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    texts.push(text);
  }
  return texts;
})()`;

/** Buttons and links whose words do not fit their box. */
const CLIPPED_CONTROLS = `[...document.querySelectorAll("button, a.btn, .app-nav, .app-nav a, .account-link")]
  .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1)
  .map((el) => el.textContent.trim() + " (" + el.scrollWidth + " > " + el.clientWidth + ")")`;

const visibleTexts = (page: Page) => page.evaluate(VISIBLE_TEXTS) as Promise<string[]>;
const clippedControls = (page: Page) => page.evaluate(CLIPPED_CONTROLS) as Promise<string[]>;

/** A message as the page shows it, its placeholders any words ("Online ({count, number})": "Online (3)"). */
function shapeOf(message: string): RegExp {
  const parts = message.split(/\{[^{}]*\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join(".+")}$`, "s");
}

async function open(page: Page, locale: Locale, path: string, ready: string): Promise<void> {
  await page.evaluate(`localStorage.setItem("loveletter.language", ${JSON.stringify(locale)})`);
  await page.goto(new URL(path, page.url()).href);
  await expect.poll(() => page.evaluate("document.documentElement.lang")).toBe(locale);
  await page.locator(ready).first().waitFor();
  // The lobby's lists arrive over the websocket: wait until they say what they hold.
  if (path === "/") await page.locator(".public-tables .muted, .table-list li").first().waitFor();
}

describe("the pages in every language", () => {
  const session = browserSession({ reader: { width: 1280, height: 800 } });

  it("leave no English, cut no control off, and say their language", async () => {
    const { page } = session.reader;
    await page.goto(session.server.url);
    await page.getByRole("button", { name: "Play against bots" }).waitFor();
    const guest = (await page.locator(".me-name").textContent()) ?? "";
    const found: string[] = [];
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const target of PAGES) {
        await open(page, "en", target.path, target.ready);
        const english = new Set(await visibleTexts(page));
        for (const locale of LOCALES) {
          await open(page, locale, target.path, target.ready);
          const where = `${locale} ${target.name} at ${size.width}`;
          for (const clipped of await clippedControls(page)) found.push(`${where}: cut off: ${clipped}`);
          if (locale === "en") continue;
          // The same words in both: a name, or a word this language writes as English does.
          const catalogue = await CATALOGUES[locale]();
          const same = Object.entries(ENGLISH)
            .filter(([key, text]) => catalogue[key as keyof typeof catalogue] === text)
            .map(([, text]) => shapeOf(text));
          for (const text of await visibleTexts(page))
            if (english.has(text) && !same.some((s) => s.test(text)) && text !== guest && text !== "Love Letter")
              found.push(`${where}: in English: "${text}"`);
          if (locale === "de" || locale === "ja" || size.width === 360)
            await screenshot(page, `languages-${locale}-${target.name}-${size.width}`, target.name === "home");
        }
      }
    }
    expect(found).toEqual([]);
  }, 600_000);
});
