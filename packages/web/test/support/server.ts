import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureServerBuild, ensureWebBuild } from "./build.js";

export interface TestServer {
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A real server on a free loopback port, serving the built client, with its own store and fast
 * bots. `allowTestSeeds` lets a test choose the deal with `?testSeed=`.
 */
export async function startTestServer(
  options: { store?: "memory" | "file"; botDelayMs?: number; graceSeconds?: number } = {},
): Promise<TestServer> {
  const webRoot = await ensureWebBuild();
  ensureServerBuild();
  process.env.LOG_LEVEL ??= "silent";
  const { startServer } = await import("@loveletter/server");
  const dir = options.store === "file" ? mkdtempSync(join(tmpdir(), "loveletter-web-")) : null;
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    store: dir ? join(dir, "store.sqlite") : ":memory:",
    webRoot,
    botDelayMs: options.botDelayMs ?? 60,
    graceSeconds: options.graceSeconds ?? 30,
    allowTestSeeds: true,
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    async close() {
      await server.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
