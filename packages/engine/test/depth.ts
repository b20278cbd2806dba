// How much of the engine's randomised and recorded checks a run goes through. An ordinary run
// (`npm test`) takes a fixed share that still reaches every table and catches what each check is
// for; LOVELETTER_DEEP=1 takes all of it, as CI does on its weekly deep run (README, "Tests").

/** LOVELETTER_DEEP=1: every case of every randomised and recorded check. */
export const DEEP = process.env.LOVELETTER_DEEP === "1";

/** `quick` in an ordinary run, `deep` in a deep one. */
export function depth<T>(quick: T, deep: T): T {
  return DEEP ? deep : quick;
}
