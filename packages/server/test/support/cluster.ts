import { type PostgresServer, startPostgres } from "./postgres.js";
import { freePort, type ServerProcess, spawnServer } from "./process.js";
import { type RedisServer, startRedis } from "./redis.js";

/** `loveletter serve` processes sharing a throwaway Redis and PostgreSQL, as docs/deploy.md runs them. */
export interface TestCluster {
  readonly servers: readonly ServerProcess[];
  /** The PostgreSQL database they share. */
  readonly database: string;
  /** Stops every process (gracefully), then Redis and PostgreSQL. */
  stop(): Promise<void>;
}

/**
 * Starts `count` server processes on a new PostgreSQL server (its database named after `name`)
 * and a new Redis, each at its own loopback port and public address, with `env` besides.
 */
export async function startCluster(
  name: string,
  count: number,
  env: Record<string, string> = {},
): Promise<TestCluster> {
  let postgres: PostgresServer | undefined;
  let redis: RedisServer | undefined;
  let servers: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all([postgres?.stop(), redis?.stop()]);
  };
  try {
    [postgres, redis] = await Promise.all([startPostgres(name), startRedis()]);
    const database = await postgres.createDatabase("cluster");
    const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
    servers = await Promise.all(
      ports.map((port) =>
        spawnServer(port, database, { REDIS_URL: redis!.url, LOVELETTER_PUBLIC_ADDRESS: `127.0.0.1:${port}`, ...env }),
      ),
    );
    return { servers, database, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}
