// The review and hint worker: the expert's search runs here, off the page's thread, so the page
// stays responsive and the server does no work. A review posts each decision as it is judged;
// the page cancels by terminating the worker.
import { hintFor, reviewDecisions, seatDecisions } from "@loveletter/bots";
import { dealerOf } from "@loveletter/match";
import type { ReviewReply, ReviewRequest } from "./messages";

const post = (reply: ReviewReply) => (self as unknown as Worker).postMessage(reply);

self.onmessage = async (e: MessageEvent<ReviewRequest>) => {
  const request = e.data;
  try {
    if (request.type === "hint") {
      post({ type: "hint", hint: hintFor(request.view, request.events, { budgetMs: request.budgetMs }) });
      return;
    }
    const started = performance.now();
    // A v1 game is dealt from its seeds (docs/fair-deal.md): its dealer is derived first.
    const dealer = await dealerOf({ fairDeal: request.game.fairDeal ?? null }, request.actions);
    const { points, error } = seatDecisions(request.game, request.actions, request.seat, dealer);
    post({ type: "started", total: points.length, error });
    const options = { budgetMs: request.budgetMs, seed: request.seed };
    for (const review of reviewDecisions(points, request.seat, options)) post({ type: "decision", review });
    post({ type: "done", seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
};
