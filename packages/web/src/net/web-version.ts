import { createStore } from "../state/store";

/**
 * The script a page of the web client starts from. Vite names it after its content, so a page
 * served now that starts from another script is another build of the client.
 */
export function entryScript(page: Document): string | null {
  return page.querySelector('script[type="module"][src]')?.getAttribute("src") ?? null;
}

/** Whether the server now serves another build of the client than the one this page runs. */
export async function anotherBuildServed(): Promise<boolean> {
  const mine = entryScript(document);
  if (!mine) return false;
  const answer = await fetch("/", { cache: "no-store", headers: { accept: "text/html" } });
  if (!answer.ok) return false;
  const served = entryScript(new DOMParser().parseFromString(await answer.text(), "text/html"));
  return served !== null && served !== mine;
}

/**
 * The client was updated on the server since this page loaded. A page left open then speaks an
 * older protocol than the server: a table may not show until it is reloaded.
 */
export const updateAvailable = createStore(false);

/** How often a page that stays in view looks for an update. */
const EVERY_MS = 10 * 60 * 1000;

/**
 * Looks for an update whenever the page comes back into view (a tab left open while the site was
 * updated) and every ten minutes, until the returned function stops it. Each look is counted on
 * the page's root element (`data-update-checks`), so that a test can wait for one instead of
 * sleeping.
 */
export function watchForUpdates(): () => void {
  let checks = 0;
  const check = async () => {
    try {
      if (await anotherBuildServed()) updateAvailable.set(true);
    } catch {
      // Offline or the server is restarting: the next look will tell.
    }
    document.documentElement.dataset.updateChecks = String(++checks);
  };
  const onShown = () => {
    if (document.visibilityState === "visible" && !updateAvailable.get()) void check();
  };
  document.addEventListener("visibilitychange", onShown);
  const timer = setInterval(() => {
    if (!updateAvailable.get()) void check();
  }, EVERY_MS);
  return () => {
    document.removeEventListener("visibilitychange", onShown);
    clearInterval(timer);
  };
}
