import { createStore } from "./store";

/** Display choices that belong to this browser, not to a table. */
export interface Preferences {
  /** Draw cards as the playing-card stand-ins of rules.md §7. */
  playingCards: boolean;
  /** Show the remaining-card tracker beside the table. */
  tracker: boolean;
  /** Short synthesised sounds at the table (your turn, a card played, a knock-out, a round won). Off unless chosen. */
  sound: boolean;
  /** Ask "Play" before a finished move is sent; off, the move goes as soon as its last choice is made. */
  confirmPlay: boolean;
}

const KEY = "loveletter.preferences";
const defaults: Preferences = { playingCards: false, tracker: true, sound: false, confirmPlay: true };

function load(): Preferences {
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Preferences>) };
  } catch {
    return defaults;
  }
}

export const preferences = createStore<Preferences>(load());

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  preferences.update((p) => ({ ...p, [key]: value }));
  try {
    localStorage.setItem(KEY, JSON.stringify(preferences.get()));
  } catch {
    // Not stored: the choice lasts until the page closes.
  }
}
