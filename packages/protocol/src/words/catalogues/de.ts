import type { Catalogue } from "./en.js";
import { deFriends } from "./friends/de.js";
import { dePages } from "./pages/de.js";
import { deReview } from "./review/de.js";
import { deTable } from "./table/de.js";

// Deutsch. Kartennamen: die deutsche Ausgabe von Pegasus Spiele (Wächterin, Priester, Baron, Zofe,
// Prinz, König, Gräfin, Prinzessin), wie sie deutsche Rezensionen der Pegasus-Ausgabe nennen
// (darmstadt-spielt.de/rezis/love-letter, panke-spieler.jimdofree.com). Spionin und Kanzler: die
// Ausgabe von 2019. Für die Karten von Love Letter Premium (Narr, Assassine, Kardinal, Baronin,
// Schmeichler, Graf, Konstabler, Königinwitwe, Bischof) wurde kein veröffentlichter deutscher Name
// gefunden: es sind hier gewählte, getreue Übersetzungen.
// Der Spieler wird geduzt; eine Karte heißt „die Karte X“ (so bleibt ihr Name ungebeugt).

export const de: Catalogue = {
  ...deFriends,
  ...deTable,
  "language.menu": "Sprache",
  "language.changed": "Die Seite ist jetzt auf Deutsch.",

  "card.spy": "Spionin",
  "card.guard": "Wächterin",
  "card.priest": "Priester",
  "card.baron": "Baron",
  "card.handmaid": "Zofe",
  "card.prince": "Prinz",
  "card.chancellor": "Kanzler",
  "card.king": "König",
  "card.countess": "Gräfin",
  "card.princess": "Prinzessin",
  "card.jester": "Narr",
  "card.assassin": "Assassine",
  "card.cardinal": "Kardinal",
  "card.baroness": "Baronin",
  "card.sycophant": "Schmeichler",
  "card.count": "Graf",
  "card.constable": "Konstabler",
  "card.dowager-queen": "Königinwitwe",
  "card.bishop": "Bischof",

  "seat.numbered": "Platz {seat, number}",
  "card.with-value": "{card} ({value, number})",
  "card.the": "die Karte {card}",
  "guess.card": "die Karte {card} ({value, number})",
  "guess.cards": "{value, number} ({cards})",
  "guess.none": "{value, number} (keine solche Karte)",
  "narration.you": "du",
  "narration.self": "{seatIs, select, me {dich selbst} other {sich selbst}}",

  "narration.round-started":
    "Runde {round, number} beginnt. {firstIs, select, me {Du spielst} other {{first} spielt}} zuerst.",
  "narration.round-started-face-up":
    "Runde {round, number} beginnt. {firstIs, select, me {Du spielst} other {{first} spielt}} zuerst. Offen beiseitegelegt: {cards}.",
  "narration.tiebreak-round-started": "Stichrunde zwischen {seats}.",
  "narration.tiebreak-round-started-face-up": "Stichrunde zwischen {seats}. Offen beiseitegelegt: {cards}.",
  "narration.cards-dealt": "Die Karten werden ausgeteilt.",
  "narration.dealt-card": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} bekommen.",
  "narration.drew-a-card": "{seatIs, select, me {Du hast} other {{seat} hat}} eine Karte gezogen.",
  "narration.drew-card": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} gezogen.",
  "narration.took-set-aside-card":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die beiseitegelegte Karte genommen: die Karte {card}.",
  "narration.received-card": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} erhalten.",
  "narration.received-card-from":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} von {giverIs, select, me {dir} other {{giver}}} erhalten.",
  "narration.played": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} gespielt.",
  "narration.played-on": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} auf {targets} gespielt.",
  "narration.played-naming":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} gespielt und {guess} genannt.",
  "narration.played-on-naming":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} auf {targets} gespielt und {guess} genannt.",
  "narration.played-on-looking":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} auf {targets} gespielt und {seatIs, select, me {siehst dir} other {sieht sich}} die neue Hand von {lookIs, select, me {dir} other {{look}}} an.",
  "narration.no-effect-nobody-to-choose": "Niemand konnte gewählt werden: Die Karte {card} bleibt ohne Wirkung.",
  "narration.no-effect-deck-empty": "Der Stapel ist leer: Die Karte {card} bleibt ohne Wirkung.",
  "narration.guard-guessed-right": "Richtig geraten!",
  "narration.guessed-wrong":
    "Falsch geraten: {targetIs, select, me {Du hast} other {{target} hat}} sie nicht auf der Hand.",
  "narration.bishop-guessed-right":
    "Richtig: {targetIs, select, me {Du hast} other {{target} hat}} die Karte {card} auf der Hand.",
  "narration.bishop-guessed-right-unseen":
    "Richtig: {targetIs, select, me {Du hast} other {{target} hat}} sie auf der Hand.",
  "narration.out-guard":
    "{seatIs, select, me {Du scheidest} other {{seat} scheidet}} aus der Runde aus (erraten von der Karte {guard} von {byIs, select, me {dir} other {{by}}}){shown, select, yes { und zeigt {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {Du scheidest} other {{seat} scheidet}} aus der Runde aus (die Karte {guard} wählte {byIs, select, me {dich} other {{by}}}, und dort lag die Karte {assassin}){shown, select, yes { und zeigt {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {Du scheidest} other {{seat} scheidet}} aus der Runde aus (den Vergleich der Karte {baron} verloren{self, select, yes {} other { gegen {byIs, select, me {dich} other {{by}}}}}){shown, select, yes { und zeigt {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {Du scheidest} other {{seat} scheidet}} aus der Runde aus (die höhere Karte gegen {self, select, yes {die Karte {queen}} other {{byIs, select, me {dich} other {{by}}}}}){shown, select, yes { und zeigt {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {Du scheidest} other {{seat} scheidet}} aus der Runde aus (die Karte {princess} abgelegt){shown, select, yes { und zeigt {cards}} other {}}.",
  "narration.discarded-for-prince":
    "Die Karte {prince} zwingt {seatIs, select, me {dich} other {{seat}}}, die Karte {card} abzulegen.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} abgelegt, die die Karte {bishop} genannt hat.",
  "narration.discarded": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {card} abgelegt.",
  "narration.redrew-from-set-aside":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die beiseitegelegte Karte genommen.",
  "narration.redrew": "{seatIs, select, me {Du hast} other {{seat} hat}} eine neue Karte gezogen.",
  "narration.saw-hand":
    "{seatIs, select, me {Du siehst} other {{seat} sah}} die Hand von {targetIs, select, me {dir} other {{target}}}: die Karte {card}.",
  "narration.compared-hands-tie":
    "{pair, select, first {Du und {other} habt} second {{other} und du habt} other {{a} und {b} haben}} die Hände verglichen ({card}): Gleichstand, nichts geschieht.",
  "narration.compared-hands":
    "{pair, select, first {Du und {other} habt} second {{other} und du habt} other {{a} und {b} haben}} die Hände verglichen ({card}): {loserIs, select, me {Du verlierst} other {{loser} verliert}}.",
  "narration.traded-hands":
    "{pair, select, first {Du und {other} habt} second {{other} und du habt} other {{a} und {b} haben}} die Hände getauscht.",
  "narration.swapped-hands":
    "{pair, select, first {Du und {other} habt} second {{other} und du habt} other {{a} und {b} haben}} die Hände getauscht (die Karte {cardinal} von {seatIs, select, me {dir} other {{seat}}}).",
  "narration.required":
    "Die nächste gespielte Karte muss {targetIs, select, me {dich} other {{target}}} wählen (die Karte {sycophant} von {seatIs, select, me {dir} other {{seat}}}).",
  "narration.watched-token":
    "Die Karte {jester} von {seatIs, select, me {dir} other {{seat}}} beobachtet {targetIs, select, me {dich} other {{target}}}: Gewinnt {targetIs, select, me {du} other {{target}}} die Runde, bekommt {seatIs, select, me {du} other {{seat}}} einen Marker.",
  "narration.watched-win":
    "Die Karte {jester} von {seatIs, select, me {dir} other {{seat}}} beobachtet {targetIs, select, me {dich} other {{target}}}: Gewinnt {targetIs, select, me {du} other {{target}}} die Runde, bekommt {seatIs, select, me {du} other {{seat}}} einen Sieg.",
  "narration.protected":
    "{seatIs, select, me {Du bist bis zu deinem nächsten Zug geschützt.} other {{seat} ist bis zum nächsten eigenen Zug geschützt.}}",
  "narration.chancellor-drew":
    "{seatIs, select, me {Du hast} other {{seat} hat}} {count, plural, one {# Karte} other {# Karten}} gezogen ({chancellor}).",
  "narration.returned-cards":
    "{seatIs, select, me {Du hast} other {{seat} hat}} {count, plural, one {# Karte} other {# Karten}} unter den Stapel gelegt.",
  "narration.kept-and-returned":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {kept} behalten und die Karte {bottom} unter den Stapel gelegt.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {kept} behalten und diese unter den Stapel gelegt: {bottom} (die Karte {lowest} zuunterst).",
  "narration.discarded-and-redrew": "{seatIs, select, me {Du hast} other {{seat} hat}} abgelegt und neu gezogen.",
  "narration.kept-card": "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte behalten.",
  "narration.assassin-revealed":
    "{seatIs, select, me {Du hast} other {{seat} hat}} die Karte {assassin}: Die Karte {guard} wendet sich gegen {guardIs, select, me {dich} other {{guarder}}}!",
  "narration.gained-token":
    "{seatIs, select, me {Du bekommst} other {{seat} bekommt}} einen Marker {reason, select, round {für den Rundensieg} spy {für die Karte {card}} jester {für die Karte {card}} constable {für die Karte {card}} bishop {für den richtigen Tipp der Karte {card}} other {für den ersten Platz}} ({total, number} insgesamt).",
  "narration.scored-win":
    "{seatIs, select, me {Du bekommst} other {{seat} bekommt}} einen Sieg {reason, select, round {für den Rundensieg} spy {für die Karte {card}} jester {für die Karte {card}} constable {für die Karte {card}} bishop {für den richtigen Tipp der Karte {card}} other {für den ersten Platz}} ({total, number} insgesamt).",
  "narration.round-won-last-standing": "Runde vorbei: Im Spiel bleibt nur noch {winners}.",
  "narration.round-decided-match": "Runde vorbei: Ein Marker hat die Partie entschieden.",
  "narration.showdown-won":
    "Aufdecken: {mine, select, only {Du gewinnst} with {Du und {others} gewinnt} other {{winners} {count, plural, one {gewinnt} other {gewinnen}}}} die Runde.",
  "narration.showdown-won-highest":
    "Aufdecken: {mine, select, only {Du gewinnst} with {Du und {others} gewinnt} other {{winners} {count, plural, one {gewinnt} other {gewinnen}}}} die Runde mit der höchsten Karte, der Karte {card} ({score, number}).",
  "narration.showdown-won-on-discards":
    "Aufdecken: {mine, select, only {Du gewinnst} with {Du und {others} gewinnt} other {{winners} {count, plural, one {gewinnt} other {gewinnen}}}} die Runde mit der höheren Summe abgelegter Karten ({discardSum, number}), nach einem Gleichstand bei {score, number}.",
  "narration.showdown-shared":
    "Aufdecken: {mine, select, only {Du gewinnst} with {Du und {others} gewinnt} other {{winners} {count, plural, one {gewinnt} other {gewinnen}}}} die Runde, gleichauf bei {score, number}.",
  "narration.showdown-nobody-won": "Aufdecken: Niemand gewinnt die Runde.",
  "narration.tiebreak":
    "{mine, select, with {Du und {others} seid} other {{seats} sind}} gleichauf: Eine Stichrunde entscheidet die Partie.",
  "narration.match-won":
    "{mine, select, only {Du gewinnst die Partie!} with {Du und {others} gewinnt die Partie!} other {{winners} {count, plural, one {gewinnt} other {gewinnen}} die Partie!}}",
  "narration.match-over": "Die Partie ist vorbei.",
  ...dePages,
  ...deReview,
};
