import { type CharacterName, newMatch, view } from "@loveletter/engine";

/**
 * Picks a test seed whose deal gives seat 0 (the first player when the server honours `testSeed`)
 * what a test needs, by dealing it with the engine exactly as the server does.
 */
export function findSeed(
  ruleset: string,
  players: number,
  wanted: (hands: CharacterName[][]) => boolean,
  options: Record<string, unknown> = {},
): string {
  for (let i = 0; i < 5000; i++) {
    const seed = `web-test-${ruleset}-${i}`;
    const { state } = newMatch({ ruleset, players, options, seed, first: 0 });
    const hands = state.hands.map((_, seat) => view(state, seat).hand);
    if (wanted(hands)) return seed;
  }
  throw new Error(`No seed gives the deal this test needs (${ruleset}, ${players} players).`);
}
