// Makes the installed app's icons (public/icons/) from the card back's seal, the Game Icons "love
// letter" (CC BY 3.0, see ART-LICENSE.md), drawn white on the app's rose in our own frame: an SVG,
// and PNGs rendered from it by Debian's Chromium (playwright-core), since app icons must be PNG for
// some systems. The outputs are committed; run this again only when the design changes:
//   node packages/web/scripts/make-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "public", "icons");
const set = JSON.parse(
  readFileSync(join(here, "..", "..", "..", "node_modules", "@iconify-json", "game-icons", "icons.json"), "utf8"),
);
const seal = set.icons["love-letter"].body;

const ROSE = "#a3324f";
/** The seal at `scale` of the square (maskable icons keep it inside the middle 80% circle). */
const icon = ({ scale, background = true, color = "#fff", round = 96 }) => {
  const size = 512 * scale;
  const offset = (512 - size) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><title>Love Letter</title>${
    background ? `<rect width="512" height="512" rx="${round}" fill="${ROSE}"/>` : ""
  }<g transform="translate(${offset} ${offset}) scale(${scale})" fill="${color}">${seal.replace(/fill="currentColor"/g, "")}</g></svg>`;
};

const files = {
  "icon.svg": icon({ scale: 0.7 }),
  "icon-192.png": [icon({ scale: 0.7 }), 192],
  "icon-512.png": [icon({ scale: 0.7 }), 512],
  // Full bleed: the system cuts its own shape, keeping the middle 80%.
  "icon-maskable-512.png": [icon({ scale: 0.56, round: 0 }), 512],
  "apple-touch-icon.png": [icon({ scale: 0.66, round: 0 }), 180],
  // Android's status bar draws the badge's shape in one colour: white on nothing.
  "badge-96.png": [icon({ scale: 0.9, background: false }), 96],
};

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const [name, content] of Object.entries(files)) {
    if (typeof content === "string") {
      writeFileSync(join(out, name), `${content}\n`);
      continue;
    }
    const [svg, size] = content;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body></html>`,
    );
    await page.locator("img").evaluate((img) => img.decode());
    writeFileSync(
      join(out, name),
      await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }),
    );
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${out}`);
