import { describe, expect, test } from "vitest";
import { formatMessage } from "../src/message-format.js";

// The message templates' formatter: named parameters and English plurals, as ICU MessageFormat writes them.

describe("formatMessage", () => {
  test("fills named parameters, and leaves text without any as it is", () => {
    expect(formatMessage("Your move at {title}", { title: "Ada's table" })).toBe("Your move at Ada's table");
    expect(formatMessage("Nothing new.")).toBe("Nothing new.");
    // A parameter's value is text, never read as a template.
    expect(formatMessage("{a} and {b}", { a: "{b}", b: "#" })).toBe("{b} and #");
  });

  test("picks a plural's case: an exact one, then one, then other; # is the count", () => {
    const t = "{n, plural, =0 {no game} one {# game} other {# games}} waiting for {name}";
    expect(formatMessage(t, { n: 0, name: "Bo" })).toBe("no game waiting for Bo");
    expect(formatMessage(t, { n: 1, name: "Bo" })).toBe("1 game waiting for Bo");
    expect(formatMessage(t, { n: 3, name: "Bo" })).toBe("3 games waiting for Bo");
    expect(formatMessage("{n, plural, other {# at {where}}}", { n: 2, where: "home" })).toBe("2 at home");
  });

  test("a template's mistakes are errors, not silent gaps", () => {
    expect(() => formatMessage("{missing}")).toThrow(/needs the parameter "missing"/);
    expect(() => formatMessage("{n, select, a {x}}", { n: 1 })).toThrow(/Only/);
    expect(() => formatMessage("{n, plural, one {x}", { n: 1 })).toThrow(/Unbalanced/);
    expect(() => formatMessage("{n, plural, one {x}}", { n: 2 })).toThrow(/"other"/);
  });
});
