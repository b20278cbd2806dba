import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { expect, it } from "vitest";
import { ensureWebBuild, webDir } from "./support/build.js";

// A first visit downloads at most 120 kB on the wire (brotli): index.html, its CSS and JavaScript
// and every chunk those import statically. A zod schema or a catalogue pulled into the home page by
// one import crosses it at once; the lazy pages and the other languages are not counted.
it("the first load stays within its 120 kB budget", async () => {
  await ensureWebBuild();
  const measured = spawnSync(process.execPath, [join(webDir, "scripts", "size.mjs"), "--budget", "120"], {
    encoding: "utf8",
  });
  const total = measured.stdout.split("\n").find((line) => line.startsWith("first load"));
  expect(measured.stderr, total).toBe("");
  expect(measured.status, total).toBe(0);
}, 300_000);
