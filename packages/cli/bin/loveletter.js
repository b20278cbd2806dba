#!/usr/bin/env node
// The `loveletter` command. The TypeScript sources are compiled by `npm install` (the root `prepare` script).
import { main } from "../dist/main.js";

// A reader that goes away (`loveletter play | head`) ends the command quietly.
process.stdout.on("error", (error) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
