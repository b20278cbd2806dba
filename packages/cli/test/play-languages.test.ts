import { describe, expect, it } from "vitest";
import { terminalLocale } from "../src/terminal/locale.js";
import { runPlay } from "./terminal-harness.js";

const always = (reply: string) => (prompt: string) => (prompt.startsWith("Press Enter") ? "" : reply);

describe("loveletter play in another language", () => {
  it("tells the match in German with --lang de, the cards as the German edition names them", async () => {
    const { code, out, err } = await runPlay(["--lang", "de", "--seed", "3"], always("1"));
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/Runde 1 beginnt\. (Du spielst|Platz 1 spielt) zuerst\./);
    expect(out).toMatch(
      /(Du hast|Platz 1 hat) die Karte (Wächterin|Priester|Baron|Zofe|Prinz|König|Gräfin|Prinzessin) \(\d\) gespielt/,
    );
    expect(out).not.toMatch(/\b(played the|drew a card|Round \d begins)\b/);
  });

  it("tells the match in Japanese with --lang ja", async () => {
    const { code, out } = await runPlay(["--lang", "ja", "--seed", "3"], always("1"));
    expect(code).toBe(0);
    expect(out).toMatch(/第1ラウンド開始。(あなた|1番席)が最初の手番です。/);
    expect(out).toMatch(/「(兵士|道化|騎士|僧侶|魔術師|将軍|伯爵夫人|姫)[(（]\d[)）]」を出しました。/);
    expect(out).not.toMatch(/\b(played the|drew a card)\b/);
  });

  it("refuses a language it does not have, with exit code 2", async () => {
    const { code, err, out } = await runPlay(["--lang", "klingon"], always("1"));
    expect(code).toBe(2);
    expect(err).toContain('--lang must be one of en, fr, de, es, it, pt-BR, ja, ko, zh-CN, not "klingon".');
    expect(out).toBe("");
  });

  it("follows the environment's locale without --lang", () => {
    expect(terminalLocale(undefined, { LANG: "fr_FR.UTF-8" })).toBe("fr");
    expect(terminalLocale(undefined, { LC_ALL: "pt_PT.UTF-8", LANG: "de_DE.UTF-8" })).toBe("pt-BR");
    expect(terminalLocale(undefined, { LANG: "zh_TW.UTF-8" })).toBe("en");
    expect(terminalLocale(undefined, { LANG: "C.UTF-8" })).toBe("en");
    expect(terminalLocale(undefined, {})).toBe("en");
    expect(terminalLocale("ZH-cn", {})).toBe("zh-CN");
  });
});
