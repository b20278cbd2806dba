import { createWords, ENGLISH, type Words } from "@loveletter/protocol";

// The page's words now, for code outside a component (the table's narration), kept apart from
// the store and the browser (words.ts) so that the pure models can be tested in Node.

/** English, compiled at build time (vite.config.ts, `compiled-catalogues`). */
export const englishWords: Words = createWords("en", { ...ENGLISH });

let current: Words = englishWords;

export const currentWords = (): Words => current;

export function setCurrentWords(words: Words): void {
  current = words;
}
