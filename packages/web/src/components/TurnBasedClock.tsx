import type { PublicSeat, TurnBasedClocks } from "@loveletter/protocol";
import { useEffect, useRef } from "preact/hooks";
import { fullDate, relativeTime } from "../game/relative-time";
import { loadTurnBased, nextTableWaiting, turnBased } from "../net/turn-based";
import { navigate, paths } from "../router";
import { useNow } from "../state/now";
import { useStore } from "../state/store";

interface Props {
  clocks: TurnBasedClocks;
  seats: readonly PublicSeat[];
  /** Your seat; null when watching. */
  me: number | null;
  tableId: string;
  missedBeforeBot: number;
}

const HOUR = 3_600_000;

function bankText(ms: number): string {
  const hours = Math.floor(ms / HOUR);
  if (hours >= 48) return `Your time bank: ${Math.floor(hours / 24)} days left.`;
  if (hours >= 1) return hours === 1 ? "Your time bank: 1 hour left." : `Your time bank: ${hours} hours left.`;
  return ms > 0 ? "Your time bank: less than an hour left." : "Your time bank is empty.";
}

/**
 * A turn-based table's clock (docs/protocol.md "Turn-based tables"): whose move is due and when, in
 * hours and days rather than a seconds countdown; your bank; who a bot plays for; and, once your
 * move is made, the way to the next table waiting for yours.
 */
export function TurnBasedClock({ clocks, seats, me, tableId, missedBeforeBot }: Props) {
  useNow(60_000, true);
  const awaiting = clocks.awaiting;
  const myTurn = awaiting !== null && awaiting.seat === me;
  const wasMyTurn = useRef(myTurn);
  useEffect(() => {
    // The list changes with whose move it is here: the header's count, and which table is next.
    if (wasMyTurn.current !== myTurn) void loadTurnBased();
    wasMyTurn.current = myTurn;
  }, [myTurn]);
  useStore(turnBased);
  const next = me !== null && !myTurn ? nextTableWaiting(tableId) : null;
  const when = (at: number) => (
    <time dateTime={new Date(at).toISOString()} title={fullDate(at)}>
      {relativeTime(at)}
    </time>
  );
  const awaitedName = awaiting ? seats[awaiting.seat]?.name || "another player" : "";
  return (
    <div class="turn-based-clock" data-testid="turn-based-clock">
      {awaiting &&
        (myTurn ? (
          <p>
            <strong>Your move is due {when(awaiting.deadline)}.</strong>
          </p>
        ) : (
          <p>
            The move of {awaitedName} is due {when(awaiting.deadline)}.
          </p>
        ))}
      {me !== null && clocks.banks[me] !== undefined && <p class="muted small">{bankText(clocks.banks[me]!)}</p>}
      {me !== null && (clocks.missed[me] ?? 0) > 0 && !seats[me]?.botPlaying && (
        <p class="small" role="status" data-testid="played-for-you">
          {clocks.missed[me] === 1
            ? "Your time ran out, so a safe move was played for you."
            : `Your time ran out ${clocks.missed[me]} times in a row, so safe moves were played for you.`}
        </p>
      )}
      {seats.map((seat, i) =>
        seat.botPlaying ? (
          <p key={i} class="small" role="status" data-testid="bot-playing">
            {i === me
              ? `A bot is playing for you after ${missedBeforeBot} missed moves in a row; it stops when you come back to the table.`
              : `A bot is playing for ${seat.name} after ${missedBeforeBot} missed moves in a row.`}
          </p>
        ) : null,
      )}
      {me !== null && !myTurn && (
        <p class="small">
          {next ? (
            <button type="button" class="btn btn-primary" onClick={() => navigate(paths.table(next))}>
              Next game
            </button>
          ) : (
            <span class="muted" data-testid="no-next-game">
              No other table is waiting for your move.
            </span>
          )}
        </p>
      )}
    </div>
  );
}
