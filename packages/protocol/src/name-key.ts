/**
 * What two names are "the same name" by: the key two names share when a person could mistake one
 * for the other. NFKC (fullwidth "Ａｄａ" is "Ada"), case folded, accents dropped, letters of other
 * scripts that look Latin mapped to the Latin letter they look like (Cyrillic "а", Greek "ο"),
 * look-alike digits and letters merged (0/o, 1/l/i/I/|, 5/s, rn/m, vv/w), and spaces, separators and
 * invisible characters ignored. Account usernames are unique by this key, and a guest's name may not
 * have an account's or a bot's key: that is what makes impersonation impossible by construction.
 *
 * It is deliberately coarse: two honest people whose names collide pick another, which costs less
 * than one impostor.
 */
export function nameKey(name: string): string {
  const folded = name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/ς/g, "σ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
  let key = "";
  for (const char of folded) key += LOOK_ALIKES.get(char) ?? char;
  return key
    .replace(/[^\p{L}\p{N}]/gu, "")
    .replace(/rn/g, "m")
    .replace(/vv/g, "w")
    .replace(/cl/g, "d");
}

/** Letters and digits that look like another (after lower-casing), and the one they are taken for. */
const LOOK_ALIKES = new Map<string, string>(
  Object.entries({
    // digits and symbols
    "0": "o",
    "1": "l",
    "!": "l",
    "|": "l",
    i: "l",
    "5": "s",
    "8": "b",
    "3": "e",
    "4": "a",
    "7": "t",
    "9": "g",
    "2": "z",
    "6": "b",
    "@": "a",
    $: "s",
    // Latin look-alikes
    ı: "l",
    ł: "l",
    ø: "o",
    đ: "d",
    ħ: "h",
    // Cyrillic
    а: "a",
    в: "b",
    е: "e",
    ё: "e",
    к: "k",
    м: "m",
    н: "h",
    о: "o",
    р: "p",
    с: "c",
    т: "t",
    у: "y",
    х: "x",
    і: "l",
    ї: "l",
    ј: "l",
    ѕ: "s",
    ԁ: "d",
    ԛ: "q",
    ԝ: "w",
    ɡ: "g",
    // Greek
    α: "a",
    β: "b",
    ε: "e",
    η: "n",
    ι: "l",
    κ: "k",
    μ: "u",
    ν: "v",
    ο: "o",
    ρ: "p",
    σ: "o",
    τ: "t",
    υ: "u",
    χ: "x",
    ω: "w",
  }),
);
