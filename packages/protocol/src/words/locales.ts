/**
 * The languages the game is played in: BCP 47 tags, each with its name in its own language (the
 * language menu shows "Deutsch", not "German"). English is the source catalogue and the fallback.
 */
export const LOCALES = ["en", "fr", "de", "es", "it", "pt-BR", "ja", "ko", "zh-CN"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  fr: "Français",
  de: "Deutsch",
  es: "Español",
  it: "Italiano",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
  ko: "한국어",
  "zh-CN": "简体中文",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of the reader's languages (most preferred first, as `navigator.languages` or an
 * Accept-Language header list them) that we have: the exact tag, else the same language in another
 * region ("fr-CA" reads French, "pt-PT" the Brazilian catalogue, "zh-Hans-SG" Simplified Chinese;
 * "zh-TW" and "zh-Hant" do not, their script being another), else English.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const raw of preferred) {
    const tag = raw.trim().toLowerCase();
    if (tag === "") continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const [language, ...rest] = tag.split("-");
    if (language === "zh") {
      if (rest.includes("hant") || rest.some((r) => r === "tw" || r === "hk" || r === "mo")) continue;
      return "zh-CN";
    }
    const same = LOCALES.find((l) => l.split("-")[0] === language);
    if (same) return same;
  }
  return DEFAULT_LOCALE;
}

/** The languages of an Accept-Language header, most preferred first ("*" and q=0 left out). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.tag);
}
