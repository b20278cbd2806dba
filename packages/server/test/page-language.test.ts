import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { webClientFile } from "../src/http/static.js";

// The first HTML a browser gets is in the reader's language before any script runs: <html lang>
// follows Accept-Language, falling back to English, whatever the route.

function builtSite(): string {
  const root = mkdtempSync(join(tmpdir(), "ll-web-"));
  writeFileSync(
    join(root, "index.html"),
    '<!doctype html>\n<html lang="en">\n<body><div id="app"></div></body></html>',
  );
  return root;
}

const langOf = (html: string) => html.match(/<html lang="([^"]*)"/)?.[1];

describe("the first HTML's language", () => {
  const root = builtSite();

  it("follows Accept-Language, by quality, to a language we have", async () => {
    const cases: [string, string][] = [
      ["de-DE,de;q=0.9,en;q=0.8", "de"],
      ["ja", "ja"],
      ["tlh;q=1, fr-CA;q=0.8", "fr"],
      ["en;q=0.2, pt-PT;q=0.9", "pt-BR"],
      ["zh-TW, ko;q=0.5", "ko"],
      ["", "en"],
    ];
    for (const [header, lang] of cases) {
      const response = await webClientFile(root, "/rules", null, header);
      expect(langOf(await response.text()), header).toBe(lang);
      expect(response.headers.get("vary")).toBe("Accept-Encoding, Accept-Language");
    }
  });

  it("compresses the page it rewrote when the browser takes brotli", async () => {
    const response = await webClientFile(root, "/", "br", "es-MX");
    expect(response.headers.get("content-encoding")).toBe("br");
    const html = brotliDecompressSync(new Uint8Array(await response.arrayBuffer())).toString("utf8");
    expect(langOf(html)).toBe("es");
  });
});
