import { getMessageBytes, Protocol } from "@colyseus/core";
import { decode } from "@colyseus/schema";
import { Packr, RESET_BUFFER_MODE, unpack } from "msgpackr";

// Colyseus's frames, in one place: the server writes some of its messages' frames itself (the
// `table` message once for everyone, each `view` from parts, view-frames.ts) and reads a client's
// frames before a room does (connection-guard.ts). Both follow the framing of the Colyseus versions
// pinned below; test/wire.test.ts checks the installed ones are those, and that these frames are
// Colyseus's own, byte for byte.

/** The Colyseus packages whose framing this module writes and reads (package.json pins them). */
export const COLYSEUS_WIRE = { "@colyseus/core": "0.18.17", "@colyseus/sdk": "0.18.4" } as const;

/** Colyseus's PROTOCOL_CODE_MASK: a frame's first byte holds its protocol code in its low 5 bits. */
const PROTOCOL_CODE_MASK = 0x1f;

/** Room messages are msgpack of plain maps (no msgpackr records: any decoder reads them). */
export const packr = new Packr({ useRecords: false });

/**
 * msgpackr packs into a buffer of its own and, by default, moves on past what it returned, taking a
 * new 8 kB buffer every few frames: garbage that lived long enough to reach the old generation. What
 * is packed here is copied out at once, so each pack may reuse the same bytes.
 */
export const REUSE = RESET_BUFFER_MODE;

/** A room message frame's start: Colyseus's ROOM_DATA code, then its type (getMessageBytes.raw). */
export function frameHead(type: string): Uint8Array {
  if (!/^[a-z-]{1,31}$/.test(type)) throw new Error(`not a message type: ${type}`);
  return Uint8Array.of(Protocol.ROOM_DATA, 0xa0 | type.length, ...[...type].map((c) => c.charCodeAt(0)));
}

/**
 * The frame Colyseus makes of `client.send(type, message)` (getMessageBytes.raw), in a buffer of its
 * own. Colyseus's own encoding moves msgpackr on to a new buffer every few frames, as above.
 */
export function messageFrame(type: string, message: unknown): Uint8Array {
  const head = frameHead(type);
  const packed = packr.pack(message, REUSE) as Uint8Array;
  const frame = new Uint8Array(head.length + packed.length);
  frame.set(head);
  frame.set(packed, head.length);
  return frame;
}

/** Colyseus's own frame of a room message: what messageFrame must equal (the contract test's reference). */
export function colyseusFrame(type: string, message: unknown): Uint8Array {
  return new Uint8Array(getMessageBytes.raw(Protocol.ROOM_DATA, type, message));
}

/**
 * Why a frame a room would read does not decode, or null. Colyseus decodes a message's type and
 * its msgpack payload itself, and when that fails it logs the error with its stack and drops the
 * connection: any client could fill the log. This reads them the same way first.
 */
export function undecodableFrame(data: unknown): string | null {
  if (!(data instanceof Uint8Array) || data.length === 0) return null;
  const code = data[0]! & PROTOCOL_CODE_MASK;
  if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_REQUEST) return null;
  try {
    const it = { offset: 1 };
    if (code === Protocol.ROOM_REQUEST) decode.number(data, it);
    if (decode.stringCheck(data, it)) decode.string(data, it);
    else decode.number(data, it);
    if (data.byteLength > it.offset) unpack(data.subarray(it.offset));
    return null;
  } catch (error) {
    return `a message that does not decode (${error instanceof Error ? error.message : String(error)})`;
  }
}
