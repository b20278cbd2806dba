import { SEAT_VIEW_KEYS, type View } from "@loveletter/engine";
import type { ViewMessage } from "@loveletter/protocol";
import { Packr } from "msgpackr";

// Colyseus sends a room message as msgpack (plain maps, no msgpackr records: any decoder reads
// them). A view message is the same map, written here from parts: the public fields of the
// position's view, encoded once for every seat shown it, then each seat's own fields. Encoding
// each whole view took a sixth of the server's time per move under load.

const packr = new Packr({ useRecords: false });

const SEAT_KEYS: ReadonlySet<string> = new Set(SEAT_VIEW_KEYS);

/** The length of the msgpack map header at `at` (msgpackr writes map16 even for small maps). */
function mapHeaderLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at]!;
  if (first >= 0x80 && first <= 0x8f) return 1;
  if (first === 0xde) return 3;
  if (first === 0xdf) return 5;
  throw new Error("not a msgpack map");
}

/** A msgpack map's entries: its bytes without the map header. */
function entriesOf(map: Uint8Array): Uint8Array {
  return map.subarray(mapHeaderLength(map, 0));
}

/** The header of a msgpack map of `size` entries. */
function mapHeader(size: number): Uint8Array {
  if (size <= 15) return Uint8Array.of(0x80 | size);
  if (size <= 0xffff) return Uint8Array.of(0xde, size >> 8, size & 0xff);
  throw new Error("too many entries");
}

/** An object's msgpack map entries, copied (msgpackr reuses its buffer at the next pack). */
function entries(object: Record<string, unknown>): Uint8Array {
  return new Uint8Array(entriesOf(packr.pack(object) as Uint8Array));
}

/** "view" as a msgpack string. */
const VIEW_KEY = [0xa4, 0x76, 0x69, 0x65, 0x77];

/** Encodes view messages whose views share one position's public view. */
export class ViewEncoder {
  private shared: View | null = null;
  /** The shared view's header (the public fields and a seat's own) and its public entries. */
  private sharedStart: Uint8Array = new Uint8Array(0);

  /**
   * The msgpack of `message`, equal (once decoded) to Colyseus's own encoding of it. `shared` is
   * the public view `message.view` was built from (engine `seatView`): its public fields are
   * `shared`'s, and are taken from the last encoding of `shared` when it is the same object.
   */
  encode(message: ViewMessage, shared: View): Uint8Array {
    if (shared !== this.shared) {
      const publicPart: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(shared)) if (!SEAT_KEYS.has(key)) publicPart[key] = value;
      const publicEntries = entries(publicPart);
      const header = mapHeader(Object.keys(publicPart).length + SEAT_VIEW_KEYS.length);
      this.sharedStart = new Uint8Array(header.length + publicEntries.length);
      this.sharedStart.set(header);
      this.sharedStart.set(publicEntries, header.length);
      this.shared = shared;
    }
    // Any field added to the message must be written here too: this fails to compile until it is.
    const { view, turn, events, reset, deadline, ...unwritten } = message;
    const none: Record<string, never> = unwritten;
    // One pack, the view first: the seat's own fields then follow the "view" key, and the shared
    // header and public entries go in just before them.
    const { seat, hand, legalMoves, mustPlayCountess } = view;
    const packed = packr.pack({
      view: { seat, hand, legalMoves, mustPlayCountess, ...none },
      turn,
      events,
      reset,
      deadline,
    }) as Uint8Array;
    // packed: the outer map's header, "view", the seat part's header, its entries, the others.
    const viewKeyAt = mapHeaderLength(packed, 0);
    if (VIEW_KEY.some((byte, i) => packed[viewKeyAt + i] !== byte)) throw new Error("unexpected view message layout");
    const innerAt = viewKeyAt + VIEW_KEY.length;
    const seatEntriesAt = innerAt + mapHeaderLength(packed, innerAt);
    const bytes = new Uint8Array(innerAt + this.sharedStart.length + packed.length - seatEntriesAt);
    bytes.set(packed.subarray(0, innerAt));
    bytes.set(this.sharedStart, innerAt);
    bytes.set(packed.subarray(seatEntriesAt), innerAt + this.sharedStart.length);
    return bytes;
  }
}
