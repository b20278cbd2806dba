import type { FriendsAnswer, RelationAnswer } from "@loveletter/protocol";
import { api } from "./api";

// The friends API (docs/protocol.md, "Friends"), with the account's session cookie.

const person = (id: string) => encodeURIComponent(id);

export const friendsApi = {
  list: () => api.request<FriendsAnswer>("GET", "/api/friends"),
  relation: (id: string) => api.request<RelationAnswer>("GET", `/api/friends/${person(id)}`),
  /** Asks them, or accepts their request. */
  befriend: (id: string) => api.request<RelationAnswer>("PUT", `/api/friends/${person(id)}`),
  /** Ends the friendship, withdraws the request or declines theirs. */
  unfriend: (id: string) => api.request<RelationAnswer>("DELETE", `/api/friends/${person(id)}`),
  block: (id: string) => api.request<RelationAnswer>("PUT", `/api/blocks/${person(id)}`),
  unblock: (id: string) => api.request<RelationAnswer>("DELETE", `/api/blocks/${person(id)}`),
  invite: (playerId: string, tableId: string) =>
    api.request<{ sent: true }>("POST", "/api/invitations", { body: { playerId, tableId } }),
  challenge: (playerId: string, tableId: string) =>
    api.request<{ sent: true }>("POST", "/api/challenges", { body: { playerId, tableId } }),
};
