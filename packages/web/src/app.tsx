import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { LanguageMenu } from "./components/LanguageMenu";
import { LeaveDialog } from "./components/LeaveDialog";
import { NotificationBell } from "./components/NotificationBell";
import { UpdateNotice } from "./components/UpdateNotice";
import { YourTurnCount } from "./components/YourTurnCount";
import { words } from "./i18n/words";
import { watchForUpdates } from "./net/web-version";
import { HomePage } from "./pages/HomePage";
import { TablePage } from "./pages/TablePage";
import { onLinkClick, paths, type Route, useRoute } from "./router";
import { ensureIdentity, identity } from "./state/identity";
import { useStore } from "./state/store";

/**
 * A page loaded on first visit (its own chunk): the lobby and the table come with the first load;
 * the replay (which carries the whole rules engine), profiles, leaderboards and rules do not.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  return function LazyPage(props: P) {
    const [, setVersion] = useState(0);
    const [failed, setFailed] = useState(false);
    const w = useStore(words);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      loading ??= load();
      loading.then(
        (page) => {
          loaded = page;
          if (live) setVersion((v) => v + 1);
        },
        () => {
          loading = null;
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, []);
    if (loaded) {
      const Page = loaded;
      return <Page {...props} />;
    }
    return (
      <main class="page page-narrow">
        {failed ? (
          <div class="panel" role="alert">
            <h1>{w.t("app.page-failed")}</h1>
            <p class="muted">{w.t("app.page-failed-why")}</p>
            <button type="button" class="btn btn-primary" onClick={() => window.location.reload()}>
              {w.t("app.reload")}
            </button>
          </div>
        ) : (
          <p class="loading" role="status">
            {w.t("app.loading")}
          </p>
        )}
      </main>
    );
  };
}

const ReplayPage = lazyPage(() => import("./pages/ReplayPage").then((m) => m.ReplayPage));
const PlayerPage = lazyPage(() => import("./pages/PlayerPage").then((m) => m.PlayerPage));
const LeaderboardPage = lazyPage(() => import("./pages/LeaderboardPage").then((m) => m.LeaderboardPage));
const RulesPage = lazyPage(() => import("./pages/RulesPage").then((m) => m.RulesPage));
const LearnPage = lazyPage(() => import("./pages/LearnPage").then((m) => m.LearnPage));
const AccountPage = lazyPage(() => import("./pages/AccountPage").then((m) => m.AccountPage));
const NotificationsPage = lazyPage(() => import("./pages/NotificationsPage").then((m) => m.NotificationsPage));
const TurnBasedPage = lazyPage(() => import("./pages/TurnBasedPage").then((m) => m.TurnBasedPage));
const EmailLinkPage = lazyPage(() => import("./pages/NotificationsPage").then((m) => m.EmailLinkPage));

function Header({ route }: { route: Route }) {
  const me = useStore(identity);
  const w = useStore(words);
  const current = (page: Route["page"]) => (route.page === page ? "page" : undefined);
  return (
    <header class="app-header">
      <div class="app-header-inner">
        <a class="logo" href={paths.home()} aria-label={w.t("app.home-label")}>
          <span class="logo-mark" aria-hidden="true">
            ♥
          </span>
          <span class="logo-text">Love Letter</span>
        </a>
        <nav class="app-nav" aria-label={w.t("app.nav-label")}>
          {/* A phone's header has room for three short words beside the player's chip: there the
              logo alone leads home (it always does), and Play gives way to Learn. */}
          <a class="wide-only" href={paths.home()} aria-current={current("home")}>
            {w.t("app.nav-play")}
          </a>
          <a href={paths.leaderboard("classic")} aria-current={current("leaderboard")}>
            <span class="wide-only">{w.t("app.nav-leaderboard")}</span>
            <span class="narrow-only">{w.t("app.nav-ladder")}</span>
          </a>
          <a href={paths.rules()} aria-current={current("rules")}>
            {w.t("app.nav-rules")}
          </a>
          <a href={paths.learn()} aria-current={current("learn")}>
            {w.t("app.nav-learn")}
          </a>
        </nav>
        <LanguageMenu />
        {me.status === "ready" && <YourTurnCount current={current("turn-based")} />}
        {me.status === "ready" && <NotificationBell />}
        {me.status === "ready" && (
          <a class="me-chip" href={paths.player(me.player.id)} title={w.t("app.your-profile")}>
            <span class="me-dot" aria-hidden="true">
              {me.player.name.slice(0, 1).toUpperCase()}
            </span>
            <span class="me-name">{me.player.name}</span>
            {me.player.kind === "guest" && <span class="kind-mark">{w.t("app.guest")}</span>}
          </a>
        )}
        {me.status === "ready" && (
          <a class="account-link" href={paths.account()} aria-current={current("account")}>
            {me.player.kind === "account" ? w.t("app.account") : w.t("app.sign-in")}
          </a>
        )}
      </div>
    </header>
  );
}

function NotFound({ path }: { path: string }) {
  const w = useStore(words);
  return (
    <main class="page page-narrow">
      <div class="panel">
        <h1>{w.t("app.not-found")}</h1>
        <p class="muted">{w.t("app.not-found-path", { path })}</p>
        <a class="btn btn-primary" href={paths.home()}>
          {w.t("app.to-lobby")}
        </a>
      </div>
    </main>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case "home":
      return <HomePage />;
    case "table":
      return <TablePage key={route.tableId} tableId={route.tableId} />;
    case "replay":
      return <ReplayPage gameId={route.gameId} />;
    case "player":
      return <PlayerPage playerId={route.playerId} />;
    case "leaderboard":
      return <LeaderboardPage ruleset={route.ruleset} />;
    case "rules":
      return <RulesPage edition={route.edition} />;
    case "learn":
      return <LearnPage key={route.lesson ?? ""} lesson={route.lesson} />;
    case "account":
      return <AccountPage />;
    case "notifications":
      return <NotificationsPage />;
    case "turn-based":
      return <TurnBasedPage />;
    case "email":
      return <EmailLinkPage action={route.action} />;
    case "not-found":
      return <NotFound path={route.path} />;
  }
}

export function App() {
  const route = useRoute();
  const w = useStore(words);
  useEffect(() => {
    void ensureIdentity();
    const stopWatching = watchForUpdates();
    document.addEventListener("click", onLinkClick);
    return () => {
      stopWatching();
      document.removeEventListener("click", onLinkClick);
    };
  }, []);
  return (
    <>
      <a class="skip-link" href="#main">
        {w.t("app.skip")}
      </a>
      <Header route={route} />
      <UpdateNotice />
      <LeaveDialog />
      <div id="main">
        <Page route={route} />
      </div>
    </>
  );
}
