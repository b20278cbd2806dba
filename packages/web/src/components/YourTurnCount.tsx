import { useEffect } from "preact/hooks";
import { turnBased, watchTurnBased } from "../net/turn-based";
import { paths } from "../router";
import { useStore } from "../state/store";

/** The header's count of turn-based tables waiting for your move, on every page; nothing when none. */
export function YourTurnCount({ current }: { current: "page" | undefined }) {
  useEffect(() => watchTurnBased(), []);
  const count = useStore(turnBased).answer?.yourTurn ?? 0;
  if (count === 0) return null;
  const label = count === 1 ? "1 table is waiting for your move" : `${count} tables are waiting for your move`;
  return (
    <a
      class="your-turn-count"
      href={paths.turnBased()}
      aria-current={current}
      title={label}
      data-testid="your-turn-count"
    >
      <span aria-hidden="true" class="wide-only">
        Your turn
      </span>
      <span class="badge badge-accent" aria-hidden="true">
        {count}
      </span>
      <span class="visually-hidden">{label}</span>
    </a>
  );
}
