// The wire between the server and its clients (web, command line, bots, tests), in one place:
// settings, messages both ways, the public table, the stored records and their replay, the HTTP
// answers; and what both ends of a seat share: the narration of events and the move builder.
export * from "./accounts.js";
export * from "./bot-api.js";
export * from "./client-messages.js";
export * from "./community.js";
export * from "./errors.js";
export * from "./fair-deal/index.js";
export * from "./http.js";
export * from "./ladder.js";
export * from "./name-key.js";
export * from "./names.js";
export * from "./records.js";
export * from "./replay.js";
export {
  matchingPlays,
  nextStep,
  playableCards,
  type Selection,
  type Step,
} from "./seat/move-builder.js";
export {
  describeEvent,
  describeEvents,
  finishSentence,
  guessLabel,
  type LogLine,
  type LogTone,
  type NameContext,
  possessive,
  sentenceNames,
} from "./seat/narration.js";
export * from "./server-messages.js";
export * from "./setting-ranges.js";
export * from "./settings.js";
export * from "./table.js";
export * from "./timer-moves.js";
export * from "./usernames.js";
