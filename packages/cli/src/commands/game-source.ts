import { readFile } from "node:fs/promises";
import type { GameRecord, HttpAnswers } from "@loveletter/protocol";
import { BadArguments } from "./match-args.js";

// A finished game as `GET /api/games/:id` answers it, from a file or a server: what `review` and
// `verify` read.

type GameAnswer = HttpAnswers["game"];

/** A game from a file (the `GET /api/games/:id` answer) or from a server by id. */
export async function loadGame(source: string, url: string | undefined): Promise<GameAnswer> {
  let text: string;
  if (url !== undefined) {
    let base: URL;
    try {
      base = new URL(url);
    } catch {
      throw new BadArguments(`--url must be a server's address, e.g. http://localhost:2567; got "${url}".`);
    }
    const address = new URL(`/api/games/${encodeURIComponent(source)}`, base);
    let response: Response;
    try {
      response = await fetch(address);
    } catch (e) {
      throw new BadArguments(`cannot reach ${base.origin}: ${(e as Error).message}.`);
    }
    text = await response.text();
    if (!response.ok) {
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { error: { message: string } }).error.message;
      } catch {}
      throw new BadArguments(`the server answered ${response.status} for game "${source}": ${message}`);
    }
  } else {
    try {
      text = await readFile(source, "utf8");
    } catch (e) {
      throw new BadArguments(
        `cannot read "${source}" (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}): give a JSON file, or a game id with --url.`,
      );
    }
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BadArguments(`"${source}" is not JSON: expected a game as GET /api/games/:id answers it.`);
  }
  return checkGame(data, source);
}

/** Just enough shape to replay: the rest is the engine's to judge. */
function checkGame(data: unknown, source: string): GameAnswer {
  const d = data as Partial<GameAnswer> | null;
  const game = d?.game as Partial<GameRecord> | undefined;
  const problem =
    !game || typeof game !== "object"
      ? 'no "game" object'
      : typeof game.seed !== "string"
        ? 'the game has no "seed"'
        : typeof game.ruleset !== "string"
          ? 'the game has no "ruleset"'
          : !Array.isArray(game.seats)
            ? 'the game has no "seats"'
            : !Array.isArray(d!.actions)
              ? 'no "actions" list'
              : null;
  if (problem) throw new BadArguments(`"${source}" is not a game as GET /api/games/:id answers it: ${problem}.`);
  return d as GameAnswer;
}
