import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { freePort } from "./process.js";

/** A throwaway Redis server on loopback, owned by one test file. */
export interface RedisServer {
  readonly url: string;
  /** Stops the server (nothing is saved: it runs with --save ''). */
  stop(): Promise<void>;
}

const MISSING = "redis-server not found: install Debian's redis-server package (apt-get install redis-server)";

/** The redis-server binary on PATH (or Debian's), or an error saying what to install. */
function redisServerBinary(): string {
  for (const candidate of ["redis-server", "/usr/bin/redis-server"]) {
    try {
      execFileSync(candidate, ["--version"], { stdio: "ignore" });
      return candidate;
    } catch {
      // next
    }
  }
  throw new Error(MISSING);
}

/**
 * Starts `redis-server --port P --save '' --daemonize no` on 127.0.0.1 at a free port, without
 * persistence or a config file, and resolves once it accepts connections.
 */
export async function startRedis(): Promise<RedisServer> {
  const binary = redisServerBinary();
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--daemonize", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start in 10 s:\n${output}`)), 10_000);
    const check = () => {
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
