import type { CharacterName } from "@loveletter/engine";
import type { MessageKey, WordValue } from "@loveletter/protocol";
import { cardName, guessLabel, type NameContext } from "./labels.js";
import type { Message, MessageId } from "./messages.js";

// The narration's sentences in the reader's language: one renderer per message (messages.ts) says
// which catalogue message tells it and with what, so that every message has its sentence (a
// missing one fails to compile). The words are the catalogue's; here is only what fills them.

type Values = Record<string, WordValue>;

/** What a renderer is given besides its message. */
interface Fill {
  readonly ctx: NameContext;
  /** A seat as the subject of a sentence: its name, and whether it is the reader ("me"/"other"). */
  readonly seat: (key: string, seat: number) => Values;
  /** A card's name. */
  readonly card: (card: CharacterName) => string;
  /** Seats as a list ("Ada, Bob and you"). */
  readonly seats: (seats: readonly number[]) => string;
  /** Two seats acting together: which of them is the reader, and both names. */
  readonly pair: (a: number, b: number) => Values;
  /** Winners or tied seats: whether the reader is alone among them, with others, or not there. */
  readonly group: (seats: readonly number[], key: string) => Values;
}

type Said = readonly [MessageKey, Values?];

const REVEALED = (m: { revealed: readonly CharacterName[] }, f: Fill): Values =>
  m.revealed.length
    ? { shown: "yes", cards: f.ctx.words.list(m.revealed.map((c) => f.ctx.words.t("card.the", { card: f.card(c) }))) }
    : { shown: "no", cards: "" };

