import "./shim.js";
import { setPriority } from "node:os";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
import type { FromWorker, ToWorker, WorkerSetup } from "./messages.js";
import { TablesRun } from "./tables.js";

/** A load-test worker: drives its share of the tables and reports (see messages.ts). */
const LOAD_GENERATOR_NICENESS = 10;
const port = parentPort!;
const setup = workerData as WorkerSetup;
const post = (message: FromWorker) => port.postMessage(message);

// Below the server in the scheduler's eyes: on a shared machine the server is served first when
// both want a core, as it would be on a machine of its own, and what is measured is the server.
// (On Linux this sets the calling thread's priority; it is a hint, so a refusal changes nothing.)
try {
  setPriority(LOAD_GENERATOR_NICENESS);
} catch {}

const run = new TablesRun(setup.options);
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const progress = setInterval(() => post({ type: "progress", ...run.progress() }), 1000);

port.on("message", (message: ToWorker) => {
  if (message.type === "full-load") run.startFullLoad();
  else if (message.type === "window") {
    const window = run.takeWindow();
    port.postMessage({ type: "window", ...window } satisfies FromWorker, [window.latency.buffer as ArrayBuffer]);
  } else void stop();
});

async function stop(): Promise<void> {
  clearInterval(progress);
  try {
    const report = await run.finish();
    delay.disable();
    post({
      type: "report",
      report,
      // The histogram counts from the last tick, so its 10 ms resolution is in every sample: less it.
      eventLoopDelayP99Ms: Math.max(0, delay.percentile(99) / 1e6 - 10),
      eventLoopDelayMaxMs: Math.max(0, delay.max / 1e6 - 10),
    });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
  port.close();
}

run.begin(setup.firstTable, setup.tables).then(
  () => post({ type: "ramped" }),
  (error: unknown) => post({ type: "failed", message: error instanceof Error ? error.message : String(error) }),
);
