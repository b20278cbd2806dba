// The server the load-test tests drive: a real one in this process, on a free loopback port, with
// its default per-address limits (as `loveletter serve` starts without LOVELETTER_* settings).
import { type RunningServer, startServer } from "@loveletter/server";
import { pino } from "pino";
import { afterAll, beforeAll } from "vitest";

/** Starts the server before the file's tests and closes it after them; `server()` is it meanwhile. */
export function loadtestServer(): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      store: ":memory:",
      webRoot: null,
      logger: pino({ level: "silent" }),
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error("The load test's server is ready only once the tests start.");
    return server;
  };
}
