// The guided game and the lessons are played through the real engine: every scripted move is
// legal on its prepared deal, each step accepts its right move and explains a wrong one, and the
// game ends as the coach says it does.

import { legalMoves, type Move } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { GUIDED_GAME } from "../src/learn/guided-game.js";
import { LEARN_WORDS } from "../src/learn/learn-words.js";
import { LESSONS } from "../src/learn/lessons.js";
import {
  dealNextRound,
  type LearnScript,
  matches,
  startTutor,
  submit,
  type Tutor,
  YOU,
  yourMoveCount,
  yourStep,
  yourView,
} from "../src/learn/tutor.js";

/** The first legal move each right pattern names (what a player following the coach plays). */
function rightMove(t: Tutor): Move {
  const step = yourStep(t)!;
  const move = legalMoves(t.state).find((m) => step.right.some((p) => matches(m, p)));
  if (!move) throw new Error(`no legal move fits step ${t.step} of round ${t.round + 1}`);
  return move;
}

function wrongMoves(t: Tutor): Move[] {
  const step = yourStep(t)!;
  return legalMoves(t.state).filter((m) => !step.right.some((p) => matches(m, p)));
}

/** Plays a script through, trying every wrong move at each step first. */
function playThrough(script: LearnScript) {
  let t = startTutor(script);
  let wrongTried = 0;
  const said: string[] = [...t.coach];
  for (let guard = 0; t.phase !== "done" && guard < 100; guard++) {
    if (t.phase === "round-over") {
      t = dealNextRound(t);
      said.push(...t.coach);
      continue;
    }
    expect(t.state.awaitingSeat, "the engine awaits your move at your step").toBe(YOU);
    for (const wrong of wrongMoves(t)) {
      const refused = submit(t, wrong);
      expect(refused.wrong, `an explanation for ${JSON.stringify(wrong)}`).not.toBeNull();
      expect(refused.state).toBe(t.state);
      expect(refused.step).toBe(t.step);
      wrongTried++;
    }
    t = submit(t, rightMove(t));
    said.push(...t.coach);
  }
  return { t, wrongTried, said };
}

describe("the guided first game", () => {
  it("is won by the player in two rounds, the first by last standing and the second by a showdown", () => {
    const { t, wrongTried, said } = playThrough(GUIDED_GAME);
    expect(t.phase).toBe("done");
    const { view, events } = yourView(t);
    expect(view.matchOver).toBe(true);
    expect(view.matchWinners).toEqual([YOU]);
    expect(view.seats[YOU]!.tokens).toBe(2);
    const ends = events.filter((e) => e.type === "round-ended");
    expect(ends.map((e) => e.type === "round-ended" && e.winners)).toEqual([[YOU], [YOU]]);
    expect(ends.map((e) => e.type === "round-ended" && e.reason)).toEqual(["last-standing", "showdown"]);
    expect(view.round).toBe(2);
    expect(wrongTried).toBeGreaterThan(5);
    // The coach named each thing the issue lists, in this order of meeting them.
    expect(said).toEqual([
      "guided.r1.m1",
      "guided.r1.ann-guard",
      "guided.r1.m2",
      "guided.r1.end",
      "guided.r2.m1",
      "guided.r2.ann-priest",
      "guided.r2.m2",
      "guided.r2.ann-guard",
      "guided.r2.m3",
      "guided.r2.ann-guard-miss",
      "guided.r2.m4",
      "guided.r2.ann-handmaid",
      "guided.r2.m5",
      "guided.r2.end",
      "guided.end",
    ]);
    for (const id of said) expect(LEARN_WORDS[id as keyof typeof LEARN_WORDS]).toBeTypeOf("string");
  });

  it("takes twelve moves: seven of the player's and five of Ann's", () => {
    expect(yourMoveCount(GUIDED_GAME)).toBe(7);
    const bots = GUIDED_GAME.rounds.reduce((n, r) => n + r.steps.filter((s) => s.kind === "bot").length, 0);
    expect(bots).toBe(5);
  });

  it("reads in under five minutes: every sentence at 200 words a minute, and 3 s for each move and button", () => {
    const { said } = playThrough(GUIDED_GAME);
    const words = said
      .map((id) => LEARN_WORDS[id as keyof typeof LEARN_WORDS] as string)
      .join(" ")
      .split(/\s+/)
      .filter(Boolean).length;
    // The player's seven moves, "Deal the next round" once, and "Finish" at the end.
    const actions = yourMoveCount(GUIDED_GAME) + (GUIDED_GAME.rounds.length - 1) + 1;
    const seconds = (words / 200) * 60 + actions * 3;
    console.info(`The guided game: ${words} words and ${actions} actions, ${(seconds / 60).toFixed(1)} minutes.`);
    expect(seconds).toBeLessThanOrEqual(5 * 60);
  });

  it("refuses a wrong guess with the reason and keeps the position, then accepts the right one", () => {
    let t = startTutor(GUIDED_GAME);
    t = submit(t, { seat: 0, play: "priest", target: 1 });
    expect(t.coach).toEqual(["guided.r1.ann-guard", "guided.r1.m2"]);
    const wrong = submit(t, { seat: 0, play: "guard", target: 1, guess: 2 });
    expect(wrong.wrong).toBe("guided.r1.m2.wrong-guess");
    expect(yourView(wrong).view.seats[1]!.out).toBe(false);
    const baron = submit(wrong, { seat: 0, play: "baron", target: 1 });
    expect(baron.wrong).toBe("guided.r1.m2.baron");
    const right = submit(baron, { seat: 0, play: "guard", target: 1, guess: 5 });
    expect(right.wrong).toBeNull();
    expect(right.phase).toBe("round-over");
    expect(yourView(right).view.seats[1]!.out).toBe(true);
  });

  it("refuses a move the engine forbids with the engine's reason", () => {
    const t = startTutor(GUIDED_GAME);
    expect(() => submit(t, { seat: 0, play: "baron", target: 1 })).toThrow();
  });
});

describe("the lessons", () => {
  it("has one per card of 2019 and Premium", () => {
    expect(LESSONS.map((l) => l.id)).toEqual([
      "spy",
      "chancellor",
      "jester",
      "assassin",
      "cardinal",
      "baroness",
      "sycophant",
      "count",
      "constable",
      "dowager-queen",
      "bishop",
    ]);
  });

  for (const lesson of LESSONS)
    it(`${lesson.id}: the right move is legal and accepted, every other legal move is explained`, () => {
      expect(LEARN_WORDS[lesson.rule]).toBeTypeOf("string");
      const start = startTutor(lesson.script);
      expect(wrongMoves(start).length, "the lesson offers a wrong move to make").toBeGreaterThan(0);
      const { t, wrongTried } = playThrough(lesson.script);
      expect(t.phase).toBe("done");
      expect(wrongTried).toBeGreaterThan(0);
      expect(t.coach.at(-1)).toBe(`lesson.${lesson.id}.done`);
    });

  it("the Dowager Queen knocks out the higher card, and the Bishop's right guess gives a token", () => {
    const dq = playThrough(LESSONS.find((l) => l.id === "dowager-queen")!.script).t;
    expect(yourView(dq).view.seats[1]!.out).toBe(true);
    const bishop = playThrough(LESSONS.find((l) => l.id === "bishop")!.script).t;
    expect(yourView(bishop).view.seats[YOU]!.tokens).toBe(1);
  });
});
