import { createEndpoint } from "@colyseus/core";
import type { BotApiAnswers } from "@loveletter/protocol";
import { botProgramName, refuse } from "@loveletter/protocol";
import type { ServerContext } from "../context.js";
import { authenticate, fields, handled } from "./account-api.js";
import { json } from "./responses.js";

/**
 * The bot API's HTTP part (docs/bot-api.md): a signed-in account makes, lists, re-keys and deletes
 * its bot programs. A program then plays at tables over the websocket with its token, as a
 * person's client does.
 */
export function botEndpoints(ctx: ServerContext, now: () => number = Date.now) {
  const { store } = ctx;

  /** Only an account owns bots: not a guest, nor a bot. */
  async function owner(headers: Headers | undefined, write: boolean) {
    const { player } = await authenticate(store, headers, write, now);
    if (player.kind !== "account") refuse("unauthorized", "Only an account can have bots: sign up first.");
    return player;
  }

  return {
    bots: createEndpoint(
      "/api/bots",
      { method: "GET" },
      handled(async ({ headers }) => {
        const player = await owner(headers, false);
        return json({ bots: await store.botProgramsOf(player.id) } satisfies BotApiAnswers["bots"]);
      }),
    ),
    createBot: createEndpoint(
      "/api/bots",
      { method: "POST" },
      handled(async ({ body, headers }) => {
        const player = await owner(headers, true);
        const name = botProgramName(fields(body).name);
        return json((await store.createBotProgram(name, player.id, now())) satisfies BotApiAnswers["botToken"], 201);
      }),
    ),
    newBotToken: createEndpoint(
      "/api/bots/:id/token",
      { method: "POST" },
      handled(async ({ headers, params }) => {
        const player = await owner(headers, true);
        const renewed = await store.newBotProgramToken(String(params?.id), player.id);
        if (!renewed) refuse("not-found", "You have no such bot.");
        // The old token stops working now: connections opened with it are closed, on every process.
        ctx.sessions.ended(renewed.bot.id);
        return json(renewed satisfies BotApiAnswers["botToken"]);
      }),
    ),
    deleteBot: createEndpoint(
      "/api/bots/:id",
      { method: "DELETE" },
      handled(async ({ headers, params }) => {
        const player = await owner(headers, true);
        if (!(await store.deleteBotProgram(String(params?.id), player.id)))
          refuse("not-found", "You have no such bot.");
        ctx.sessions.ended(String(params?.id));
        return new Response(null, { status: 204 });
      }),
    ),
  };
}
