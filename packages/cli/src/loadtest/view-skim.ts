import { Protocol } from "@colyseus/sdk";
import { unpack } from "msgpackr";

// A load client runs thousands to a core, on the machine of the server it measures, where a
// browser decodes its messages on a machine of its own: what the load generator spends decoding,
// it takes from the server it measures. Decoding each view whole (the SDK's msgpackr, objects for
// the whole table) was a third of the generator's CPU at 2,000 tables. A load client uses two
// fields of a view, so it reads those two and steps over the other bytes.

/** What a load client reads of a view message: its turn, and its seat's legal moves. */
export interface SkimmedView {
  readonly turn: number;
  readonly legalMoves: readonly unknown[];
}

/**
 * The type of the room message in `frame`, or null when the frame is not a room message. Colyseus
 * frames one as its code (ROOM_DATA), its type as a msgpack string, then the message.
 */
export function roomMessageType(frame: Uint8Array): string | null {
  if (frame[0] !== Protocol.ROOM_DATA || frame.length < 2) return null;
  const head = frame[1]!;
  if ((head & 0xe0) !== 0xa0) return null; // a type is a short string (fixstr)
  const end = 2 + (head & 0x1f);
  if (end > frame.length) return null;
  return String.fromCharCode(...frame.subarray(2, end));
}

const TURN = bytesOf("turn");
const VIEW = bytesOf("view");
const LEGAL_MOVES = bytesOf("legalMoves");

/**
 * The turn and legal moves of the `view` message in `frame` (a frame whose type is "view"), read
 * without decoding the rest. Throws on bytes that are not a view message, as the SDK's decoder
 * would: a load client must notice a server that sends something else.
 */
export function skimView(frame: Uint8Array): SkimmedView {
  const reader = new Reader(frame, 2 + (frame[1]! & 0x1f));
  let turn: number | null = null;
  let legalMoves: readonly unknown[] | null = null;
  for (let entries = reader.mapHeader(); entries > 0; entries--) {
    const key = reader.key(TURN, VIEW);
    if (key === TURN) turn = reader.integer();
    else if (key !== VIEW) reader.skip();
    else
      for (let fields = reader.mapHeader(); fields > 0; fields--) {
        if (reader.key(LEGAL_MOVES) === null) reader.skip();
        else {
          const start = reader.at;
          reader.skip();
          const moves: unknown = frame[start] === 0x90 ? [] : unpack(frame.subarray(start, reader.at));
          if (!Array.isArray(moves)) throw new Error("a view's legalMoves is not a list");
          legalMoves = moves;
        }
      }
  }
  if (reader.at !== frame.length) throw new Error("bytes after a view message");
  if (turn === null || legalMoves === null) throw new Error("a view message without its turn or legalMoves");
  return { turn, legalMoves };
}

function bytesOf(key: string): Uint8Array {
  return Uint8Array.from(key, (c) => c.charCodeAt(0));
}

/** Steps through msgpack: reads map headers, keys and integers, and skips whole values. */
class Reader {
  private readonly data: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {
    this.data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  mapHeader(): number {
    const first = this.byte();
    if (first >= 0x80 && first <= 0x8f) return first & 0x0f;
    if (first === 0xde) return this.uint(2);
    if (first === 0xdf) return this.uint(4);
    throw new Error(`a msgpack map was expected at byte ${this.at - 1}`);
  }

  /** Reads the key string here: which of `keys` it is, or null when it is none of them. */
  key(...keys: Uint8Array[]): Uint8Array | null {
    const length = this.stringHeader();
    const start = this.at;
    this.advance(length);
    search: for (const key of keys) {
      if (key.length !== length) continue;
      for (let i = 0; i < length; i++) if (this.bytes[start + i] !== key[i]) continue search;
      return key;
    }
    return null;
  }

  integer(): number {
    const first = this.byte();
    if (first <= 0x7f) return first;
    if (first >= 0xe0) return first - 0x100;
    if (first === 0xcc) return this.uint(1);
    if (first === 0xcd) return this.uint(2);
    if (first === 0xce) return this.uint(4);
    throw new Error(`a msgpack integer was expected at byte ${this.at - 1}`);
  }

  /** Moves past one whole value, however deep. */
  skip(): void {
    for (let values = 1; values > 0; values--) values += this.skipHead();
  }

  /**
   * Moves past the head of the value here: past the whole value when it holds no others (its bytes
   * follow its head); for a list or a map, returns how many values it holds.
   */
  private skipHead(): number {
    const first = this.byte();
    if (first <= 0x7f || first >= 0xe0 || first === 0xc0 || first === 0xc2 || first === 0xc3) return 0;
    if (first <= 0x8f) return 2 * (first & 0x0f);
    if (first <= 0x9f) return first & 0x0f;
    if (first <= 0xbf) return this.advance(first & 0x1f);
    switch (first) {
      case 0xc4: // bin 8, 16, 32
      case 0xd9: // str 8, 16, 32
        return this.advance(this.uint(1));
      case 0xc5:
      case 0xda:
        return this.advance(this.uint(2));
      case 0xc6:
      case 0xdb:
        return this.advance(this.uint(4));
      case 0xc7: // ext 8, 16, 32: the length, a type byte, the data
        return this.advance(this.uint(1) + 1);
      case 0xc8:
        return this.advance(this.uint(2) + 1);
      case 0xc9:
        return this.advance(this.uint(4) + 1);
      case 0xcc: // uint 8, 16, 32, 64; int the same; float 32, 64
      case 0xd0:
        return this.advance(1);
      case 0xcd:
      case 0xd1:
        return this.advance(2);
      case 0xca:
      case 0xce:
      case 0xd2:
        return this.advance(4);
      case 0xcb:
      case 0xcf:
      case 0xd3:
        return this.advance(8);
      case 0xd4: // fixext 1, 2, 4, 8, 16: a type byte, then the data
        return this.advance(2);
      case 0xd5:
        return this.advance(3);
      case 0xd6:
        return this.advance(5);
      case 0xd7:
        return this.advance(9);
      case 0xd8:
        return this.advance(17);
      case 0xdc: // array 16, 32
        return this.uint(2);
      case 0xdd:
        return this.uint(4);
      case 0xde: // map 16, 32
        return 2 * this.uint(2);
      case 0xdf:
        return 2 * this.uint(4);
      default:
        throw new Error(`not msgpack: byte 0x${first.toString(16)} at ${this.at - 1}`);
    }
  }

  private stringHeader(): number {
    const first = this.byte();
    if ((first & 0xe0) === 0xa0) return first & 0x1f;
    if (first === 0xd9) return this.uint(1);
    if (first === 0xda) return this.uint(2);
    if (first === 0xdb) return this.uint(4);
    throw new Error(`a msgpack string was expected at byte ${this.at - 1}`);
  }

  private byte(): number {
    if (this.at >= this.bytes.length) throw new Error("a view message cut short");
    return this.bytes[this.at++]!;
  }

  private uint(size: 1 | 2 | 4): number {
    this.advance(size);
    const at = this.at - size;
    return size === 1 ? this.data.getUint8(at) : size === 2 ? this.data.getUint16(at) : this.data.getUint32(at);
  }

  /** Moves past `length` bytes; 0, the number of values they hold (skipHead). */
  private advance(length: number): 0 {
    if (this.at + length > this.bytes.length) throw new Error("a view message cut short");
    this.at += length;
    return 0;
  }
}
