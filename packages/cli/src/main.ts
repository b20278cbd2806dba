import { Command, CommanderError } from "commander";
import { scenarioCommand, UnusableScenario } from "./commands/scenario.js";

/** Runs the `loveletter` command and returns its exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = new Command()
    .name("loveletter")
    .description("Love Letter: play in the terminal, benchmark the engine, run rules scenarios.")
    .exitOverride()
    .configureOutput({ writeErr: (s) => process.stderr.write(s) });

  let exit = 0;
  program
    .command("scenario")
    .description("run scenario files (see docs/scenario-format.md) and print one JSON result per line")
    .argument("<files...>", "scenario JSON files")
    .action(async (files: string[]) => {
      try {
        await scenarioCommand(files, (line) => process.stdout.write(`${line}\n`));
      } catch (e) {
        if (!(e instanceof UnusableScenario)) throw e;
        process.stderr.write(`loveletter scenario: ${e.message}\n`);
        exit = 2;
      }
    });

  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    throw e;
  }
  return exit;
}
