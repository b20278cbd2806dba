import type { Locale } from "../locales.js";
import type { Catalogue } from "./en.js";

/**
 * Every language's catalogue but English, each loaded when asked for: in the browser each is its
 * own chunk, fetched only by a reader of that language (English is in the first load).
 */
export const CATALOGUES: Readonly<Record<Exclude<Locale, "en">, () => Promise<Catalogue>>> = {
  fr: () => import("./fr.js").then((m) => m.fr),
  de: () => import("./de.js").then((m) => m.de),
  es: () => import("./es.js").then((m) => m.es),
  it: () => import("./it.js").then((m) => m.it),
  "pt-BR": () => import("./pt-BR.js").then((m) => m.ptBR),
  ja: () => import("./ja.js").then((m) => m.ja),
  ko: () => import("./ko.js").then((m) => m.ko),
  "zh-CN": () => import("./zh-CN.js").then((m) => m.zhCN),
};
