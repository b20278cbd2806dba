import { useState } from "preact/hooks";
import { words } from "../i18n/words";
import { friendsApi } from "../net/friends";
import { identity } from "../state/identity";
import { useStore } from "../state/store";
import { useFriends } from "./FriendsList";

/** The waiting room's invitation of an online friend: their notification's Join opens this table. */
export function InviteFriends({ tableId }: { tableId: string }) {
  const me = useStore(identity);
  if (me.status !== "ready" || me.player.kind !== "account") return null;
  return <InviteList tableId={tableId} />;
}

function InviteList({ tableId }: { tableId: string }) {
  const w = useStore(words);
  const { answer } = useFriends();
  const [said, setSaid] = useState<string | null>(null);
  if (!answer) return null;
  const online = answer.friends.filter((f) => f.online);
  if (online.length === 0) return <p class="muted small">{w.t("friends.invite-none")}</p>;
  return (
    <div data-testid="invite-friends">
      <ul class="friend-list">
        {online.map((friend) => (
          <li key={friend.playerId} class="friend">
            <span>{friend.name}</span>
            <button
              type="button"
              class="btn btn-small"
              onClick={() =>
                friendsApi.invite(friend.playerId, tableId).then(
                  () => setSaid(w.t("friends.invited", { name: friend.name })),
                  (e: Error) => setSaid(e.message),
                )
              }
            >
              {w.t("friends.invite")}
            </button>
          </li>
        ))}
      </ul>
      {said && (
        <p class="small" role="status">
          {said}
        </p>
      )}
    </div>
  );
}
