import type { EngineEvent } from "@loveletter/engine";
import type { ComponentChildren, RefObject } from "preact";
import { useEffect, useLayoutEffect, useMemo, useRef } from "preact/hooks";
import { ActionPanel } from "../components/ActionPanel";
import { CardBack, CardFace } from "../components/CardFace";
import { CardTracker } from "../components/CardTracker";
import { EventLog } from "../components/EventLog";
import { MyHand } from "../components/MyHand";
import { RoundResult } from "../components/RoundResult";
import { useDecisionFocus, useEscapeGoesBack } from "./decision-keyboard";
import { type DecisionCallbacks, runPick } from "./decision-model";
import { cuesFor, MotionQueue } from "./motion";
import { Seat } from "./Seat";
import { playSound, soundFor } from "./sound";
import { type Drawer, TableDrawers } from "./TableDrawers";
import type { SeatModel, TableModel } from "./table-model";

/**
 * What a live seat can do at the table: report its picks (the model says what each one does) and
 * fill the places a room knows about. A replay passes none and the board is only drawn.
 */
export interface TableInteraction extends DecisionCallbacks {
  /** The countdown of the awaited decision. */
  readonly timer?: ComponentChildren;
  /** Room details of a seat: bot strength, away, a bot playing for its player. */
  badges?(seat: number): readonly { text: string; tone?: "warn" | "accent" }[];
  /** A button under a seat (a perpetual table's "Sit here next round"). */
  seatAction?(seat: number): ComponentChildren;
  /** Play sounds (the player's choice, off by default). */
  readonly sound?: boolean;
  /** Beside the action panel: the "Hint" button at a table made with hints. */
  readonly hint?: ComponentChildren;
}

/** Places on the page a table's owner fills: tools, notices, the end of a round or match, drawers. */
export interface TableSlots {
  readonly tools?: ComponentChildren;
  /** Above the table: replay controls, a connection notice. */
  readonly top?: ComponentChildren;
  /** Under the piles: notices about this seat (a bot played for you, an error). */
  readonly notices?: ComponentChildren;
  /** Inside the round's result: the intermission's countdown and "I'm ready". */
  readonly roundEnd?: ComponentChildren;
  /** The match's end: standings, rematch, share. */
  readonly matchEnd?: ComponentChildren;
  /** Under this seat's hand: a spectator's note, a hint button. */
  readonly bottom?: ComponentChildren;
  /** Extra drawers after the log and the tracker (chat, scoreboard, a review). */
  readonly drawers?: readonly Drawer[];
}

/**
 * Animates the events that arrived since the last drawing (motion.ts), and sounds them when the
 * player wants sound. A log that shrank or was replaced (a rejoin, a replay stepping back) is
 * drawn as it is, without motion; events shown before (a replay stepping forward again) go fast.
 */
function useTableMotion(root: RefObject<HTMLDivElement>, model: TableModel, sound: boolean): MotionQueue {
  const queue = useMemo(() => new MotionQueue(() => root.current), []);
  const previous = useRef<readonly EngineEvent[] | null>(null);
  const furthest = useRef(0);
  useLayoutEffect(() => {
    const before = previous.current;
    const now = model.events;
    previous.current = now;
    if (!before || now.length <= before.length) return;
    const last = before.length - 1;
    if (last >= 0 && now[last]?.type !== before[last]?.type) return;
    const fresh = now.slice(before.length);
    queue.push(cuesFor(fresh, model.cardValue, model.view.deck), now.length <= furthest.current);
    furthest.current = Math.max(furthest.current, now.length);
    if (sound) {
      const name = soundFor(fresh, model.me?.seat ?? null);
      if (name) playSound(name);
    }
  }, [model.events]);
  const wasMyTurn = useRef(model.myTurn);
  useEffect(() => {
    if (model.myTurn && !wasMyTurn.current && sound) playSound("turn");
    wasMyTurn.current = model.myTurn;
  }, [model.myTurn]);
  return queue;
}

/**
 * Where each seat sits around the oval, as percentages of the felt (the bottom is this seat's).
 * From four opponents on, a desktop's upper arc has no room for them side by side: they take the
 * cells of a ring instead (`--c`, `--r`: a column of ten and a row), along the top edge and down
 * both sides, so that no seat can cover another (the cells are laid out by the grid, in
 * board.css; a phone lays them out in its strip).
 */
