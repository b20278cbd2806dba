import type { CharacterName, PlayerView } from "@loveletter/engine";
import type { BotStrength, PublicSeat } from "@loveletter/protocol";
import type { ComponentChildren } from "preact";
import { cardName } from "../game/card-info";
import { STRENGTH_NAMES } from "../game/table-options";
import { CardBack, CardFace } from "./CardFace";

interface Props {
  seat: PlayerView;
  name: string;
  isMe: boolean;
  /** Connection and bot details from the room (live tables only). */
  meta?: PublicSeat;
  current: boolean;
  tokensToWin: number;
  perpetual: boolean;
  cardValue: (card: CharacterName) => number;
  /** A card this seat is known to hold (from this player's own reveals), and how it was learnt. */
  known?: { card: CharacterName; how: string };
  /** Every card in the hand, when the hands are public (a replay with everything revealed). */
  hand?: readonly CharacterName[];
  required?: boolean;
  /** Whose Jester watches this seat, as a possessive: "your", "Bob's". */
  watchedBy?: string;
  /** Offered as a target of the card being played. */
  choosable?: boolean;
  chosen?: boolean;
  onChoose?: () => void;
  /** The countdown when this seat is to act. */
  timer?: ComponentChildren;
  /** Leave the hand out (this player's own panel: the hand is shown large above it). */
  hideHand?: boolean;
  /** A button under the panel (a perpetual table's "sit here next round"). */
  action?: ComponentChildren;
}

function Score({
  tokens,
  toWin,
  perpetual,
  wins,
}: {
  tokens: number;
  toWin: number;
  perpetual: boolean;
  wins: number;
}) {
  if (perpetual)
    return (
      <span class="seat-score" title={`${wins} wins`}>
        {wins} <span class="muted small">{wins === 1 ? "win" : "wins"}</span>
      </span>
    );
  const label = `${tokens} of ${toWin} tokens`;
  if (toWin > 8)
    return (
      <span class="seat-score" title={label}>
        <span class="visually-hidden">{label}</span>
        <span class="heart" aria-hidden="true">
          ♥
        </span>{" "}
        {tokens}/{toWin}
      </span>
    );
  return (
    <span class="seat-score hearts" title={label} role="img" aria-label={label}>
      {Array.from({ length: toWin }, (_, i) => (
        <span key={i} class={i < tokens ? "heart" : "heart is-empty"}>
          {i < tokens ? "♥" : "♡"}
        </span>
      ))}
    </span>
  );
}

/** One player at the table: name, state, score, hand (face down), discard pile in order. */
export function SeatPanel(p: Props) {
  const { seat, meta } = p;
  const isBot = meta?.kind === "bot";
  const offline = meta?.kind === "human" && !meta.connected;
  const classes = [
    "seat",
    p.current ? "is-current" : "",
    seat.out ? "is-out" : "",
    !seat.playing ? "is-idle" : "",
    p.isMe ? "is-me" : "",
    p.choosable ? "is-choosable" : "",
    p.chosen ? "is-chosen" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const discards = seat.discards;
  const knockedFrom = discards.length - seat.revealedOnKnockOut;
  return (
    <section
      class={classes}
      aria-label={`${p.name}${p.current ? ", to play" : ""}${seat.out ? ", out of the round" : ""}`}
      data-seat={seat.seat}
    >
      <header class="seat-head">
        <span class="seat-name" title={p.name}>
          {p.name}
        </span>
        <Score tokens={seat.tokens} toWin={p.tokensToWin} perpetual={p.perpetual} wins={seat.wins} />
      </header>
      <div class="seat-badges">
        {isBot && <span class="badge">Bot · {STRENGTH_NAMES[meta.strength as BotStrength] ?? meta.strength}</span>}
        {meta?.botPlaying && <span class="badge badge-warn">Bot is playing</span>}
        {offline && !meta?.botPlaying && <span class="badge badge-warn">Reconnecting…</span>}
        {seat.protected && <span class="badge badge-ok">Protected</span>}
        {p.required && <span class="badge badge-accent">Must be chosen</span>}
        {p.watchedBy && <span class="badge">Watched by {p.watchedBy} Jester</span>}
        {seat.out && seat.playing && <span class="badge badge-danger">Out</span>}
        {!seat.playing && <span class="badge">Sitting out</span>}
        {seat.rank !== null && <span class="badge badge-accent">Rank {seat.rank}</span>}
        {p.current && !seat.out && <span class="badge badge-accent">To play</span>}
        {meta?.next && <span class="badge badge-accent">Next round: {meta.next}</span>}
      </div>
      <div class="seat-row" hidden={p.hideHand}>
        <div class="seat-hand">
          {p.hand
            ? p.hand.map((c, i) => <CardFace key={`${c}${i}`} card={c} value={p.cardValue(c)} size="sm" />)
            : Array.from({ length: seat.handCount }, (_, i) =>
                i === 0 && p.known ? (
                  <span key="known" class="known-card" title={`You know this card (${p.known.how})`}>
                    <CardFace card={p.known.card} value={p.cardValue(p.known.card)} size="xs" />
                    <span class="known-tag">
                      {cardName(p.known.card)} <span class="muted">· {p.known.how}</span>
                    </span>
                  </span>
                ) : (
                  <CardBack key={i} />
                ),
              )}
          {seat.handCount === 0 && !p.hand && <CardBack empty />}
        </div>
        {p.timer && <div class="seat-timer">{p.timer}</div>}
      </div>
      <ol class="discards">
        {discards.map((c, i) => (
          <li key={`${i}-${c}`} class={i >= knockedFrom && seat.revealedOnKnockOut ? "is-revealed" : ""}>
            <CardFace card={c} value={p.cardValue(c)} size="xs" />
          </li>
        ))}
      </ol>
      {p.action && <div class="seat-action">{p.action}</div>}
      {p.choosable && p.onChoose && (
        <button type="button" class="seat-choose" onClick={p.onChoose} aria-label={`Choose ${p.name}`}>
          {p.chosen ? "Chosen" : `Choose ${p.name}`}
        </button>
      )}
    </section>
  );
}
