import type { LearnSentence } from "./learn-words.js";
import type { LearnScript, MovePattern, Step } from "./tutor.js";

/**
 * One lesson per card of the 2019 and Premium editions: a prepared position (scenario form 2) in
 * which it is your turn, the card's rule in a sentence, and the move that shows you understood it.
 */
export interface Lesson {
  readonly id: string;
  readonly edition: "2019" | "premium";
  readonly title: LearnSentence;
  readonly rule: LearnSentence;
  readonly script: LearnScript;
}

const FIVE = ["You", "Ann", "Ben", "Cleo", "Dev"];

/** A lesson whose one step is a single move of yours. */
function oneMove(
  id: string,
  edition: Lesson["edition"],
  setup: Record<string, unknown>,
  ask: {
    say: LearnSentence;
    right: readonly MovePattern[];
    wrong?: readonly { when: MovePattern; say: LearnSentence }[];
    otherwise: LearnSentence;
  },
  steps: readonly Step[] = [],
): Lesson {
  const players = (setup.hands as unknown[]).length;
  return {
    id,
    edition,
    title: `lesson.${id}.title` as LearnSentence,
    rule: `lesson.${id}.rule` as LearnSentence,
    script: {
      id: `lesson-${id}`,
      ruleset: edition,
      options: {},
      names: players === 2 ? ["You", "Ann"] : FIVE,
      rounds: [
        {
          setup: { current: 0, ...setup },
          steps: [
            { kind: "you", say: ask.say, right: ask.right, wrong: ask.wrong ?? [], otherwise: ask.otherwise },
            ...steps,
          ],
          end: `lesson.${id}.done` as LearnSentence,
        },
      ],
    },
  };
}

/** Five players, all still in: your card, then Ann's, Ben's, Cleo's and Dev's. */
const five = (hands: readonly string[], deck: readonly string[], more: Record<string, unknown> = {}) => ({
  hands: hands.map((c) => [c]),
  deck,
  setAside: "guard",
  ...more,
});

export const LESSONS: readonly Lesson[] = [
  oneMove(
    "spy",
    "2019",
    { hands: [["spy"], ["baron"]], deck: ["handmaid", "guard"], setAside: "priest" },
    { say: "lesson.spy.ask", right: [{ play: "spy" }], otherwise: "lesson.spy.wrong" },
  ),
  (() => {
    const lesson = oneMove(
      "chancellor",
      "2019",
      { hands: [["chancellor"], ["priest"]], deck: ["guard", "princess", "baron", "guard"], setAside: "king" },
      {
        say: "lesson.chancellor.ask",
        right: [{ play: "chancellor" }],
        otherwise: "lesson.chancellor.play-wrong",
      },
      [
        {
          kind: "you",
          say: "lesson.chancellor.keep",
          right: [{ keep: "princess" }],
          wrong: [],
          otherwise: "lesson.chancellor.keep-wrong",
        },
      ],
    );
    return lesson;
  })(),
  oneMove(
    "jester",
    "premium",
    {
      hands: [["jester"], ["guard"], ["princess"], [], []],
      deck: ["priest", "baron", "king"],
      setAside: "guard",
      out: [false, false, false, true, true],
      discards: [["guard"], ["handmaid"], ["priest"], ["baron", "count"], ["guard", "countess"]],
    },
    {
      say: "lesson.jester.ask",
      right: [{ play: "jester", target: 2 }],
      otherwise: "lesson.jester.wrong",
    },
  ),
  oneMove(
    "assassin",
    "premium",
    five(["assassin", "guard", "baron", "handmaid", "king"], ["priest", "prince", "count"]),
    {
      say: "lesson.assassin.ask",
      right: [{ play: "priest" }],
      otherwise: "lesson.assassin.wrong",
    },
  ),
  oneMove(
    "cardinal",
    "premium",
    five(["cardinal", "king", "baron", "handmaid", "priest"], ["guard", "prince", "count"]),
    {
      say: "lesson.cardinal.ask",
      right: [{ play: "cardinal", targetsAre: [0, 1] }],
      otherwise: "lesson.cardinal.wrong",
    },
  ),
  oneMove(
    "baroness",
    "premium",
    five(["baroness", "king", "baron", "handmaid", "priest"], ["guard", "prince", "count"]),
    {
      say: "lesson.baroness.ask",
      right: [{ play: "baroness", targetCount: 2 }],
      otherwise: "lesson.baroness.wrong",
    },
  ),
  oneMove(
    "sycophant",
    "premium",
    five(["sycophant", "guard", "baron", "handmaid", "priest"], ["countess", "prince", "count"], {
      discards: [[], ["guard", "baron"], [], [], []],
    }),
    {
      say: "lesson.sycophant.ask",
      right: [1, 2, 3, 4].map((target) => ({ play: "sycophant" as const, target })),
      otherwise: "lesson.sycophant.wrong",
    },
  ),
  oneMove("count", "premium", five(["count", "guard", "baron", "handmaid", "priest"], ["countess", "prince"]), {
    say: "lesson.count.ask",
    right: [{ play: "count" }],
    otherwise: "lesson.count.wrong",
  }),
  oneMove(
    "constable",
    "premium",
    five(["constable", "guard", "guard", "handmaid", "priest"], ["baron", "prince", "count"], {
      discards: [[], [], ["guard", "guard"], [], []],
    }),
    { say: "lesson.constable.ask", right: [{ play: "constable" }], otherwise: "lesson.constable.wrong" },
  ),
  oneMove(
    "dowager-queen",
    "premium",
    five(["dowager-queen", "priest", "baron", "handmaid", "king"], ["guard", "prince", "count"]),
    {
      say: "lesson.dowager-queen.ask",
      right: [{ play: "dowager-queen", target: 1 }],
      otherwise: "lesson.dowager-queen.wrong",
    },
  ),
  oneMove("bishop", "premium", five(["bishop", "king", "baron", "handmaid", "priest"], ["guard", "prince", "count"]), {
    say: "lesson.bishop.ask",
    right: [{ play: "bishop", target: 1, guess: 6 }],
    otherwise: "lesson.bishop.wrong",
  }),
];

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}
