// A deal every player can verify (docs/fair-deal.md): the encodings against Node's own crypto, v1
// games played and verified, each kind of tampering caught with its own message, and the games
// stored before v1 replaying through `replay` exactly as the engine alone replays them.
import { createHash, createHmac } from "node:crypto";
import { legalMoves, type State, scenarioState, scenarioStateOf, view } from "@loveletter/engine";
import {
  clientSeedProblem,
  type FairDealVersion,
  type GameAction,
  type GameRecord,
  ProtocolError,
  type StoredAction,
} from "@loveletter/protocol";
import { describe, expect, it } from "vitest";
import { readStoredGames, replayStored } from "../../engine/test/corpus/stored-games.js";
import {
  applyAction,
  commitmentOf,
  deal,
  dealMessage,
  dealPointAfter,
  FairDealer,
  FIRST_DEAL,
  fairBytes,
  fixedClientSeed,
  generatorFor,
  newServerSeed,
  replay,
  timerMessage,
  verifyGame,
} from "../src/index.js";

const SERVER_SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

describe("the encodings", () => {
  it("commit to the seed's 32 bytes with SHA-256, and derive every choice by HMAC-SHA-256 of the documented message", async () => {
    const bytes = new Uint8Array(Buffer.from(SERVER_SEED, "hex"));
    expect(await commitmentOf(SERVER_SEED)).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(dealMessage(["alpha", "beta"], { match: 1, round: 3 })).toBe("loveletter-deal|v1|deal|1|3|alpha|beta");
    expect(timerMessage(["a b", "bot-1"], { match: 2, round: 1 }, 17)).toBe(
      "loveletter-deal|v1|timer|2|1|17|a b|bot-1",
    );
    const message = "loveletter-deal|v1|deal|1|3|alpha|beta";
    expect(Buffer.from(await fairBytes(SERVER_SEED, message)).toString("hex")).toBe(
      createHmac("sha256", bytes).update(message, "ascii").digest("hex"),
    );
  });

  it("draw 32 random bytes for a server seed, and accept only the documented client seeds", () => {
    const seeds = new Set(Array.from({ length: 50 }, newServerSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(clientSeedProblem("my lucky seed 42!")).toBeNull();
    expect(clientSeedProblem("x".repeat(64))).toBeNull();
    for (const bad of ["", "x".repeat(65), "a|b", " lead", "trail ", "naïve", "tab\there"])
      expect(clientSeedProblem(bad), JSON.stringify(bad)).not.toBeNull();
  });
});

describe("a dealer", () => {
  it("forgets the deals before the one a table is at, and keeps the later ones as they were", async () => {
    const dealer = new FairDealer({ serverSeed: SERVER_SEED, clientSeeds: ["alpha", "bot-1"] });
    const points = [FIRST_DEAL, { match: 1, round: 2 }, { match: 1, round: 3 }, { match: 2, round: 1 }];
    await dealer.prepare(points);
    const before = points.map((point) => dealer.generator(point));
    dealer.forgetBefore({ match: 1, round: 3 });
    for (const point of points.slice(0, 2))
      expect(() => dealer.generator(point)).toThrow(`match ${point.match}, round ${point.round} was not prepared`);
    expect(dealer.generator(points[2]!)).toEqual(before[2]);
    expect(dealer.generator(points[3]!)).toEqual(before[3]);
  });
});

describe("algorithm v1", () => {
  // Stored v1 games must verify forever: any change to these numbers is a new algorithm version.
  it("is frozen: the same seeds give these generators and this deal", async () => {
    const dealer = new FairDealer({ serverSeed: SERVER_SEED, clientSeeds: ["alpha", "bot-1"] });
    await dealer.prepare([
      { match: 1, round: 1 },
      { match: 1, round: 2 },
    ]);
    expect(Array.from(dealer.generator({ match: 1, round: 1 }))).toEqual([
      2124466050, -255077956, 1799486820, 1885133399,
    ]);
    expect(Array.from(dealer.generator({ match: 1, round: 2 }))).toEqual([
      -608544351, 579270376, 133651521, 1430596540,
    ]);
    expect(Array.from(await dealer.timerGenerator({ match: 1, round: 2 }, 9))).toEqual([
      414253130, -1999005675, 492298958, 1581396510,
    ]);
    const dealt = deal({ ruleset: "classic", players: 2, options: {}, seed: "", dealer }).state;
    const shown = scenarioStateOf(dealt);
    expect(dealt.first).toBe(1);
    expect(shown.deck).toEqual([
      "baron",
      "priest",
      "princess",
      "baron",
      "guard",
      "handmaid",
      "handmaid",
      "king",
      "prince",
    ]);
    expect([shown.setAside, shown.faceUp]).toEqual(["guard", ["guard", "priest", "prince"]]);
    expect(shown.players.map((p) => p.hand)).toEqual([["countess"], ["guard", "guard"]]);
  });
});

/** A small seeded generator for the players' choices. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A fair game played as the server plays it (table-game.ts): every deal from the dealer, every
 * fifth move the turn timer's pick (as the version picks), a perpetual table restarting once.
 */
export async function playFair(
  ruleset: string,
  players: number,
  options: Record<string, unknown>,
  seed: number,
  /** A perpetual table of matches: the match restarts once. */
  restart = false,
  version: FairDealVersion = "v2",
): Promise<{ game: GameRecord; actions: StoredAction[] }> {
  const rnd = rng(seed);
  const serverSeed = createHash("sha256").update(`server seed ${seed}`).digest("hex");
  const clientSeeds = Array.from({ length: players }, (_, i) =>
    i === players - 1 ? fixedClientSeed(i, "bot") : `seed ${seed}-${i}`,
  );
  const dealer = new FairDealer({ serverSeed, clientSeeds }, version);
  await dealer.prepare([FIRST_DEAL]);
  const dealt = deal({ ruleset, players, options, seed: "", dealer });
  let state: State = dealt.state;
  let point = FIRST_DEAL;
  const actions: StoredAction[] = [];
  const perpetual = restart || ruleset === "discard";
  let restarted = false;
  const push = async (action: GameAction) => {
    const next = dealPointAfter(point, action);
    if (next) await dealer.prepare([next]);
    const applied = applyAction(state, action, generatorFor(dealer, next));
    if (applied instanceof ProtocolError) throw applied;
    actions.push({ seq: actions.length, action, at: 0 });
    state = applied.state;
    if (next) point = next;
  };
  for (let guard = 0; guard < 2000; guard++) {
    if (state.matchOver) {
      if (!perpetual || restarted) break;
      restarted = true;
      await push({ type: "restart" });
    } else if (state.roundOver) {
      if (perpetual && state.roundNumber >= 3 && restarted) break;
      await push({ type: "next-round" });
    } else {
      const seat = state.awaitingSeat;
      if (actions.length % 5 === 4) {
        const move = await dealer.timerMove(view(state, seat), point, actions.length);
        await push({ type: "move", seat, move, by: "timer" });
      } else {
        const moves = legalMoves(state);
        await push({ type: "move", seat, move: moves[Math.floor(rnd() * moves.length)]!, by: "player" });
      }
    }
  }
  const scores = state.rules.perpetual ? state.wins.slice() : state.tokens.slice();
  const game: GameRecord = {
    id: `g${seed}`,
    tableId: "t",
    ruleset: ruleset as GameRecord["ruleset"],
    settings: {} as GameRecord["settings"],
    options,
    seed: "",
    first: dealt.state.first,
    dealVersion: version,
    fairDeal: { commitment: await commitmentOf(serverSeed), serverSeed, clientSeeds },
    seats: clientSeeds.map((_, i) =>
      i === players - 1
        ? { kind: "bot", strength: "random", name: "Bot" }
        : { kind: "human", playerId: `p${i}`, name: `P${i}` },
    ),
    status: "finished",
    winners: state.matchOver ? state.matchWinners.slice() : [],
    scores,
    rated: false,
    startedAt: 0,
    endedAt: 1,
  };
  return { game, actions };
}

/** A game record as someone might edit it. */
interface Tampered {
  dealVersion: string;
  fairDeal: { serverSeed: string; clientSeeds: string[] };
}

/** The match before action `index`, and its deal point. */
function stateBefore(game: GameRecord, actions: StoredAction[], index: number, dealer: FairDealer) {
  let point = FIRST_DEAL;
  const { state } = replay(
    game,
    actions.slice(0, index),
    (applied) => {
      point = dealPointAfter(point, applied.action) ?? point;
    },
    dealer,
  );
  return { state, point };
}

describe("a fair game (v1, v2)", () => {
  const cases: [FairDealVersion, string, number, Record<string, unknown>, boolean?][] = [
    ["v2", "classic", 2, { tokensToWin: 3 }],
    ["v2", "2019", 4, { tokensToWin: 2 }],
    ["v2", "premium", 6, { tokensToWin: 2 }],
    ["v2", "discard", 3, {}],
    ["v2", "classic", 3, { tokensToWin: 1 }, true],
    ["v1", "classic", 2, { tokensToWin: 3 }],
    ["v1", "premium", 6, { tokensToWin: 2 }],
  ];

  it.each(cases)(
    "%s verifies, re-dealing every round: %s, %i players",
    async (version, ruleset, players, options, restart) => {
      const { game, actions } = await playFair(ruleset, players, options, players * 7, restart, version);
      if (restart) expect(actions.some((a) => a.action.type === "restart")).toBe(true);
      expect(
        actions.filter((a) => a.action.type === "next-round" || a.action.type === "restart").length,
      ).toBeGreaterThan(0);
      expect(actions.some((a) => a.action.type === "move" && a.action.by === "timer")).toBe(true);
      const result = await verifyGame(game, actions);
      expect(result).toMatchObject({ ok: true, version, actions: actions.length });
      if (result.ok) expect(result.proven).toMatch(/committed to its seed before the players' seeds were final/);
    },
  );

  it("checks the timer's picks by the game's version: a v1 game's named a card all in sight, which v2's never do", async () => {
    const { game, actions } = await playFair("classic", 2, { tokensToWin: 3 }, 25, false, "v1");
    expect(await verifyGame(game, actions)).toMatchObject({ ok: true, version: "v1" });
    const relabelled = await verifyGame({ ...game, dealVersion: "v2" }, actions);
    expect(relabelled.ok ? "" : relabelled.problems[0]).toMatch(
      /^Action 4 is the turn timer's move \{.*"guess":7\}, but the seeds pick \{.*"guess":6\}\.$/,
    );
  });

  it("picks the timer's move as its dealer's version does (a resumed v1 game goes on as v1)", async () => {
    // Classic, 2 players, the Priest, Baron and Countess face up; seat 0 holds two Guards.
    const order = ["guard", "priest", "baron", "countess", "guard", "handmaid", "guard"];
    const rest = ["guard", "guard", "priest", "baron", "handmaid", "prince", "prince", "king", "princess"];
    const seen = view(scenarioState("classic", {}, { players: 2, order: [...order, ...rest] }, null), 0);
    const fair = { serverSeed: SERVER_SEED, clientSeeds: ["alpha", "bot-1"] };
    const named = async (dealer: FairDealer) => {
      const guesses = new Set<number | undefined>();
      for (let turn = 0; turn < 80; turn++) {
        const move = await dealer.timerMove(seen, FIRST_DEAL, turn);
        if ("guess" in move) guesses.add(move.guess);
      }
      return [...guesses].sort();
    };
    expect(await named(new FairDealer(fair))).toEqual([2, 3, 4, 5, 6, 8]);
    expect(await named(await FairDealer.forLog(fair, [], "v1"))).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it("deals every round from its own seed: other client seeds deal other rounds", async () => {
    const { game, actions } = await playFair("classic", 2, { tokensToWin: 3 }, 3);
    const deals = async (clientSeeds: string[]) => {
      const dealer = await FairDealer.forLog(
        { serverSeed: game.fairDeal!.serverSeed, clientSeeds },
        actions.map((a) => a.action),
      );
      return [1, 2].map((round) => Array.from(dealer.generator({ match: 1, round })).join());
    };
    const mine = await deals([...game.fairDeal!.clientSeeds]);
    expect(mine[0]).not.toBe(mine[1]);
    expect(await deals(["other", "bot-1"])).not.toEqual(mine);
  });

  describe("tampered", () => {
    const played = playFair("2019", 3, { tokensToWin: 2 }, 11);
    const problems = async (change: (game: Tampered, actions: StoredAction[]) => void, known = {}) => {
      const { game, actions } = structuredClone(await played);
      change(game as unknown as Tampered, actions);
      const result = await verifyGame(game, actions, known);
      expect(result.ok).toBe(false);
      return result.ok ? "" : result.problems.join("\n");
    };

    it("server seed: it does not match the commitment", async () => {
      expect(
        await problems((game) => {
          game.fairDeal.serverSeed = `${game.fairDeal.serverSeed.slice(0, 63)}${game.fairDeal.serverSeed.endsWith("0") ? "1" : "0"}`;
        }),
      ).toMatch(/^The server seed does not match the commitment: SHA-256 of the revealed seed is [0-9a-f]{64}/);
    });

    it("client seed: the deals differ from the game played, and a person's own seed is checked", async () => {
      const changed = (game: Tampered) => {
        game.fairDeal.clientSeeds[0] = "something else";
      };
      expect(await problems(changed)).toMatch(/does not apply to the game these seeds deal|seeds deal seat \d first/);
      expect(await problems(changed, { 0: "seed 11-0" })).toMatch(
        /^Seat 1's client seed in the record is "something else", but the seed contributed for it was "seed 11-0"\./,
      );
      expect(
        await problems((game) => {
          game.fairDeal.clientSeeds[2] = "bot's other";
        }),
      ).toMatch(/^Seat 3 is a bot's, whose client seed is always "bot-2", but the record says "bot's other"\./);
    });

    it("move: one its player could not make does not apply to the deal", async () => {
      const { game, actions } = await played;
      const dealer = await FairDealer.forLog(
        game.fairDeal!,
        actions.map((a) => a.action),
      );
      const index = actions.findIndex(
        (a) => a.action.type === "move" && a.action.by === "player" && "play" in a.action.move,
      );
      const original = actions[index]!.action as { seat: number; move: { play: string } };
      const { state } = stateBefore(game, actions, index, dealer);
      const held: readonly string[] = view(state, original.seat).hand;
      const notHeld = ["princess", "countess", "king", "baron"].find((card) => !held.includes(card))!;
      expect(
        await problems((_game, changed) => {
          (changed[index]!.action as { move: { play: string } }).move = { play: notHeld } as never;
        }),
      ).toMatch(
        new RegExp(
          `^Action ${index} \\(seat ${original.seat + 1} plays \\{"play":"${notHeld}"\\}\\) does not apply to the game these seeds deal: .*Either the moves or the seeds are not the ones played\\.$`,
        ),
      );
    });

    it("timer move: a player's move passed off as the timer's is not the pick the seeds make", async () => {
      const { game, actions } = await played;
      const dealer = await FairDealer.forLog(
        game.fairDeal!,
        actions.map((a) => a.action),
      );
      let index = -1;
      let point = FIRST_DEAL;
      replay(
        game,
        actions,
        (applied) => {
          point = dealPointAfter(point, applied.action) ?? point;
        },
        dealer,
      );
      // The first player move that the timer would not have made, in its deal.
      for (const [i, stored] of actions.entries()) {
        const action = stored.action;
        if (action.type !== "move" || action.by !== "player") continue;
        const before = stateBefore(game, actions, i, dealer);
        const pick = await dealer.timerMove(view(before.state, action.seat), before.point, i);
        if (JSON.stringify(pick) !== JSON.stringify(action.move)) {
          index = i;
          break;
        }
      }
      expect(index).toBeGreaterThanOrEqual(0);
      const message = await problems((_game, changed) => {
        (changed[index]!.action as { by: string }).by = "timer";
      });
      expect(message).toMatch(new RegExp(`^Action ${index} is the turn timer's move .*, but the seeds pick`));
    });

    it("algorithm version: relabelled v0, or unknown", async () => {
      expect(
        await problems((game) => {
          game.dealVersion = "v0";
        }),
      ).toMatch(/^The game says it was dealt with algorithm v0 .* its algorithm version was changed\./);
      expect(
        await problems((game) => {
          game.dealVersion = "v3";
        }),
      ).toBe('Unknown deal algorithm version "v3": this verifier knows v0, v1 and v2.');
    });
  });
});

describe("games stored before v1 (v0)", () => {
  it("replay through `replay` exactly as the engine alone replays them", async () => {
    const games = readStoredGames();
    let checked = 0;
    for (const [i, stored] of games.entries()) {
      if (i % 3 !== 0) continue;
      const actions = stored.actions.map((action, seq) => ({ seq, action: action as GameAction, at: 0 }));
      const record = {
        ruleset: stored.deal.ruleset as GameRecord["ruleset"],
        seats: Array.from({ length: stored.deal.players }, () => ({ kind: "empty" }) as const),
        options: stored.deal.options,
        seed: stored.deal.seed,
        first: stored.deal.first,
      };
      const replayed = replay(record, actions);
      expect(replayed.error, `game ${i}`).toBeNull();
      const engine = replayStored(stored.deal, stored.actions).state;
      expect(JSON.stringify(scenarioStateOf(replayed.state)), `game ${i}`).toBe(
        JSON.stringify(scenarioStateOf(engine)),
      );
      const v0 = await verifyGame(
        {
          ...record,
          dealVersion: "v0",
          fairDeal: null,
          status: "finished",
          winners: stored.winners,
          scores: stored.scores,
        },
        actions,
      );
      expect(v0, `game ${i}`).toMatchObject({ ok: true, version: "v0" });
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });
});
