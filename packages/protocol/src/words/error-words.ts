import { ERROR_CODES, type ErrorCode } from "../errors.js";
import type { MessageKey } from "./catalogues/en.js";

/**
 * The catalogue's sentence for an error code: the server sends the code, each client words it in
 * its reader's language. The type fails to check when a code has no sentence in the catalogue.
 */
export function errorKey(code: ErrorCode): `error.${ErrorCode}` & MessageKey {
  return `error.${code}`;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}
