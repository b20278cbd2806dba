// @loveletter/match: a game as the server referees it and a replay rebuilds it — the game action
// applied to the engine's match, the deal (a seed's, or the fair deal's commit-reveal) and the
// turn timer's policy. The action's wire form is @loveletter/protocol's (records.ts), given again
// here as the type of what `applyAction` and `replay` take.
export type { GameAction, StoredAction } from "@loveletter/protocol";
export * from "./fair-deal/index.js";
export * from "./replay.js";
export * from "./timer-moves.js";
