/**
 * What the built-in bots are called at a table: people of the princess's court, so that a table
 * reads as a story and not as a list of programs. The strength is shown beside the name, as a
 * label, never in it. There are more names than seats, so every bot at a table has its own.
 */
export const BOT_NAMES = [
  "Sir Aldric",
  "Lady Rosamund",
  "Brother Anselm",
  "Dame Elowen",
  "Lord Percival",
  "Mistress Wren",
  "Squire Tobin",
  "Lady Marguerite",
  "Sir Gawen",
  "Sister Hild",
] as const;

export type BotName = (typeof BOT_NAMES)[number];

/**
 * The name of a bot that sits down at `seat`: the seat's own name, or the next one nobody at the
 * table has (`taken`: the names already at the table, a bot's and a person's alike).
 */
export function botSeatName(seat: number, taken: Iterable<string>): BotName {
  const used = new Set(taken);
  for (let step = 0; step < BOT_NAMES.length; step++) {
    const name = BOT_NAMES[(seat + step) % BOT_NAMES.length]!;
    if (!used.has(name)) return name;
  }
  throw new Error(`No bot name is free among ${BOT_NAMES.length}: a table has at most 8 seats.`);
}
