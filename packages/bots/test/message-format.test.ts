import { describe, expect, it } from "vitest";
import { formatMessage } from "../src/review/message-format.js";

describe("the review's message format (ICU MessageFormat's arguments, plurals and selects)", () => {
  it("fills named arguments, percentages and lists", () => {
    expect(formatMessage("{name} played the {card}.", { name: "Bob", card: "Baron" })).toBe("Bob played the Baron.");
    expect(formatMessage("right {p, number, percent} of the time", { p: 0.894 })).toBe("right 89% of the time");
    expect(formatMessage("only {cards, list}", { cards: ["the King", "the Princess"] })).toBe(
      "only the King and the Princess",
    );
    expect(formatMessage("{cards, list, or}", { cards: ["Priest", "Cardinal", "Baron"] })).toBe(
      "Priest, Cardinal, or Baron",
    );
  });

  it("chooses a plural case by the locale's rule, an exact case first, with # for the number", () => {
    const t = "{n, plural, =0 {no card} one {# card} other {# cards}}";
    expect([0, 1, 2, 11].map((n) => formatMessage(t, { n }))).toEqual(["no card", "1 card", "2 cards", "11 cards"]);
    // A plural inside a plural: # is the innermost number.
    const nested =
      "{a, plural, one {# of {b, plural, one {# card} other {# cards}}} other {# of {b, plural, other {# cards}}}}";
    expect(formatMessage(nested, { a: 1, b: 9 })).toBe("1 of 9 cards");
  });

  it("chooses a select case, or other", () => {
    const t = "{same, select, yes {On {who}, it} other {It}} was right.";
    expect(formatMessage(t, { same: "yes", who: "Bob" })).toBe("On Bob, it was right.");
    expect(formatMessage(t, { same: "no", who: "Bob" })).toBe("It was right.");
  });

  it("refuses a missing argument or a malformed template, saying which", () => {
    expect(() => formatMessage("{name} won", {})).toThrow(/needs "name"/);
    expect(() => formatMessage("{n, plural, one {x}}", { n: 1 })).toThrow(/no "other" case/);
    expect(() => formatMessage("{n, frobnicate}", { n: 1 })).toThrow(/Unknown argument type/);
    expect(() => formatMessage("a } b", {})).toThrow(/Unbalanced/);
    expect(() => formatMessage("{n, plural, other {x}", { n: 1 })).toThrow(SyntaxError);
  });
});
