import type { enReview } from "./en.js";

// Die Sätze des Trainers zu einer überprüften Entscheidung. Geduzt; eine Karte heißt „die Karte X“, ein genannter Wert „X“ (8) (so bleibt er nach jeder Präposition richtig).
export const deReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "die Karte {card}",
  "review.move.play-on": "die Karte {card} auf {target}",
  "review.move.play-on-yourself": "die Karte {card} auf dich selbst",
  "review.move.play-on-players": "die Karte {card} auf {targets}",
  "review.move.play-on-players-looking": "die Karte {card} auf {targets}, mit Blick auf die Karte von {look}",
  "review.move.guess": "die Karte {card} auf {target} mit dem Tipp {guess}",
  "review.move.keep": "das Behalten der Karte {card}",
  "review.move.redraw": "das Abwerfen deiner Karte und erneutes Ziehen",
  "review.move.keep-card": "das Behalten deiner Karte",
  "review.yourself": "dich selbst",
  "review.card": "die Karte {card}",
  "review.value.one": "„{card}“ ({value})",
  "review.value.several": "{value} ({cards})",
  "review.value.none": "{value} (keine solche Karte)",

  "review.fact.last-turn":
    "Der Stapel war leer: Die Runde würde nach deinem Zug enden, und die höchste Karte auf der Hand würde sie gewinnen.",
  "review.fact.known": "Du wusstest, dass {player} die Karte {card} hatte.",
  "review.fact.kept-over":
    "{player} hatte statt der gespielten Karte {card} eine andere behalten, die also wahrscheinlich höher war.",
  "review.fact.higher-unseen":
    "Von den Karten, die höher sind als die Karte {card}, {count, plural, one {war nur {cards} noch ungesehen.} other {waren nur {cards} noch ungesehen.}}",
  "review.fact.after-countess":
    "{player} hatte die Gräfin gespielt, was meist ein König oder Prinz auf der Hand erzwingt.",
  "review.fact.excluded":
    "{count, plural, one {Ein früherer Tipp hatte bei {player} {values} genannt und danebengelegen.} other {Frühere Tipps hatten bei {player} {values} genannt und danebengelegen.}}",
  "review.fact.above": "{player} hatte einen Baron-Vergleich gegen {value} gewonnen, hielt also eine höhere Karte.",
  "review.fact.below":
    "{player} hatte einen Königinwitwe-Vergleich gegen {value} gewonnen, hielt also eine niedrigere Karte.",
  "review.fact.seen-yours":
    "{count, plural, one {{players} wusste, dass du die Karte {card} hattest.} other {{players} wussten, dass du die Karte {card} hattest.}}",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {Du hattest jedes Exemplar von {value} gesehen.} one {Ein Exemplar von {value} war unter den {hidden, plural, one {# Karte} other {# Karten}}, die du nicht gesehen hattest.} other {# Exemplare von {value} waren unter den {hidden, plural, one {# Karte} other {# Karten}}, die du nicht gesehen hattest.}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {Bei {bestTarget} lag der Tipp {bestValue} in {bestHit, number, percent} der Fälle richtig, {playedValue} in {playedHit, number, percent}.} other {Der Tipp {bestValue} bei {bestTarget} lag in {bestHit, number, percent} der Fälle richtig, {playedValue} bei {playedTarget} in {playedHit, number, percent}.}}",
  "review.reason.guess-impossible":
    "Soweit du wissen konntest, konnte {target} {value} nicht haben: Deine Karte {card} konnte nicht richtig liegen.",
  "review.reason.guess-poor":
    "{seldom, select, yes {Deine Karte {card} mit dem Tipp {value} auf {target} lag nur in {hit, number, percent} der Fälle richtig.} other {Deine Karte {card} mit dem Tipp {value} auf {target} lag in {hit, number, percent} der Fälle richtig.}}",
  "review.reason.guess-missed":
    "Die Karte {card} mit dem Tipp {value} auf {target} hätte in {hit, number, percent} der Fälle richtig gelegen.",
  "review.reason.compare-risk":
    "{ties, select, yes {Deine Karte {card} stellte deine Karte {kept} gegen die Karte von {target}: Du würdest diesen Vergleich in {win, number, percent} der Fälle gewinnen und in {lose, number, percent} verlieren (unentschieden {tie, number, percent}).} other {Deine Karte {card} stellte deine Karte {kept} gegen die Karte von {target}: Du würdest diesen Vergleich in {win, number, percent} der Fälle gewinnen und in {lose, number, percent} verlieren.}}",
  "review.reason.compare-target":
    "Mit deiner Karte {kept} würde die Karte {card} den Vergleich gegen {bestTarget} in {bestWin, number, percent} der Fälle gewinnen, gegen {playedTarget} in {playedWin, number, percent}.",
  "review.reason.compare-missed":
    "Die Karte {card} auf {target} hätte deine Karte {kept} gegen deren Karte gestellt und diesen Vergleich in {win, number, percent} der Fälle gewonnen (verloren in {lose, number, percent}).",
  "review.reason.prince-target":
    "Ein Prinz auf {bestTarget} hätte in {bestPrincess, number, percent} der Fälle die Prinzessin getroffen, auf {playedTarget} in {playedPrincess, number, percent}.",
  "review.reason.prince-missed":
    "Ein Prinz auf {target} hätte in {princess, number, percent} der Fälle die Prinzessin abwerfen lassen.",
  "review.reason.prince-self": "Der Prinz auf dich selbst warf deine Karte {kept} für eine unbekannte Karte ab.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {Der Prinz auf dich selbst hätte deine Karte {kept} durch eine unbekannte Karte ersetzt.} other {Der Prinz auf dich selbst hätte deine Karte {kept}, von der {players} wussten, durch eine unbekannte Karte ersetzt.}}",
  "review.reason.princess-discarded": "Wer die Prinzessin abwirft, scheidet aus der Runde aus.",
  "review.reason.princess-prince":
    "Der Prinz auf dich selbst ließ dich die Prinzessin abwerfen, und damit scheidest du aus der Runde aus.",
  "review.reason.princess-traded": "Der König gab {target} deine Prinzessin.",
  "review.reason.handmaid-missed": "Die Zofe hätte dich bis zu deinem nächsten Zug vor jeder Karte geschützt.",
  "review.reason.king-trade":
    "Der König gab {target} deine Karte {given} und zeigte ihnen die Karte, die du bekamst; ihre war in {higher, number, percent} der Fälle die höhere.",
  "review.reason.king-missed":
    "Ein König auf {target} hätte deine Karte {given} in {higher, number, percent} der Fälle gegen eine höhere getauscht.",
  "review.reason.swap-missed":
    "Der Kardinal auf dich selbst und {target} hätte deine Karte {given} gegen deren Karte getauscht.",
  "review.reason.priest-known":
    "Du wusstest schon, dass {target} die Karte {card} hatte: Der Priester verriet dir nichts Neues.",
  "review.reason.priest-missed":
    "Ein Blick mit dem Priester auf die Karte von {target} hätte dir gezeigt, wie du deine nächste Karte spielst.",
  "review.reason.countess-unforced":
    "Nichts zwang dich, die Gräfin zu spielen (du hattest keinen König und keinen Prinzen), und sie ließ dir die Karte {kept}.",
  "review.reason.showdown-keep":
    "Bei leerem Stapel entschied die behaltene Karte die Runde: Mit der Karte {bestKept} gewann man sie in {bestRound, number, percent} der Fälle, mit der Karte {playedKept} in {playedRound, number, percent}.",
  "review.reason.generic-target": "{bestTarget} war ein besseres Ziel für die Karte {card} als {playedTarget}.",
  "review.reason.generic-keep":
    "Hättest du die Karte {bestCard} gespielt, wäre dir die Karte {bestKept} geblieben; du hast die Karte {playedKept} behalten.",

  "review.better":
    "Die Wahl des Experten, {best}, gewann die Runde in {bestRound, number, percent} der Fälle; deine, {played}, in {playedRound, number, percent}.",
};
