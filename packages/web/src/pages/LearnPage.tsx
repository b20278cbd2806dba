import type { Move } from "@loveletter/engine";
import { mergedLearnProgress, type PlayerRecord } from "@loveletter/protocol";
import { useEffect, useMemo, useState } from "preact/hooks";
import { GUIDED_GAME } from "../learn/guided-game";
import { addProgress, loadProgress } from "../learn/learn-progress-store";
import { say, LEARN_WORDS as W } from "../learn/learn-words";
import { LESSONS, type Lesson, lessonById } from "../learn/lessons";
import type { Progress } from "../learn/progress";
import {
  dealNextRound,
  type LearnScript,
  startTutor,
  submit,
  type Tutor,
  YOU,
  yourMoveCount,
  yourView,
} from "../learn/tutor";
import { api } from "../net/api";
import { lastMatchToReview } from "../review/review-offer";
import { paths } from "../router";
import { identity } from "../state/identity";
import { usePlaySelection } from "../state/play-flow";
import { preferences } from "../state/preferences";
import { useStore } from "../state/store";
import { TableBoard } from "../table/TableBoard";
import { tableModel } from "../table/table-model";

/** Everything /learn teaches: the guided game, then each lesson, in order. */
const ALL_STEPS = ["guided", ...LESSONS.map((l) => l.id)];

function usePlayer(): PlayerRecord | null {
  const me = useStore(identity);
  return me.status === "ready" ? me.player : null;
}

/** The player's progress (null while it loads), and how to record a step finished. */
function useProgress(player: PlayerRecord | null): [Progress | null, (id: string) => void] {
  const [progress, setProgress] = useState<Progress | null>(null);
  useEffect(() => {
    if (!player) return;
    let live = true;
    loadProgress(player).then((p) => live && setProgress(p));
    return () => {
      live = false;
    };
  }, [player?.id, player?.kind]);
  const done = (id: string) => {
    if (!player) return;
    addProgress(player, { done: [id] }).then((p) =>
      setProgress((before) => (before ? mergedLearnProgress(before, p) : p)),
    );
  };
  return [progress, done];
}

/** /learn, /learn/game and /learn/<card>: the index with progress, the guided game, a lesson. */
export function LearnPage({ lesson }: { lesson: string | null }) {
  if (lesson === null) return <LearnIndex />;
  if (lesson === "game") return <LearnTable key="guided" id="guided" script={GUIDED_GAME} />;
  const found = lessonById(lesson);
  if (!found)
    return (
      <main class="page page-narrow">
        <div class="panel">
          <h1>{W["page.title"]}</h1>
          <p class="muted">There is no lesson called “{lesson}”.</p>
          <a class="btn btn-primary" href={paths.learn()}>
            {W["page.back"]}
          </a>
        </div>
      </main>
    );
  return <LearnTable key={found.id} id={found.id} script={found.script} lesson={found} />;
}

function LearnIndex() {
  const player = usePlayer();
  const [progress] = useProgress(player);
  useEffect(() => {
    document.title = `${W["page.title"]} — Love Letter`;
  }, []);
  const done = new Set(progress?.done ?? []);
  const mark = (id: string) => (
    <span class={`learn-mark ${done.has(id) ? "is-done" : ""}`} data-testid={`learn-mark-${id}`}>
      {done.has(id) ? `✓ ${W["page.done"]}` : W["page.todo"]}
    </span>
  );
  const lessonList = (edition: Lesson["edition"]) => (
    <ul class="learn-lessons">
      {LESSONS.filter((l) => l.edition === edition).map((l) => (
        <li key={l.id}>
          <a href={paths.learn(l.id)}>{say(l.title)}</a> {mark(l.id)}
        </li>
      ))}
    </ul>
  );
  return (
    <main class="page page-narrow learn-page" data-testid="learn-index">
      <div class="panel">
        <h1>{W["page.title"]}</h1>
        <p>{W["page.lead"]}</p>
        {progress && (
          <p class="muted" data-testid="learn-progress">
            {W["page.progress"]({ done: ALL_STEPS.filter((s) => done.has(s)).length, total: ALL_STEPS.length })}{" "}
            {player?.kind === "account" ? W["page.progress.where.account"] : W["page.progress.where.guest"]}
          </p>
        )}
      </div>
      <section class="panel" aria-labelledby="learn-guided">
        <h2 id="learn-guided">{W["page.guided"]}</h2>
        <p>{W["page.guided.about"]}</p>
        <p class="btn-row">
          <a class="btn btn-primary" href={paths.learn("game")}>
            {done.has("guided") ? W["page.guided.again"] : W["page.guided.start"]}
          </a>
          {mark("guided")}
        </p>
      </section>
      <section class="panel" aria-labelledby="learn-lessons">
        <h2 id="learn-lessons">{W["page.lessons"]}</h2>
        <p>{W["page.lessons.about"]}</p>
        <h3>{W["page.edition.2019"]}</h3>
        {lessonList("2019")}
        <h3>{W["page.edition.premium"]}</h3>
        {lessonList("premium")}
      </section>
    </main>
  );
}

