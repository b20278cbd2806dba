import { useEffect, useMemo } from "preact/hooks";
import { connectionFor } from "../net/table-session";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import { TableGame } from "./TableGame";
import { WaitingRoom } from "./WaitingRoom";

/**
 * A table: joins the room (or takes over the connection that created it), then shows the waiting
 * room or the game. A refreshed page joins again with the same guest token and gets its seat back.
 */
export function TablePage({ tableId }: { tableId: string }) {
  const connection = useMemo(() => connectionFor(tableId), [tableId]);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (!connection.active) void connection.connect({ spectate: query.has("watch"), code: query.get("code") });
    const unfollow = identity.subscribe(() => void connection.followIdentity());
    return () => {
      unfollow();
      void connection.close();
    };
  }, [connection]);
  const session = useStore(connection.store);

  if (session.status === "failed")
    return (
      <main class="page page-narrow">
        <div class="panel">
          <h1>Can't open this table</h1>
          <p>{session.failure}</p>
          <div class="btn-row">
            <button type="button" class="btn btn-primary" onClick={() => void connection.connect()}>
              Try again
            </button>
            <a class="btn" href={paths.home()}>
              Back to the lobby
            </a>
          </div>
        </div>
      </main>
    );
  if (!session.state)
    return (
      <main class="page">
        <p class="loading" role="status">
          Joining the table…
        </p>
      </main>
    );

  return (
    <main class="page page-table">
      {session.status === "reconnecting" && (
        <p class="notice notice-info connection-notice" role="status" data-testid="reconnecting">
          <span class="spinner" aria-hidden="true" />
          <span>
            <strong>Reconnecting…</strong>{" "}
            <span class="muted">Your seat is kept; the game carries on when you're back.</span>
          </span>
        </p>
      )}
      {session.status === "closed" && (
        <div class="notice notice-error connection-notice" role="alert">
          You left this table or the connection closed.{" "}
          <button type="button" class="btn btn-small" onClick={() => void connection.connect()}>
            Rejoin
          </button>
        </div>
      )}
      {session.state.phase === "waiting" ? (
        <WaitingRoom session={session} connection={connection} />
      ) : (
        <TableGame session={session} connection={connection} />
      )}
    </main>
  );
}
