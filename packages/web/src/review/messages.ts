import type { DecisionReview, Hint, ReviewedGame } from "@loveletter/bots";
import type { EngineEvent, View } from "@loveletter/engine";
import type { StoredAction } from "@loveletter/protocol";

/** What the page asks the review worker. */
export type ReviewRequest =
  | {
      readonly type: "review";
      readonly game: ReviewedGame;
      readonly actions: readonly StoredAction[];
      readonly seat: number;
      readonly budgetMs?: number;
      readonly seed?: string;
    }
  | { readonly type: "hint"; readonly view: View; readonly events: readonly EngineEvent[]; readonly budgetMs?: number };

/** What the worker answers, in order: a review's start, each decision, its end; or a hint; or a failure. */
export type ReviewReply =
  | { readonly type: "started"; readonly total: number; readonly error: string | null }
  | { readonly type: "decision"; readonly review: DecisionReview }
  | { readonly type: "done"; readonly seconds: number }
  | { readonly type: "hint"; readonly hint: Hint }
  | { readonly type: "failed"; readonly message: string };
