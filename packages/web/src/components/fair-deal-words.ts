/**
 * What the fair deal says to a player (docs/fair-deal.md), in plain words first; the commitment and
 * the seeds are the details behind a disclosure. English sentences with named parameters, gathered
 * here for the languages pass.
 */
export const FAIR_DEAL_WORDS = {
  title: "Fair deal",
  // The replay page.
  lead: "The server fixed this deal before anyone joined and could not have changed it after seeing your seed: every card came from the seeds shown here.",
  "lead.v0": "This game was dealt before deals were fixed in advance: its moves can be checked, but not its shuffle.",
  verify: "Verify this deal",
  checking: "Checking every round and every move…",
  verified: "Verified in your browser: every round was dealt from these seeds, and every move follows the rules.",
  "verified.v0": "Checked in your browser: every move follows the rules and the result is right.",
  "own-seed": ({ seed }: { seed: string }) => `Your seat's seed is the one you sent ("${seed}").`,
  "not-verified": "Not verified: this record is not the deal the server fixed. What does not match:",
  details: "How it works: the fingerprint and the seeds",
  "how-it-works":
    "Before the match the server chose a secret seed and showed only its fingerprint (its SHA-256), the commitment. Each player then added a seed of their own. Every shuffle comes from all the seeds together; at the end the server revealed its seed, and anyone can check that its fingerprint is the commitment.",
  commitment: "Commitment (the fingerprint shown before the deal)",
  "server-seed": "The server's seed, revealed",
  "players-seeds": "The players' seeds",
  "what-was-checked": "What was checked",
  // The waiting room and the match end.
  "waiting.lead":
    "The server has already fixed the next deal, and cannot change it once it sees your seed. When the match ends, anyone can check every card from its replay.",
  "waiting.revealed":
    "The last match's deal can now be checked: the server has revealed its seed. Open its replay and choose “Verify this deal”.",
  "waiting.details": "The fingerprint and the seeds",
  "waiting.fingerprint": "The server's secret seed for the next deal, shown only by its fingerprint (SHA-256):",
  "waiting.revealed-seed":
    "The last game's server seed, now revealed (its SHA-256 is the fingerprint shown before that deal):",
  "waiting.mixed": "Every seated player's seed below is mixed into the shuffle.",
  "your-seed": "Your seed",
  "use-seed": "Use this seed",
  "seats-seeds": "Seeds of the seats",
  // At the table.
  "note.title": ({ commitment }: { commitment: string }) =>
    `Fair deal: this game is dealt from a secret seed whose SHA-256 is ${commitment}. It is revealed when the match ends.`,
  "note.body":
    "This deal was fixed before the match began, and the server reveals its seed when the match ends so that the replay can check every card. Its fingerprint:",
} as const;
