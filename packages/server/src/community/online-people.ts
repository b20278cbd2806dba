/**
 * Who of this process's players has the community room open, by id, with how many connections: a
 * person with several tabs counts once. The community keeps it (community.ts); the friends list
 * reads it for "online". It keeps too whom each of them blocked, so that the lobby chat does not
 * bring them a blocked person's lines: loaded as they come in, changed as they block and unblock.
 */
export class OnlinePeople {
  private readonly tabs = new Map<string, number>();
  private readonly blocks = new Map<string, ReadonlySet<string>>();

  /** Whom `playerId` blocked, as the store now says. */
  setBlocks(playerId: string, blocked: Iterable<string>): void {
    this.blocks.set(playerId, new Set(blocked));
  }

  /** Whether `listener` blocked `speaker`. */
  blocked(listener: string, speaker: string): boolean {
    return this.blocks.get(listener)?.has(speaker) ?? false;
  }

  /** A connection of `playerId` opened; how many it now has. */
  arrived(playerId: string): number {
    const tabs = (this.tabs.get(playerId) ?? 0) + 1;
    this.tabs.set(playerId, tabs);
    return tabs;
  }

  /** A connection of `playerId` closed; how many it still has. */
  left(playerId: string): number {
    const tabs = (this.tabs.get(playerId) ?? 1) - 1;
    if (tabs > 0) this.tabs.set(playerId, tabs);
    else {
      this.tabs.delete(playerId);
      this.blocks.delete(playerId);
    }
    return tabs;
  }

  has(playerId: string): boolean {
    return this.tabs.has(playerId);
  }
}
