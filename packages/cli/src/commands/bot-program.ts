import type { CommandIO } from "../main.js";

export interface BotProgramArgs {
  readonly db?: string;
  readonly json?: boolean;
}

/**
 * `loveletter bot-program create NAME`: the server admin's way to make a bot program (docs/bot-api.md)
 * without an account, straight in the server's store. Prints its id and its token, once.
 */
export async function createBotProgramCommand(name: string, args: BotProgramArgs, io: CommandIO): Promise<number> {
  const { openStore, DEFAULT_STORE } = await import("@loveletter/server");
  const { botProgramName, ProtocolError } = await import("@loveletter/protocol");
  let store: Awaited<ReturnType<typeof openStore>> | null = null;
  try {
    const checked = botProgramName(name);
    store = await openStore(args.db ?? process.env.DATABASE_URL ?? DEFAULT_STORE);
    const { bot, token } = await store.createBotProgram(checked, null, Date.now());
    if (args.json) io.output.write(`${JSON.stringify({ bot, token })}\n`);
    else
      io.output.write(
        `Bot program "${bot.name}" (${bot.id}). Its token, shown this once:\n${token}\n` +
          `Connect it with: loveletter connect --url URL --token ${token} ./your-bot\n`,
      );
    return 0;
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    io.error.write(`loveletter bot-program: ${error.message}\n`);
    return 2;
  } finally {
    await store?.close();
  }
}
