import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nameKey } from "../src/name-key.js";
import { reservedNameReason, username } from "../src/usernames.js";

// The rules that make one name unmistakable for another (docs/protocol.md, "Accounts").

const latinName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9._-]{1,18}[A-Za-z0-9]$/);

/** The fullwidth form of an ASCII string (Ａ for A): NFKC turns it back. */
const fullwidth = (text: string) =>
  [...text].map((c) => (c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join("");

describe("name keys", () => {
  it("ignore case, separators, fullwidth forms and accents", () => {
    fc.assert(
      fc.property(latinName, (name) => {
        const key = nameKey(name);
        expect(nameKey(name.toUpperCase())).toBe(key);
        expect(nameKey(name.toLowerCase())).toBe(key);
        expect(nameKey(fullwidth(name))).toBe(key);
        expect(nameKey(name.replace(/[._-]/g, ""))).toBe(key);
        expect(nameKey(name.replace(/e/g, "é").replace(/a/g, "à"))).toBe(key);
      }),
    );
  });

  it("merge the look-alikes people take for each other", () => {
    for (const [a, b] of [
      ["Ada", "Аda"], // Cyrillic А
      ["Bob", "Β0b"], // Greek Β, zero
      ["Lily", "L1ly"],
      ["Lily", "LiIy"],
      ["modern", "rnodern"],
      ["Wendy", "VVendy"],
      ["Sam", "5am"],
      ["Grace Hopper", "grace_hopper"],
    ])
      expect(nameKey(b), `${a} / ${b}`).toBe(nameKey(a));
    expect(nameKey("Ada")).not.toBe(nameKey("Adam"));
  });
});

describe("usernames", () => {
  it("accept every name of the allowed set that is not reserved, as typed, and nothing longer or shorter", () => {
    fc.assert(
      fc.property(latinName, (name) => {
        if (reservedNameReason(name, "account") !== null) {
          expect(() => username(name)).toThrow(/reserved|bot/);
          return;
        }
        expect(username(`  ${name} `)).toBe(name);
      }),
    );
    expect(() => username("ab")).toThrow(/3 to 20/);
    expect(() => username("a".repeat(21))).toThrow(/3 to 20/);
  });

  it("never let a name pass for a bot's, whatever its case, digits or separators", () => {
    for (const name of ["Expert bot", "expert_bot_2", "EXPERTBOT7", "Random-Bot", "Heuristic B0T", "bot", "Bot Ada"])
      expect(reservedNameReason(name, "guest"), name).toMatch(/bot/);
    // Coarse on purpose: a word ending in "bot" reads as a bot's ("Talbot" too); one merely containing it does not.
    expect(reservedNameReason("Talbot", "account")).toMatch(/bot/);
    for (const name of ["Abbott", "Bottle", "Botany"]) expect(reservedNameReason(name, "account")).toBeNull();
  });
});
