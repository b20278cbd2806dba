// A bot program of any language at the live server (docs/bot-api.md): the example Python bot of the
// stdio protocol, bridged by `loveletter connect`, takes the open seat of a table whose host invites
// programs and plays a whole match against a person in Chromium.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { BotApiAnswers, SignUpAnswer } from "@loveletter/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { screenshot } from "./support/browser.js";
import { browserSession } from "./support/session.js";
import { createTableThroughUi, matchIsOver, playUntil, startGame } from "./support/ui.js";

const CLI = fileURLToPath(new URL("../../cli/bin/loveletter.js", import.meta.url));
const PYTHON_BOT = fileURLToPath(new URL("../../../examples/bots/python/bot.py", import.meta.url));

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe("a bot program connected with loveletter connect", () => {
  const table = browserSession({ ada: {} });
  let bridge: ChildProcess | null = null;
  afterAll(() => {
    bridge?.kill();
  });

  it("takes the open seat of a table that invites programs and plays a match against a person", async () => {
    const { url } = table.server;
    const owner = await post<SignUpAnswer>(`${url}/api/accounts`, {
      username: "PyOwner",
      password: "correct horse battery",
    });
    const { token } = await post<BotApiAnswers["botToken"]>(`${url}/api/bots`, { name: "PythonBot" }, owner.token);

    const page = table.ada.page;
    const tableId = await createTableThroughUi(page, url, {
      ruleset: "classic",
      players: 2,
      seats: ["open"],
      // Enough rounds that the program surely has turns, even if a round ends on the person's first move.
      tokens: 3,
      botPrograms: true,
    });
    let said = "";
    bridge = spawn(process.execPath, [CLI, "connect", "--url", url, "--token", token, "--table", tableId, PYTHON_BOT], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    bridge.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
      said += chunk;
    });
    const exited = new Promise<number | null>((resolve) => bridge!.once("exit", resolve));

    // The program sits: its name says it is a bot, and the next game is unrated.
    await expect.poll(() => page.getByText("PythonBot").count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText("Bot program", { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByTestId("rated").textContent()).toBe("unrated (a bot program sits)");
    await screenshot(page, "bot-program-waiting");
    await startGame(page);
    await playUntil(page, matchIsOver(page), 180_000);
    await screenshot(page, "bot-program-match-over");
    expect(said).toMatch(/PythonBot is connected/);
    expect(said).toMatch(/the program starts/);
    expect(said).not.toMatch(/random move/);

    // The person leaves: the table closes, and the bridge ends with it.
    await page.getByRole("link", { name: "Lobby", exact: true }).click();
    const confirm = page.getByRole("button", { name: /leave/i });
    if (await confirm.count()) await confirm.first().click();
    expect(await exited).toBe(0);
    bridge = null;
  }, 300_000);
});
