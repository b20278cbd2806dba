import { navigate } from "../router";
import { leaveThen } from "../state/leave-guard";

/**
 * Registers the service worker (src/sw/service-worker.ts, served at /sw.js) once the page has
 * loaded: it shows pushes, opens the page a notification is about, and answers with the offline
 * page when the network is gone. Not under `vite dev`, which serves no /sw.js.
 */
export function registerServiceWorker(): void {
  // The mode, not DEV: a build run under NODE_ENV=test (the browser tests') still has DEV set.
  if (import.meta.env.MODE === "development" || !("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => {});
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
  // A notification clicked while a tab of the app is open: that tab goes to the page it is about.
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent<{ type?: string; url?: string }>) => {
    if (event.data?.type !== "open" || typeof event.data.url !== "string") return;
    const url = new URL(event.data.url, window.location.href);
    if (url.origin !== window.location.origin) return;
    const go = () => navigate(url.pathname + url.search);
    if (url.pathname !== window.location.pathname) leaveThen(go);
    else go();
  });
}
