import {
  apply,
  type CharacterName,
  type EngineEvent,
  eventsFor,
  type Move,
  type State,
  scenarioState,
  type View,
  view,
} from "@loveletter/engine";
import type { LearnSentence } from "./learn-words.js";

/**
 * A prepared game the player is taught through (the guided game, a lesson): each round is an
 * engine scenario (scenario-format.md: a fixed deck order or a position), and its steps say which
 * of the player's moves the coach expects, what each bot plays, and what the coach says. The
 * engine applies every move, so the rules are the real ones; the script only decides which legal
 * move is the lesson's.
 */

/** The fields a move must have to match (a move matches when every given field is equal). */
export type MovePattern = Partial<{
  play: CharacterName;
  target: number;
  guess: number;
  keep: CharacterName;
  redraw: boolean;
  /** The chosen players, in any order (Cardinal, Baroness). */
  targetsAre: readonly number[];
  targetCount: number;
}>;

export interface YourStep {
  readonly kind: "you";
  /** What the coach says when this decision comes up. */
  readonly say: LearnSentence;
  /** The moves the step accepts (the first one is what a test plays). */
  readonly right: readonly MovePattern[];
  /** A legal move the step does not accept, and why (checked in order). */
  readonly wrong: readonly { readonly when: MovePattern; readonly say: LearnSentence }[];
  /** Why any other legal move is not the one asked for. */
  readonly otherwise: LearnSentence;
}

export interface BotStep {
  readonly kind: "bot";
  readonly move: Move;
  /** What the coach says about it, shown with the player's next decision. */
  readonly say: LearnSentence;
}

export type Step = YourStep | BotStep;

export interface ScriptRound {
  readonly setup: Record<string, unknown>;
  readonly steps: readonly Step[];
  /** What the coach says when the round's steps are done (the round's end, a lesson's result). */
  readonly end: LearnSentence;
}

export interface LearnScript {
  readonly id: string;
  readonly ruleset: "classic" | "2019" | "premium";
  readonly options: Record<string, unknown>;
  readonly names: readonly string[];
  readonly rounds: readonly ScriptRound[];
  /** What the coach says when the whole script is done, after the last round's end. */
  readonly finish?: LearnSentence;
}

/** The player's seat in every script. */
export const YOU = 0;

export type Phase = "play" | "round-over" | "done";

export interface Tutor {
  readonly script: LearnScript;
  readonly round: number;
  /** The index of the next step of the round. */
  readonly step: number;
  readonly state: State;
  /** Every event of the game so far, all seats' (the page shows the player's share). */
  readonly events: readonly EngineEvent[];
  /** What the coach says now, oldest first: the bots' moves since the player's last, then the ask. */
  readonly coach: readonly LearnSentence[];
  /** The explanation of a move just refused (the player tries again). */
  readonly wrong: LearnSentence | null;
  readonly phase: Phase;
  /** How many of the player's moves were accepted so far. */
  readonly moves: number;
}

export function matches(move: Move, pattern: MovePattern): boolean {
  const m = move as unknown as Partial<Record<string, unknown>> & { targets?: readonly number[] };
  for (const [key, want] of Object.entries(pattern)) {
    if (key === "targetsAre") {
      const chosen = [...(m.targets ?? [])].sort();
      const wanted = [...(want as readonly number[])].sort();
      if (chosen.join() !== wanted.join()) return false;
    } else if (key === "targetCount") {
      if ((m.targets ?? []).length !== want) return false;
    } else if (m[key] !== want) return false;
  }
  return true;
}

/** The round's events as the game tells them: the second round of a prepared game is round 2. */
function numbered(events: readonly EngineEvent[], round: number): EngineEvent[] {
  return events.map((e) => (e.type === "round-started" ? { ...e, round: round + 1 } : e));
}

function deal(script: LearnScript, round: number): { state: State; events: EngineEvent[] } {
  const events: EngineEvent[] = [];
  const state = scenarioState(script.ruleset, script.options, script.rounds[round]!.setup, events);
  return { state, events: numbered(events, round) };
}

function fail(why: string): never {
  throw new Error(`A learning script does not fit its deal: ${why}`);
}

/** Plays the bots' steps up to the player's next decision (or the round's end). */
function advance(t: Tutor, said: LearnSentence[]): Tutor {
  const round = t.script.rounds[t.round]!;
  let { state, step } = t;
  const events = [...t.events];
  while (step < round.steps.length) {
    const s = round.steps[step]!;
    if (s.kind === "you") break;
    const result = apply(state, s.move);
    if (!result.ok) fail(`bot step ${step} of round ${t.round + 1}: ${result.error.message}`);
    state = result.state;
    events.push(...result.events);
    said.push(s.say);
    step++;
  }
  const next = round.steps[step];
  if (next?.kind === "you") said.push(next.say);
  const over = step >= round.steps.length;
  const phase: Phase = over ? (t.round + 1 < t.script.rounds.length ? "round-over" : "done") : "play";
  if (over) said.push(round.end);
  if (phase === "done" && t.script.finish) said.push(t.script.finish);
  return { ...t, state, step, events, coach: said, wrong: null, phase };
}

export function startTutor(script: LearnScript): Tutor {
  const { state, events } = deal(script, 0);
  const t: Tutor = { script, round: 0, step: 0, state, events, coach: [], wrong: null, phase: "play", moves: 0 };
  return advance(t, []);
}

/** The step awaiting the player's move, if any. */
export function yourStep(t: Tutor): YourStep | null {
  const s = t.script.rounds[t.round]?.steps[t.step];
  return t.phase === "play" && s?.kind === "you" ? s : null;
}

/**
 * The player's move: the one the step asks for is played (and the bots answer); any other legal
 * move is refused with its explanation and nothing changes, so the player tries again. An illegal
 * move is an error (the table offers only legal ones).
 */
export function submit(t: Tutor, move: Move): Tutor {
  const s = yourStep(t);
  if (!s) throw new Error("No move is awaited from you now.");
  if (!s.right.some((p) => matches(move, p))) {
    const check = apply(t.state, move);
    if (!check.ok) throw new Error(check.error.message);
    return { ...t, wrong: s.wrong.find((w) => matches(move, w.when))?.say ?? s.otherwise };
  }
  const result = apply(t.state, move);
  if (!result.ok) fail(`your step ${t.step} of round ${t.round + 1}: ${result.error.message}`);
  return advance(
    { ...t, state: result.state, events: [...t.events, ...result.events], step: t.step + 1, moves: t.moves + 1 },
    [],
  );
}

/** Deals the script's next round once a round is over. */
export function dealNextRound(t: Tutor): Tutor {
  if (t.phase !== "round-over") throw new Error("The round is not over.");
  const round = t.round + 1;
  const { state, events } = deal(t.script, round);
  return advance({ ...t, round, step: 0, state, events: [...t.events, ...events] }, []);
}

/** What the player's seat sees: the engine's view (numbered as the prepared game's round) and its events. */
export function yourView(t: Tutor): { view: View; events: EngineEvent[] } {
  const v = view(t.state, YOU);
  return { view: { ...v, round: t.round + 1 }, events: eventsFor(t.events, YOU) };
}

/** How many moves the player makes in the whole script. */
export function yourMoveCount(script: LearnScript): number {
  return script.rounds.reduce((n, r) => n + r.steps.filter((s) => s.kind === "you").length, 0);
}
