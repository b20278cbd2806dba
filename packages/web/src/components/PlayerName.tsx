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

/**
 * A seat's name as text (the game log, the seats): a guest's chosen name says it is a guest's,
 * "Ada (guest)"; "Guest 1234" already does, and a bot's name always says "bot".
 */
export function markedName(seat: { readonly name: string; readonly guest?: boolean }): string {
  return seat.guest && !/^Guest \d+$/.test(seat.name) ? `${seat.name} (guest)` : seat.name;
}
