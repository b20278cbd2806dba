import { SEAT_VIEW_KEYS, type SeatPart, type View } from "@loveletter/engine";
import type { SeatViewMessage } from "../table/table-port.js";
import { frameHead, packr, REUSE } from "./frames.js";

// A view frame is written here from parts: the public fields of the position's view, encoded once
// for every seat shown it, then each seat's own fields and the rest of its message. Encoding each
// whole view took a sixth of the server's time per move under load; building each seat's whole view
// object, then copying the message into a frame, took more of it again.

const FRAME_HEAD = frameHead("view");

/** "view" as a msgpack string: the view message's first key. */
const VIEW_KEY = FRAME_HEAD.subarray(1);

/** The length of the msgpack map header at `at` (msgpackr writes map16 even for small maps). */
function mapHeaderLength(bytes: Uint8Array, at: number): number {
  const first = bytes[at]!;
  if (first >= 0x80 && first <= 0x8f) return 1;
  if (first === 0xde) return 3;
  if (first === 0xdf) return 5;
  throw new Error("not a msgpack map");
}

/** The number of entries of the msgpack map whose header is at the start of `bytes`. */
function mapSize(bytes: Uint8Array): number {
  const first = bytes[0]!;
  if (first <= 0x8f) return first & 0x0f;
  if (first === 0xde) return (bytes[1]! << 8) | bytes[2]!;
  return new DataView(bytes.buffer, bytes.byteOffset + 1, 4).getUint32(0);
}

/** The length of the header of a msgpack map of `size` entries. */
function mapHeaderLengthOf(size: number): number {
  if (size <= 15) return 1;
  if (size <= 0xffff) return 3;
  throw new Error("too many entries");
}

/** Writes the header of a msgpack map of `size` entries at `at`; returns where it ends. */
function writeMapHeader(target: Buffer, at: number, size: number): number {
  if (mapHeaderLengthOf(size) === 1) {
    target[at] = 0x80 | size;
    return at + 1;
  }
  target[at] = 0xde;
  target[at + 1] = size >> 8;
  target[at + 2] = size & 0xff;
  return at + 3;
}

/** Encodes view messages, as Colyseus frames, whose views share one position's public view. */
export class ViewEncoder {
  private shared: View | null = null;
  /** The shared view's public entries (a copy: msgpackr reuses its buffer), and how many there are. */
  private publicEntries: Uint8Array = new Uint8Array(0);
  private publicCount = 0;

  /**
   * The frame Colyseus would send for `client.send("view", { ...message, view: { ...shared,
   * ...message.view } })`, equal once decoded. `shared` is the position's public view (engine
   * `publicView`): its public fields are encoded once, and taken from the last encoding of `shared`
   * when it is the same object.
   */
  frame(message: SeatViewMessage, shared: View): Buffer {
    if (shared !== this.shared) this.encodeShared(shared);
    // Any field added to the message must be written here too: this fails to compile until it is.
    const { view, turn, events, reset, deadline, moves, ...unwritten } = message;
    const none: Record<string, never> = unwritten;
    // One pack, the view first: the seat's own fields then follow the "view" key, and the shared
    // public entries go in between the inner map's header and them.
    const { seat, hand, legalMoves, mustPlayCountess } = view;
    const packed = packr.pack(
      { view: { seat, hand, legalMoves, mustPlayCountess, ...none }, turn, events, reset, deadline, moves },
      REUSE,
    ) as Uint8Array;
    // packed: the outer map's header, "view", the seat part's header, its entries, the others.
    const viewKeyAt = mapHeaderLength(packed, 0);
    for (let i = 0; i < VIEW_KEY.length; i++)
      if (packed[viewKeyAt + i] !== VIEW_KEY[i]) throw new Error("unexpected view message layout");
    const innerAt = viewKeyAt + VIEW_KEY.length;
    const seatEntriesAt = innerAt + mapHeaderLength(packed, innerAt);
    const entries = this.publicCount + SEAT_VIEW_KEYS.length;
    // Copied part by part into the frame, the map header written in place: a frame is made for
    // every seat at every move, and each small object made for it is garbage to collect.
    const frame = Buffer.allocUnsafe(
      FRAME_HEAD.length +
        innerAt +
        mapHeaderLengthOf(entries) +
        this.publicEntries.length +
        packed.length -
        seatEntriesAt,
    );
    frame.set(FRAME_HEAD, 0);
    let at = FRAME_HEAD.length;
    frame.set(packed.subarray(0, innerAt), at);
    at += innerAt;
    at = writeMapHeader(frame, at, entries);
    frame.set(this.publicEntries, at);
    at += this.publicEntries.length;
    frame.set(packed.subarray(seatEntriesAt), at);
    return frame;
  }

  private encodeShared(shared: View): void {
    const { seat, hand, legalMoves, mustPlayCountess, ...publicPart } = shared;
    // Every seat field is left out: this fails to compile when SEAT_VIEW_KEYS gains one.
    ({ seat, hand, legalMoves, mustPlayCountess }) satisfies SeatPart;
    const packed = packr.pack(publicPart, REUSE) as Uint8Array;
    this.publicEntries = new Uint8Array(packed.subarray(mapHeaderLength(packed, 0)));
    this.publicCount = mapSize(packed);
    this.shared = shared;
  }
}
