import { compileMessage } from "@lingui/message-utils/compileMessage";
import { CATALOGUES, type Catalogue, createWords, ENGLISH, type Locale, type Words } from "./words/index.js";

// The catalogues in Node (the command line, the server, the tests): compiled as they load, where
// the browser is given them compiled at build time. Its own entry, so that the compiler never
// reaches the browser's bundle.

/** The catalogue of `locale`, as written (ICU messages). */
export async function catalogueOf(locale: Locale): Promise<Catalogue> {
  return locale === "en" ? ENGLISH : CATALOGUES[locale]();
}

/** Words in `locale`, its catalogue compiled as it is used. */
export async function wordsFor(locale: Locale): Promise<Words> {
  return createWords(locale, { ...(await catalogueOf(locale)) }, compileMessage);
}

/** Words in English, at once. */
export const englishWords = (): Words => createWords("en", { ...ENGLISH }, compileMessage);

export { compileMessage };
