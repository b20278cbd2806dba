// An arena worker thread: plays the batches of matches it is sent, creating its own bots.
import { parentPort, workerData } from "node:worker_threads";
import type { WorkerReply } from "./arena.js";
import { type ArenaMatchOutcome, type ArenaMatchSpec, playArenaMatch } from "./play.js";
import type { ArenaJob } from "./seating.js";

const spec = workerData as ArenaMatchSpec;
const port = parentPort;
if (!port) throw new Error("The arena worker runs in a worker thread.");

port.on("message", async (jobs: ArenaJob[]) => {
  let reply: WorkerReply;
  try {
    const outcomes: ArenaMatchOutcome[] = [];
    for (const job of jobs) outcomes.push(await playArenaMatch(spec, job));
    reply = { outcomes };
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    reply = { error: error.message, stack: error.stack };
  }
  port.postMessage(reply);
});
