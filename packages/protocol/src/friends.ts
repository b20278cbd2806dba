// Friends, blocks and invitations (docs/protocol.md, "Friends"): what GET /api/friends answers, a
// profile's relation to the one who looks at it, and the bodies of an invitation and a challenge.
// Accounts only: a guest has no friends to keep across devices.

import type { RulesetId } from "@loveletter/engine";

/** Another account, as the lists show it. */
export interface FriendPerson {
  readonly playerId: string;
  readonly name: string;
}

/** A table a friend sits at, for the friends list's "where they play". */
export interface FriendTable {
  readonly tableId: string;
  readonly ruleset: RulesetId;
  readonly seats: number;
  readonly status: "waiting" | "playing" | "finished";
  /** A private table (it has a join code): it can be watched only with its code or an invitation. */
  readonly private: boolean;
  readonly pace: "live" | "turn-based";
}

/** A friend: whether they are online now, and the open tables they sit at. */
export interface Friend extends FriendPerson {
  readonly online: boolean;
  readonly tables: readonly FriendTable[];
  /** When the friendship was accepted (epoch ms). */
  readonly since: number;
}

/** GET /api/friends. */
export interface FriendsAnswer {
  readonly friends: readonly Friend[];
  /** Requests waiting for this account's answer. */
  readonly incoming: readonly FriendPerson[];
  /** Requests this account made that are not answered yet. */
  readonly outgoing: readonly FriendPerson[];
  /** Accounts this account blocked. */
  readonly blocked: readonly FriendPerson[];
}

/** Where this account stands with another one (a profile's buttons). */
export type FriendRelation = "none" | "friends" | "requested" | "asked-you" | "blocked";

/** GET /api/friends/:id and every change of a relation: the relation as it now is. */
export interface RelationAnswer {
  readonly relation: FriendRelation;
}

/** POST /api/invitations and POST /api/challenges: who to tell, of which table. */
export interface InvitationRequest {
  readonly playerId: string;
  readonly tableId: string;
}

/** At most this many friends and requests an account keeps, asked and accepted together. */
export const MAX_FRIENDS = 200;
