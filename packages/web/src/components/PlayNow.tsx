import {
  QUICK_MATCH_RULESETS,
  QUICK_MATCH_SEATS,
  QUICK_MATCH_WAIT_SECONDS,
  type QuickMatchRuleset,
} from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { RULESET_NAMES } from "../game/table-options";
import { lobby, watchLobby } from "../net/lobby";
import { playNow, type QuickMatchRequest, quickMatch, stopWaiting } from "../net/quick-match";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import { Countdown } from "./Countdown";

/** The waits offered, in seconds (the server's default among them). */
const WAITS = [10, 20, 30, 60, 120] as const;

function waitLabel(seconds: number): string {
  return seconds < 60 ? `${seconds} seconds` : seconds === 60 ? "1 minute" : `${seconds / 60} minutes`;
}

function sizeLabel(seats: number | "any"): string {
  return seats === "any" ? "Any size" : `${seats} players`;
}

/** How many wait for this edition, as a sentence. */
function waitingSentence(edition: string, others: number): string {
  if (others === 0) return `Nobody else is waiting for ${edition} yet.`;
  if (others === 1) return `1 other person is waiting for ${edition}.`;
  return `${others} other people are waiting for ${edition}.`;
}

/**
 * "Play now": choose an edition, a table size (or any) and how long to wait; you are seated with
 * the people waiting for the same, and when the wait runs out bots of about your strength take the
 * empty seats. Each edition shows how many people wait for it now.
 */
export function PlayNow() {
  useEffect(() => watchLobby(), []);
  const me = useStore(identity);
  const { queues } = useStore(lobby);
  const state = useStore(quickMatch);
  const [ruleset, setRuleset] = useState<QuickMatchRuleset>("classic");
  const [seats, setSeats] = useState<number | "any">("any");
  const [waitSeconds, setWaitSeconds] = useState<number>(QUICK_MATCH_WAIT_SECONDS.default);
  const waitingFor = (edition: QuickMatchRuleset) =>
    queues.filter((q) => q.metadata.ruleset === edition).reduce((sum, q) => sum + q.metadata.waiting, 0);
  const { min, max } = QUICK_MATCH_SEATS[ruleset];
  const sizes: (number | "any")[] = ["any", ...Array.from({ length: max - min + 1 }, (_, i) => min + i)];

  if (state.status !== "idle") {
    const request: QuickMatchRequest = state.request;
    const edition = RULESET_NAMES[request.ruleset] ?? request.ruleset;
    return (
      <section class="panel play-now is-waiting" aria-labelledby="play-now-title" data-testid="play-now">
        <h2 id="play-now-title">Play now</h2>
        <p class="play-now-status" role="status">
          {state.status === "seating"
            ? "Your table is ready. Taking your seat…"
            : state.status === "reconnecting"
              ? "The connection to the queue was lost. Joining it again; your wait is kept…"
              : request.seats === "any"
                ? `Looking for players for ${edition}, at a table of any size…`
                : `Looking for players for ${edition}, at a table of ${request.seats}…`}
        </p>
        {state.status === "waiting" && (
          <>
            <p class="muted">{waitingSentence(edition, state.waiting - 1)}</p>
            <div class="play-now-countdown">
              <span class="field-label">Bots of about your strength fill the empty seats in:</span>
              <Countdown
                deadline={state.fillsAt}
                totalSeconds={state.waitSeconds}
                label="Bots join in"
                urgentBelow={3}
              />
            </div>
          </>
        )}
        {state.status !== "seating" && (
          <div class="btn-row">
            <button type="button" class="btn" onClick={stopWaiting}>
              Stop waiting
            </button>
          </div>
        )}
      </section>
    );
  }

  return (
    <section class="panel play-now" aria-labelledby="play-now-title" data-testid="play-now">
      <h2 id="play-now-title">Play now</h2>
      <p class="muted">
        Meet other people who want the same game. If nobody comes in time, bots of about your strength take the empty
        seats, and the game is rated.
      </p>
      <div class="options-form">
        <div class="field">
          <span class="field-label" id="play-now-edition">
            Edition
          </span>
          <div class="segmented" role="radiogroup" aria-labelledby="play-now-edition">
            {QUICK_MATCH_RULESETS.map((id) => {
              const waiting = waitingFor(id);
              return (
                <label key={id}>
                  <input
                    type="radio"
                    name="play-now-edition"
                    value={id}
                    checked={ruleset === id}
                    onChange={() => {
                      setRuleset(id);
                      const range = QUICK_MATCH_SEATS[id];
                      if (seats !== "any" && (seats < range.min || seats > range.max)) setSeats("any");
                    }}
                  />
                  <span>
                    {RULESET_NAMES[id] ?? id}
                    {waiting > 0 && (
                      <span class="badge badge-accent play-now-count" data-testid={`waiting-${id}`}>
                        {waiting} waiting
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </div>
        <div class="field-row">
          <div class="field">
            <label for="play-now-seats">Players</label>
            <select
              id="play-now-seats"
              value={String(seats)}
              onChange={(e) => {
                const value = (e.target as HTMLSelectElement).value;
                setSeats(value === "any" ? "any" : Number(value));
              }}
            >
              {sizes.map((size) => (
                <option key={size} value={String(size)}>
                  {sizeLabel(size)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="play-now-wait">Wait for people</label>
            <select
              id="play-now-wait"
              value={String(waitSeconds)}
              onChange={(e) => setWaitSeconds(Number((e.target as HTMLSelectElement).value))}
            >
              {WAITS.map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {waitLabel(seconds)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div class="btn-row create-actions">
        <button
          type="button"
          class="btn btn-primary btn-big"
          disabled={me.status !== "ready"}
          onClick={() => playNow({ ruleset, seats, waitSeconds })}
        >
          Play now
        </button>
      </div>
      {state.error && (
        <p class="form-error" role="alert">
          {state.error}
        </p>
      )}
    </section>
  );
}
