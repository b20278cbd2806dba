import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SqliteDatabase from "better-sqlite3";
import type { StoreLog } from "./sqlite-file.js";

/** How often the checkpointer copies the write-ahead log into the database file. */
const CHECKPOINT_EVERY_MS = 1000;
/**
 * The server's own connection still checkpoints once the log holds this many pages (64 MB): a
 * safety net, reached only if the checkpointer falls behind (a burst of writes, a slow disk). At
 * 2,000 busy tables the log starts over about once a second, a few MB long; at 16 MB the net was
 * still reached now and then, each time a stall of up to 30 ms.
 */
const FALLBACK_CHECKPOINT_PAGES = 16_000;
/** SQLite's own threshold, for the server's connection again should the checkpointer stop. */
const SQLITE_DEFAULT_CHECKPOINT_PAGES = 1000;
/** A write-ahead log that grew in a burst is cut back to this size when it starts over. */
const LOG_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

interface CheckpointerData {
  readonly module: string;
  readonly path: string;
  readonly everyMs: number;
  readonly logSizeLimit: number;
}

/**
 * The checkpointer thread's code, run as source (`eval`): it needs no build step and no file of its
 * own, so it may use nothing from outside this function but `require`. It checkpoints passively:
 * it never waits for the server's connection, and the server's connection never waits for it.
 */
function checkpointLoop(): void {
  const { workerData, parentPort } = require("node:worker_threads");
  const data = workerData as CheckpointerData;
  const Database = require(data.module);
  const db = new Database(data.path, { fileMustExist: true, timeout: 0 });
  db.pragma(`journal_size_limit = ${data.logSizeLimit}`);
  let failing = false;
  const timer = setInterval(() => {
    try {
      db.pragma("wal_checkpoint(PASSIVE)");
      failing = false;
    } catch (error) {
      // Said once per run of failures: a full disk must not become a message a second.
      if (!failing) parentPort.postMessage(error instanceof Error ? error.message : String(error));
      failing = true;
    }
  }, data.everyMs);
  parentPort.once("message", () => {
    clearInterval(timer);
    db.close();
    parentPort.close();
  });
}

/**
 * Copies a SQLite database's write-ahead log into its file from a thread of its own. SQLite's
 * automatic checkpoint runs in the connection that commits, at every 1,000 pages of log: under
 * load that was one commit in thirty of the server's, each taking 2–18 ms (copying 4 MB and syncing
 * the file) on the thread that answers every player. Here the server's connection only appends to
 * the log; a second connection, on this thread, checkpoints every second without ever blocking it.
 * Durability is unchanged: a commit is in the log when it returns, checkpointed or not. The thread
 * costs about 17 MB of memory (its own V8 isolate), once per process.
 */
export class WalCheckpointer {
  private stopped = false;
  /** Resolves when the thread has ended, however it ended. */
  private readonly exited: Promise<void>;

  private constructor(
    private readonly worker: Worker,
    private readonly database: SqliteDatabase.Database,
  ) {
    this.exited = new Promise((resolve) => worker.once("exit", () => resolve()));
  }

  /** Starts checkpointing the database at `path`, which `database` (the server's connection) has open. */
  static start(database: SqliteDatabase.Database, path: string, log: StoreLog): WalCheckpointer {
    database.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`);
    database.pragma(`journal_size_limit = ${LOG_SIZE_LIMIT_BYTES}`);
    const workerData: CheckpointerData = {
      module: createRequire(import.meta.url).resolve("better-sqlite3"),
      path,
      everyMs: CHECKPOINT_EVERY_MS,
      logSizeLimit: LOG_SIZE_LIMIT_BYTES,
    };
    const worker = new Worker(`(${checkpointLoop.toString()})()`, { eval: true, workerData });
    // A store left open must not keep the process alive.
    worker.unref();
    const checkpointer = new WalCheckpointer(worker, database);
    worker.on("message", (problem: string) =>
      log.warn({ database: path, problem }, "the database's write-ahead log could not be checkpointed"),
    );
    worker.on("error", (error) => {
      log.warn(
        { database: path, problem: error.message },
        "the database's checkpointer stopped: the server's own connection checkpoints again",
      );
      checkpointer.fallBack();
    });
    return checkpointer;
  }

  /** Stops the thread and closes its connection (the server's, closed after, is then the last, and empties the log). */
  async stop(): Promise<void> {
    if (!this.stopped) {
      // Held by the thread again until it ends, or nothing would wait for it: it is unref'd.
      this.worker.ref();
      this.worker.postMessage("stop");
    }
    this.stopped = true;
    await this.exited;
  }

  private fallBack(): void {
    this.stopped = true;
    if (this.database.open) this.database.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_CHECKPOINT_PAGES}`);
  }
}
