import { describe, expect, it } from "vitest";
import { BOT_NAMES, botSeatName } from "../src/bot-names.js";
import { reservedNameReason } from "../src/usernames.js";

describe("bot names", () => {
  it("names a bot by its seat, as a person of the court, never by its program", () => {
    expect(botSeatName(0, [])).toBe("Sir Aldric");
    expect(botSeatName(3, [])).toBe("Dame Elowen");
    for (const name of BOT_NAMES) expect(name).not.toMatch(/bot|random|heuristic|expert|beginner|intermediate/i);
  });

  it("never gives a name someone at the table already has", () => {
    const taken: string[] = [];
    // Eight bots sitting down in turn at seat 2 (each replacing the last's seat number) all differ.
    for (let i = 0; i < 8; i++) taken.push(botSeatName(2, taken));
    expect(new Set(taken).size).toBe(8);
    expect(botSeatName(1, ["Lady Rosamund"])).toBe("Brother Anselm");
  });

  it("keeps the bots' names from people, however they are spelt", () => {
    expect(reservedNameReason("Sir Aldric", "guest")).toMatch(/reads as a bot's name/);
    expect(reservedNameReason("siraldric", "account")).toMatch(/reads as a bot's name/);
    expect(reservedNameReason("Sir Aldrik", "guest")).toBeNull();
  });
});
