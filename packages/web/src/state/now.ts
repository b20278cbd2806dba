import { useEffect, useState } from "preact/hooks";

/** The current time, refreshed every `ms` while the component is shown (timers, countdowns). */
export function useNow(ms = 250, active = true): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(id);
  }, [ms, active]);
  return now;
}
