import { CATALOGUES, createWords, isLocale, type Locale, negotiateLocale, type Words } from "@loveletter/protocol";
import { createStore } from "../state/store";
import { englishWords, setCurrentWords } from "./current";

// The page's language: the reader's choice when there is one (this browser's, or the account's),
// else the first of the browser's languages we have. English comes with the first load; another
// language's catalogue is fetched when the page switches to it.

const KEY = "loveletter.language";

export const words = createStore<Words>(englishWords);

/** The language this browser chose from the menu, if any. */
export function storedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The language to start in: the stored choice, else the browser's languages, else English. */
export function startingLocale(): Locale {
  return storedLocale() ?? negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

const loaded = new Map<Locale, Words>([["en", englishWords]]);

/** Words in `locale`, its catalogue fetched the first time. */
async function wordsIn(locale: Locale): Promise<Words> {
  const known = loaded.get(locale);
  if (known) return known;
  if (locale === "en") return englishWords;
  const made = createWords(locale, { ...(await CATALOGUES[locale]()) });
  loaded.set(locale, made);
  return made;
}

/**
 * Shows the page in `locale`: fetches its catalogue, then sets `<html lang>` and the words.
 * `remember` keeps it as this browser's choice (the menu); a detected language is not stored.
 */
export async function showIn(locale: Locale, { remember = false } = {}): Promise<void> {
  const next = await wordsIn(locale);
  if (remember) {
    try {
      localStorage.setItem(KEY, locale);
    } catch {
      // Not stored: the choice lasts until the page closes.
    }
  }
  document.documentElement.lang = locale;
  setCurrentWords(next);
  words.set(next);
}
