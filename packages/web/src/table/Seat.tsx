import type { ComponentChildren } from "preact";
import { CardBack, CardFace } from "../components/CardFace";
import { cardName } from "../game/card-info";
import { Icon } from "./card-art";
import { TOKEN_ICON } from "./card-icons";
import type { SeatModel } from "./table-model";

interface Props {
  seat: SeatModel;
  cardValue: (card: SeatModel["discards"][number]["card"]) => number;
  tokensToWin: number;
  perpetual: boolean;
  /** Offered as a target of the card being played: the whole seat is the button. */
  choosable?: boolean;
  chosen?: boolean;
  onChoose?: () => void;
  /** Badges from the room: "Bot · Expert", "Bot is playing", "Reconnecting…". */
  badges?: readonly { text: string; tone?: "warn" | "accent" }[];
  /** The countdown, when this seat is to act. */
  timer?: ComponentChildren;
  /** A button under the seat (a perpetual table's "Sit here next round"). */
  action?: ComponentChildren;
  /** Drawn as the bottom seat (this player's own: its hand is shown large elsewhere). */
  own?: boolean;
}

/** Tokens of affection: hearts up to the goal, or a count past eight. */
export function Tokens({
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
        {wins} <span class="small">{wins === 1 ? "win" : "wins"}</span>
      </span>
    );
  const label = `${tokens} of ${toWin} tokens`;
  if (toWin > 6)
    return (
      <span class="seat-score" role="img" aria-label={label} title={label}>
        <span class="token" aria-hidden="true">
          <Icon name={TOKEN_ICON} />
        </span>
        <span aria-hidden="true">
          {tokens}/{toWin}
        </span>
      </span>
    );
  return (
    <span class="seat-score tokens" role="img" aria-label={label} title={label}>
      {Array.from({ length: toWin }, (_, i) => (
        <span key={i} class={i < tokens ? "token" : "token is-empty"} data-token={i < tokens ? "won" : "empty"}>
          {i < tokens && <Icon name={TOKEN_ICON} />}
        </span>
      ))}
    </span>
  );
}

/** One player around the table: name, tokens, state, face-down hand, discards and last play. */
export function Seat(p: Props) {
  const { seat } = p;
  const classes = [
    "tb-seat seat",
    p.own ? "is-own" : "",
    seat.isMe ? "is-me" : "",
    seat.current ? "is-current" : "",
    seat.out && seat.playing ? "is-out" : "",
    !seat.playing ? "is-idle" : "",
    seat.protected ? "is-protected" : "",
    seat.roundWinner ? "is-winner" : "",
    p.choosable ? "is-choosable" : "",
    p.chosen ? "is-chosen" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const state = [
    seat.current ? "to play" : "",
    seat.out && seat.playing ? "out of the round" : "",
    seat.protected ? "protected by the Handmaid" : "",
  ].filter(Boolean);
  return (
    <section class={classes} aria-label={[seat.fullName, ...state].join(", ")} data-seat={seat.seat}>
      <header class="tb-seat-head">
        <span class="tb-seat-name seat-name" title={seat.fullName}>
          {p.own ? seat.fullName : seat.name}
        </span>
      </header>
      <div class="tb-seat-badges">
        <Tokens tokens={seat.tokens} toWin={p.tokensToWin} perpetual={p.perpetual} wins={seat.wins} />
        {p.badges?.map((b) => (
          <span key={b.text} class={`badge ${b.tone ? `badge-${b.tone}` : ""}`}>
            {b.text}
          </span>
        ))}
        {seat.protected && <span class="badge badge-ok">Protected</span>}
        {seat.required && <span class="badge badge-accent">Must be chosen</span>}
        {seat.watchedBy && <span class="badge">{seat.watchedBy}</span>}
        {seat.out && seat.playing && <span class="badge badge-danger">Out</span>}
        {!seat.playing && <span class="badge">Sitting out</span>}
        {seat.rank !== null && <span class="badge badge-accent">Rank {seat.rank}</span>}
        {seat.roundWinner && <span class="badge badge-accent">Won the round</span>}
      </div>
      {!p.own && (
        <div class="tb-seat-hand seat-hand">
          {seat.hand
            ? seat.hand.map((c, i) => <CardFace key={`${c}${i}`} card={c} value={p.cardValue(c)} size="sm" />)
            : Array.from({ length: seat.handCount }, (_, i) =>
                i === 0 && seat.known ? (
                  <span key="known" class="known-card" title={`You know this card (${seat.known.how})`}>
                    <CardFace card={seat.known.card} value={p.cardValue(seat.known.card)} size="xs" />
                    <span class="known-tag">
                      {cardName(seat.known.card)} <span class="known-how">· {seat.known.how}</span>
                    </span>
                  </span>
                ) : (
                  <CardBack key={i} size="xs" />
                ),
              )}
          {p.timer && <span class="tb-seat-timer">{p.timer}</span>}
        </div>
      )}
      {seat.discards.length > 0 && (
        <ol class="discards" aria-label={`${seat.name === "You" ? "Your" : `${seat.name}'s`} discards`}>
          {seat.discards.map((d, i) => (
            <li key={`${i}-${d.card}`} class={d.revealed ? "is-revealed" : ""}>
              <CardFace card={d.card} value={p.cardValue(d.card)} size="xs" />
            </li>
          ))}
        </ol>
      )}
      {seat.lastAction && (
        <p class="tb-last" title={seat.lastAction.text} data-testid="last-action">
          {seat.lastAction.text}
        </p>
      )}
      {p.action && <div class="seat-action">{p.action}</div>}
      {p.choosable && p.onChoose && (
        <button type="button" class="tb-seat-choose" onClick={p.onChoose} aria-pressed={p.chosen ? "true" : "false"}>
          <span>{p.chosen ? "Chosen" : `Choose ${seat.isMe ? "yourself" : seat.name}`}</span>
        </button>
      )}
    </section>
  );
}
