import { z } from "zod";
import { clientSeedProblem } from "./fair-deal.js";
import { BOT_STRENGTHS } from "./setting-ranges.js";
import { SettingsChange, TableSettings } from "./settings.js";

export const CHAT_MAX_LENGTH = 300;

/**
 * A chat line as everyone is shown it: control and format characters (a bell, a bidi override)
 * become spaces first, so that trimming then leaves nothing of a line made only of them.
 */
export function chatLineText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, " ").trim();
}

/** A move in the engine's JSON vocabulary; the engine itself checks its fields and legality. */
/** The length of a value as JSON, or null when it holds a BigInt (what msgpack's 64-bit integers decode to). */
function jsonLength(value: unknown): number | null {
  try {
    return JSON.stringify(value).length;
  } catch {
    return null;
  }
}

const MoveJson = z.record(z.string().max(20), z.unknown()).superRefine((move, ctx) => {
  const length = jsonLength(move);
  if (length === null)
    ctx.addIssue({
      code: "custom",
      message:
        "A move's numbers are small whole numbers; a 64-bit integer (msgpack uint64 or int64) is not one: send it as a plain number",
    });
  else if (length > 500) ctx.addIssue({ code: "custom", message: "A move is at most 500 characters of JSON." });
});

/** Every message a client may send to a table, by type (docs/protocol.md, "Messages to the server"). */
export const CLIENT_MESSAGES = {
  move: z.strictObject({ move: MoveJson, turn: z.int().min(0).optional() }),
  chat: z.strictObject({ text: z.string().max(CHAT_MAX_LENGTH * 4) }),
  ready: z.strictObject({}),
  sit: z.strictObject({ seat: z.int().min(0).max(7) }),
  stand: z.strictObject({}),
  settings: z.strictObject({ settings: SettingsChange }),
  bot: z.strictObject({ seat: z.int().min(0).max(7), strength: z.enum(BOT_STRENGTHS).nullable() }),
  start: z.strictObject({}),
  /** The sender's client seed for the next deal (docs/fair-deal.md), while the table waits or after a match. */
  seed: z.strictObject({
    seed: z.string().refine((seed) => clientSeedProblem(seed) === null, {
      error: (issue) => clientSeedProblem(String(issue.input)) ?? "Not a seed.",
    }),
  }),
} as const;

export type ClientMessageType = keyof typeof CLIENT_MESSAGES;
export type ClientMessage<T extends ClientMessageType> = z.infer<(typeof CLIENT_MESSAGES)[T]>;

export function isClientMessageType(type: unknown): type is ClientMessageType {
  return typeof type === "string" && Object.hasOwn(CLIENT_MESSAGES, type);
}

/** Options of `client.create("table", ...)`. */
export const CreateTableOptions = z.strictObject({
  token: z.string().max(200),
  settings: TableSettings,
  bots: z
    .array(z.strictObject({ seat: z.int().min(1).max(7), strength: z.enum(BOT_STRENGTHS) }))
    .max(7)
    .default([]),
  /** Only when the server runs with `allowTestSeeds`: the first game's seed, so tests can choose a deal. */
  testSeed: z.string().max(100).optional(),
});
export type CreateTableOptions = z.infer<typeof CreateTableOptions>;
/** Create options as a client writes them: defaults may be left out. */
export type CreateTableInput = z.input<typeof CreateTableOptions>;
/** A bot a new table seats from the start. */
export type TableBot = CreateTableOptions["bots"][number];

/** Options of `client.joinById(tableId, ...)`. */
export const JoinTableOptions = z.strictObject({
  token: z.string().max(200),
  spectate: z.boolean().default(false),
  /** A private table's join code: without it only the table's own people come in (docs/protocol.md, "Join"). */
  code: z.string().max(20).optional(),
});
