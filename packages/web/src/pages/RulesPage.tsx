import {
  CHARACTERS,
  CLASSIC_DECK,
  DECK_2019,
  type DeckCounts,
  EDITION_RULES,
  PREMIUM_DECK,
  valuesOf,
} from "@loveletter/engine";
import { useEffect, useState } from "preact/hooks";
import { CardFace } from "../components/CardFace";
import { cardInfo } from "../game/card-info";
import { paths } from "../router";
import { ART_CREDIT } from "../table/card-icons";

interface EditionPage {
  id: string;
  name: string;
  deck: DeckCounts;
  numbering: "classic" | "2019";
  /** The second deck of an edition that changes with the player count (Premium at 5–8). */
  summary: string[];
  tokens?: readonly number[];
  players: [number, number];
}

const EDITIONS: EditionPage[] = [
  {
    id: "classic",
    name: "Classic",
    deck: CLASSIC_DECK,
    numbering: "classic",
    players: [2, 4],
    tokens: EDITION_RULES.classic.tokensToWin,
    summary: [
      "Shuffle the 16 cards, set the top card aside face down; with two players also set three cards aside face up. Deal one card to each player.",
      "On your turn draw a card, then play one of your two cards face up in front of you and do what it says.",
      "A round ends when one player is left, or when the deck is empty at the end of a turn: then the highest card wins; a tie goes to the higher total of discarded cards.",
      "The round's winner gains a token of affection and starts the next round.",
    ],
  },
  {
    id: "2019",
    name: "2019 edition",
    deck: DECK_2019,
    numbering: "2019",
    players: [2, 6],
    tokens: EDITION_RULES["2019"].tokensToWin,
    summary: [
      "21 cards: the Spy and the Chancellor join the court, and the King, Countess and Princess move up one (7, 8, 9).",
      "Setup and turns as in Classic, for 2 to 6 players.",
      "At a showdown tied players all win (no discard tie-break). Several players reaching the goal together share the victory.",
      "The Spy gives a token at the end of the round to the only player still in who played or discarded one.",
    ],
  },
  {
    id: "premium",
    name: "Premium",
    deck: PREMIUM_DECK,
    numbering: "classic",
    players: [2, 8],
    tokens: EDITION_RULES.premium.tokensToWin,
    summary: [
      "With 2–4 players Premium is exactly Classic (16 cards). With 5–8 players all 32 cards below are used and nobody sets cards aside face up.",
      "The Guard names a number, not a card: at 5–8 players a number hits every card of that value.",
      "The Jester, Constable and Bishop can give tokens in the middle of the round; reaching the goal then wins at once.",
      "Players reaching the goal together play a tie-breaker round among themselves.",
    ],
  },
  {
    id: "discard",
    name: "Discard",
    deck: CLASSIC_DECK,
    numbering: "classic",
    players: [3, 8],
    summary: [
      "A perpetual variant: no tokens and no end; every round ranks the players and the first-placed gain a win.",
      "No card is set aside: the round ends when the draw pile has fewer than two cards at the end of a turn.",
      "The Extended option adds the Premium characters for 5–8 players; a table may shuffle 1 to 3 decks together.",
      "Bishop, Constable and Jester give partial wins instead of tokens.",
    ],
  },
  {
    id: "premium-2019",
    name: "Premium in 2019 numbering",
    deck: PREMIUM_DECK,
    numbering: "2019",
    players: [2, 8],
    summary: [
      "A custom deck: every Premium character, with the 2019 numbering. Characters worth 6 or more move up one, so the order of the court is kept (Bishop 10).",
      "Round rules and tokens follow the 2019 edition.",
    ],
  },
];

/** Rules summary and card reference for every edition, with the playing-card stand-ins (rules.md §7). */
export function RulesPage({ edition }: { edition: string | null }) {
  const page = EDITIONS.find((e) => e.id === edition) ?? EDITIONS[0]!;
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    document.title = `Rules · ${page.name} — Love Letter`;
  }, [page.name]);
  const values = valuesOf(page.numbering);
  const cards = CHARACTERS.map((card, id) => ({ card, value: values[id]!, count: page.deck[id]! }))
    .filter((c) => c.count > 0)
    .sort((a, b) => a.value - b.value);
  const total = cards.reduce((n, c) => n + c.count, 0);
  return (
    <main class="page rules">
      <div class="page-title">
        <h1>Rules and cards</h1>
      </div>
      <nav class="tabs" aria-label="Editions">
        {EDITIONS.map((e) => (
          <a key={e.id} href={paths.rules(e.id)} aria-current={e.id === page.id ? "page" : undefined}>
            {e.name}
          </a>
        ))}
      </nav>
      <div class="rules-grid">
        <section class="panel rules-summary">
          <h2>{page.name}</h2>
          <p class="muted">
            {page.players[0]}–{page.players[1]} players · {total} cards
          </p>
          <ul>
            {page.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {page.tokens && (
            <>
              <h3>Tokens to win</h3>
              <table class="data compact">
                <thead>
                  <tr>
                    <th>Players</th>
                    {page.tokens.map((_t, n) =>
                      n >= page.players[0] && n <= page.players[1] ? (
                        <th key={n} class="num">
                          {n}
                        </th>
                      ) : null,
                    )}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <td>Tokens</td>
                    {page.tokens.map((t, n) =>
                      n >= page.players[0] && n <= page.players[1] ? (
                        <td key={n} class="num">
                          {t}
                        </td>
                      ) : null,
                    )}
                  </tr>
                </tbody>
              </table>
            </>
          )}
          <h3>When your time runs out</h3>
          <p class="muted small">
            Each turn has a timer. If it runs out, the server plays a random legal move for you, but never one that
            knocks you out by itself (playing the Princess, or a Prince on yourself while you hold her) when another
            move exists. In the Discard variant the move is purely random, as victorz's rules say.
          </p>
          <p class="muted small">
            {ART_CREDIT.text} (
            <a href={ART_CREDIT.href} target="_blank" rel="noopener noreferrer">
              game-icons.net
            </a>
            ,{" "}
            <a href={ART_CREDIT.licence} target="_blank" rel="noopener noreferrer">
              licence
            </a>
            ).
          </p>
          <h3>Playing with ordinary cards</h3>
          <p class="muted small">
            No Love Letter deck at hand? Each character has a stand-in from a standard deck (Jokers for the Spy, Jester
            and Assassin). Tables can draw their cards this way too.
          </p>
          <label class="toggle">
            <input
              type="checkbox"
              checked={playing}
              onChange={(e) => setPlaying((e.target as HTMLInputElement).checked)}
            />
            <span>Show the cards as playing cards</span>
          </label>
        </section>
        <section class="card-reference" aria-label="Card reference">
          {cards.map(({ card, value, count }) => {
            const info = cardInfo(card);
            return (
              <article key={card} class="reference-card">
                <CardFace card={card} value={value} size="md" playing={playing} />
                <div>
                  <h3>
                    {info.name} <span class="muted">· {value}</span>{" "}
                    <span class="badge">
                      {count} {count === 1 ? "copy" : "copies"}
                    </span>
                  </h3>
                  <p>
                    {card === "guard" && page.id !== "classic" && page.id !== "2019"
                      ? "Choose another player and name a number other than 1. If that player holds a card of that number, they are out of the round."
                      : info.text}
                  </p>
                  <p class="muted small">Stand-in: {info.standInText}</p>
                </div>
              </article>
            );
          })}
        </section>
      </div>
    </main>
  );
}
