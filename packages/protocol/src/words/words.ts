import { type Messages, setupI18n } from "@lingui/core";
import type { CompiledMessage } from "@lingui/message-utils/compileMessage";
import type { MessageKey } from "./catalogues/en.js";
import type { Locale } from "./locales.js";

export type WordValue = string | number;

/**
 * How a reader's language words things: every sentence from the catalogue (ICU MessageFormat,
 * formatted by Lingui), and lists through `Intl` ("Ada, Bob and Cy", "Ada, Bob et Cy").
 */
export interface Words {
  readonly locale: Locale;
  /** The message `key` with its placeholders filled. */
  t(key: MessageKey, values?: Readonly<Record<string, WordValue>>): string;
  /** "Ada, Bob and Cy" ("and": conjunction) or "Ada, Bob or Cy" (disjunction), in this language. */
  list(items: readonly string[], type?: "conjunction" | "disjunction"): string;
}

/**
 * A Words for `locale` from its catalogue. The browser is given catalogues compiled at build time
 * (the web's `compiled-catalogues` plugin); Node passes a compiler (`wordsFor` in words-node.ts).
 */
export function createWords(
  locale: Locale,
  messages: Messages,
  compiler?: (message: string) => CompiledMessage,
): Words {
  const i18n = setupI18n();
  if (compiler) i18n.setMessagesCompiler(compiler);
  i18n.load(locale, messages);
  i18n.activate(locale);
  const lists = new Map<string, Intl.ListFormat>();
  return {
    locale,
    t: (key, values) => i18n._(key, values as Record<string, unknown> | undefined),
    list(items, type = "conjunction") {
      let format = lists.get(type);
      if (!format) {
        format = new Intl.ListFormat(locale, { style: "long", type });
        lists.set(type, format);
      }
      return format.format(items);
    },
  };
}
