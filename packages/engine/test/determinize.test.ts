import {
  applyCode,
  cloneState,
  compileRules,
  legalCodes,
  moveBuffer,
  randomInt,
  restartMatch,
  type State,
  scenarioStateOf,
  seedRng,
  startMatch,
  startNextRound,
  stateFromView,
  view,
  withHiddenCards,
} from "@loveletter/engine";
import { describe, expect, it } from "vitest";

const TABLES: [string, number, object][] = [
  ["classic", 2, {}],
  ["classic", 4, {}],
  ["2019", 5, {}],
  ["premium", 7, {}],
  ["discard", 4, { decks: 2 }],
  ["discard", 6, { extended: true }],
  ["custom", 3, { edition: "2019", deck: "premium-2019" }],
];

/** The true hidden cards of a state, from one seat's side. */
function hiddenOf(s: State, seat: number) {
  return {
    hands: s.hands.map((h, t) => (t === seat ? [] : h.slice())),
    deck: s.deck.slice().reverse(),
    setAside: s.setAside,
  };
}

describe("a seat's view plus the true hidden cards rebuilds the state exactly", () => {
  for (const [ruleset, players, options] of TABLES) {
    it(`${ruleset}, ${players} players`, () => {
      const rules = compileRules(ruleset, players, options);
      const s = startMatch(rules, seedRng(`${ruleset}${players}`), undefined, null);
      const rng = seedRng(7);
      const buf = moveBuffer();
      let checked = 0;
      const world = cloneState(s);
      for (let step = 0; step < 400; step++) {
        if (s.roundOver) {
          if (s.matchOver) restartMatch(s, undefined, null);
          else startNextRound(s, null);
        }
        const seat = step % players;
        const rebuilt = withHiddenCards(stateFromView(rules, view(s, seat), seedRng(1)), seat, hiddenOf(s, seat));
        expect(scenarioStateOf(rebuilt)).toEqual(scenarioStateOf(s));
        for (let t = 0; t < players; t++) expect(view(rebuilt, t)).toEqual(view(s, t));
        expect(legalCodes(rebuilt)).toEqual(legalCodes(s));
        expect(rebuilt.koPile).toEqual(s.koPile);
        expect(rebuilt.tokensAtStart).toEqual(s.tokensAtStart);
        // Dealt into a reused world (a copy of another position's state): the same state.
        const reused = withHiddenCards(stateFromView(rules, view(s, seat), seedRng(1)), seat, hiddenOf(s, seat), world);
        expect(reused).toBe(world);
        expect(JSON.stringify(reused)).toBe(JSON.stringify(rebuilt));
        expect(scenarioStateOf(reused)).toEqual(scenarioStateOf(s));
        checked++;
        const n = legalCodes(s).length;
        const moves = buf;
        legalCodes(s).forEach((c, i) => {
          moves[i] = c;
        });
        applyCode(s, moves[randomInt(rng, n)]!, null);
      }
      expect(checked).toBe(400);
    });
  }
});
