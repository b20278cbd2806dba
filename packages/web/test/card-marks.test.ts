import { CHARACTERS, NUMBERINGS, valuesOf } from "@loveletter/engine";
import { describe, expect, it } from "vitest";
import { cardMark } from "../src/game/card-marks.js";

describe("the value medallion's shape", () => {
  it("differs between any two characters of one value, in either numbering", () => {
    for (const numbering of NUMBERINGS) {
      const byValue = new Map<number, string[]>();
      CHARACTERS.forEach((card, id) => {
        const value = valuesOf(numbering)[id]!;
        if (value >= 0) byValue.set(value, [...(byValue.get(value) ?? []), card]);
      });
      for (const [value, cards] of byValue) {
        const marks = cards.map((card) => cardMark(card as (typeof CHARACTERS)[number]));
        expect(new Set(marks).size, `${numbering} ${value}: ${cards.join(", ")}`).toBe(cards.length);
      }
    }
  });
});
