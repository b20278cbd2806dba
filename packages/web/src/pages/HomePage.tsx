import type { TableBot } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { CommunityPanel } from "../components/CommunityPanel";
import { JoinByCode } from "../components/JoinByCode";
import { LearnOffer } from "../components/LearnOffer";
import { NameEditor } from "../components/NameEditor";
import { PlayNow } from "../components/PlayNow";
import { PublicTables } from "../components/PublicTables";
import { RecentGames } from "../components/RecentGames";
import { TableOptionsForm } from "../components/TableOptionsForm";
import { defaultDraft, draftProblem, quickGameDraft, settingsOf, type TableDraft } from "../game/table-options";
import { words } from "../i18n/words";
import { describeJoinError } from "../net/colyseus";
import { createTable } from "../net/create-table";
import { navigate, paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";

function botsOf(draft: TableDraft): TableBot[] {
  return draft.bots.flatMap((strength, i) => (strength ? [{ seat: i + 1, strength }] : []));
}

/** Home and lobby: play now against bots, set up a table, join one, or watch. */
export function HomePage() {
  const me = useStore(identity);
  const w = useStore(words);
  const [draft, setDraft] = useState<TableDraft>(defaultDraft);
  const [busy, setBusy] = useState<"quick" | "create" | null>(null);
  const [error, setError] = useState<{ kind: "quick" | "create"; text: string } | null>(null);
  useEffect(() => {
    document.title = w.t("home.title");
  }, [w]);

  const start = async (kind: "quick" | "create", d: TableDraft) => {
    setBusy(kind);
    setError(null);
    try {
      const tableId = await createTable(settingsOf(d), botsOf(d), { startNow: kind === "quick" });
      navigate(paths.table(tableId));
    } catch (err) {
      setError({ kind, text: describeJoinError(err) });
      setBusy(null);
    }
  };
  const ready = me.status === "ready";
  const problem = draftProblem(draft);

  return (
    <main class="page home">
      <section class="hero">
        <div class="hero-text">
          <h1>Love Letter</h1>
          <p class="hero-lead">{w.t("home.lead")}</p>
          <div class="btn-row">
            <button
              type="button"
              class="btn btn-primary btn-big"
              disabled={!ready || busy !== null}
              onClick={() => start("quick", quickGameDraft())}
            >
              {busy === "quick" ? w.t("home.dealing") : w.t("home.play-bots")}
            </button>
            <a class="btn btn-big" href="#create">
              {w.t("home.set-up")}
            </a>
            <a class="btn btn-big btn-quiet" href={paths.learn()}>
              {w.t("home.learn")}
            </a>
          </div>
          {error?.kind === "quick" && (
            <p class="form-error" role="alert">
              {error.text}
            </p>
          )}
        </div>
        <div class="hero-cards" aria-hidden="true">
          <span class="hero-card c1">♛</span>
          <span class="hero-card c2">✉</span>
          <span class="hero-card c3">⚔</span>
        </div>
      </section>

      <LearnOffer />

      <div class="home-grid">
        <div class="home-main">
          <PlayNow />
          <section class="panel create" id="create" aria-labelledby="create-title">
            <h2 id="create-title">{w.t("home.create-title")}</h2>
            <TableOptionsForm
              draft={draft}
              onChange={(d) => {
                setDraft(d);
                if (error?.kind === "create") setError(null);
              }}
              withBots
              idPrefix="create"
            />
            <div class="btn-row create-actions">
              <button
                type="button"
                class="btn btn-primary btn-big"
                disabled={!ready || busy !== null || problem !== null}
                onClick={() => start("create", draft)}
              >
                {busy === "create" ? w.t("home.creating") : w.t("home.create")}
              </button>
            </div>
            {error?.kind === "create" && (
              <p class="notice notice-error create-error" role="alert" data-testid="create-error">
                {error.text}
              </p>
            )}
          </section>
        </div>
        <div class="home-side">
          <section class="panel">
            <NameEditor />
            <JoinByCode />
          </section>
          <section class="panel">
            <PublicTables />
          </section>
          <section class="panel">
            <CommunityPanel />
          </section>
          {ready && (
            <section class="panel">
              <RecentGames playerId={me.player.id} limit={5} />
            </section>
          )}
        </div>
      </div>
    </main>
  );
}
