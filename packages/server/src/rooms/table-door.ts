import { randomInt } from "node:crypto";

const JOIN_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A new private table's join code: six characters none of which reads as another (no O/0, I/1). */
export function joinCode(): string {
  let code = "";
  for (let i = 0; i < 6; i++) code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return code;
}

/** Join codes are shown in capitals; people may type them in any case. */
export function normalJoinCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Why a player may not come into a table, or null when they may. A public table is open to anyone
 * who has its id. A private one (it has a join code) only to whoever brings the code, and to its
 * own people — the host, whoever has or is promised a seat, anyone already in the room — who may
 * come back without it: a refreshed page, a new device, a server restart.
 */
export function privateTableRefusal(code: string | null, offered: unknown, ownPerson: boolean): string | null {
  if (code === null || ownPerson) return null;
  if (typeof offered !== "string" || offered.trim() === "") return "This table is private: join it with its code.";
  if (normalJoinCode(offered) !== code) return "That is not this table's join code.";
  return null;
}
