/**
 * Stops the process metrics of @pm2/io, which Colyseus imports (to report its room and client
 * counts to PM2) and whose import starts them in every process, under PM2 or not: every second it
 * counted the process's active handles by listing them all (8,000 sockets at 2,000 tables) and it
 * wrapped every HTTP server's `emit` to time requests. Nothing here reads them, and they were about
 * 1% of a busy server's time (profile at 1,000 tables). Colyseus's own counts still register; they
 * are simply never sent.
 */
export async function stopPm2Metrics(): Promise<void> {
  const { default: io } = await import("@pm2/io");
  io.destroy();
}
