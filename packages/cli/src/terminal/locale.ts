import { isLocale, LOCALES, type Locale, negotiateLocale } from "@loveletter/protocol";

/**
 * The terminal's language: `--lang` when given (one of LOCALES, else an error), else the
 * environment's locale as POSIX names it (LC_ALL, then LC_MESSAGES, then LANG: "de_DE.UTF-8"),
 * else English. "C" and "POSIX" mean no language chosen.
 */
export function terminalLocale(lang: string | undefined, env: NodeJS.ProcessEnv): Locale {
  if (lang !== undefined) {
    const chosen = LOCALES.find((l) => l.toLowerCase() === lang.trim().toLowerCase());
    if (!chosen || !isLocale(chosen))
      throw new RangeError(`--lang must be one of ${LOCALES.join(", ")}, not "${lang}".`);
    return chosen;
  }
  for (const name of ["LC_ALL", "LC_MESSAGES", "LANG"] as const) {
    const value = env[name];
    if (!value) continue;
    const tag = value.split(/[.@]/)[0]!.replace(/_/g, "-");
    if (tag === "C" || tag === "POSIX") return "en";
    return negotiateLocale([tag]);
  }
  return "en";
}
