// @loveletter/seat: what every presenter of a seat shares — the web client, the command line, the
// bots' review: the step-by-step move builder, the narration of events and the labels.
export * from "./labels.js";
export { type Message, type MessageId, messageOf } from "./messages.js";
export { matchingPlays, nextStep, playableCards, type Selection, type Step } from "./move-builder.js";
export { describeEvent, describeEvents, type LogLine, type LogTone } from "./narration.js";
export { sentence } from "./sentences.js";