/** At the end of the guided game or a lesson: the review of the player's last real match, if any. */
function ReviewOffer({ playerId }: { playerId: string | null }) {
  const [last, setLast] = useState<{ gameId: string } | null | undefined>(undefined);
  useEffect(() => {
    if (!playerId) return;
    let live = true;
    api
      .games(playerId)
      .then(({ games }) => live && setLast(lastMatchToReview(games, playerId)))
      .catch(() => live && setLast(null));
    return () => {
      live = false;
    };
  }, [playerId]);
  if (last === undefined) return null;
  if (last === null)
    return (
      <a class="btn" href={paths.home()}>
        {W["coach.play-real"]}
      </a>
    );
  return (
    <>
      <p class="review-offer" data-testid="learn-review-offer">
        {W["coach.review"]}
      </p>
      <a class="btn" href={paths.review(last.gameId)}>
        {W["coach.review.open"]}
      </a>
    </>
  );
}

/**
 * The guided game or a lesson at the real table (TableBoard, as the live table draws it), played
 * in the browser against the engine: the bots' moves are the script's, so nothing waits on a
 * server or a timer. The coach speaks under the piles; a wrong move is explained and taken back.
 */
function LearnTable({ id, script, lesson }: { id: string; script: LearnScript; lesson?: Lesson }) {
  const player = usePlayer();
  const playerId = player?.id ?? null;
  const [, done] = useProgress(player);
  const [tutor, setTutor] = useState<Tutor>(() => startTutor(script));
  const [tries, setTries] = useState(0);
  const { view, events } = useMemo(() => yourView(tutor), [tutor]);
  const [sel, choose] = usePlaySelection(view, tutor.moves * 100 + tutor.round * 10000 + tries);
  const { confirmPlay } = useStore(preferences);
  const interactive = tutor.phase === "play";
  // The player's seat carries their own name, as at a real table ("Ada (you)" for screen readers).
  const names = useMemo(
    () => script.names.map((n, seat) => (seat === YOU && player ? player.name : n)),
    [script, player?.name],
  );
  const model = useMemo(
    () =>
      tableModel(
        view,
        events,
        names,
        YOU,
        { tracker: false, confirmPlay },
        { decision: interactive ? { sel, sending: false, offline: false } : null },
      ),
    [view, events, names, sel, confirmPlay, interactive],
  );
  useEffect(() => {
    document.title = `${lesson ? say(lesson.title) : W["page.guided"]} — ${W["page.title"]} — Love Letter`;
  }, [id]);
  useEffect(() => {
    if (tutor.phase === "done") done(id);
  }, [tutor.phase, playerId]);

  const onMove = (move: Move) => {
    const next = submit(tutor, move);
    setTutor(next);
    if (next.wrong) setTries((n) => n + 1);
  };
  const finished = tutor.phase === "done";
  const total = yourMoveCount(script);
  const coach = (
    <section class="coach panel" aria-labelledby="coach-heading" data-testid="coach">
      <h2 id="coach-heading" class="coach-heading">
        {W["coach.heading"]}
        {total > 1 && tutor.phase === "play" && (
          <span class="muted small"> · {W["coach.step"]({ step: Math.min(tutor.moves + 1, total), total })}</span>
        )}
      </h2>
      {lesson && (
        <p class="coach-rule" data-testid="coach-rule">
          <strong>{say(lesson.title)}.</strong> {say(lesson.rule)}
        </p>
      )}
      <div aria-live="polite" data-testid="coach-says">
        {tutor.coach.map((s, i) => (
          <p key={`${tutor.moves}-${i}`} class={i === tutor.coach.length - 1 ? "coach-now" : "coach-before"}>
            {say(s)}
          </p>
        ))}
      </div>
      {tutor.wrong && (
        <div class="coach-wrong" role="alert" data-testid="coach-wrong" key={tries}>
          <strong>{W["coach.wrong"]}.</strong> {say(tutor.wrong)} <span class="muted">{W["coach.retry"]}</span>
        </div>
      )}
      {tutor.phase === "round-over" && (
        <button type="button" class="btn btn-primary" onClick={() => setTutor(dealNextRound(tutor))}>
          {W["coach.next-round"]}
        </button>
      )}
      {finished && (
        <div class="btn-row" data-testid="coach-finished">
          <a class="btn btn-primary" href={paths.learn()}>
            {W["coach.finish"]}
          </a>
          <ReviewOffer playerId={playerId} />
        </div>
      )}
    </section>
  );
  return (
    <main class="page page-table learn-table" data-testid="learn-table">
      <TableBoard
        model={model}
        interaction={interactive ? { onChoose: choose, onPlay: onMove } : undefined}
        slots={{
          tools: (
            <a class="btn btn-small btn-quiet" href={paths.learn()}>
              {W["page.back"]}
            </a>
          ),
          notices: coach,
        }}
      />
    </main>
  );
}
