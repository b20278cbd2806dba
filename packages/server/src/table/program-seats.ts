import { refuse, TABLES_PER_BOT_PROGRAM } from "@loveletter/protocol";

/**
 * The tables where each bot program (docs/bot-api.md) holds a seat, in this process: a program
 * sits at TABLES_PER_BOT_PROGRAM tables at most at once. Shared by the tables of one server.
 */
export class ProgramSeats {
  private readonly tables = new Map<string, Set<string>>();

  constructor(private readonly limit = TABLES_PER_BOT_PROGRAM) {}

  /** The program takes a seat at the table; refused (too-many-tables) past the limit. */
  claim(playerId: string, tableId: string): void {
    const held = this.tables.get(playerId) ?? new Set<string>();
    if (!held.has(tableId) && held.size >= this.limit)
      refuse(
        "too-many-tables",
        `This bot already plays at ${held.size} tables, the most one bot may at once: finish one first.`,
      );
    held.add(tableId);
    this.tables.set(playerId, held);
  }

  /** The program left its seat at the table. */
  release(playerId: string, tableId: string): void {
    const held = this.tables.get(playerId);
    held?.delete(tableId);
    if (held?.size === 0) this.tables.delete(playerId);
  }

  /** The table closed: every program there is free of it. */
  releaseTable(tableId: string): void {
    for (const playerId of [...this.tables.keys()]) this.release(playerId, tableId);
  }
}
