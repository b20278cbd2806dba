import type { PlayerRecord } from "@loveletter/protocol";
import { mergedLearnProgress } from "@loveletter/protocol";
import { api } from "../net/api";
import { storedGuestId } from "../state/identity";
import { hasMore, type KeyValue, keepProgress, NO_PROGRESS, type Progress, readProgress } from "./progress";

/**
 * Where a player's /learn progress lives: a guest's in this browser; an account's on the server,
 * so it follows them to every device. An account's load first sends the server what this browser
 * has that it lacks: the progress of the guest this browser keeps (merged on sign-up and sign-in)
 * and any step the server could not be told of when it was finished (kept here meanwhile, so a
 * lost connection loses nothing).
 */
export interface ProgressOptions {
  readonly store?: KeyValue;
  readonly guestId?: string | null;
}

const local = (options: ProgressOptions) => options.store ?? localStorage;

export async function loadProgress(player: PlayerRecord, options: ProgressOptions = {}): Promise<Progress> {
  const store = local(options);
  const mine = readProgress(store, player.id);
  if (player.kind !== "account") return mine;
  const guestId = options.guestId === undefined ? storedGuestId() : options.guestId;
  const here = guestId && guestId !== player.id ? mergedLearnProgress(mine, readProgress(store, guestId)) : mine;
  try {
    const kept = await api.learnProgress();
    return hasMore(here, kept) ? await api.addLearnProgress(here) : kept;
  } catch {
    return here; // the server is out of reach: this browser's share, sent at the next load
  }
}

/** Records progress: for an account on the server (and here until it is), for a guest here. */
export async function addProgress(
  player: PlayerRecord,
  more: Partial<Progress>,
  options: ProgressOptions = {},
): Promise<Progress> {
  const store = local(options);
  if (player.kind !== "account") return keepProgress(store, player.id, more);
  try {
    return await api.addLearnProgress({ ...NO_PROGRESS, ...more });
  } catch {
    return keepProgress(store, player.id, more);
  }
}
