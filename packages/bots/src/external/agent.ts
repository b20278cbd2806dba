import { type ChildProcess, spawn } from "node:child_process";
import { basename } from "node:path";
import { type MatchOptions, type Move, randomInt, seedRng } from "@loveletter/engine";
import type { Agent, Observation } from "../agent.js";
import { programCommand } from "./command.js";
import {
  type ByeMessage,
  type DecideMessage,
  type HelloMessage,
  type HostMessage,
  type Incident,
  type IncidentKind,
  PROTOCOL_VERSION,
} from "./protocol.js";

export const EXTERNAL_DEFAULT_BUDGET_MS = 1000;
export const EXTERNAL_DEFAULT_GRACE_MS = 500;
export const EXTERNAL_DEFAULT_STARTUP_MS = 1000;
const DEFAULT_CLOSE_GRACE_MS = 1000;
/** A line longer than this is garbage (the host stops buffering it). */
const MAX_LINE = 1 << 20;
/** Lines of the program's standard error kept for incident details. */
const STDERR_TAIL = 5;
/** After the program exits, how long its output may still be arriving before the host gives up on it. */
const EXIT_DRAIN_MS = 100;

export interface ExternalAgentOptions {
  /** Seed of the random moves that replace a failed decision (default 0). */
  readonly seed?: number | string;
  /** The budget told to the program (hello.budgetMs); default 1000. */
  readonly budgetMs?: number;
  /** Extra time allowed beyond the budget before a decision times out; default 500. */
  readonly graceMs?: number;
  /** Extra time for the first decision only, which includes the program's start-up; default 1000. */
  readonly startupMs?: number;
  /** How long `close()` waits for the program to exit after "bye" before killing it; default 1000. */
  readonly closeGraceMs?: number;
  /** The match's rule and match options, told to the program in its hello (default: the view's `options`, or {}). */
  readonly matchOptions?: MatchOptions;
  /** The agent's name (default: the command). */
  readonly name?: string;
  /** Where the program runs and relative paths resolve; default the current directory. */
  readonly cwd?: string;
  /** Each incident, as it happens (they are also kept in `incidents`). */
  onIncident?(incident: Incident): void;
  /** Each line the program writes on standard error, and the host's notes about it (prefixed "[host] "). */
  log?(line: string): void;
}

/** An agent that is a separate program speaking the bot protocol (docs/bot-protocol.md). */
export interface ExternalAgent extends Agent {
  readonly command: string;
  /** Every incident so far, in order. */
  readonly incidents: readonly Incident[];
  /** The hard limit per decision: budget plus grace (the first decision also gets `startupMs`). */
  readonly timeLimitMs: number;
  readonly startupMs: number;
  /** The program's process id (undefined when it could not start). */
  readonly pid: number | undefined;
  /** Says "bye", waits briefly for the program to exit, then kills it. Idempotent. */
  close(): Promise<void>;
}

/** Programs still running, killed when this process exits so that none is left behind. */
const running = new Set<ChildProcess>();
let cleanupInstalled = false;

function killTree(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    // The program leads its own process group (detached): this also stops what it started.
    if (process.platform !== "win32") process.kill(-child.pid, "SIGKILL");
    else child.kill("SIGKILL");
  } catch {
    try {
      child.kill("SIGKILL");
    } catch {
      // already gone
    }
  }
}

