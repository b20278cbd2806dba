#!/usr/bin/env python3
"""A small Love Letter bot for the bot protocol (docs/bot-protocol.md), standard library only.

The host writes one JSON message per line on stdin; on each "decide" this bot writes one move,
copied from legalMoves, on one line of stdout. Debug output goes to stderr (the host logs it).

    npx loveletter play --bots ./examples/bots/python/bot.py

Strategy: count the cards it has not seen, remember what a Priest or Baron showed it, name the
likeliest value with a Guard, never play the Princess when it has a choice, hide behind the Handmaid
while holding the Princess, and otherwise keep its higher card.
"""
import json
import random
import sys


class Bot:
    def __init__(self, hello):
        self.seat = hello["seat"]
        self.rng = random.Random(hello["seat"])  # deterministic for a given seat
        self.known = {}  # seat -> the card we saw in its hand, while it still holds it

    def observe(self, events):
        """Keep `known` up to date from the events our seat was allowed to see."""
        for e in events:
            kind, seat = e["type"], e.get("seat")
            if kind == "round-started":
                self.known.clear()
            elif kind == "saw" and seat == self.seat:  # Priest, Baron, Cardinal: we saw a hand
                self.known[e["target"]] = e["card"]
            elif kind in ("played", "discarded") and self.known.get(seat) == e["card"]:
                del self.known[seat]  # the card we knew about has left that hand
            elif kind in ("knocked-out", "redrew"):
                self.known.pop(seat, None)
            elif kind in ("traded", "swapped"):  # hands moved around: forget both sides
                for s in [seat, e.get("target")] + e.get("targets", []):
                    self.known.pop(s, None)

    def unseen(self, view):
        """How many of each card we have not seen: the deck minus our hand and every public card."""
        counts = {d["card"]: d["count"] for d in view["deck"]}
        public = view["hand"] + view["faceUp"] + [c for s in view["seats"] for c in s["discards"]]
        for card in public:
            counts[card] = max(0, counts.get(card, 0) - 1)
        return counts

    def chance(self, view, values, target, value):
        """Probability that `target` holds a card of `value` (Guard and Bishop name values)."""
        if target in self.known:
            return 1.0 if values[self.known[target]] == value else 0.0
        counts = self.unseen(view)
        total = sum(counts.values()) or 1
        return sum(n for card, n in counts.items() if values[card] == value) / total

    def beats(self, view, values, mine):
        """Probability that a card of value `mine` wins a Baron comparison (minus the chance it loses)."""
        counts = self.unseen(view)
        total = sum(counts.values()) or 1
        lower = sum(n for card, n in counts.items() if values[card] < mine)
        higher = sum(n for card, n in counts.items() if values[card] > mine)
        return (lower - higher) / total

    def score(self, view, values, move):
        """How much we like a play move: keep the high card, plus a bonus per card."""
        hand = list(view["hand"])
        card = move["play"]
        hand.remove(card)
        kept = hand[0] if hand else card
        target = move.get("target")
        s = values[kept] * 0.1  # the card we keep is what wins at the end of the round
        if card in ("guard", "bishop") and target is not None:
            s += 2 * self.chance(view, values, target, move["guess"])
            if "assassin" in values:  # a Guard on the Assassin knocks *us* out
                s -= 2 * self.chance(view, values, target, values["assassin"]) * (card == "guard")
        elif card == "baron" and target is not None:
            s += self.beats(view, values, values[kept])
        elif card == "prince" and target is not None:
            if target == self.seat:  # discarding our own card: terrible if it is the Princess
                s -= 10 if kept == "princess" else 1
            else:
                s += 0.5 + 3 * (self.known.get(target) == "princess")
        elif card == "king":
            s -= values[kept] * 0.15  # we would give our good card away
        elif card in ("handmaid", "priest"):
            s += 0.3
        return s

    def choose(self, view, moves):
        values = {d["card"]: d["value"] for d in view["deck"]}
        hand = view["hand"]
        if "keep" in moves[0]:  # Chancellor: keep the best card, put the others back
            return max(moves, key=lambda m: values[m["keep"]])
        if "redraw" in moves[0]:  # Bishop's target: redraw, unless that discards our Princess
            want = "princess" not in hand
            return next((m for m in moves if m["redraw"] == want), moves[0])
        choices = [m for m in moves if m["play"] != "princess"] or moves  # Princess only if forced
        if "princess" in hand:
            handmaid = [m for m in choices if m["play"] == "handmaid"]
            if handmaid:
                return handmaid[0]
        scored = [(self.score(view, values, m), m) for m in choices]
        best = max(s for s, _ in scored)
        return self.rng.choice([m for s, m in scored if s >= best - 1e-9])


def main():
    bot = None
    for line in iter(sys.stdin.readline, ""):  # one message per line, until "bye" or end of input
        if not line.strip():
            continue
        message = json.loads(line)
        kind = message.get("type")
        if kind == "hello":
            if message["protocol"] != 1:
                print(f"unsupported protocol {message['protocol']}", file=sys.stderr)
                return
            bot = Bot(message)
        elif kind == "decide":
            bot.observe(message["events"])
            move = bot.choose(message["view"], message["legalMoves"])
            print(json.dumps(move), flush=True)  # flush: the host waits for this line
        elif kind == "bye":
            return
        # any other message is a notification this bot does not need


if __name__ == "__main__":
    main()
