import { afterEach, expect, test, vi } from "vitest";
import { startTestServer } from "./support/server.js";

// Colyseus imports @pm2/io, whose import starts PM2's process metrics in any process: among them a
// count of the active handles each second, by listing them all (thousands of sockets under load).
// A started server stops them (src/pm2-metrics.ts).

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test("a started server leaves no PM2 metrics running: nothing lists the process's handles", async () => {
  // PM2's metrics run on intervals: on a hand-moved clock, a minute passes at once.
  vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  const listed = vi.spyOn(process as unknown as { _getActiveHandles: () => unknown[] }, "_getActiveHandles");
  const server = await startTestServer();
  try {
    // Colyseus imports @pm2/io without waiting for it: the import has run once its instance is there.
    await vi.waitFor(() => expect((globalThis as Record<symbol, unknown>)[Symbol.for("@pm2/io")]).toBeDefined());
    vi.advanceTimersByTime(60_000);
    expect(listed).not.toHaveBeenCalled();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
