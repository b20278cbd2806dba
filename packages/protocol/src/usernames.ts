import { BOT_NAMES } from "./bot-names.js";
import { refuse } from "./errors.js";
import { nameKey } from "./name-key.js";

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

/** What an account's username is made of, after NFKC: Latin letters, digits, and _ - . between them. */
const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9._-]*[A-Za-z0-9]$/;

/** What a deleted account's games show in its place. */
export const DELETED_PLAYER_NAME = "deleted player";

/**
 * Names nobody may take (compared by nameKey): they would pass for the platform, for a bot, or for
 * a word the interface uses about people.
 */
const RESERVED = [
  "admin",
  "administrator",
  "moderator",
  "mod",
  "staff",
  "support",
  "official",
  "system",
  "server",
  "root",
  "loveletter",
  "love letter",
  "guest",
  "you",
  "nobody",
  "anonymous",
  DELETED_PLAYER_NAME,
  "bot",
  "random bot",
  "heuristic bot",
  "expert bot",
].map(nameKey);

/**
 * Whether a name reads as a bot's: one of the names bots sit under ("Sir Aldric"), or one of its
 * words is "bot", or ends with it, digits aside ("Expert bot 2", "Expertbot2", "B0T").
 */
function readsAsBot(name: string): boolean {
  if (BOT_NAME_KEYS.has(nameKey(name))) return true;
  return name
    .normalize("NFKC")
    .split(/[^\p{L}\p{N}]+/u)
    .some((word) => nameKey(word.replace(/\d+$/, "")).endsWith(BOT));
}
const BOT = nameKey("bot");
const BOT_NAME_KEYS = new Set<string>(BOT_NAMES.map(nameKey));

/** Why a name is not free for people to take, or null. Guests may use "Guest 1234" (the names they are given). */
export function reservedNameReason(name: string, who: "account" | "guest"): string | null {
  const key = nameKey(name);
  if (readsAsBot(name)) return `"${name}" reads as a bot's name: only bots are called that.`;
  if (who === "guest" && /^Guest \d{1,6}$/.test(name.trim())) return null;
  if (RESERVED.includes(key) || key.startsWith(nameKey("guest")) || key.startsWith(nameKey(DELETED_PLAYER_NAME)))
    return `"${name}" is reserved: pick another name.`;
  return null;
}

/**
 * An account's username as it will be shown: NFKC-normalised and trimmed; refuses with
 * `invalid-name` (and a message saying why) a name of the wrong length or characters, or a reserved one.
 */
export function username(raw: unknown): string {
  const name = usernameShape(raw, "A username");
  const reserved = reservedNameReason(name, "account");
  if (reserved) refuse("invalid-name", reserved);
  return name;
}

/** NFKC-normalised and trimmed, of a username's length and characters; else `invalid-name`. */
function usernameShape(raw: unknown, what: string): string {
  if (typeof raw !== "string") refuse("invalid-name", `${what} must be a string.`);
  const name = raw.normalize("NFKC").trim();
  const length = [...name].length;
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH)
    refuse("invalid-name", `${what} is ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long.`);
  if (!USERNAME_PATTERN.test(name))
    refuse(
      "invalid-name",
      `${what} is made of letters (a-z, A-Z), digits and . _ - ; it starts with a letter and ends with a letter or digit.`,
    );
  return name;
}

/**
 * A bot program's name (docs/bot-api.md): a username's shape, and it reads as a bot's ("TagBot",
 * "ada-bot2"): people's names never do, so no program passes for a person, nor a person for a
 * program. The built-in bots' names and the reserved words stay refused.
 */
export function botProgramName(raw: unknown): string {
  const name = usernameShape(raw, "A bot's name");
  if (!readsAsBot(name)) refuse("invalid-name", `A bot's name says it is one: end it with "bot" ("${name}bot").`);
  if (RESERVED.includes(nameKey(name))) refuse("invalid-name", `"${name}" is reserved: pick another name.`);
  return name;
}

export const PASSWORD_MIN_LENGTH = 8;
/** scrypt takes any length, but a megabyte password is a way to make the server work for nothing. */
export const PASSWORD_MAX_LENGTH = 200;

/** A new password: refuses one too short or too long with `invalid-password`. */
export function newPassword(raw: unknown): string {
  if (typeof raw !== "string") refuse("invalid-password", "A password must be a string.");
  const length = [...raw].length;
  if (length < PASSWORD_MIN_LENGTH)
    refuse("invalid-password", `A password is at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (length > PASSWORD_MAX_LENGTH)
    refuse("invalid-password", `A password is at most ${PASSWORD_MAX_LENGTH} characters.`);
  return raw;
}
