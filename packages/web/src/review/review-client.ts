import type { DecisionReview, Hint } from "@loveletter/bots";
import type { ReviewReply, ReviewRequest } from "./messages";

/** A review or hint computing in its own Web Worker; `cancel` stops it at once. */
export interface Running {
  cancel(): void;
}

function startWorker(request: ReviewRequest, onReply: (reply: ReviewReply) => void): Running {
  const worker = new Worker(new URL("./review.worker.ts", import.meta.url), { type: "module" });
  let live = true;
  const stop = () => {
    live = false;
    worker.terminate();
  };
  worker.onmessage = (e: MessageEvent<ReviewReply>) => {
    if (!live) return;
    const reply = e.data;
    onReply(reply);
    if (reply.type === "done" || reply.type === "hint" || reply.type === "failed") stop();
  };
  worker.onerror = (e) => {
    if (!live) return;
    onReply({ type: "failed", message: e.message || "The review worker failed to start." });
    stop();
  };
  worker.postMessage(request);
  return { cancel: stop };
}

export interface ReviewHandlers {
  started(total: number, error: string | null): void;
  decision(review: DecisionReview): void;
  done(seconds: number): void;
  failed(message: string): void;
}

/** Reviews one seat of a finished game in a worker, decision by decision. */
export function startReview(request: Extract<ReviewRequest, { type: "review" }>, on: ReviewHandlers): Running {
  return startWorker(request, (reply) => {
    if (reply.type === "started") on.started(reply.total, reply.error);
    else if (reply.type === "decision") on.decision(reply.review);
    else if (reply.type === "done") on.done(reply.seconds);
    else if (reply.type === "failed") on.failed(reply.message);
  });
}

/** The expert's hint for the seat's decision, from its own view and the events it saw. */
export function startHint(
  request: Extract<ReviewRequest, { type: "hint" }>,
  done: (hint: Hint) => void,
  failed: (message: string) => void,
): Running {
  return startWorker(request, (reply) => {
    if (reply.type === "hint") done(reply.hint);
    else if (reply.type === "failed") failed(reply.message);
  });
}
