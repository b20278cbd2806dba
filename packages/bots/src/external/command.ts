import { accessSync, constants, statSync } from "node:fs";
import { extname, resolve } from "node:path";

/** A program to start: the executable and its arguments. */
export interface ProgramCommand {
  readonly file: string;
  readonly args: readonly string[];
}

/** Interpreters for script files that are not executable (no `chmod +x`, or a checkout that lost it). */
const INTERPRETERS: Readonly<Record<string, string>> = {
  ".py": "python3",
  ".js": process.execPath,
  ".mjs": process.execPath,
  ".sh": "sh",
};

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an agent name names an external program rather than a built-in agent: it contains a "/",
 * ends in .py, .js or .sh, or is the path of an existing file (relative to `cwd`).
 */
export function isExternalAgentName(name: string, cwd: string = process.cwd()): boolean {
  return name.includes("/") || /\.(py|js|sh)$/.test(name) || isFile(resolve(cwd, name));
}

/**
 * How to start a bot program. `command` is the path of an executable file (spaces allowed when the
 * whole string is an existing file), or a command line split on spaces ("python3 -u bot.py"). A
 * program given as a path ("./bot.py", "bots/x", or a file that exists in `cwd`) is resolved against
 * `cwd`; a bare word such as "python3" is looked up on the PATH. A script file that is not
 * executable is run by its interpreter: python3 for .py, this Node for .js/.mjs, sh for .sh.
 */
export function programCommand(command: string, cwd: string = process.cwd()): ProgramCommand {
  const trimmed = command.trim();
  if (trimmed === "") throw new Error("A bot command cannot be empty.");
  const words = isFile(resolve(cwd, trimmed)) ? [trimmed] : trimmed.split(/\s+/);
  let file = words[0]!;
  const args = words.slice(1);
  if (file.includes("/") || isFile(resolve(cwd, file))) file = resolve(cwd, file);
  const interpreter = INTERPRETERS[extname(file)];
  if (isFile(file) && !isExecutable(file) && interpreter) return { file: interpreter, args: [file, ...args] };
  return { file, args };
}

/**
 * Why a bot command cannot start, or null when it looks startable: a program given as a path, or an
 * argument that names a script (.py, .js, .mjs, .sh), that is not an existing file; or a program
 * file that is neither executable nor a script with a known interpreter. Programs found on the PATH
 * and other arguments are not checked (starting them tells).
 */
export function commandProblem(command: string, cwd: string = process.cwd()): string | null {
  if (command.trim() === "") return "the bot command is empty";
  if (isFile(resolve(cwd, command.trim()))) {
    const path = resolve(cwd, command.trim());
    if (!isExecutable(path) && !INTERPRETERS[extname(path)])
      return `${command.trim()} is not executable (chmod +x it, or name its interpreter: "python3 ${command.trim()}")`;
    return null;
  }
  const words = command.trim().split(/\s+/);
  for (const [i, word] of words.entries()) {
    const looksLikePath =
      /\.(py|js|mjs|sh)$/.test(word) || (i === 0 && (word.includes("/") || isFile(resolve(cwd, word))));
    if (!looksLikePath) continue;
    const path = resolve(cwd, word);
    if (!isFile(path)) return `there is no file ${word}`;
    if (i === 0 && !isExecutable(path) && !INTERPRETERS[extname(path)])
      return `${word} is not executable (chmod +x it, or name its interpreter: "python3 ${word}")`;
  }
  return null;
}
