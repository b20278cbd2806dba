import { reviewText } from "@loveletter/protocol";
import { englishWords, wordsFor } from "@loveletter/protocol/words-node";
import { describe, expect, it } from "vitest";
import type { Explanation } from "../src/review/explain.js";
import { explanationSentences, type ReviewNames, valueName } from "../src/review/sentences.js";

// The review's sentences are data worded by the reader's catalogue: the same decision read in
// English, German and Japanese, with the catalogues' card names and nothing left in English.

const names: ReviewNames = {
  name: (seat) => ["Ada", "Bob"][seat]!,
  deck: [
    { card: "guard", value: 1 },
    { card: "priest", value: 2 },
    { card: "prince", value: 5 },
    { card: "princess", value: 8 },
  ],
};

// Ada's Guard on Bob named the Priest, after Bob kept a card over his Prince: the Princess was better.
const guard: Explanation = {
  facts: [
    { code: "kept-over", player: 1, card: "prince" },
    { code: "higher-unseen", card: "prince", cards: ["princess"] },
    { code: "copies-unseen", value: 8, copies: 1, hidden: 9 },
  ],
  reason: {
    code: "guess-better",
    card: "guard",
    bestTarget: 1,
    bestValue: 8,
    bestHit: 0.61,
    playedTarget: 1,
    playedValue: 2,
    playedHit: 0.12,
  },
  played: { seat: 0, play: "guard", target: 1, guess: 2 },
  best: { seat: 0, play: "guard", target: 1, guess: 8 },
  playedRound: 0.3,
  bestRound: 0.72,
};

const read = async (locale: "de" | "ja") =>
  explanationSentences(guard, names).map(async (s) => reviewText(await wordsFor(locale), s));

describe("the review's sentences in the reader's language", () => {
  it("read in English as before", () => {
    expect(explanationSentences(guard, names).map((s) => reviewText(englishWords(), s))).toEqual([
      "Bob had kept a card over the Prince they played, so it was probably higher.",
      "Of the cards higher than the Prince, only the Princess was still unseen.",
      "One copy of the Princess (8) was among the 9 cards you had not seen.",
      "On Bob, naming the Princess (8) was right 61% of the time; the Priest (2), 12%.",
      "The expert's choice, the Guard on Bob naming the Princess (8), won the round 72% of the time; yours, the Guard on Bob naming the Priest (2), 30%.",
    ]);
  });

  it("read in German, with the German cards' names", async () => {
    expect(await Promise.all(await read("de"))).toEqual([
      "Bob hatte statt der gespielten Karte Prinz eine andere behalten, die also wahrscheinlich höher war.",
      "Von den Karten, die höher sind als die Karte Prinz, war nur die Karte Prinzessin noch ungesehen.",
      "Ein Exemplar von „Prinzessin“ (8) war unter den 9 Karten, die du nicht gesehen hattest.",
      "Bei Bob lag der Tipp „Prinzessin“ (8) in 61\u00a0% der Fälle richtig, „Priester“ (2) in 12\u00a0%.",
      "Die Wahl des Experten, die Karte Wächterin auf Bob mit dem Tipp „Prinzessin“ (8), gewann die Runde in 72\u00a0% der Fälle; deine, die Karte Wächterin auf Bob mit dem Tipp „Priester“ (2), in 30\u00a0%.",
    ]);
  });

  it("read in Japanese, with the Japanese cards' names", async () => {
    const sentences = await Promise.all(await read("ja"));
    expect(sentences[0]).toBe(
      "Bobは「魔術師」を出して別のカードを残したので、そのカードはおそらくより強いものでした。",
    );
    expect(sentences[1]).toBe("「魔術師」より強いカードのうち、まだ見えていなかったのは「姫」だけでした。");
    expect(sentences[3]).toBe("Bobに対して、「姫」(8)の宣言が当たる確率は61%、「道化」(2)は12%でした。");
    expect(sentences[4]).toBe(
      "エキスパートの選択(Bobに「姫」(8)を宣言する「兵士」)はラウンドに72%の確率で勝ち、あなたの選択(Bobに「道化」(2)を宣言する「兵士」)は30%でした。",
    );
    // No English word is left: only the players' names are in Latin letters.
    for (const s of sentences) expect(s.replaceAll(/Ada|Bob/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("writes a value shared by several cards as each language does", async () => {
    const deck = [
      { card: "countess", value: 8 },
      { card: "dowager-queen", value: 8 },
    ] as const;
    expect(reviewText(englishWords(), valueName(8, deck))).toBe("an 8 (Countess or Dowager Queen)");
    expect(reviewText(await wordsFor("de"), valueName(8, deck))).toBe("8 (Gräfin oder Königinwitwe)");
  });
});