const truncate = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** JSON equality where object key order does not matter and array order does. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((x, i) => sameJson(x, other[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

interface Pending {
  readonly seat: number;
  readonly decision: number;
  readonly legal: readonly Move[];
  readonly message: DecideMessage;
  /** False while the host waits for a late answer to the previous decision before sending this one. */
  sent: boolean;
  readonly timer: NodeJS.Timeout;
  readonly resolve: (move: Move) => void;
}

/** Why the program no longer plays. */
interface Gone {
  readonly kind: "crash" | "exit" | "timeout";
  readonly detail: string;
  readonly decision: number;
}

class ExternalProgram implements ExternalAgent {
  readonly name: string;
  readonly incidents: Incident[] = [];
  readonly timeLimitMs: number;
  readonly startupMs: number;
  private readonly budgetMs: number;
  private readonly rng;
  private child: ChildProcess | null = null;
  private gone: Gone | null = null;
  private pending: Pending | null = null;
  /** The program owes an answer to a decision that timed out; that answer will be ignored. */
  private late = false;
  private helloSent = false;
  private decisions = 0;
  private seat = -1;
  private buffer = "";
  private skippingLongLine = false;
  private readonly stderrTail: string[] = [];
  private exited: Promise<void> = Promise.resolve();
  private closing: Promise<void> | null = null;

  constructor(
    readonly command: string,
    private readonly options: ExternalAgentOptions,
  ) {
    this.name = options.name ?? command;
    this.budgetMs = options.budgetMs ?? EXTERNAL_DEFAULT_BUDGET_MS;
    this.timeLimitMs = this.budgetMs + (options.graceMs ?? EXTERNAL_DEFAULT_GRACE_MS);
    this.startupMs = options.startupMs ?? EXTERNAL_DEFAULT_STARTUP_MS;
    this.rng = seedRng(options.seed ?? 0);
    this.start();
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  private note(line: string): void {
    this.options.log?.(`[host] ${line}`);
  }

  /** Starts the program now, so that its start-up overlaps the match's; hello waits for the first decision. */
  private start(): void {
    const cwd = this.options.cwd ?? process.cwd();
    let child: ChildProcess;
    try {
      const { file, args } = programCommand(this.command, cwd);
      child = spawn(file, [...args], {
        cwd,
        stdio: ["pipe", "pipe", "pipe"],
        detached: process.platform !== "win32",
        windowsHide: true,
      });
    } catch (e) {
      this.end("crash", `could not start "${this.command}": ${(e as Error).message}`);
      return;
    }
    this.child = child;
    running.add(child);
    if (!cleanupInstalled) {
      cleanupInstalled = true;
      process.once("exit", () => {
        for (const c of running) killTree(c);
      });
    }
    let exitStatus: { code: number | null; signal: NodeJS.Signals | null } | null = null;
    this.exited = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        exitStatus = { code, signal };
        running.delete(child);
        resolve();
        // Output written just before the exit may still be in the pipe: 'close' comes after it.
        setTimeout(() => this.ended(code, signal), EXIT_DRAIN_MS).unref();
      });
      child.once("error", (error) => {
        if (child.pid !== undefined && exitStatus === null && child.exitCode === null) {
          this.note(`process error: ${error.message}`);
          return;
        }
        running.delete(child);
        resolve();
        this.end("crash", `could not start "${this.command}": ${error.message}`);
      });
    });
    child.once("close", (code: number | null, signal: NodeJS.Signals | null) => {
      this.flushTail();
      this.ended(exitStatus?.code ?? code, exitStatus?.signal ?? signal);
    });
    child.stdin!.on("error", () => {
      // EPIPE and the like: the program is gone, which 'exit' reports.
    });
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => this.receive(chunk));
    child.stderr!.setEncoding("utf8");
    let errBuffer = "";
    child.stderr!.on("data", (chunk: string) => {
      errBuffer += chunk;
      let nl = errBuffer.indexOf("\n");
      while (nl >= 0) {
        this.stderrLine(errBuffer.slice(0, nl));
        errBuffer = errBuffer.slice(nl + 1);
        nl = errBuffer.indexOf("\n");
      }
      if (errBuffer.length > MAX_LINE) {
        this.stderrLine(errBuffer);
        errBuffer = "";
      }
    });
    child.stderr!.on("end", () => {
      if (errBuffer !== "") this.stderrLine(errBuffer);
      errBuffer = "";
    });
    // A program must never keep this process alive: pending decisions hold it with their timers.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr])
      (stream as unknown as { unref?: () => void } | null)?.unref?.();
  }

  private stderrLine(line: string): void {
    this.stderrTail.push(truncate(line));
    if (this.stderrTail.length > STDERR_TAIL) this.stderrTail.shift();
    this.options.log?.(line);
  }

  private stderrSummary(): string {
    return this.stderrTail.length === 0 ? "" : `; its standard error ended with: ${this.stderrTail.join(" | ")}`;
  }

  private ended(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.gone || this.closing) return;
    if (signal) this.end("crash", `the program was killed by ${signal}${this.stderrSummary()}`);
    else if (code !== 0) this.end("crash", `the program exited with code ${code}${this.stderrSummary()}`);
    else this.end("exit", `the program exited (code 0) before the match was over${this.stderrSummary()}`);
  }

  /** The program no longer plays: stop it, and settle a waiting decision with a random move. */
  private end(kind: Gone["kind"], detail: string): void {
    if (this.gone) return;
    this.gone = { kind, detail, decision: this.decisions };
    if (this.child) killTree(this.child);
    const pending = this.pending;
    if (pending) this.replace(pending, kind, detail);
  }

  private send(message: HostMessage): void {
    const stdin = this.child?.stdin;
    if (!stdin || stdin.destroyed || stdin.writableEnded) return;
    try {
      stdin.write(`${JSON.stringify(message)}\n`);
    } catch {
      // the program is gone; 'exit' reports it
    }
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let nl = this.buffer.indexOf("\n");
    while (nl >= 0) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (this.skippingLongLine) this.skippingLongLine = false;
      else this.line(line);
      nl = this.buffer.indexOf("\n");
    }
    if (this.buffer.length > MAX_LINE) {
      this.buffer = "";
      if (!this.skippingLongLine) {
        this.skippingLongLine = true;
        this.line(`<a line of more than ${MAX_LINE} characters>`, true);
      }
    }
  }

  /** What is left in the output at its end is a last line without a newline. */
  private flushTail(): void {
    const rest = this.buffer;
    this.buffer = "";
    if (rest.trim() !== "" && !this.skippingLongLine) this.line(rest);
  }

  private line(text: string, tooLong = false): void {
    if (text.trim() === "") return; // blank lines are tolerated
    if (this.late) {
      this.late = false;
      this.note(`ignored a late answer: ${truncate(text)}`);
      const pending = this.pending;
      if (pending && !pending.sent) {
        pending.sent = true;
        this.send(pending.message);
      }
      return;
    }
    const pending = this.pending;
    if (!pending || !pending.sent) {
      this.note(`ignored a line written when no decision was asked: ${truncate(text)}`);
      return;
    }
    let answer: unknown;
    try {
      if (tooLong) throw new Error("too long");
      answer = JSON.parse(text);
    } catch {
      this.replace(pending, "invalid-json", `the answer is not JSON: ${truncate(text)}`);
      return;
    }
    const move = pending.legal.find((legal) => sameJson(legal, answer));
    if (move) this.settle(pending, move);
    else
      this.replace(
        pending,
        "illegal-move",
        `${truncate(text)} is not one of the ${pending.legal.length} legal moves (e.g. ${JSON.stringify(pending.legal[0])})`,
      );
  }

  private settle(pending: Pending, move: Move): void {
    clearTimeout(pending.timer);
    if (this.pending === pending) this.pending = null;
    pending.resolve(move);
  }

  private random(legal: readonly Move[]): Move {
    return legal[randomInt(this.rng, legal.length)]!;
  }

  /** Settles a decision with a random legal move and reports why. */
  private replace(pending: Pending, kind: IncidentKind, detail: string): void {
    const move = this.random(pending.legal);
    const stopped = this.gone !== null;
    this.report({ seat: pending.seat, kind, detail, decision: pending.decision, move, stopped });
    this.settle(pending, move);
  }

  private report(incident: Incident): void {
    this.incidents.push(incident);
    this.options.onIncident?.(incident);
  }

  private limitFor(decision: number): number {
    return decision === 1 ? this.timeLimitMs + this.startupMs : this.timeLimitMs;
  }

  private timeout(pending: Pending): void {
    if (this.pending !== pending) return;
    if (pending.sent) {
      // One more chance: its answer, when it comes, is ignored, and the next decision waits for it.
      this.late = true;
      this.replace(pending, "timeout", `no answer within ${this.limitFor(pending.decision)} ms`);
      return;
    }
    this.end(
      "timeout",
      `no answer within ${this.timeLimitMs} ms to two decisions in a row (${pending.decision - 1} and ${pending.decision}): the program was stopped`,
    );
  }

  decide(observation: Observation): Promise<Move> {
    const { view, events } = observation;
    if (this.closing) throw new Error(`External agent "${this.name}" was closed.`);
    if (this.pending) throw new Error(`External agent "${this.name}" was asked to decide twice at once.`);
    const legal = view.legalMoves;
    if (legal.length === 0 || view.seat === null)
      throw new Error(`External agent "${this.name}": seat ${view.seat} has no decision to make.`);
    const seat = view.seat;
    this.seat = seat;
    const decision = ++this.decisions;
    if (this.gone) {
      const { kind, detail, decision: since } = this.gone;
      const move = this.random(legal);
      const when = since === 0 ? "before its first decision" : `at or after decision ${since}`;
      this.report({ seat, kind, detail: `the program stopped ${when}: ${detail}`, decision, move, stopped: true });
      return Promise.resolve(move);
    }
    return new Promise<Move>((resolve) => {
      const message: DecideMessage = { type: "decide", view, events, legalMoves: legal };
      const pending: Pending = {
        seat,
        decision,
        legal,
        message,
        sent: false,
        resolve,
        timer: setTimeout(() => this.timeout(pending), this.limitFor(decision)),
      };
      this.pending = pending;
      if (!this.helloSent) {
        this.helloSent = true;
        const hello: HelloMessage = {
          type: "hello",
          protocol: PROTOCOL_VERSION,
          seat,
          ruleset: view.ruleset,
          players: view.players,
          options: this.options.matchOptions ?? (view as { options?: MatchOptions }).options ?? {},
          budgetMs: this.budgetMs,
          timeLimitMs: this.timeLimitMs,
        };
        this.send(hello);
      }
      if (!this.late) {
        pending.sent = true;
        this.send(message);
      }
    });
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.closing = (async () => {
      const pending = this.pending;
      if (pending) this.settle(pending, this.random(pending.legal));
      const child = this.child;
      // A program that ended or was stopped was already killed with its process group.
      if (!child || this.gone) return;
      if (child.exitCode !== null || child.signalCode !== null) {
        killTree(child); // what it may have left running
        return;
      }
      const bye: ByeMessage = { type: "bye" };
      this.send(bye);
      child.stdin?.end();
      let timer: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.closeGraceMs ?? DEFAULT_CLOSE_GRACE_MS);
      });
      await Promise.race([this.exited, graceOver]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null)
        this.note(`seat ${this.seat}: the program did not exit after "bye"; killed`);
      killTree(child);
      await Promise.race([this.exited, new Promise((resolve) => setTimeout(resolve, 200))]);
    })();
    return this.closing;
  }
}

/**
 * An agent played by a separate program that speaks the bot protocol (docs/bot-protocol.md): one
 * JSON message per line on its standard input, one JSON move per line on its standard output. The
 * program starts now; close the agent when the match is over.
 *
 * It never stalls a match: every decision settles within `timeLimitMs` (budget plus grace; the first
 * also within `startupMs` more, as it includes the program's start-up). When the
 * program crashes, exits, hangs, writes something that is not JSON or a move that is not legal, the
 * decision is a uniformly random legal move (seeded) and an {@link Incident} is reported. A program
 * that has ended, or that was stopped after timing out twice in a row, is not restarted: its seat
 * plays random moves for the rest of the match, one incident per decision.
 */
export function externalAgent(command: string, options: ExternalAgentOptions = {}): ExternalAgent {
  return new ExternalProgram(command, options);
}

/** A short name for a bot command: the file name of its program ("bot.py" for "./examples/bots/python/bot.py"). */
export function shortCommandName(command: string): string {
  const words = command.trim().split(/\s+/);
  const script = words.find((w) => /\.(py|js|mjs|sh)$/.test(w)) ?? words[words.length - 1] ?? command;
  return basename(script);
}
