import { CHAT_MAX_LENGTH, type ChatLine, chatLineText, type PlayerRecord, refuse } from "@loveletter/protocol";

/** How many lines someone arriving at the table is shown. */
export const CHAT_HISTORY = 50;

/** A table's chat: the recent lines, each checked and cleaned before anyone sees it. */
export class ChatLog {
  private readonly lines: ChatLine[] = [];
  private serial = 0;

  /** A line as it will be shown; refuses an empty or too long one. */
  static text(raw: string): string {
    const text = chatLineText(raw);
    if (text.length === 0) refuse("invalid-message", "A chat line can't be empty.");
    if ([...text].length > CHAT_MAX_LENGTH)
      refuse("invalid-message", `A chat line is at most ${CHAT_MAX_LENGTH} characters.`);
    return text;
  }

  /** Adds a line (already checked by `ChatLog.text`) said by a player. */
  add(player: Pick<PlayerRecord, "id" | "name" | "kind">, text: string, at: number): ChatLine {
    const line: ChatLine = { id: ++this.serial, playerId: player.id, name: player.name, kind: player.kind, text, at };
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY) this.lines.shift();
    return line;
  }

  recent(): readonly ChatLine[] {
    return this.lines;
  }
}
