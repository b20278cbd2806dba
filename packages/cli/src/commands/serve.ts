import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { CommandIO } from "../main.js";

export interface ServeArgs {
  readonly port?: string;
  readonly host?: string;
  readonly db?: string;
  readonly web?: string;
  readonly redis?: string;
  readonly publicAddress?: string;
  readonly heapGrowth?: string;
}

/**
 * How far, in percent, the JavaScript heap may grow past what the last full collection kept before
 * the next one. V8's own choice lets a busy server's heap reach about three times its live size
 * (300 MB of heap for 100 MB of live objects at 1,000 busy tables). 50% halves that heap (the
 * process: 524 -> 320 MB) for a few more collections, about 6% more CPU per move; 25% saves a little
 * more for 17% (docs/deploy.md, "Memory"). 0 leaves the choice to V8.
 */
export const DEFAULT_HEAP_GROWTH = 50;

/** A whole percentage written in digits only ("1e2", " 7" or "" are not), else null. */
function percentOf(text: string): number | null {
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/** The web client built by `npm run build`, beside this package in the repository. */
const BUILT_WEB = fileURLToPath(new URL("../../../web/dist", import.meta.url));

/**
 * Serves the platform until SIGINT or SIGTERM, then closes it gracefully (a second signal, or a
 * `kill -9`, loses nothing either: every accepted move is already stored).
 */
export async function serveCommand(args: ServeArgs, io: CommandIO): Promise<number> {
  const port = args.port === undefined ? Number(process.env.PORT ?? 2567) : Number(args.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    io.error.write(`loveletter serve: --port must be a port number, got "${args.port}".\n`);
    return 2;
  }
  const heapGrowth = args.heapGrowth === undefined ? DEFAULT_HEAP_GROWTH : percentOf(args.heapGrowth);
  if (heapGrowth === null || heapGrowth > 1000) {
    io.error.write(
      `loveletter serve: --heap-growth must be a whole percentage from 0 (V8 decides) to 1000, got "${args.heapGrowth}".\n`,
    );
    return 2;
  }
  // Read by V8 at each full collection, so setting it now (rather than on node's command line) works.
  if (heapGrowth > 0) setFlagsFromString(`--heap-growing-percent=${heapGrowth}`);
  const webRoot = args.web ?? BUILT_WEB;
  if (args.web !== undefined && !existsSync(webRoot)) {
    io.error.write(`loveletter serve: --web ${webRoot} does not exist.\n`);
    return 2;
  }
  // Loaded here so the other commands don't pay for Colyseus and the database drivers.
  const { startServer, DEFAULT_STORE, UnusableStore } = await import("@loveletter/server");
  const store = args.db ?? process.env.DATABASE_URL ?? DEFAULT_STORE;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      port,
      host: args.host,
      store,
      webRoot: existsSync(webRoot) ? webRoot : null,
      ...(args.redis !== undefined ? { redis: args.redis } : {}),
      ...(args.publicAddress !== undefined ? { publicAddress: args.publicAddress } : {}),
    });
  } catch (error) {
    // A damaged database: the operator reads what happened and what to do, not a stack trace.
    if (!(error instanceof UnusableStore)) throw error;
    io.error.write(`loveletter serve: ${error.message}\n`);
    return 1;
  }
  const where = store.startsWith("postgres") ? "PostgreSQL" : store;
  const cluster = server.cluster
    ? `; scale-out: process ${server.cluster.processId}, reached at ${server.cluster.publicAddress}`
    : "";
  io.output.write(
    `Love Letter is being served at http://localhost:${server.port}/ (store: ${where}${cluster}` +
      `${server.restored ? `; ${server.restored} open ${server.restored === 1 ? "table" : "tables"} restored` : ""}). Ctrl-C stops it.\n`,
  );
  await new Promise<void>((resolve) => {
    // Both handlers go at the first signal, so a second one (of either kind) stops the process at once.
    const stop = () => {
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
      resolve();
    };
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
  });
  io.output.write("Stopping… (Ctrl-C again to stop at once)\n");
  await server.close();
  return 0;
}
