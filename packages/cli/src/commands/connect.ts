import "../loadtest/shim.js";
import { Client, type Room } from "@colyseus/sdk";
import { commandProblem } from "@loveletter/bots/node";
import type { HttpAnswers, LobbyRoom, TableListing } from "@loveletter/protocol";
import { TableBridge } from "../connect/table-bridge.js";
import type { CommandIO } from "../main.js";

export interface ConnectArgs {
  readonly url: string;
  readonly token: string;
  readonly table?: string;
  readonly seat?: string;
  readonly tables: string;
  readonly budgetMs?: string;
}

class BadConnectArguments extends Error {}

function whole(value: string, option: string, min: number, max: number): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max))
    throw new BadConnectArguments(`${option} must be a whole number from ${min} to ${max}; got "${value}".`);
  return n;
}

/** The bot program the token opens (GET /api/me), or why not. */
async function botOf(url: string, token: string): Promise<HttpAnswers["me"]> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    throw new BadConnectArguments(`cannot reach ${url}: ${(error as Error).message}`);
  }
  if (response.status === 401) throw new BadConnectArguments("the server doesn't know this token.");
  if (!response.ok) throw new BadConnectArguments(`GET ${url}/api/me answered ${response.status}.`);
  const player = (await response.json()) as HttpAnswers["me"];
  if (player.kind !== "bot")
    throw new BadConnectArguments(
      `this token is ${player.name}'s, a ${player.kind}: a bot program's token comes from POST /api/bots (docs/bot-api.md).`,
    );
  return player;
}

/**
 * `loveletter connect --url URL --token T COMMAND`: a bot program of the bot protocol
 * (docs/bot-protocol.md) plays at a live server's tables (docs/bot-api.md). With --table, at that
 * table until it closes; otherwise at public tables whose host invites bot programs, found in the
 * lobby, up to --tables at once, until Ctrl-C.
 */
export async function connectCommand(
  command: string,
  args: ConnectArgs,
  io: CommandIO,
  stop: Promise<void> = interrupted(),
): Promise<number> {
  const say = (line: string) => io.error.write(`${line}\n`);
  let bot: HttpAnswers["me"];
  let budgetMs: number | undefined;
  let most: number;
  let seat: number | undefined;
  const url = args.url.replace(/\/+$/, "");
  try {
    const problem = commandProblem(command);
    if (problem) throw new BadConnectArguments(`the bot cannot run: ${problem}.`);
    most = whole(args.tables, "--tables", 1, 64);
    seat = args.seat === undefined ? undefined : whole(args.seat, "--seat", 0, 7);
    budgetMs = args.budgetMs === undefined ? undefined : whole(args.budgetMs, "--budget-ms", 1, 600_000);
    bot = await botOf(url, args.token);
  } catch (error) {
    if (!(error instanceof BadConnectArguments)) throw error;
    io.error.write(`loveletter connect: ${error.message}\n`);
    return 2;
  }
  const sdk = new Client(url);
  const options = { command, agent: budgetMs === undefined ? {} : { budgetMs }, say };
  say(`${bot.name} is connected to ${url}.`);

  const join = async (tableId: string): Promise<TableBridge> => {
    const room: Room = await sdk.joinById(tableId, { token: args.token });
    const bridge = new TableBridge(room, options);
    // The table is the first message after the join (unless the table closes first).
    const shown = await Promise.race([bridge.arrived.then(() => true), bridge.closed.then(() => false)]);
    if (!shown) throw new Error("the table closed as it was joined");
    bridge.sit(seat);
    say(`table ${tableId}: joined`);
    return bridge;
  };

  if (args.table !== undefined) {
    let bridge: TableBridge;
    try {
      bridge = await join(args.table);
    } catch (error) {
      io.error.write(`loveletter connect: cannot join table ${args.table}: ${(error as Error).message}\n`);
      return 1;
    }
    void stop.then(() => bridge.leave());
    await bridge.closed;
    say(`table ${args.table}: closed`);
    return 0;
  }
  return playFromLobby(sdk, join, most, say, stop);
}

/** Ctrl-C, or the process asked to stop. */
function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    process.once("SIGINT", () => resolve());
    process.once("SIGTERM", () => resolve());
  });
}

/** Joins tables listed in the lobby that invite bot programs and have an open seat, `most` at once. */
async function playFromLobby(
  sdk: Client,
  join: (tableId: string) => Promise<TableBridge>,
  most: number,
  say: (line: string) => void,
  stop: Promise<void>,
): Promise<number> {
  const listed = new Map<string, LobbyRoom>();
  const playing = new Map<string, TableBridge>();
  /** Tables this bot tried and left: not joined again (a refused seat, a table it finished). */
  const done = new Set<string>();
  /** Tables being joined now: they count toward `most` already. */
  let joining = 0;
  const lobby = await sdk.joinOrCreate("lobby");
  const fill = () => {
    for (const [tableId, table] of listed) {
      if (playing.size + joining >= most) return;
      // The lobby also lists the quick-match queues: only tables seat a program.
      const listing = table.name === "table" ? (table.metadata as TableListing | undefined) : undefined;
      if (playing.has(tableId) || done.has(tableId) || !listing?.botPrograms) continue;
      if (listing.status !== "waiting" || listing.open === 0) continue;
      done.add(tableId);
      joining++;
      void join(tableId).then(
        (bridge) => {
          joining--;
          playing.set(tableId, bridge);
          void bridge.closed.then(() => {
            playing.delete(tableId);
            say(`table ${tableId}: closed`);
            fill();
          });
        },
        (error: Error) => {
          joining--;
          say(`table ${tableId}: cannot join: ${error.message}`);
          fill();
        },
      );
    }
  };
  lobby.onMessage("rooms", (rooms: LobbyRoom[]) => {
    listed.clear();
    for (const room of rooms) listed.set(room.roomId, room);
    fill();
  });
  lobby.onMessage("+", ([roomId, room]: [string, LobbyRoom]) => {
    listed.set(roomId, { ...room, roomId });
    fill();
  });
  lobby.onMessage("-", (roomId: string) => listed.delete(roomId));
  say(`waiting in the lobby for tables that invite bots (at most ${most} at once); Ctrl-C stops.`);
  await stop;
  await Promise.all([...playing.values()].map((bridge) => bridge.leave()));
  await lobby.leave(true).catch(() => {});
  return 0;
}
