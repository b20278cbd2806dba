import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningServer } from "@loveletter/server";
import { ensureServerBuild, ensureWebBuild } from "./build.js";

export interface TestServer {
  readonly url: string;
  /** The running server (tests reach its rooms through `running.colyseus`). */
  readonly running: RunningServer;
  /**
   * Stops the server (every connection closes, as in a deploy) and starts it again on the same
   * port with the same store: unfinished tables are restored from the SQLite file. `whileDown`
   * runs in between. Needs `store: "file"`.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real server on a free loopback port, serving the built client, with its own store and fast
 * bots. `allowTestSeeds` lets a test choose the deal with `?testSeed=`.
 */
export async function startTestServer(
  options: {
    store?: "memory" | "file";
    botDelayMs?: number;
    graceSeconds?: number;
    /** Where the web client's files are (a test's own copy); default: the build. */
    webRoot?: string;
  } = {},
): Promise<TestServer> {
  const built = await ensureWebBuild();
  const webRoot = options.webRoot ?? built;
  ensureServerBuild();
  process.env.LOG_LEVEL ??= "silent";
  const { startServer } = await import("@loveletter/server");
  const dir = options.store === "file" ? mkdtempSync(join(tmpdir(), "loveletter-web-")) : null;
  const start = (port: number) =>
    startServer({
      port,
      host: "127.0.0.1",
      store: dir ? join(dir, "store.sqlite") : ":memory:",
      webRoot,
      botDelayMs: options.botDelayMs ?? 60,
      graceSeconds: options.graceSeconds ?? 30,
      allowTestSeeds: true,
    });
  let server = await start(0);
  const port = server.port;
  return {
    url: `http://127.0.0.1:${port}`,
    get running() {
      return server;
    },
    async restart(whileDown) {
      if (!dir) throw new Error("Restarting keeps the tables only with a file store: start with store: 'file'.");
      await server.close();
      await whileDown?.();
      server = await start(port);
    },
    async close() {
      await server.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
