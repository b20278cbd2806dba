import { type ErrorCode, errorKey, isErrorCode } from "@loveletter/protocol";
import { currentWords } from "./current";

/** A refusal's code and the server's sentence, as an ApiError or a "<code>: <sentence>" message carries them. */
export function refusalOf(error: unknown): { code: ErrorCode; sentence: string } | null {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (isErrorCode(code)) return { code, sentence: message };
  const coded = message.match(/^([a-z][a-z-]*): (.+)$/s);
  if (coded && isErrorCode(coded[1])) return { code: coded[1], sentence: coded[2]! };
  return null;
}

/** The sentence for a refusal from the server in the page's language (null: not a coded refusal). */
export function refusalText(error: unknown): string | null {
  const refusal = refusalOf(error);
  if (!refusal) return null;
  const words = currentWords();
  // The server's sentences are English, written for people, and say the particulars (which
  // setting, how many tables, which name): an English page shows them; another language, the
  // code's sentence from its catalogue.
  if (words.locale !== "en") return words.t(errorKey(refusal.code));
  return refusal.code === "invalid-settings"
    ? words.t("error.invalid-settings-reason", { reason: refusal.sentence })
    : refusal.sentence;
}

/** Any error as a sentence for the reader: the server's refusals worded here, anything else as it reads. */
export function errorText(error: unknown): string {
  return refusalText(error) ?? (error instanceof Error ? error.message : String(error));
}
