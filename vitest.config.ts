import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string, entry = "index") =>
  fileURLToPath(new URL(`./packages/${pkg}/src/${entry}.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the TypeScript sources, not the build.
    alias: {
      "@loveletter/engine": src("engine"),
      // Before "@loveletter/protocol", which would otherwise take "/words-node" for a path inside it.
      "@loveletter/protocol/words-node": src("protocol", "words-node"),
      "@loveletter/protocol": src("protocol"),
      "@loveletter/match": src("match"),
      "@loveletter/seat": src("seat"),
      // Before "@loveletter/bots", which would otherwise take "/node" for a path inside it.
      "@loveletter/bots/node": src("bots", "node"),
      "@loveletter/bots": src("bots"),
      "@loveletter/server": src("server"),
    },
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "scripts/test/*.test.ts"],
    // Worker threads run the build: it is brought up to date before any test starts.
    globalSetup: ["scripts/build-for-tests.mjs"],
    testTimeout: 60_000,
    // The CLI speaks the environment's language: the tests read English whatever the developer's
    // locale (play-languages.test.ts passes its own).
    env: { LC_ALL: "C.UTF-8" },
    // Threads, not child processes: @colyseus/testing loads @colyseus/tools, whose process
    // monitor calls process.send(), which the forks pool takes for its own channel and fails on.
    pool: "threads",
    // Browser and server tests poll what a page shows; a loaded CI machine needs more than 1 s.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    // CI reads the JSON report for its summary line (.ci/run).
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    outputFile: { json: "test-artifacts/vitest.json" },
  },
});