const SENTENCES: { readonly [K in MessageId]: (m: Extract<Message, { id: K }>, f: Fill) => Said } = {
  "round-started": (m, f) =>
    m.faceUp.length
      ? [
          "narration.round-started-face-up",
          { round: m.round, ...f.seat("first", m.first), cards: f.ctx.words.list(m.faceUp.map(f.card)) },
        ]
      : ["narration.round-started", { round: m.round, ...f.seat("first", m.first) }],
  "tiebreak-round-started": (m, f) =>
    m.faceUp.length
      ? [
          "narration.tiebreak-round-started-face-up",
          { seats: f.seats(m.seats), cards: f.ctx.words.list(m.faceUp.map(f.card)) },
        ]
      : ["narration.tiebreak-round-started", { seats: f.seats(m.seats) }],
  "cards-dealt": () => ["narration.cards-dealt"],
  "dealt-card": (m, f) => ["narration.dealt-card", { ...f.seat("seat", m.seat), card: f.card(m.card) }],
  "drew-a-card": (m, f) => ["narration.drew-a-card", f.seat("seat", m.seat)],
  "drew-card": (m, f) => ["narration.drew-card", { ...f.seat("seat", m.seat), card: f.card(m.card) }],
  "took-set-aside-card": (m, f) => [
    "narration.took-set-aside-card",
    { ...f.seat("seat", m.seat), card: f.card(m.card) },
  ],
  "received-card": (m, f) =>
    m.giver === undefined
      ? ["narration.received-card", { ...f.seat("seat", m.seat), card: f.card(m.card) }]
      : [
          "narration.received-card-from",
          { ...f.seat("seat", m.seat), ...f.seat("giver", m.giver), card: f.card(m.card) },
        ],
  played: (m, f) => {
    const values: Values = { ...f.seat("seat", m.seat), card: f.card(m.card) };
    const { words } = f.ctx;
    const self = words.t("narration.self", { seatIs: m.seat === f.ctx.me ? "me" : "other" });
    values.targets = words.list(m.targets.map((t) => (t === m.seat ? self : f.seats([t]))));
    if (m.guess !== undefined) {
      values.guess = guessLabel(m.guess, f.ctx);
      return [m.targets.length ? "narration.played-on-naming" : "narration.played-naming", values];
    }
    if (m.look !== undefined) return ["narration.played-on-looking", { ...values, ...f.seat("look", m.look) }];
    return [m.targets.length ? "narration.played-on" : "narration.played", values];
  },
  "no-effect-nobody-to-choose": (m, f) => ["narration.no-effect-nobody-to-choose", { card: f.card(m.card) }],
  "no-effect-deck-empty": (m, f) => ["narration.no-effect-deck-empty", { card: f.card(m.card) }],
  "guard-guessed-right": () => ["narration.guard-guessed-right"],
  "guessed-wrong": (m, f) => ["narration.guessed-wrong", f.seat("target", m.target)],
  "bishop-guessed-right": (m, f) =>
    m.card
      ? ["narration.bishop-guessed-right", { ...f.seat("target", m.target), card: f.card(m.card) }]
      : ["narration.bishop-guessed-right-unseen", f.seat("target", m.target)],
  "knocked-out": (m, f) => {
    const values: Values = { ...f.seat("seat", m.seat), ...f.seat("by", m.by), ...REVEALED(m, f) };
    const self = m.by === m.seat ? "yes" : "no";
    switch (m.cause) {
      case "guard":
        return ["narration.out-guard", { ...values, guard: f.card("guard") }];
      case "assassin":
        return ["narration.out-assassin", { ...values, guard: f.card("guard"), assassin: f.card("assassin") }];
      case "baron":
        return ["narration.out-baron", { ...values, self, baron: f.card("baron") }];
      case "dowager-queen":
        return ["narration.out-dowager-queen", { ...values, self, queen: f.card("dowager-queen") }];
      case "princess":
        return ["narration.out-princess", { ...values, princess: f.card("princess") }];
    }
  },
  "discarded-for-prince": (m, f) => [
    "narration.discarded-for-prince",
    { ...f.seat("seat", m.seat), card: f.card(m.card), prince: f.card("prince") },
  ],
  "discarded-for-bishop": (m, f) => [
    "narration.discarded-for-bishop",
    { ...f.seat("seat", m.seat), card: f.card(m.card), bishop: f.card("bishop") },
  ],
  discarded: (m, f) => ["narration.discarded", { ...f.seat("seat", m.seat), card: f.card(m.card) }],
  "redrew-from-set-aside": (m, f) => ["narration.redrew-from-set-aside", f.seat("seat", m.seat)],
  redrew: (m, f) => ["narration.redrew", f.seat("seat", m.seat)],
  "saw-hand": (m, f) => [
    "narration.saw-hand",
    { ...f.seat("seat", m.seat), ...f.seat("target", m.target), card: f.card(m.card) },
  ],
  "compared-hands": (m, f) => {
    const values = { ...f.pair(m.seat, m.target), card: f.card(m.card) };
    return m.loser === null
      ? ["narration.compared-hands-tie", values]
      : ["narration.compared-hands", { ...values, ...f.seat("loser", m.loser) }];
  },
  "traded-hands": (m, f) => ["narration.traded-hands", f.pair(m.seat, m.target)],
  "swapped-hands": (m, f) => [
    "narration.swapped-hands",
    { ...f.pair(m.targets[0], m.targets[1]), ...f.seat("seat", m.seat), cardinal: f.card("cardinal") },
  ],
  required: (m, f) => [
    "narration.required",
    { ...f.seat("seat", m.seat), ...f.seat("target", m.target), sycophant: f.card("sycophant") },
  ],
  watched: (m, f) => [
    f.ctx.scoresWins ? "narration.watched-win" : "narration.watched-token",
    { ...f.seat("seat", m.seat), ...f.seat("target", m.target), jester: f.card("jester") },
  ],
  protected: (m, f) => ["narration.protected", f.seat("seat", m.seat)],
  "chancellor-drew": (m, f) => [
    "narration.chancellor-drew",
    { ...f.seat("seat", m.seat), count: m.count, chancellor: f.card("chancellor") },
  ],
  "returned-cards": (m, f) => ["narration.returned-cards", { ...f.seat("seat", m.seat), count: m.count }],
  "kept-and-returned": (m, f) => {
    const values: Values = { ...f.seat("seat", m.seat), kept: f.card(m.kept) };
    if (m.bottom.length <= 1)
      return ["narration.kept-and-returned", { ...values, bottom: f.ctx.words.list(m.bottom.map(f.card)) }];
    const lowest = f.card(m.bottom[m.bottom.length - 1]!);
    const bottom = f.ctx.words.list(m.bottom.map((c) => f.ctx.words.t("card.the", { card: f.card(c) })));
    return ["narration.kept-and-returned-lowest", { ...values, bottom, lowest }];
  },
  "discarded-and-redrew": (m, f) => ["narration.discarded-and-redrew", f.seat("seat", m.seat)],
  "kept-card": (m, f) => ["narration.kept-card", f.seat("seat", m.seat)],
  "assassin-revealed": (m, f) => [
    "narration.assassin-revealed",
    {
      ...f.seat("seat", m.seat),
      guardIs: m.guard === f.ctx.me ? "me" : "other",
      guarder: f.ctx.name(m.guard),
      assassin: f.card("assassin"),
      guard: f.card("guard"),
    },
  ],
  "gained-token": (m, f) => [
    "narration.gained-token",
    { ...f.seat("seat", m.seat), ...reason(m.reason, f), total: m.tokens },
  ],
  "scored-win": (m, f) => [
    "narration.scored-win",
    { ...f.seat("seat", m.seat), ...reason(m.reason, f), total: m.wins },
  ],
  "round-won-last-standing": (m, f) => ["narration.round-won-last-standing", f.group(m.winners, "winners")],
  "round-decided-match": () => ["narration.round-decided-match"],
  "showdown-won": (m, f) => ["narration.showdown-won", f.group(m.winners, "winners")],
  "showdown-won-highest": (m, f) => [
    "narration.showdown-won-highest",
    { ...f.group(m.winners, "winners"), card: f.card(m.card), score: m.score },
  ],
  "showdown-won-on-discards": (m, f) => [
    "narration.showdown-won-on-discards",
    { ...f.group(m.winners, "winners"), score: m.score, discardSum: m.discardSum },
  ],
  "showdown-shared": (m, f) => ["narration.showdown-shared", { ...f.group(m.winners, "winners"), score: m.score }],
  "showdown-nobody-won": () => ["narration.showdown-nobody-won"],
  tiebreak: (m, f) => ["narration.tiebreak", f.group(m.seats, "seats")],
  "match-won": (m, f) => ["narration.match-won", f.group(m.winners, "winners")],
  "match-over": () => ["narration.match-over"],
};

