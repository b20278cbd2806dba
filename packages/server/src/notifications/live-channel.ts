import type { Presence } from "@colyseus/core";
import type { NotificationsChange } from "@loveletter/protocol";
import { PresenceTopic } from "../scale/presence-topic.js";

/** A change to one player's notifications, as it travels between processes. */
export interface LiveNotice {
  readonly playerId: string;
  readonly change: NotificationsChange;
}

/**
 * Where a notification is told live: published on Colyseus's presence, so that it reaches the
 * player's connections whichever process holds them. The community room listens.
 */
export class LiveChannel extends PresenceTopic<LiveNotice> {
  constructor(presence: () => Presence) {
    super(presence, "loveletter:notifications");
  }
}
