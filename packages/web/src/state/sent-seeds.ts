// The client seeds this browser sent, by table (docs/fair-deal.md): the replay page's "Verify this
// deal" checks that the seed recorded for your seat is one you sent, not one the server chose.

const KEY = "loveletter.sentSeeds";
/** Enough for every table one plays at in a long while; the oldest go first. */
const KEPT = 200;

type Sent = { readonly tableId: string; readonly seeds: readonly string[] }[];

function read(): Sent {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "[]") as unknown;
    return Array.isArray(parsed) ? (parsed as Sent) : [];
  } catch {
    return [];
  }
}

export function rememberSentSeed(tableId: string, seed: string): void {
  const all = read();
  const seeds = all.find((t) => t.tableId === tableId)?.seeds ?? [];
  const kept = [
    { tableId, seeds: [...new Set([...seeds, seed])].slice(-20) },
    ...all.filter((t) => t.tableId !== tableId),
  ];
  try {
    localStorage.setItem(KEY, JSON.stringify(kept.slice(0, KEPT)));
  } catch {
    // Private browsing may refuse storage: the check is then not offered.
  }
}

/** The seeds this browser sent at a table (empty when none, or forgotten). */
export function sentSeeds(tableId: string): readonly string[] {
  return read().find((t) => t.tableId === tableId)?.seeds ?? [];
}