function placeAround(count: number, index: number): Record<string, string> {
  // Spread over the top arc from the left (9 o'clock) to the right (3 o'clock).
  const angle = Math.PI + ((index + 1) * Math.PI) / (count + 1);
  const x = 50 + 44 * Math.cos(angle);
  const y = 54 + 46 * Math.sin(angle);
  const place: Record<string, string> = { "--x": `${x.toFixed(1)}%`, "--y": `${y.toFixed(1)}%` };
  const cell = RING[count]?.[index];
  if (cell) {
    place["--c"] = String(cell[0]);
    place["--r"] = String(cell[1]);
  }
  return place;
}

/**
 * The ring's cells by number of opponents, in play order from this seat's left: [column, row],
 * each seat two columns wide; row 1 is the top edge, row 2 the sides beside the deck.
 */
const RING: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  4: [
    [1, 2],
    [3, 1],
    [7, 1],
    [9, 2],
  ],
  5: [
    [1, 2],
    [2, 1],
    [5, 1],
    [8, 1],
    [9, 2],
  ],
  6: [
    [1, 2],
    [2, 1],
    [4, 1],
    [6, 1],
    [8, 1],
    [9, 2],
  ],
  7: [
    [1, 2],
    [1, 1],
    [3, 1],
    [5, 1],
    [7, 1],
    [9, 1],
    [9, 2],
  ],
};

/**
 * The table as one widget, drawn from a TableModel: the seats around an oval, the deck and piles
 * in the middle, this seat's hand and decision at the bottom, the log and the rest in drawers.
 * The live table passes an interaction (tap a seat to choose it); the replay draws it view-only.
 */
export function TableBoard({
  model,
  interaction,
  slots = {},
}: {
  model: TableModel;
  interaction?: TableInteraction;
  slots?: TableSlots;
}) {
  const { view } = model;
  const root = useRef<HTMLDivElement>(null);
  const motion = useTableMotion(root, model, interaction?.sound ?? false);
  useDecisionFocus(root, model);
  useEscapeGoesBack(model, interaction);
  // Only a live seat builds a decision (a replay's model has none), and only it has callbacks.
  const decision = interaction ? model.decision : null;
  const seatView = (s: SeatModel, own = false) => {
    const choice = decision?.seats.get(s.seat);
    const pick = choice?.pick;
    return (
      <Seat
        key={s.seat}
        seat={s}
        own={own}
        cardValue={model.cardValue}
        tokensToWin={view.tokensToWin}
        perpetual={view.perpetual}
        choosable={!!pick}
        chosen={choice?.chosen ?? false}
        onChoose={pick && interaction ? () => runPick(pick, interaction) : undefined}
        badges={interaction?.badges?.(s.seat)}
        timer={s.current && !own ? interaction?.timer : undefined}
        action={interaction?.seatAction?.(s.seat)}
      />
    );
  };
  const chancellorStep = decision?.step === "keep" || decision?.step === "order";
  const drawers: Drawer[] = [
    { id: "log", label: "Log", content: <TableLog model={model} /> },
    ...(model.tracker ? [{ id: "tracker", label: "Cards", content: <Tracker model={model} /> }] : []),
    ...(slots.drawers ?? []),
  ];

  return (
    <div
      ref={root}
      class={`tb ${model.me ? "has-me" : "is-watching"} ${model.myTurn ? "is-my-turn" : ""}`}
      data-testid="table"
      data-players={view.players}
      onPointerDownCapture={() => motion.skip()}
      onKeyDownCapture={() => motion.skip()}
    >
      <div class="tb-board">
        <div class="tb-bar">
          <div class="tb-title">
            <h1>
              <span class="tb-edition">{model.edition} · </span>
              {model.roundTitle}
            </h1>
            <span class="muted small">{model.subtitle}</span>
          </div>
          {slots.tools && <div class="tb-tools">{slots.tools}</div>}
        </div>
        {slots.top}
        <div class={`tb-felt opponents around-${model.around.length} ${RING[model.around.length] ? "is-ring" : ""}`}>
          {model.around.map((s, i) => (
            <div
              key={s.seat}
              class={`tb-place ${RING[model.around.length]?.[i]?.[1] === 1 ? "is-top-edge" : ""}`}
              style={placeAround(model.around.length, i)}
            >
              {seatView(s)}
            </div>
          ))}
          <Center model={model} timer={model.myTurn ? null : interaction?.timer} />
        </div>
        {slots.notices}
        {(model.summary || slots.matchEnd) && (
          <div class="round-end" data-testid="round-end">
            {model.summary && (
              <RoundResult summary={model.summary} ctx={model.ctx} cardValue={model.cardValue}>
                {slots.roundEnd}
              </RoundResult>
            )}
            {slots.matchEnd}
          </div>
        )}
        {model.me && (
          <div
            class={`me-area ${model.myTurn ? "is-my-turn" : ""} ${decision?.sel.card ? "has-card" : ""} ${model.offline ? "is-offline" : ""}`}
            aria-busy={model.offline ? "true" : "false"}
          >
            {!chancellorStep && (
              <div class="me-hand">
                <MyHand
                  model={model}
                  onChoose={(sel) => interaction?.onChoose(sel)}
                  onPlay={(move) => interaction?.onPlay(move)}
                />
              </div>
            )}
            <div class="me-side">
              {model.reveals.length > 0 && (
                <div class="reveal" role="status" data-testid="private-reveal">
                  <span class="reveal-tag">Only you can see this</span>
                  {model.reveals.map((r, i) => (
                    <div key={i} class="reveal-line">
                      {r.card && <CardFace card={r.card} value={model.cardValue(r.card)} size="xs" />}
                      <span>{r.text}</span>
                    </div>
                  ))}
                </div>
              )}
              {decision && interaction?.timer && (
                <div class="my-turn-bar">
                  <strong>Your turn</strong> {interaction.timer}
                </div>
              )}
              {decision && interaction && (
                <ActionPanel decision={decision} onChoose={interaction.onChoose} onPlay={interaction.onPlay} />
              )}
              {decision && interaction?.hint}
              {seatView(model.me, true)}
            </div>
          </div>
        )}
        {slots.bottom}
      </div>
      <TableDrawers drawers={drawers} />
    </div>
  );
}

