import { type Client, CloseCode, matchMaker, Room, ServerError } from "@colyseus/core";
import {
  type PlayerRecord,
  QUICK_MATCH_RULESETS,
  type QuickMatchListing,
  QuickMatchOptions,
  type QuickMatchRuleset,
  TableSettings,
} from "@loveletter/protocol";
import { serverContext } from "../context.js";
import { NEW_PLAYER_RATING } from "../ratings.js";
import { LISTING_INTERVAL_MS } from "../rooms/limits.js";
import { LobbyListing, publishListing } from "../rooms/lobby-listing.js";
import { systemClock } from "../table/clock.js";
import type { MatchedTable } from "../table/table-core.js";
import { QuickMatchQueue, type Waiter } from "./queue.js";
import { ticketSince, waitTicket } from "./ticket.js";

/** The presence channel on which each queue says who started waiting in it. */
const STARTED_WAITING = "quick-match:started-waiting";

interface StartedWaiting {
  readonly playerId: string;
  /** The queue's room. */
  readonly queue: string;
}

/** Who joins, as onAuth found them: the person, and their place in the queue but the connection. */
interface Arrival {
  readonly player: PlayerRecord;
  readonly waiter: Omit<Waiter, "connection">;
}

/**
 * One edition's quick-match queue as a Colyseus room (`quick-match`, docs/protocol.md): clients
 * `joinOrCreate("quick-match", {token, ruleset, seats, waitSeconds})`, and the matchmaker finds the
 * edition's one room on whichever process holds it (scaled out, through the Redis driver). What it
 * decides is in queue.ts and pairing.ts. Each person's wait is carried by a signed ticket, so that
 * when this process dies its people join again (on any process) and keep their wait.
 */
export class QuickMatchRoom extends Room {
  private queue!: QuickMatchQueue;
  private listing!: LobbyListing<QuickMatchListing>;
  private readonly people = new Map<string, PlayerRecord>();

  override onCreate(options: unknown): void {
    const ruleset = (options as { ruleset?: unknown } | null)?.ruleset;
    if (!QUICK_MATCH_RULESETS.includes(ruleset as QuickMatchRuleset))
      throw new ServerError(400, `invalid-message: quick match is for ${QUICK_MATCH_RULESETS.join(", ")}.`);
    const edition = ruleset as QuickMatchRuleset;
    const log = serverContext().log;
    this.listing = new LobbyListing(LISTING_INTERVAL_MS, systemClock, (listing) =>
      publishListing(this, listing).catch((err) =>
        log.warn({ queue: this.roomId, err }, "the lobby could not be told of a quick-match queue"),
      ),
    );
    this.queue = new QuickMatchQueue(
      edition,
      {
        send: (connection, type, message) => this.clients.getById(connection)?.send(type, message),
        release: (connection) => this.clients.getById(connection)?.leave(CloseCode.CONSENTED),
        deal: async ({ people, bots }) => {
          const matched: MatchedTable = {
            settings: TableSettings.parse({ ruleset: edition, seats: people.length + bots.length }),
            people: people.map((person) => this.people.get(person.connection)!),
            bots,
          };
          const table = await matchMaker
            .createRoom("table", { matched, secret: serverContext().secret })
            .catch((err) => {
              // The table may be placed on another process, which opens it only with the same secret.
              log.error({ err }, "a quick-match table could not be opened (do all processes share LOVELETTER_SECRET?)");
              throw err;
            });
          log.info({ table: table.roomId, ruleset: edition, people: people.length, bots }, "quick match dealt");
          return table.roomId;
        },
        counted: (waiting) => this.listing.show({ ruleset: edition, waiting }),
      },
      systemClock,
    );
    // Every edition's queue hears who starts waiting in another, on any process (presence is Redis
    // when scaled out).
    void this.presence.subscribe(STARTED_WAITING, this.someoneStartedWaiting);
    this.onMessage("*", (client, type) =>
      client.send("error", {
        code: "invalid-message",
        message: `The quick-match room has no "${String(type)}" message.`,
      }),
    );
  }

  override async onAuth(_client: Client, options: unknown): Promise<Arrival> {
    const parsed = QuickMatchOptions.safeParse(options);
    if (!parsed.success)
      throw new ServerError(400, `invalid-message: ${parsed.error.issues[0]?.message ?? "bad quick-match options."}`);
    const { token, ruleset, seats, waitSeconds, ticket } = parsed.data;
    const { store, secret } = serverContext();
    const player = await store.playerByToken(token);
    if (!player) throw new ServerError(401, "unauthorized: a player token is required.");
    if (player.kind === "bot")
      throw new ServerError(400, "bots-not-allowed: a bot program finds tables through the bot API, not quick match.");
    const [record] = await store.ratings([player.id], ruleset);
    const now = Date.now();
    const since = (ticket && ticketSince(secret, ticket, player.id, ruleset, now)) || now;
    return {
      player,
      waiter: {
        playerId: player.id,
        rating: record?.rating ?? NEW_PLAYER_RATING,
        seats,
        since,
        fillsAt: since + waitSeconds * 1000,
        waitSeconds,
        ticket: waitTicket(secret, player.id, ruleset, since),
      },
    };
  }

  override onJoin(client: Client, _options: unknown, arrival: Arrival): void {
    this.people.set(client.sessionId, arrival.player);
    this.queue.add({ ...arrival.waiter, connection: client.sessionId });
    const started: StartedWaiting = { playerId: arrival.player.id, queue: this.roomId };
    void this.presence.publish(STARTED_WAITING, started);
  }

  private readonly someoneStartedWaiting = (started: StartedWaiting): void => {
    if (started.queue !== this.roomId) this.queue.waitingElsewhere(started.playerId);
  };

  override onLeave(client: Client): void {
    this.queue.remove(client.sessionId);
    this.people.delete(client.sessionId);
  }

  override onDispose(): void {
    this.presence.unsubscribe(STARTED_WAITING, this.someoneStartedWaiting);
    // Also after an onCreate that refused its options, before either was made.
    this.queue?.close();
    this.listing?.close();
  }
}
