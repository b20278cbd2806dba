import { isLocale, LOCALE_NAMES, LOCALES } from "@loveletter/protocol";
import { words } from "../i18n/words";
import { chooseLanguage } from "../state/language-choice";
import { useStore } from "../state/store";

/**
 * The language menu of every page's header: each language named in itself, the choice kept for
 * this browser and, signed in, for the account. Changing it says so to a screen reader in the new language.
 */
export function LanguageMenu() {
  const w = useStore(words);
  return (
    <label class="language-menu">
      <span class="visually-hidden">{w.t("language.menu")}</span>
      {/* Up to a phone on its side the header has room for the language's code only: the select,
          still the control, lies invisible over it. */}
      <span class="language-code" aria-hidden="true">
        {w.locale.split("-")[0]!.toUpperCase()}
      </span>
      <select
        value={w.locale}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isLocale(value)) void chooseLanguage(value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}