function Center({ model, timer }: { model: TableModel; timer?: ComponentChildren }) {
  const { view } = model;
  return (
    <div class="tb-center">
      <div class="piles">
        <div class="pile" data-pile="deck">
          <span class="visually-hidden">{`Deck: ${view.deckCount} card${view.deckCount === 1 ? "" : "s"}`}</span>
          <div class="deck-stack" aria-hidden="true">
            {view.deckCount > 0 ? <CardBack size="md" /> : <CardBack size="md" empty />}
            <span class="deck-count">{view.deckCount}</span>
          </div>
        </div>
        {view.setAsideCount > 0 && (
          <div class="pile" data-pile="set-aside">
            {model.setAside ? (
              <CardFace card={model.setAside} value={model.cardValue(model.setAside)} size="sm" />
            ) : (
              <>
                <span class="visually-hidden">One card set aside, face down</span>
                <CardBack size="sm" />
              </>
            )}
            <span class="pile-label" aria-hidden="true">
              Set aside
            </span>
          </div>
        )}
        {view.faceUp.length > 0 && (
          <div class="pile" data-pile="face-up">
            <div class="face-up">
              {view.faceUp.map((c, i) => (
                <CardFace key={`${c}${i}`} card={c} value={model.cardValue(c)} size="xs" />
              ))}
            </div>
            <span class="pile-label">Face up</span>
          </div>
        )}
      </div>
      {model.status && (
        <p class={`table-status ${model.myTurn ? "is-you" : ""}`} data-testid="table-status">
          <strong>{model.status}</strong> {timer}
        </p>
      )}
    </div>
  );
}

function TableLog({ model }: { model: TableModel }) {
  return <EventLog lines={model.log} privateTag={model.me ? "only you" : "private"} />;
}

function Tracker({ model }: { model: TableModel }) {
  return model.tracker ? <CardTracker cards={model.tracker} /> : null;
}
