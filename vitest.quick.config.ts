// `npm run test:quick`: the fast lane for developers — the tests that need no server, database or
// browser: every package's logic (engine, protocol, match, seat, bots), the command line's pure
// commands, the server's table logic, the web table's session and the repository's scripts. `npm test` still runs everything.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [
      "packages/{engine,protocol,match,seat,bots}/test/**/*.test.ts",
      "packages/cli/test/{readme-commands,scenario-check,table-lines,view-skim,decide}.test.ts",
      "packages/server/test/{clock,ids,limits,ratings,scoreboard,table-step,table-game,wire,room-placement}.test.ts",
      "packages/web/test/session-reducer.test.ts",
      "scripts/test/*.test.ts",
    ],
  },
});
