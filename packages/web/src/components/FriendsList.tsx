import type { Friend, FriendsAnswer } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { words } from "../i18n/words";
import { friendsApi } from "../net/friends";
import { paths } from "../router";
import { useStore } from "../state/store";

/** Loads the account's friends, again whenever `reload` is called. */
export function useFriends(): { answer: FriendsAnswer | null; error: string | null; reload: () => void } {
  const [answer, setAnswer] = useState<FriendsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    friendsApi
      .list()
      .then((a) => live && setAnswer(a))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [round]);
  return { answer, error, reload: () => setRound((r) => r + 1) };
}

/** A friend: online or not, where they play, and Watch for a table anyone may watch. */
export function FriendRow({ friend }: { friend: Friend }) {
  const w = useStore(words);
  return (
    <li class="friend" data-testid="friend" data-online={friend.online}>
      <div>
        <a href={paths.player(friend.playerId)}>{friend.name}</a>{" "}
        <span class={`muted small${friend.online ? " is-online" : ""}`}>
          {w.t(friend.online ? "friends.online" : "friends.offline")}
        </span>
      </div>
      {friend.tables.map((table) => (
        <div key={table.tableId} class="friend-table small">
          <span>
            {table.private
              ? w.t("friends.private-table")
              : w.t("friends.at-table", { status: table.status, seats: table.seats })}
          </span>{" "}
          {!table.private && (
            <a class="btn btn-small" href={`${paths.table(table.tableId)}?watch`}>
              {w.t("friends.watch")}
            </a>
          )}
        </div>
      ))}
    </li>
  );
}

/** The account page's friends: requests to answer, friends with where they play, and the people blocked. */
export function FriendsList() {
  const w = useStore(words);
  const { answer, error, reload } = useFriends();
  const [failed, setFailed] = useState<string | null>(null);
  const run = (change: Promise<unknown>) => change.then(reload, (e: Error) => setFailed(e.message));
  return (
    <section class="panel" aria-labelledby="friends-title" data-testid="friends">
      <h2 id="friends-title">{w.t("friends.title")}</h2>
      {(error || failed) && (
        <p class="form-error" role="alert">
          {error ?? failed}
        </p>
      )}
      {answer && answer.incoming.length > 0 && (
        <>
          <h3>{w.t("friends.requests")}</h3>
          <ul class="friend-list">
            {answer.incoming.map((p) => (
              <li key={p.playerId} class="friend">
                <a href={paths.player(p.playerId)}>{p.name}</a>
                <div class="btn-row">
                  <button
                    type="button"
                    class="btn btn-small btn-primary"
                    onClick={() => run(friendsApi.befriend(p.playerId))}
                  >
                    {w.t("friends.accept")}
                  </button>
                  <button type="button" class="btn btn-small" onClick={() => run(friendsApi.unfriend(p.playerId))}>
                    {w.t("friends.decline")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {answer && answer.friends.length === 0 && <p class="muted">{w.t("friends.none")}</p>}
      {answer && answer.friends.length > 0 && (
        <ul class="friend-list">
          {[...answer.friends]
            .sort((a, b) => Number(b.online) - Number(a.online))
            .map((friend) => (
              <FriendRow key={friend.playerId} friend={friend} />
            ))}
        </ul>
      )}
      {answer && answer.blocked.length > 0 && (
        <ul class="friend-list">
          {answer.blocked.map((p) => (
            <li key={p.playerId} class="friend">
              <a href={paths.player(p.playerId)}>{p.name}</a>
              <button type="button" class="btn btn-small btn-quiet" onClick={() => run(friendsApi.unblock(p.playerId))}>
                {w.t("friends.unblock")}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
