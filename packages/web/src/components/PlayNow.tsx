import type { Words } from "@loveletter/protocol";
import {
  QUICK_MATCH_RULESETS,
  QUICK_MATCH_SEATS,
  QUICK_MATCH_WAIT_SECONDS,
  type QuickMatchRuleset,
} from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { rulesetName } from "../game/option-words";
import { words } from "../i18n/words";
import { lobby, watchLobby } from "../net/lobby";
import { playNow, type QuickMatchRequest, quickMatch, stopWaiting } from "../net/quick-match";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import { Countdown } from "./Countdown";

/** The waits offered, in seconds (the server's default among them). */
const WAITS = [10, 20, 30, 60, 120] as const;

function waitLabel(w: Words, seconds: number): string {
  return seconds < 60 ? w.t("play-now.seconds", { seconds }) : w.t("play-now.minutes", { minutes: seconds / 60 });
}

function sizeLabel(w: Words, seats: number | "any"): string {
  return seats === "any" ? w.t("play-now.any-size") : w.t("play-now.size", { seats });
}

/**
 * "Play now": choose an edition, a table size (or any) and how long to wait; you are seated with
 * the people waiting for the same, and when the wait runs out bots of about your strength take the
 * empty seats. Each edition shows how many people wait for it now.
 */
export function PlayNow() {
  useEffect(() => watchLobby(), []);
  const me = useStore(identity);
  const w = useStore(words);
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
    const edition = rulesetName(request.ruleset);
    return (
      <section class="panel play-now is-waiting" aria-labelledby="play-now-title" data-testid="play-now">
        <h2 id="play-now-title">{w.t("play-now.title")}</h2>
        <p class="play-now-status" role="status">
          {state.status === "seating"
            ? w.t("play-now.seating")
            : state.status === "reconnecting"
              ? w.t("play-now.reconnecting")
              : request.seats === "any"
                ? w.t("play-now.looking-any", { edition })
                : w.t("play-now.looking-size", { edition, seats: request.seats })}
        </p>
        {state.status === "waiting" && (
          <>
            <p class="muted">{w.t("play-now.others-waiting", { edition, others: state.waiting - 1 })}</p>
            <div class="play-now-countdown">
              <span class="field-label">{w.t("play-now.bots-fill")}</span>
              <Countdown
                deadline={state.fillsAt}
                totalSeconds={state.waitSeconds}
                label={w.t("play-now.bots-join")}
                urgentBelow={3}
              />
            </div>
          </>
        )}
        {state.status !== "seating" && (
          <div class="btn-row">
            <button type="button" class="btn" onClick={stopWaiting}>
              {w.t("play-now.stop")}
            </button>
          </div>
        )}
      </section>
    );
  }

  return (
    <section class="panel play-now" aria-labelledby="play-now-title" data-testid="play-now">
      <h2 id="play-now-title">{w.t("play-now.title")}</h2>
      <p class="muted">{w.t("play-now.intro")}</p>
      <div class="options-form">
        <div class="field">
          <span class="field-label" id="play-now-edition">
            {w.t("play-now.edition")}
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
                    {rulesetName(id)}
                    {waiting > 0 && (
                      <span class="badge badge-accent play-now-count" data-testid={`waiting-${id}`}>
                        {w.t("play-now.waiting-badge", { count: waiting })}
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
            <label for="play-now-seats">{w.t("play-now.players")}</label>
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
                  {sizeLabel(w, size)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for="play-now-wait">{w.t("play-now.wait")}</label>
            <select
              id="play-now-wait"
              value={String(waitSeconds)}
              onChange={(e) => setWaitSeconds(Number((e.target as HTMLSelectElement).value))}
            >
              {WAITS.map((seconds) => (
                <option key={seconds} value={String(seconds)}>
                  {waitLabel(w, seconds)}
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
          {w.t("play-now.title")}
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
