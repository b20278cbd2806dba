import type { TableMessage, ViewMessage } from "@loveletter/protocol";
import { unpackMultiple } from "msgpackr";
import type { Page, WebSocket } from "playwright-core";

/** Colyseus's "room data" frame: a message the room sent to this client (type, then msgpack payload). */
const ROOM_DATA = 13;

export interface ReceivedMessage {
  readonly type: string;
  readonly payload: unknown;
}

/**
 * Every message the page's JavaScript received over its websockets, decoded as the SDK decodes
 * them. Tests read what the page was told, not just what it shows.
 */
export class FrameRecorder {
  readonly messages: ReceivedMessage[] = [];

  constructor(page: Page) {
    page.on("websocket", (ws: WebSocket) => {
      ws.on("framereceived", ({ payload }) => {
        if (typeof payload === "string" || payload.length === 0) return;
        const bytes = new Uint8Array(payload);
        if ((bytes[0]! & 0x3f) !== ROOM_DATA) return;
        try {
          const [type, body] = unpackMultiple(Buffer.from(bytes.subarray(1))) as [unknown, unknown];
          if (typeof type === "string") this.messages.push({ type, payload: body });
        } catch {
          // Not a message with a string type: not ours to check.
        }
      });
    });
  }

  /** The public tables the page was sent, in order. */
  tables(): TableMessage[] {
    return this.messages.filter((m) => m.type === "table").map((m) => m.payload as TableMessage);
  }

  views(): ViewMessage[] {
    return this.messages.filter((m) => m.type === "view").map((m) => m.payload as ViewMessage);
  }

  lastView(): ViewMessage | undefined {
    const all = this.views();
    return all[all.length - 1];
  }

  /**
   * The latest view awaits this page's own decision, at a turn later than `after`: a position that
   * stays put until the page plays (the bots wait for it). The action panel alone can't tell: the
   * panel of a move just confirmed stays on screen until the server answers.
   */
  awaitsMe(after = -1): boolean {
    const last = this.lastView();
    return (
      last !== undefined &&
      last.turn > after &&
      last.view.seat !== null &&
      last.view.awaiting?.seat === last.view.seat &&
      last.view.legalMoves.length > 0
    );
  }
}
