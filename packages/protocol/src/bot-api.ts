// The bot API's wire types (docs/bot-api.md): bot programs that play at a live server's tables.

/** A bot program's account: who it is, who made it (null: the server's admin). Its token is never here. */
export interface BotProgramRecord {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string | null;
  readonly createdAt: number;
}

/** What the bot API answers, by endpoint. */
export interface BotApiAnswers {
  /** GET /api/bots: the signed-in account's bot programs. */
  bots: { readonly bots: readonly BotProgramRecord[] };
  /** POST /api/bots and POST /api/bots/:id/token: a bot program and its secret token (shown once). */
  botToken: { readonly bot: BotProgramRecord; readonly token: string };
}

/** Bot programs one account may own. */
export const BOT_PROGRAMS_PER_OWNER = 10;

/**
 * Tables one bot program may sit at at once (per server process), so that one token can't fill
 * a lobby's open seats.
 */
export const TABLES_PER_BOT_PROGRAM = 8;
