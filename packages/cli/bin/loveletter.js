#!/usr/bin/env node
// The `loveletter` command. The TypeScript sources are compiled by `npm install` (the root `prepare` script).
import { main } from "../dist/main.js";

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  },
);
