import type { RulesetId } from "@loveletter/engine";
import type { BotStrength, MessageKey } from "@loveletter/protocol";
import { currentWords } from "../i18n/current.js";

// A table's options in the page's language: the editions and the bots' strengths (the goal is
// table-options.ts's describeGoal).

const RULESET_KEYS: Readonly<Record<RulesetId, { name: MessageKey; blurb: MessageKey }>> = {
  classic: { name: "ruleset.classic", blurb: "ruleset.classic-blurb" },
  "2019": { name: "ruleset.2019", blurb: "ruleset.2019-blurb" },
  premium: { name: "ruleset.premium", blurb: "ruleset.premium-blurb" },
  discard: { name: "ruleset.discard", blurb: "ruleset.discard-blurb" },
  custom: { name: "ruleset.custom", blurb: "ruleset.custom-blurb" },
};

function keysOf(ruleset: string): { name: MessageKey; blurb: MessageKey } | undefined {
  return (RULESET_KEYS as Readonly<Record<string, { name: MessageKey; blurb: MessageKey }>>)[ruleset];
}

/** An edition's name ("Classic", "Klassisch"); an edition this page does not know by its id. */
export function rulesetName(ruleset: string): string {
  const keys = keysOf(ruleset);
  return keys ? currentWords().t(keys.name) : ruleset;
}

/** What an edition is, in a sentence. */
export function rulesetBlurb(ruleset: string): string {
  const keys = keysOf(ruleset);
  return keys ? currentWords().t(keys.blurb) : "";
}

const STRENGTH_KEYS: Readonly<Record<BotStrength, MessageKey>> = {
  random: "strength.random",
  heuristic: "strength.heuristic",
  expert: "strength.expert",
};

/** A built-in bot's strength ("Beginner", "Débutant"). */
export function strengthName(strength: BotStrength): string {
  return currentWords().t(STRENGTH_KEYS[strength]);
}
