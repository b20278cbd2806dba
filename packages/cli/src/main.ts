import type { Readable, Writable } from "node:stream";
import { builtInAgentNames, REVIEW_DEFAULT_BUDGET_MS } from "@loveletter/bots";
import { Command, CommanderError, Option } from "commander";
import { type BenchArgs, benchCommand } from "./commands/bench.js";
import { type BotProgramArgs, createBotProgramCommand } from "./commands/bot-program.js";
import { type ConnectArgs, connectCommand } from "./commands/connect.js";
import { type LoadtestArgs, loadtestCommand } from "./commands/loadtest.js";
import { type PlayArgs, playCommand } from "./commands/play.js";
import { type ReviewArgs, reviewCommand } from "./commands/review.js";
import { scenarioCommand, UnusableScenario } from "./commands/scenario.js";
import { scenarioCheckCommand } from "./commands/scenario-check.js";
import { DEFAULT_HEAP_GROWTH, type ServeArgs, serveCommand } from "./commands/serve.js";
import { type SimArgs, simCommand } from "./commands/sim.js";
import { type VerifyArgs, verifyCommand } from "./commands/verify.js";

/** Where the command reads and writes; the process's streams unless a test gives others. */
export interface CommandIO {
  readonly input: Readable;
  readonly output: Writable;
  readonly error: Writable;
}

const processIO: CommandIO = { input: process.stdin, output: process.stdout, error: process.stderr };

/** The options of every command that starts matches: ruleset, players and rule options. */
function matchCommand(program: Command, name: string, playersHelp: string): Command {
  return program
    .command(name)
    .addOption(new Option("--ruleset <ruleset>", "classic, 2019, premium, discard or custom").default("classic"))
    .option("--players <n>", playersHelp)
    .option("--options <json>", "rule and match options as JSON, e.g. '{\"tokensToWin\":3}'");
}

