/**
 * Who of this process's players has the community room open, by id, with how many connections: a
 * person with several tabs counts once. The community keeps it (community.ts); the friends list
 * reads it for "online".
 */
export class OnlinePeople {
  private readonly tabs = new Map<string, number>();

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
    else this.tabs.delete(playerId);
    return tabs;
  }

  has(playerId: string): boolean {
    return this.tabs.has(playerId);
  }
}
