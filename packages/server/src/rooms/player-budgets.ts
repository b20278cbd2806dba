import type { ClientMessageType } from "@loveletter/protocol";
import { refuse } from "@loveletter/protocol";
import { MESSAGE_BUDGETS } from "./limits.js";
import { RateLimit } from "./rate-limit.js";

type BudgetName = keyof typeof MESSAGE_BUDGETS;

/** Which budget each message spends. */
const BUDGET_OF: Readonly<Record<ClientMessageType, BudgetName>> = {
  move: "move",
  chat: "chat",
  sit: "seat",
  stand: "seat",
  ready: "seat",
  settings: "host",
  bot: "host",
  start: "host",
  seed: "seat",
};

function refusal(name: BudgetName): string {
  const { count, perMs, what } = MESSAGE_BUDGETS[name];
  return `Too many ${what}: at most ${count} ${perMs === 1_000 ? "a second" : `in ${perMs / 1_000} seconds`}.`;
}

/**
 * What each person may still send to one table: a token bucket per budget, shared by all their
 * connections (fifty tabs of one guest chat no faster than one).
 */
export class PlayerBudgets {
  // A person's budgets are a plain object, not a Map: a Map per person and budget is memory every
  // busy table keeps (docs/deploy.md, "Memory a table").
  private readonly people = new Map<string, Partial<Record<BudgetName, RateLimit>>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Spends one message of this kind; refuses it with `rate-limited` when the budget is spent. */
  spend(playerId: string, type: ClientMessageType): void {
    const name = BUDGET_OF[type];
    let budgets = this.people.get(playerId);
    if (!budgets) {
      budgets = {};
      this.people.set(playerId, budgets);
    }
    const { count, perMs } = MESSAGE_BUDGETS[name];
    budgets[name] ??= new RateLimit(count, perMs, this.now);
    const limit = budgets[name];
    if (!limit.take()) refuse("rate-limited", refusal(name));
  }

  /**
   * Forgets the people who left and whose budgets have filled up again: they would come back to
   * full budgets anyway. Someone who leaves to come back with fresh budgets finds them as they were.
   */
  forgetGone(isHere: (playerId: string) => boolean): void {
    for (const [playerId, budgets] of this.people)
      if (!isHere(playerId) && Object.values(budgets).every((limit) => limit.full)) this.people.delete(playerId);
  }
}