/** Runs the `loveletter` command and returns its exit code. */
export async function main(argv: string[], io: CommandIO = processIO): Promise<number> {
  const program = new Command()
    .name("loveletter")
    .description(
      "Love Letter: serve the platform, play in the terminal, benchmark the engine, pit bots against each other, run rules scenarios.",
    )
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.output.write(s), writeErr: (s) => io.error.write(s) });

  let exit = 0;
  matchCommand(
    program,
    "play",
    "number of players, you included (default: the number of --bots plus 1, else 2; discard: 3, or 5 when extended)",
  )
    .description("play a match in the terminal, at seat 0, against bots")
    .option(
      "--bots <list>",
      `the opponents at seats 1, 2, ..., comma-separated: ${builtInAgentNames().join(", ")}, or a bot program (docs/bot-protocol.md), e.g. "random,./examples/bots/python/bot.py" (default: random at every seat)`,
    )
    .option("--seed <seed>", "seed of the shuffles and of the bots (default: a random one, printed)")
    .option(
      "--lang <language>",
      "the language to play in: en, fr, de, es, it, pt-BR, ja, ko or zh-CN (default: the locale of LC_ALL, LC_MESSAGES or LANG)",
    )
    .action(async (args: PlayArgs) => {
      exit = await playCommand(args, io);
    });

  matchCommand(program, "bench", "number of players (default: 4, or the fewest the ruleset seats)")
    .description("random-playout throughput of the engine on one core, in rounds per second")
    .addOption(new Option("--seconds <s>", "how long to measure").default("5"))
    .option("--json", 'print one JSON line: { "ruleset", "players", "rounds", "seconds", "roundsPerSecond" }')
    .option("--all", "measure every ruleset at its smallest and largest table, one line each")
    .option("--probe", "also measure a typed-array probe round in the same run and print the engine's ratio to it")
    .option("--expert", "measure the expert bot's playouts per second instead (experts at every seat)")
    .option("--budget-ms <ms>", "with --expert: the search budget per decision (default: the expert's)")
    .option(
      "--repeat <n>",
      "measure each table n times, each in a fresh process, and print the median run and the spread (a stable figure on a busy machine)",
    )
    .action(async (args: BenchArgs) => {
      exit = await benchCommand(args, io);
    });

  matchCommand(program, "sim", "number of players (default: the number of bots listed, at least the ruleset's fewest)")
    .description("a tournament between bots: seats rotated over shared deals, win rates with 95% intervals")
    .requiredOption(
      "--bots <names>",
      "comma-separated bots, one per seat; the last fills any remaining seats (expert,heuristic at 4 players: one expert, three heuristics)",
    )
    .addOption(new Option("--games <g>", "matches to play, rounded up to a multiple of the players").default("100"))
    .option("--seed <seed>", "seed of the deals and of the bots (default: a random one, printed)")
    .option("--budget-ms <ms>", "search budget per decision for bots that take one")
    .addOption(new Option("--workers <w>", "worker threads to spread the matches over").default("1"))
    .option("--rounds <k>", 'rounds per match of the perpetual "discard" ruleset (default: 10)')
    .option("--startup-ms <ms>", "external programs: extra time for each match's first decision (default: 1000)")
    .option(
      "--warmup-ms <ms>",
      "external programs: start each match this long after starting its programs (default: 0)",
    )
    .option("--bot-stderr <dir>", "external programs: keep each one's standard error in DIR, a file per seat and match")
    .option("--json", 'print one JSON object: { "games", "rounds", "seconds", "bots": [...] , ... }')
    .action(async (args: SimArgs) => {
      exit = await simCommand(args, io);
    });

  program
    .command("connect")
    .description("a bot program of the bot protocol plays at a live server's tables (docs/bot-api.md)")
    .argument("<command>", "the bot program, as for sim (e.g. ./examples/bots/python/bot.py)")
    .requiredOption("--url <url>", "the server, e.g. https://loveletter.example")
    .requiredOption("--token <token>", "the bot program's token (POST /api/bots, or loveletter bot-program create)")
    .option("--table <id>", "play at this table until it closes (default: tables from the lobby that invite bots)")
    .option("--seat <n>", "with --table: this seat (default: the first empty one)")
    .addOption(new Option("--tables <n>", "without --table: tables to play at at once").default("1"))
    .option("--budget-ms <ms>", "the time the program is told to aim for per decision (default 1000)")
    .action(async (command: string, args: ConnectArgs) => {
      exit = await connectCommand(command, args, io);
    });

  program
    .command("bot-program")
    .description("server admin: bot programs in this server's store (docs/bot-api.md)")
    .command("create")
    .description("make a bot program and print its token (once)")
    .argument("<name>", 'its name, which says it is a bot ("TagBot")')
    .option("--db <file|url>", "SQLite file or postgres:// URL (default: $DATABASE_URL, else ./data/loveletter.sqlite)")
    .option("--json", 'print {"bot", "token"} as JSON')
    .action(async (name: string, args: BotProgramArgs) => {
      exit = await createBotProgramCommand(name, args, io);
    });

  program
    .command("serve")
    .description("serve the platform on one port: the game server, its HTTP API and the web client")
    .option("--port <port>", "port to listen on (default: $PORT, else 2567)")
    .option("--host <host>", "address to listen on (default: every interface)")
    .option("--db <file|url>", "SQLite file or postgres:// URL (default: $DATABASE_URL, else ./data/loveletter.sqlite)")
    .option("--web <dir>", "the built web client to serve (default: packages/web/dist)")
    .option("--redis <url>", "scale-out: Redis shared by every process (default: $REDIS_URL; docs/deploy.md)")
    .option(
      "--public-address <host:port>",
      "scale-out: where clients reach this process (default: $LOVELETTER_PUBLIC_ADDRESS, else host name:port)",
    )
    .option(
      "--heap-growth <percent>",
      `how far the heap may grow past its live size between full collections: less memory, a little more CPU (default: ${DEFAULT_HEAP_GROWTH}; 0: V8 decides)`,
    )
    .action(async (args: ServeArgs) => {
      exit = await serveCommand(args, io);
    });

  program
    .command("loadtest")
    .description(
      "drive tables of bot clients over websockets against a running server; print latency, errors and memory",
    )
    .addOption(new Option("--url <url>", "the server").default("http://127.0.0.1:2567"))
    .requiredOption("--tables <n>", "tables played at once")
    .addOption(new Option("--players <p>", "clients per table").default("4"))
    .addOption(new Option("--seconds <s>", "how long to measure every table busy, after the warm-up").default("30"))
    .addOption(
      new Option(
        "--warmup <s>",
        "seconds after the last table starts before measuring (first turns come in waves)",
      ).default("10"),
    )
    .addOption(new Option("--ruleset <ruleset>", "classic, 2019, premium, discard or custom").default("classic"))
    .option(
      "--rules <json>",
      'the tables\' rule options as JSON, e.g. \'{"edition":"2019","deck":"premium-2019"}\' for custom',
    )
    .addOption(
      new Option(
        "--think-ms <ms>",
        "a client's pause before each move: a range or a number (the default acts within a second of each turn)",
      ).default("100-900"),
    )
    .addOption(
      new Option(
        "--tokens <n>",
        "tokens that win a match (default: the ruleset's); after each match the table's host starts a rematch",
      ),
    )
    .addOption(new Option("--ramp <n>", "connections opened per 100 ms while the tables start").default("50"))
    .option(
      "--workers <n>",
      "threads driving the clients (default: one per core, more so that none drives over 2,000 clients; at most one per table)",
    )
    .option(
      "--window <s>",
      "also measure full load in windows of this many seconds, each printed as it ends (a soak: compare the first and the last)",
    )
    .option("--json", "print one JSON object with every figure")
    .option(
      "--allow-refused",
      "report a run even when the server's per-address limits refused some of its clients (by default it exits with an error)",
    )
    .option(
      "--turn-based <n>",
      "first open n turn-based tables (against a bot) and leave them asleep; then time moves at sleeping tables while the --tables live tables play (--tables 0: none); prints the server's RSS and the wake-up latency",
    )
    .addOption(
      new Option("--probes <n>", "with --turn-based: moves timed at sleeping tables (each woken by a join)").default(
        "200",
      ),
    )
    .addOption(new Option("--open-at-once <n>", "with --turn-based: tables opened at once").default("50"))
    .option(
      "--jump-pid <pid>",
      "with --turn-based: the server's process id, started with LOVELETTER_BENCH_CLOCK_STEP_HOURS=48; it is signalled to move its tables' time past every deadline, and the deadlines fired per second are counted",
    )
    .action(async (args: LoadtestArgs) => {
      exit = await loadtestCommand(args, io);
    });

  /** Ids stored before ids began with a letter or digit may start with "-": after `--` they are not options. */
  const GAME_ARGUMENT =
    "a game's JSON file (as GET /api/games/:id answers), or a game id with --url (an id starting with '-' goes after --)";

  program
    .command("review")
    .description("the expert's review of one seat's decisions in a finished game: chances, best moves, labels")
    .argument("<game>", GAME_ARGUMENT)
    .option("--url <url>", "the server to fetch the game from, e.g. http://localhost:2567")
    .option("--seat <seat>", "the seat to review: a number from 1 or a player's name (default: the first person's)")
    .option("--budget-ms <ms>", `search budget per decision (default: ${REVIEW_DEFAULT_BUDGET_MS})`)
    .option("--seed <seed>", 'seed of the review\'s sampling (default: "review"): same seed and budget, same review')
    .option("--json", "print one JSON object: the seat, and every decision with each legal move's estimates")
    .option(
      "--lang <language>",
      "the language of the expert's sentences: en, fr, de, es, it, pt-BR, ja, ko or zh-CN (default: the locale of LC_ALL, LC_MESSAGES or LANG)",
    )
    .action(async (game: string, args: ReviewArgs) => {
      exit = await reviewCommand(game, args, io);
    });

  program
    .command("verify")
    .description(
      "check that a finished game was dealt fairly: its commitment, every deal and every move (docs/fair-deal.md)",
    )
    .argument("<game>", GAME_ARGUMENT)
    .option("--url <url>", "the server to fetch the game from, e.g. http://localhost:2567")
    .option(
      "--client-seed <seat=seed>",
      "a client seed you contributed, checked against the record: seat from 1 (repeatable)",
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .action(async (game: string, args: VerifyArgs) => {
      exit = await verifyCommand(game, args, io);
    });

  program
    .command("scenario")
    .description("run scenario files (see docs/scenario-format.md) and print one JSON result per line")
    .argument("<files...>", "scenario JSON files (with --check: case files, or folders of them)")
    .option(
      "--check",
      'check case files against their "expect": a line per failing case, then "conformance: N/M cases pass" (exit 1 if any fails)',
    )
    .action(async (files: string[], args: { check?: boolean }) => {
      const print = (line: string) => io.output.write(`${line}\n`);
      try {
        if (args.check) exit = (await scenarioCheckCommand(files, print)) ? 0 : 1;
        else await scenarioCommand(files, print);
      } catch (e) {
        if (!(e instanceof UnusableScenario)) throw e;
        io.error.write(`loveletter scenario: ${e.message}\n`);
        exit = 2;
      }
    });

  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    throw e;
  }
  return exit;
}
