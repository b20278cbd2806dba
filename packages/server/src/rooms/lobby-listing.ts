import type { RegisteredHandler } from "@colyseus/core";
import { type Room, updateLobby } from "@colyseus/core";
import type { TableListing } from "@loveletter/protocol";

/** Cancels a scheduled call. */
type Cancel = () => void;

/** The time a listing runs on: the room's clock in the server, a manual one in tests. */
export interface ListingClock {
  now(): number;
  after(ms: number, fn: () => void): Cancel;
}

/**
 * What the lobby is told of one room (a table, a quick-match queue): at most one update per
 * `intervalMs`, and none when nothing it shows changed. Every lobby client gets each update, so without this one client sitting down
 * and standing up in a loop made the server send 200 lobby clients 200 messages per message.
 *
 * `show` takes the listing as it is now (null: not listed, a private table). The first change
 * after a quiet interval goes out at once; changes within the interval wait for its end and go
 * out together, as the latest listing.
 */
export class LobbyListing<Listing extends object = TableListing> {
  /** The listing last published, as JSON (null: not listed); undefined before the first. */
  private published: string | null | undefined = undefined;
  private wanted: Listing | null = null;
  private publishedAt = Number.NEGATIVE_INFINITY;
  private pending: Cancel | null = null;

  constructor(
    private readonly intervalMs: number,
    private readonly clock: ListingClock,
    private readonly publish: (listing: Listing | null) => void,
  ) {}

  show(listing: Listing | null): void {
    this.wanted = listing;
    if (this.pending) return; // the update at the end of this interval takes it
    const wait = this.publishedAt + this.intervalMs - this.clock.now();
    if (wait <= 0) this.flush();
    else
      this.pending = this.clock.after(wait, () => {
        this.pending = null;
        this.flush();
      });
  }

  close(): void {
    this.pending?.();
    this.pending = null;
  }

  private flush(): void {
    const json = this.wanted === null ? null : JSON.stringify(this.wanted);
    if (json === this.published) return;
    this.published = json;
    this.publishedAt = this.clock.now();
    this.publish(this.wanted);
  }
}

/**
 * Lists a room type's rooms in the lobby the way its rooms decide. Colyseus's realtime listing
 * (`enableRealtimeListing`) also tells every lobby client of every connection that joins or leaves
 * a room and of every metadata change; here Colyseus announces only a room's creation and its
 * end, and the room publishes its own changes (through a {@link LobbyListing}).
 */
export function listedInLobby<T extends RegisteredHandler>(handler: T): T {
  // RegisteredHandler is an EventEmitter (typed with a newer @types/node's generic EventEmitter than ours).
  const events = handler as unknown as NodeJS.EventEmitter;
  events.on("create", (room: Room) => updateLobby(room));
  events.on("dispose", (room: Room) => updateLobby(room, true));
  return handler;
}

/** Publishes a room's listing to every lobby: its metadata, or its removal when not listed. */
export async function publishListing(room: Room, listing: object | null): Promise<void> {
  if (listing === null) {
    updateLobby(room, true);
    return;
  }
  await room.setMetadata(listing);
  updateLobby(room);
}
