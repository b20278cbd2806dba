import { type MatchRunResult, type RunMatchHooks, randomAgent, runMatch } from "@loveletter/bots";
import { DISPLAY_NAMES, type MatchOptions, nameOf, type Rules } from "@loveletter/engine";
import { TerminalPlayer } from "../terminal/human.js";
import { InputClosed, type Terminal } from "../terminal/input.js";
import { plural } from "../terminal/words.js";
import { BadArguments, type MatchArgs, matchRules, seedArg } from "./match-args.js";

/** The options of `loveletter play` as commander gives them. */
export interface PlayArgs extends MatchArgs {
  readonly seed?: string;
}

export interface PlaySetup {
  readonly rules: Rules;
  readonly options: MatchOptions;
  readonly seed: number | string;
}

/** The human's seat. */
const HUMAN = 0;

/** Checks the arguments and resolves the rules (the engine's own messages for a bad configuration). */
export function playSetup(args: PlayArgs): PlaySetup {
  const { rules, options } = matchRules(args);
  return { rules, options, seed: seedArg(args.seed) };
}

function introduction(setup: PlaySetup): string[] {
  const { rules, seed } = setup;
  const bots = rules.players - 1;
  const opponents =
    bots === 1 ? "a random bot at seat 1" : `random bots at seats 1 ${bots === 2 ? "and" : "to"} ${bots}`;
  const goal = rules.perpetual
    ? "no match end: each round ranks the players and the first score a win"
    : `first to ${plural(rules.tokensToWin, "token")} of affection wins`;
  const deck = rules.deck
    .map((count, card) => ({ count, card }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => rules.values[a.card]! - rules.values[b.card]!)
    .map(({ count, card }) => `${DISPLAY_NAMES[nameOf(card)]} (${rules.values[card]})${count > 1 ? ` ×${count}` : ""}`);
  return [
    `Love Letter — ${rules.ruleset} rules, ${rules.players} players, ${goal}.`,
    `You are seat 0, against ${opponents}.`,
    `Cards: ${deck.join(", ")}.`,
    `Seed ${seed} (play the same deals again with --seed ${seed}).`,
    "Answer with the number of a choice and press Enter; q quits.",
  ];
}

/**
 * A match at the terminal: the person at seat 0 against random bots seeded from the seed. Returns
 * the match's result, or null when the person left during a decision. `watch` sees every event too
 * (tests use it; it is never shown to the person).
 */
export async function play(setup: PlaySetup, io: Terminal, watch: RunMatchHooks = {}): Promise<MatchRunResult | null> {
  const human = new TerminalPlayer(HUMAN, io);
  for (const line of introduction(setup)) human.say(line);
  const agents = Array.from({ length: setup.rules.players }, (_, seat) =>
    seat === HUMAN ? human.agent : randomAgent(`${setup.seed}/seat ${seat}`, "random"),
  );
  const hooks: RunMatchHooks = {
    onStart: (view) => {
      watch.onStart?.(view);
      human.hooks.onStart?.(view);
    },
    onEvent: (event) => {
      watch.onEvent?.(event);
      human.hooks.onEvent?.(event);
    },
    onRoundEnd: async (ended) => {
      await watch.onRoundEnd?.(ended);
      return human.hooks.onRoundEnd?.(ended);
    },
  };
  try {
    const result = await runMatch(
      agents,
      { ruleset: setup.rules.ruleset, players: setup.rules.players, options: setup.options, seed: setup.seed },
      hooks,
    );
    human.say(result.matchOver ? "\nThanks for playing!" : "\nGoodbye!");
    return result;
  } catch (e) {
    if (!(e instanceof InputClosed)) throw e;
    human.close(); // tell what is left first
    human.say(
      e.reason === "quit" ? "\nYou left the table. Goodbye!" : "\nThe input was closed: leaving the table. Goodbye!",
    );
    return null;
  } finally {
    human.close();
  }
}

/** `loveletter play`: the exit code (2 for bad arguments, 0 when the game ends or the person leaves). */
export async function playCommand(
  args: PlayArgs,
  io: Terminal & { readonly error: Terminal["output"] },
): Promise<number> {
  let setup: PlaySetup;
  try {
    setup = playSetup(args);
  } catch (e) {
    if (!(e instanceof BadArguments)) throw e;
    io.error.write(`loveletter play: ${e.message}\n`);
    return 2;
  }
  await play(setup, io);
  return 0;
}
