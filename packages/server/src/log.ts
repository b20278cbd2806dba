import { type Logger, pino } from "pino";

/** The server's logger: JSON lines on stderr; LOG_LEVEL sets the level ("silent" in tests). */
export function createLogger(level: string = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ level, base: { pid: process.pid } }, pino.destination(2));
}
