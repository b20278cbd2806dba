// A deal every player can verify: commit-reveal (docs/fair-deal.md).
export { dealPointAfter, FairDealer } from "./dealer.js";
export {
  botsMessage,
  type DealPoint,
  dealMessage,
  FIRST_DEAL,
  fairBytes,
  fairGenerator,
  timerMessage,
} from "./messages.js";
export * from "./seeds.js";
export { type KnownSeeds, type Verification, verifyGame } from "./verify.js";