/** What a token or a win was for: the round, or a card (its name), or finishing first. */
function reason(why: Extract<Message, { id: "scored-win" }>["reason"], f: Fill): Values {
  const card = why === "spy" || why === "jester" || why === "constable" || why === "bishop" ? f.card(why) : "";
  return { reason: why, card };
}

/** A message's sentence in the reader's language (`ctx.words`), for the reader `ctx` describes. */
export function sentence(message: Message, ctx: NameContext): string {
  const { words } = ctx;
  const you = words.t("narration.you");
  const named = (seat: number) => (seat === ctx.me ? you : ctx.name(seat));
  const fill: Fill = {
    ctx,
    seat: (key, seat) => ({ [key]: ctx.name(seat), [`${key}Is`]: seat === ctx.me ? "me" : "other" }),
    card: (card) => cardName(ctx, card),
    seats: (seats) => words.list(seats.map(named)),
    pair: (a, b) => ({
      pair: a === ctx.me ? "first" : b === ctx.me ? "second" : "neither",
      other: ctx.name(a === ctx.me ? b : a),
      a: ctx.name(a),
      b: ctx.name(b),
    }),
    group: (seats, key) => {
      const others = seats.filter((s) => s !== ctx.me);
      const mine = others.length === seats.length ? "none" : others.length === 0 ? "only" : "with";
      return {
        mine,
        others: words.list(others.map(ctx.name)),
        [key]: words.list(seats.map(named)),
        count: seats.length,
      };
    },
  };
  const render = SENTENCES[message.id] as (m: Message, f: Fill) => Said;
  const [key, values] = render(message, fill);
  return words.t(key, values);
}
