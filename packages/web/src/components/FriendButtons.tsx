import type { FriendRelation, PlayerRecord } from "@loveletter/protocol";
import { useEffect, useState } from "preact/hooks";
import { defaultDraft, draftProblem, settingsOf, type TableDraft } from "../game/table-options";
import { words } from "../i18n/words";
import { createTable } from "../net/create-table";
import { friendsApi } from "../net/friends";
import { navigate, paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import { FriendRow, useFriends } from "./FriendsList";
import { TableOptionsForm } from "./TableOptionsForm";

/**
 * A profile's buttons for another account: befriend (or accept, cancel, remove), block or
 * unblock, and challenge them to a table set up here (edition, seats, settings), which waits for
 * them while the challenge is their notification with Join.
 */
export function FriendButtons({ player }: { player: PlayerRecord }) {
  const w = useStore(words);
  const me = useStore(identity);
  const [relation, setRelation] = useState<FriendRelation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [challenging, setChallenging] = useState(false);
  const [draft, setDraft] = useState<TableDraft>(defaultDraft);
  const [busy, setBusy] = useState(false);
  const account = me.status === "ready" && me.player.kind === "account";
  const self = me.status === "ready" && me.player.id === player.id;
  useEffect(() => {
    if (!account || self) return;
    let live = true;
    friendsApi
      .relation(player.id)
      .then((r) => live && setRelation(r.relation))
      .catch((e: Error) => live && setError(e.message));
    return () => {
      live = false;
    };
  }, [account, self, player.id]);
  if (player.kind !== "account" || self) return null;
  if (!account)
    return (
      <p class="muted" data-testid="friend-sign-in">
        <a href={paths.account()}>{w.t("friends.sign-in")}</a>
      </p>
    );
  const act = (change: (id: string) => Promise<{ relation: FriendRelation }>) => () => {
    setError(null);
    change(player.id)
      .then((r) => setRelation(r.relation))
      .catch((e: Error) => setError(e.message));
  };
  const challenge = async () => {
    setBusy(true);
    setError(null);
    try {
      const tableId = await createTable(settingsOf(draft), []);
      await friendsApi.challenge(player.id, tableId);
      navigate(paths.table(tableId));
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <section class="panel friend-buttons" aria-label={w.t("friends.title")} data-relation={relation ?? "loading"}>
      {relation === "asked-you" && <p>{w.t("friends.asked-you", { name: player.name })}</p>}
      {relation === "requested" && <p class="muted">{w.t("friends.requested")}</p>}
      {relation === "blocked" && <p class="muted">{w.t("friends.blocked-note")}</p>}
      <div class="btn-row">
        {relation === "none" && (
          <button type="button" class="btn btn-primary" onClick={act(friendsApi.befriend)}>
            {w.t("friends.add")}
          </button>
        )}
        {relation === "asked-you" && (
          <>
            <button type="button" class="btn btn-primary" onClick={act(friendsApi.befriend)}>
              {w.t("friends.accept")}
            </button>
            <button type="button" class="btn" onClick={act(friendsApi.unfriend)}>
              {w.t("friends.decline")}
            </button>
          </>
        )}
        {relation === "requested" && (
          <button type="button" class="btn" onClick={act(friendsApi.unfriend)}>
            {w.t("friends.cancel")}
          </button>
        )}
        {relation === "friends" && (
          <button type="button" class="btn" onClick={act(friendsApi.unfriend)}>
            {w.t("friends.remove")}
          </button>
        )}
        {relation !== null && relation !== "blocked" && (
          <button type="button" class="btn" aria-expanded={challenging} onClick={() => setChallenging(!challenging)}>
            {w.t("friends.challenge")}
          </button>
        )}
        {relation !== null && (
          <button
            type="button"
            class="btn btn-quiet"
            onClick={act(relation === "blocked" ? friendsApi.unblock : friendsApi.block)}
          >
            {w.t(relation === "blocked" ? "friends.unblock" : "friends.block")}
          </button>
        )}
      </div>
      {relation === "friends" && <WhereTheyPlay playerId={player.id} />}
      {challenging && relation !== "blocked" && (
        <div class="challenge-form">
          <TableOptionsForm draft={draft} onChange={setDraft} withBots={false} idPrefix="challenge" />
          <button
            type="button"
            class="btn btn-primary"
            disabled={busy || draftProblem(draft) !== null}
            onClick={() => void challenge()}
          >
            {w.t("friends.challenge-send")}
          </button>
        </div>
      )}
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** A friend's online state and tables, with Watch, as the friends list shows them. */
function WhereTheyPlay({ playerId }: { playerId: string }) {
  const { answer } = useFriends();
  const friend = answer?.friends.find((f) => f.playerId === playerId);
  if (!friend) return null;
  return (
    <ul class="friend-list">
      <FriendRow friend={friend} />
    </ul>
  );
}
