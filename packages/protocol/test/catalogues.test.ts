import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { CATALOGUES, type Catalogue, ENGLISH, LOCALES, type MessageKey } from "@loveletter/protocol";
import { describe, expect, it } from "vitest";

// The catalogue check (CI): every language has every English key and no other, every message
// parses, and no translation loses a value the English message shows ({name}, {count, number},
// a plural's #) or uses a placeholder the English message does not have. A select or plural that
// only chooses grammar (a verb's person, a plural ending) may be left out where a language does
// not need it (Japanese has no plural endings).

type Token = string | readonly [string, string?, Readonly<Record<string, string | readonly Token[]>>?];

interface Placeholders {
  /** Arguments whose value the reader sees. */
  readonly shown: Set<string>;
  /** Every argument, shown or only choosing a case. */
  readonly all: Set<string>;
}

function placeholders(message: string): Placeholders {
  const shown = new Set<string>();
  const all = new Set<string>();
  // A compiled message, or a branch of one, is a plain string when it has no placeholder.
  const walk = (tokens: string | readonly Token[], plural: string | null) => {
    for (const token of typeof tokens === "string" ? [tokens] : tokens) {
      if (typeof token === "string") {
        if (token.includes("#") && plural) shown.add(plural);
        continue;
      }
      const [name, type, cases] = token;
      all.add(name);
      if (type === "plural" || type === "select" || type === "selectordinal") {
        // A plural's cases sit beside its offset, which is not a branch.
        for (const branch of Object.values(cases ?? {}))
          if (typeof branch === "string" || Array.isArray(branch)) walk(branch, type === "select" ? plural : name);
      } else shown.add(name);
    }
  };
  walk(compileMessageOrThrow(message) as string | readonly Token[], null);
  return { shown, all };
}

const others = LOCALES.filter((l) => l !== "en");
const english = placeholders;

describe("the catalogues", () => {
  it("parse in English", () => {
    for (const [key, message] of Object.entries(ENGLISH)) expect(() => english(message), key).not.toThrow();
  });

  for (const locale of others) {
    describe(locale, async () => {
      const catalogue: Catalogue = await CATALOGUES[locale as Exclude<typeof locale, "en">]();

      it("has every English key and no other", () => {
        expect(Object.keys(catalogue).sort()).toEqual(Object.keys(ENGLISH).sort());
      });

      it("keeps the English placeholders", () => {
        const wrong: string[] = [];
        for (const key of Object.keys(ENGLISH) as MessageKey[]) {
          const source = english(ENGLISH[key]);
          let translated: Placeholders;
          try {
            translated = placeholders(catalogue[key]);
          } catch (error) {
            wrong.push(`${key}: does not parse (${(error as Error).message})`);
            continue;
          }
          for (const name of source.shown) if (!translated.shown.has(name)) wrong.push(`${key}: {${name}} is missing`);
          for (const name of translated.all)
            if (!source.all.has(name)) wrong.push(`${key}: {${name}} is not in English`);
        }
        expect(wrong).toEqual([]);
      });
    });
  }
});
