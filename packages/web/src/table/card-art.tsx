import { useEffect, useState } from "preact/hooks";

/**
 * The illustrations arrive in their own chunk (about 16 kB compressed) so that the first page
 * loads without them; cards drawn before they arrive show their frame, value and name, and gain
 * the picture a moment later.
 */
let icons: Readonly<Record<string, string>> | null = null;
let loading: Promise<void> | null = null;
const waiting = new Set<() => void>();

export function loadCardArt(): Promise<void> {
  loading ??= import("virtual:card-icons").then(
    (m) => {
      icons = m.default;
      for (const wake of waiting) wake();
      waiting.clear();
    },
    () => {
      loading = null; // offline for a moment: the next card drawn asks again
    },
  );
  return loading;
}

/** One icon of the set, drawn in the current text colour; decorative (the card says its name). */
export function Icon({ name, class: className }: { name: string; class?: string }) {
  const [, wake] = useState(0);
  useEffect(() => {
    if (icons) return;
    const rerender = () => wake((n) => n + 1);
    waiting.add(rerender);
    void loadCardArt();
    return () => void waiting.delete(rerender);
  }, []);
  const body = icons?.[name];
  return (
    <svg class={className} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      {body ? <g dangerouslySetInnerHTML={{ __html: body }} /> : null}
    </svg>
  );
}
