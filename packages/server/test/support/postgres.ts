import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, readFile, rm } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A throwaway PostgreSQL server on loopback, owned by one test file. */
export interface PostgresServer {
  /** A database created for the test. */
  readonly url: string;
  /** Creates another empty database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

const POSTGRES_ROOT = "/usr/lib/postgresql";
const MISSING =
  "PostgreSQL server binaries not found: install Debian's postgresql package (apt-get install postgresql)";

/** The bin directory of the newest PostgreSQL under /usr/lib/postgresql/<version>/bin. */
export function postgresBinaries(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error(MISSING);
  return join(POSTGRES_ROOT, versions[0], "bin");
}

/**
 * Starts a PostgreSQL server from Debian's package: a fresh cluster in a temporary directory,
 * listening on 127.0.0.1 at a free port, trusting every local connection, with durability off (it
 * is thrown away). PostgreSQL refuses to run as root, so as root the server runs as the package's
 * `postgres` user. The Debian package's own cluster, if it runs, is left alone.
 */
export async function startPostgres(database = "loveletter"): Promise<PostgresServer> {
  const bin = postgresBinaries();
  const dir = await mkdtemp(join(tmpdir(), "loveletter-pg-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const server = (command: string, args: string[]) => {
    const path = join(bin, command);
    // cwd: the postgres user may not be allowed into the test's working directory.
    return asRoot
      ? run("runuser", ["-u", "postgres", "--", path, ...args], { cwd: dir })
      : run(path, args, { cwd: dir });
  };

  try {
    if (asRoot) {
      const { stdout } = await run("id", ["-u", "postgres"]).catch(() => {
        throw new Error(`Running as root needs the postgres user to start PostgreSQL: ${MISSING}`);
      });
      const uid = Number(stdout.trim());
      const { stdout: gid } = await run("id", ["-g", "postgres"]);
      await chown(dir, uid, Number(gid.trim()));
    }
    await server("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-locale", "-E", "UTF8", "--no-sync"]);
    const port = await freePort();
    const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await server("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-o", options, "-w", "-t", "60", "start"]).catch(
      async (error: Error) => {
        const log = await readFile(join(dir, "server.log"), "utf8").catch(() => "");
        throw new Error(`pg_ctl start failed: ${error.message}\n${log}`);
      },
    );

    const urlOf = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    const createDatabase = async (name: string) => {
      await run(join(bin, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]);
      return urlOf(name);
    };
    const url = await createDatabase(database).catch(async (error) => {
      await server("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
      throw error;
    });
    return {
      url,
      createDatabase,
      async stop() {
        try {
          await server("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** A port free right now: the OS picks it for a listener we close at once. */
async function freePort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(0, "127.0.0.1", resolve);
  });
  const { port } = listener.address() as AddressInfo;
  await new Promise<void>((resolve) => listener.close(() => resolve()));
  return port;
}
