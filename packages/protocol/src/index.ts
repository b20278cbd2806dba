// What both ends of a seat share (the web client and the command line).
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
