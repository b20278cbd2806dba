// What both ends of a seat share (the web client and the command line).
export {
  matchingPlays,
  nextStep,
  playableCards,
  type Selection,
  type Step,
} from "./seat/move-builder.js";
