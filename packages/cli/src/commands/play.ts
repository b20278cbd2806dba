import { type Agent, builtInAgentNames, type MatchRunResult, type RunMatchHooks, runMatch } from "@loveletter/bots";
import {
  commandProblem,
  createAgent,
  type Incident,
  isExternalAgentName,
  shortCommandName,
} from "@loveletter/bots/node";
import { DISPLAY_NAMES, type MatchOptions, nameOf, type Rules } from "@loveletter/engine";
import type { Locale } from "@loveletter/protocol";
import { wordsFor } from "@loveletter/protocol/words-node";
import { TerminalPlayer } from "../terminal/human.js";
import { InputClosed, type Terminal } from "../terminal/input.js";
import { terminalLocale } from "../terminal/locale.js";
import { plural } from "../terminal/words.js";
import { BadArguments, type MatchArgs, matchRules, seedArg } from "./match-args.js";

/** The options of `loveletter play` as commander gives them. */
export interface PlayArgs extends MatchArgs {
  readonly seed?: string;
  /** Comma-separated bots for seats 1, 2, ...: built-in names or bot programs. */
  readonly bots?: string;
  /** The language to play in (default: the environment's locale). */
  readonly lang?: string;
}

export interface PlaySetup {
  readonly rules: Rules;
  readonly options: MatchOptions;
  readonly seed: number | string;
  /** The bot at each opponent seat, 1 to players − 1: a built-in name or a bot program (docs/bot-protocol.md). */
  readonly bots: readonly string[];
  /** The language the narration and the card names are in. */
  readonly locale: Locale;
}

/** The human's seat. */
const HUMAN = 0;

/** --bots: the names, each a built-in bot or a bot program that exists. */
function botsArg(list: string): string[] {
  const names = list.split(",").map((name) => name.trim());
  const builtIn = builtInAgentNames();
  for (const name of names) {
    if (name === "") throw new BadArguments(`--bots lists an empty name in "${list}".`);
    if (builtIn.includes(name)) continue;
    if (!isExternalAgentName(name))
      throw new BadArguments(
        `Unknown bot "${name}": use ${builtIn.join(", ")}, or the path of a bot program (docs/bot-protocol.md).`,
      );
    const problem = commandProblem(name);
    if (problem) throw new BadArguments(`Cannot use the bot program "${name}": ${problem}.`);
  }
  return names;
}

/**
 * Checks the arguments and resolves the rules (the engine's own messages for a bad configuration).
 * Without --players, the number of --bots sets the table: players = bots + 1.
 */
export function playSetup(args: PlayArgs): PlaySetup {
  const bots = args.bots === undefined ? undefined : botsArg(args.bots);
  const players = args.players ?? (bots ? String(bots.length + 1) : undefined);
  let resolved: ReturnType<typeof matchRules>;
  try {
    resolved = matchRules({ ...args, players });
  } catch (e) {
    if (!(e instanceof BadArguments) || args.players !== undefined || !bots) throw e;
    throw new BadArguments(`${e.message} (--bots lists ${plural(bots.length, "bot")}: ${players} players with you.)`);
  }
  const { rules, options } = resolved;
  if (bots && bots.length !== rules.players - 1)
    throw new BadArguments(
      `--bots lists ${plural(bots.length, "bot")}, but --players ${rules.players} leaves ${plural(rules.players - 1, "seat")} for bots.`,
    );
  let locale: Locale;
  try {
    locale = terminalLocale(args.lang, process.env);
  } catch (e) {
    throw new BadArguments((e as Error).message);
  }
  return { rules, options, seed: seedArg(args.seed), bots: bots ?? Array(rules.players - 1).fill("random"), locale };
}

/** "a random bot", or the program's file name. */
function botName(name: string): string {
  return builtInAgentNames().includes(name)
    ? `${/^[aeiou]/.test(name) ? "an" : "a"} ${name} bot`
    : shortCommandName(name);
}

function opponents(bots: readonly string[]): string {
  if (bots.every((name) => name === "random"))
    return bots.length === 1
      ? "a random bot at seat 1"
      : `random bots at seats 1 ${bots.length === 2 ? "and" : "to"} ${bots.length}`;
  const each = bots.map((name, i) => `${botName(name)} at seat ${i + 1}`);
  return each.length === 1 ? each[0]! : `${each.slice(0, -1).join(", ")} and ${each[each.length - 1]}`;
}

function introduction(setup: PlaySetup): string[] {
  const { rules, seed } = setup;
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
    `You are seat 0, against ${opponents(setup.bots)}.`,
    `Cards: ${deck.join(", ")}.`,
    `Seed ${seed} (play the same deals again with --seed ${seed}).`,
    "Answer with the number of a choice and press Enter; q quits.",
  ];
}

/**
 * The bot at `seat`, seeded from the match seed. A bot program's standard error and incidents go to
 * `error` (a program that stopped is announced once, not at each of its seat's random moves).
 */
function botAgent(name: string, seat: number, setup: PlaySetup, error: Terminal["output"] | undefined): Agent {
  const label = `seat ${seat} (${shortCommandName(name)})`;
  let announcedStop = false;
  const onIncident = (incident: Incident) => {
    if (announcedStop) return;
    announcedStop = incident.stopped;
    const after = incident.stopped
      ? "its seat plays random moves for the rest of the match"
      : "a random move was played instead";
    error?.write(`${label}: ${incident.kind} at its decision ${incident.decision}: ${incident.detail}; ${after}.\n`);
  };
  const agent = createAgent(name, {
    seed: `${setup.seed}/seat ${seat}`,
    external: { matchOptions: setup.options, onIncident, log: (line) => error?.write(`${label}: ${line}\n`) },
  });
  if (!agent) throw new BadArguments(`Unknown bot "${name}".`); // playSetup checked the names
  return agent;
}

/**
 * A match at the terminal: the person at seat 0 against the setup's bots, seeded from the seed.
 * Returns the match's result, or null when the person left during a decision. `watch` sees every
 * event too (tests use it; it is never shown to the person). Bot programs are closed at the end.
 */
export async function play(
  setup: PlaySetup,
  io: Terminal & { readonly error?: Terminal["output"] },
  watch: RunMatchHooks = {},
): Promise<MatchRunResult | null> {
  const human = new TerminalPlayer(HUMAN, io, await wordsFor(setup.locale));
  for (const line of introduction(setup)) human.say(line);
  const agents: Agent[] = [human.agent];
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
    for (const [i, name] of setup.bots.entries()) agents.push(botAgent(name, i + 1, setup, io.error));
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
    await Promise.all(agents.map((agent) => agent.close?.()));
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
