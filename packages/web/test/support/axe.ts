import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and returns its serious and
 * critical findings, each with the elements it names: a test expects none.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(AXE);
  // Colours are judged at rest: let the table's motion (a fade, a card in flight) end first.
  // (Cues play one after another: wait until none has been running for a moment.)
  await page.evaluate(`(async () => {
    const moving = () => document.getAnimations()
      .filter((a) => a.playState === "running" && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    for (let quiet = 0, i = 0; quiet < 3 && i < 100; i++) {
      const now = moving();
      quiet = now.length ? 0 : quiet + 1;
      await Promise.all(now.map((a) => a.finished.catch(() => undefined)));
      await new Promise((r) => setTimeout(r, 100));
    }
  })()`);
  const results = (await page.evaluate(`window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
      resultTypes: ["violations"],
    })`)) as { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) }));
}
