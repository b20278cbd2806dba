import {
  ConfigError,
  compileRules,
  type Edition,
  RULE_OPTION_VALUES,
  type RuleOptionName,
  type RuleOptions,
  type RulesetId,
} from "@loveletter/engine";

/**
 * The rule options of rules.md §6.1 as the "Advanced rules" part of the table form offers them:
 * a label, one line saying what the option decides, and words for each value. Which options a
 * ruleset takes, and their defaults, come from the engine itself.
 */
export type RuleOptionValue = RuleOptions[RuleOptionName];

export interface RuleOptionText {
  readonly label: string;
  readonly explain: string;
  readonly values: Readonly<Record<string, string>>;
}

export const RULE_OPTION_TEXT: Readonly<Record<RuleOptionName, RuleOptionText>> = {
  classic_full_tie: {
    label: "Showdown tie after the discard totals",
    explain: "Classic: players still tied after comparing discard totals all win the round, or none of them does.",
    values: { all_win: "All tied players win", none_win: "Nobody wins the round" },
  },
  game_end_tie: {
    label: "Several players reach the goal together",
    explain: "They share the victory, or play tie-breaker rounds among themselves until one gains the most.",
    values: { shared: "Shared victory", tiebreaker: "Tie-breaker round" },
  },
  spy_eliminated_players_block: {
    label: "Spies of knocked-out players",
    explain:
      "2019: whether a Spy played by someone later knocked out still denies the Spy token to another Spy player.",
    values: { true: "Still count", false: "Don't count" },
  },
  jester_requires_jester_player_in_round: {
    label: "Jester's player must still be in",
    explain: "The Jester's token is paid only if the player who played it is still in the round at its end.",
    values: { true: "Required", false: "Not required" },
  },
  bishop_may_name_one: {
    label: "Bishop may name 1",
    explain: "Whether the Bishop may name the Guard's number, 1, like any other value.",
    values: { true: "Allowed", false: "Not allowed" },
  },
  premium_showdown_cycle_policy: {
    label: "Princess, Bishop and Count cycles",
    explain:
      "Count bonuses can make a showdown go in circles: any Princess beats every Bishop first, or (victorz.ca) she counts 4 more.",
    values: {
      drop_bishop_if_princess: "Princess beats Bishop first",
      victorz_lift: "Princess counts 4 more (victorz.ca)",
    },
  },
  sycophant_unsatisfiable: {
    label: "Sycophant's player can't be chosen",
    explain: "When the next card can't include the Sycophant's chosen player: it has no effect, or ignores the demand.",
    values: { no_effect: "Card has no effect", ignore_requirement: "Ignore the demand" },
  },
  vz_still_present: {
    label: "Jester's player \u201cstill present\u201d",
    explain: "Discard: the Jester's partial win needs its player still seated at the table, or still in the round.",
    values: { seated: "Seated at the table", in_round: "Still in the round" },
  },
  vz_elimination_rank: {
    label: "Rank of knocked-out players",
    explain: "Discard: among players knocked out, the one knocked out later ranks higher, or the earlier one.",
    values: { later_higher: "Later ranks higher", earlier_higher: "Earlier ranks higher" },
  },
  vz_constable_copies: {
    label: "Constables in the Extended deck",
    explain: "Discard Extended: one Constable as printed, or two as the victorz.ca page lists (33 cards).",
    values: { 1: "One", 2: "Two" },
  },
};

export interface OfferedOption {
  readonly name: RuleOptionName;
  readonly values: readonly RuleOptionValue[];
  readonly defaultValue: RuleOptionValue;
}

const ALL_OPTIONS = Object.keys(RULE_OPTION_VALUES) as RuleOptionName[];

/** A playable base for asking the engine: a ruleset's own options at a player count it seats. */
function probe(ruleset: RulesetId, edition: Edition): { players: number; options: Record<string, unknown> } {
  if (ruleset === "custom") return { players: 2, options: { edition, deck: [{ card: "guard", count: 16 }] } };
  if (ruleset === "discard") return { players: 4, options: {} };
  return { players: 2, options: {} };
}

/** The options a ruleset (a custom deck: its edition) takes, with the engine's defaults. */
export function offeredOptions(ruleset: RulesetId, edition: Edition): OfferedOption[] {
  const { players, options } = probe(ruleset, edition);
  const defaults = compileRules(ruleset, players, options).options;
  return ALL_OPTIONS.flatMap((name) => {
    try {
      compileRules(ruleset, players, { ...options, [name]: defaults[name] });
    } catch (error) {
      if (error instanceof ConfigError && error.code === "option-not-in-ruleset") return [];
      throw error;
    }
    return [{ name, values: RULE_OPTION_VALUES[name], defaultValue: defaults[name] }];
  });
}

/** A select's string back to the option's value. */
export function parseOptionValue(name: RuleOptionName, text: string): RuleOptionValue | undefined {
  return (RULE_OPTION_VALUES[name] as readonly RuleOptionValue[]).find((v) => String(v) === text);
}

export function isRuleOptionName(name: string): name is RuleOptionName {
  return Object.hasOwn(RULE_OPTION_VALUES, name);
}
