import type { PlayerKind } from "@loveletter/protocol";

/**
 * A player's name and what they are: a guest is marked "guest", a bot "bot"; an account's name is
 * plain (it is unique, so it can only be that account's). Every list of people shows names this way.
 */
export function PlayerName({ name, kind }: { name: string; kind: PlayerKind }) {
  return (
    <>
      {name}
      {(kind === "guest" || kind === "bot") && (
        <>
          {" "}
          <span class="kind-mark">{kind}</span>
        </>
      )}
    </>
  );
}
