import { refuse } from "./errors.js";

export const NAME_MAX_LENGTH = 24;

// Control and format characters (including bidi overrides and zero-width ones) would let a name
// hide, reorder or impersonate text around it.
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** A display name, trimmed; refuses empty, too long or control characters with `invalid-name`. */
export function displayName(raw: unknown): string {
  if (typeof raw !== "string") refuse("invalid-name", "A name must be a string.");
  const name = raw.trim();
  if (name.length === 0) refuse("invalid-name", "A name can't be empty.");
  if ([...name].length > NAME_MAX_LENGTH) refuse("invalid-name", `A name is at most ${NAME_MAX_LENGTH} characters.`);
  if (FORBIDDEN.test(name)) refuse("invalid-name", "A name can't contain control characters.");
  return name;
}
