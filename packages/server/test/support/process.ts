import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const CLI = fileURLToPath(new URL("../../../cli/bin/loveletter.js", import.meta.url));

/** A free loopback port (asked of the system, then released for the server to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly url: string;
  readonly process: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** `kill -9`: no shutdown code runs. */
  kill(): Promise<void>;
  /** SIGTERM, the graceful way. */
  stop(): Promise<void>;
}

/**
 * `loveletter serve` in a process of its own (the CLI must be built: `npm test` builds first),
 * resolved once it is listening.
 */
export async function spawnServer(
  port: number,
  store: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [CLI, "serve", "--port", String(port), "--host", "127.0.0.1", "--db", store], {
    env: { ...process.env, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start in 30 s:\n${output}`)), 30_000);
    const check = () => {
      if (output.includes("is being served")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => output,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A new guest on a running server (POST /api/guests): its token. */
export async function guest(url: string, name: string): Promise<string> {
  const response = await fetch(`${url}/api/guests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name }),
  });
  return ((await response.json()) as { token: string }).token;
}
