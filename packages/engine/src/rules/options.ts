import type { Edition, RulesetId } from "./rulesets.js";

/**
 * The rule options of rules.md §6.1 and the match options of scenario-format.md, each with the
 * values it takes and the rulesets it belongs to. An unknown option, one that does not belong to
 * the ruleset, or a value outside its list is an error, never ignored.
 */
export const RULE_OPTION_VALUES = {
  classic_full_tie: ["all_win", "none_win"],
  game_end_tie: ["shared", "tiebreaker"],
  spy_eliminated_players_block: [true, false],
  jester_requires_jester_player_in_round: [true, false],
  bishop_may_name_one: [true, false],
  premium_showdown_cycle_policy: ["drop_bishop_if_princess", "victorz_lift"],
  sycophant_unsatisfiable: ["no_effect", "ignore_requirement"],
  vz_still_present: ["seated", "in_round"],
  vz_elimination_rank: ["later_higher", "earlier_higher"],
  vz_constable_copies: [1, 2],
} as const;

export type RuleOptionName = keyof typeof RULE_OPTION_VALUES;
export type RuleOptions = { -readonly [K in RuleOptionName]: (typeof RULE_OPTION_VALUES)[K][number] };

/** A ruleset and, for `custom`, the edition whose rules it follows. */
interface Context {
  readonly ruleset: RulesetId;
  readonly edition: Edition | null;
}

const tokenGames = (c: Context) => c.ruleset !== "discard";
const premiumCharacters = (c: Context) => c.ruleset === "premium" || c.ruleset === "custom";

/** Which rulesets each rule option belongs to. */
const BELONGS: Readonly<Record<RuleOptionName, (c: Context) => boolean>> = {
  classic_full_tie: (c) => c.edition === "classic",
  game_end_tie: tokenGames,
  spy_eliminated_players_block: (c) => c.edition === "2019",
  jester_requires_jester_player_in_round: premiumCharacters,
  bishop_may_name_one: premiumCharacters,
  premium_showdown_cycle_policy: premiumCharacters,
  sycophant_unsatisfiable: (c) => premiumCharacters(c) || c.ruleset === "discard",
  vz_still_present: (c) => c.ruleset === "discard",
  vz_elimination_rank: (c) => c.ruleset === "discard",
  vz_constable_copies: (c) => c.ruleset === "discard",
};

export function defaultRuleOptions(c: Context): RuleOptions {
  return {
    classic_full_tie: "all_win",
    game_end_tie: c.edition === "2019" ? "shared" : "tiebreaker",
    spy_eliminated_players_block: false,
    jester_requires_jester_player_in_round: false,
    // In "discard" the Bishop may always name 1 (rules.md §6.2); elsewhere only with the option.
    bishop_may_name_one: c.ruleset === "discard",
    premium_showdown_cycle_policy: c.ruleset === "discard" ? "victorz_lift" : "drop_bishop_if_princess",
    sycophant_unsatisfiable: "no_effect",
    vz_still_present: "seated",
    vz_elimination_rank: "later_higher",
    vz_constable_copies: 1,
  };
}

export function isRuleOption(name: string): name is RuleOptionName {
  return Object.hasOwn(RULE_OPTION_VALUES, name);
}

export function ruleOptionBelongs(name: RuleOptionName, c: Context): boolean {
  return BELONGS[name](c);
}
