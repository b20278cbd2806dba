import type { Logger } from "pino";
import { systemClock, type TableClock } from "./table/clock.js";

/**
 * A benchmark's clock for the tables (docs/deploy.md, "Sleeping turn-based tables"): the system's,
 * moved `LOVELETTER_BENCH_CLOCK_STEP_HOURS` hours forward every time the process gets SIGUSR2, so
 * that `loveletter loadtest --turn-based` can make every sleeping table's deadline fall due at once
 * and count how fast they are played. Null (the system's clock) unless that variable is set: never
 * for a real deployment, whose deadlines it would move.
 */
export function benchClock(env: NodeJS.ProcessEnv, log: Logger): TableClock | null {
  const value = env.LOVELETTER_BENCH_CLOCK_STEP_HOURS;
  if (value === undefined || value === "") return null;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > 10_000)
    throw new Error(`LOVELETTER_BENCH_CLOCK_STEP_HOURS must be a whole number of hours from 1 to 10000; got ${value}.`);
  let offsetMs = 0;
  process.on("SIGUSR2", () => {
    offsetMs += hours * 3_600_000;
    log.warn({ hours, offsetMs }, "bench clock: the tables' time moved forward");
  });
  log.warn({ hours }, "bench clock: SIGUSR2 moves the tables' time forward (LOVELETTER_BENCH_CLOCK_STEP_HOURS)");
  return { ...systemClock, now: () => Date.now() + offsetMs };
}
