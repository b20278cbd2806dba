import type { Catalogue } from "./en.js";
import { itFriends } from "./friends/it.js";
import { itPages } from "./pages/it.js";
import { itReview } from "./review/it.js";
import { itTable } from "./table/it.js";

// Italiano. Nomi delle carte: in questa ricerca non si è trovata una fonte pubblicata
// dell'edizione italiana da citare; si usano i nomi con cui è nota l'edizione italiana (Guardia,
// Sacerdote, Barone, Ancella, Principe, Re, Contessa, Principessa; Spia e Cancelliere
// dell'edizione 2019), da verificare sul regolamento stampato. Per le carte di Love Letter Premium
// (Giullare, Assassino, Cardinale, Baronessa, Adulatore, Conte, Conestabile, Regina madre,
// Vescovo) non si è trovato un nome pubblicato: sono traduzioni fedeli scelte qui.
// Si dà del tu al giocatore; una carta è «la carta X» (il nome non si accorda per genere).

export const it: Catalogue = {
  ...itFriends,
  ...itTable,
  "language.menu": "Lingua",
  "language.changed": "La pagina ora è in italiano.",

  "card.spy": "Spia",
  "card.guard": "Guardia",
  "card.priest": "Sacerdote",
  "card.baron": "Barone",
  "card.handmaid": "Ancella",
  "card.prince": "Principe",
  "card.chancellor": "Cancelliere",
  "card.king": "Re",
  "card.countess": "Contessa",
  "card.princess": "Principessa",
  "card.jester": "Giullare",
  "card.assassin": "Assassino",
  "card.cardinal": "Cardinale",
  "card.baroness": "Baronessa",
  "card.sycophant": "Adulatore",
  "card.count": "Conte",
  "card.constable": "Conestabile",
  "card.dowager-queen": "Regina madre",
  "card.bishop": "Vescovo",

  "seat.numbered": "Posto {seat, number}",
  "card.with-value": "{card} ({value, number})",
  "card.the": "la carta {card}",
  "guess.card": "la carta {card} ({value, number})",
  "guess.cards": "{value, number} ({cards})",
  "guess.none": "{value, number} (nessuna carta simile)",
  "narration.you": "tu",
  "narration.self": "{seatIs, select, me {te stesso} other {sé stesso}}",

  "narration.round-started":
    "Inizia il round {round, number}. {firstIs, select, me {Giochi} other {{first} gioca}} per primo.",
  "narration.round-started-face-up":
    "Inizia il round {round, number}. {firstIs, select, me {Giochi} other {{first} gioca}} per primo. Scartate a faccia in su: {cards}.",
  "narration.tiebreak-round-started": "Round di spareggio tra {seats}.",
  "narration.tiebreak-round-started-face-up": "Round di spareggio tra {seats}. Scartate a faccia in su: {cards}.",
  "narration.cards-dealt": "Le carte sono distribuite.",
  "narration.dealt-card":
    "{seatIs, select, me {Hai ricevuto} other {{seat} ha ricevuto}} la carta {card} nella distribuzione.",
  "narration.drew-a-card": "{seatIs, select, me {Hai pescato} other {{seat} ha pescato}} una carta.",
  "narration.drew-card": "{seatIs, select, me {Hai pescato} other {{seat} ha pescato}} la carta {card}.",
  "narration.took-set-aside-card":
    "{seatIs, select, me {Hai preso} other {{seat} ha preso}} la carta messa da parte: la carta {card}.",
  "narration.received-card": "{seatIs, select, me {Hai ricevuto} other {{seat} ha ricevuto}} la carta {card}.",
  "narration.received-card-from":
    "{seatIs, select, me {Hai ricevuto} other {{seat} ha ricevuto}} la carta {card} da {giverIs, select, me {te} other {{giver}}}.",
  "narration.played": "{seatIs, select, me {Hai giocato} other {{seat} ha giocato}} la carta {card}.",
  "narration.played-on": "{seatIs, select, me {Hai giocato} other {{seat} ha giocato}} la carta {card} su {targets}.",
  "narration.played-naming":
    "{seatIs, select, me {Hai giocato} other {{seat} ha giocato}} la carta {card}, nominando {guess}.",
  "narration.played-on-naming":
    "{seatIs, select, me {Hai giocato} other {{seat} ha giocato}} la carta {card} su {targets}, nominando {guess}.",
  "narration.played-on-looking":
    "{seatIs, select, me {Hai giocato} other {{seat} ha giocato}} la carta {card} su {targets}, guardando la nuova mano di {lookIs, select, me {te} other {{look}}}.",
  "narration.no-effect-nobody-to-choose": "Non si poteva scegliere nessuno: la carta {card} non ha effetto.",
  "narration.no-effect-deck-empty": "Il mazzo è vuoto: la carta {card} non ha effetto.",
  "narration.guard-guessed-right": "Indovinato!",
  "narration.guessed-wrong": "Sbagliato: {targetIs, select, me {non ce l’hai} other {{target} non ce l’ha}}.",
  "narration.bishop-guessed-right": "Esatto: {targetIs, select, me {hai} other {{target} ha}} la carta {card}.",
  "narration.bishop-guessed-right-unseen": "Esatto: {targetIs, select, me {ce l’hai} other {{target} ce l’ha}}.",
  "narration.out-guard":
    "{seatIs, select, me {Sei} other {{seat} è}} fuori dal round (carta indovinata dalla carta {guard} di {byIs, select, me {te} other {{by}}}){shown, select, yes {, e mostra {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {Sei} other {{seat} è}} fuori dal round (la carta {guard} ha scelto {byIs, select, me {te} other {{by}}}, che aveva la carta {assassin}){shown, select, yes {, e mostra {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {Sei} other {{seat} è}} fuori dal round (confronto della carta {baron} perso{self, select, yes {} other { contro {byIs, select, me {te} other {{by}}}}}){shown, select, yes {, e mostra {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {Sei} other {{seat} è}} fuori dal round (la carta più alta contro {self, select, yes {la carta {queen}} other {{byIs, select, me {te} other {{by}}}}}){shown, select, yes {, e mostra {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {Sei} other {{seat} è}} fuori dal round (carta {princess} scartata){shown, select, yes {, e mostra {cards}} other {}}.",
  "narration.discarded-for-prince":
    "La carta {prince} costringe {seatIs, select, me {te} other {{seat}}} a scartare la carta {card}.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {Hai scartato} other {{seat} ha scartato}} la carta {card}, quella nominata dalla carta {bishop}.",
  "narration.discarded": "{seatIs, select, me {Hai scartato} other {{seat} ha scartato}} la carta {card}.",
  "narration.redrew-from-set-aside":
    "{seatIs, select, me {Hai preso} other {{seat} ha preso}} la carta messa da parte.",
  "narration.redrew": "{seatIs, select, me {Hai pescato} other {{seat} ha pescato}} una nuova carta.",
  "narration.saw-hand":
    "{seatIs, select, me {Vedi} other {{seat} ha visto}} la mano di {targetIs, select, me {te} other {{target}}}: la carta {card}.",
  "narration.compared-hands-tie":
    "{pair, select, first {Tu e {other} avete} second {{other} e tu avete} other {{a} e {b} hanno}} confrontato le mani ({card}): pareggio, non succede nulla.",
  "narration.compared-hands":
    "{pair, select, first {Tu e {other} avete} second {{other} e tu avete} other {{a} e {b} hanno}} confrontato le mani ({card}): {loserIs, select, me {perdi} other {perde {loser}}}.",
  "narration.traded-hands":
    "{pair, select, first {Tu e {other} avete} second {{other} e tu avete} other {{a} e {b} hanno}} scambiato le mani.",
  "narration.swapped-hands":
    "{pair, select, first {Tu e {other} avete} second {{other} e tu avete} other {{a} e {b} hanno}} scambiato le mani (la carta {cardinal} di {seatIs, select, me {te} other {{seat}}}).",
  "narration.required":
    "La prossima carta giocata deve scegliere {targetIs, select, me {te} other {{target}}} (la carta {sycophant} di {seatIs, select, me {te} other {{seat}}}).",
  "narration.watched-token":
    "La carta {jester} di {seatIs, select, me {te} other {{seat}}} osserva {targetIs, select, me {te} other {{target}}}: se {targetIs, select, me {vinci} other {{target} vince}} il round, {seatIs, select, me {guadagni} other {{seat} guadagna}} un segnalino.",
  "narration.watched-win":
    "La carta {jester} di {seatIs, select, me {te} other {{seat}}} osserva {targetIs, select, me {te} other {{target}}}: se {targetIs, select, me {vinci} other {{target} vince}} il round, {seatIs, select, me {segni} other {{seat} segna}} una vittoria.",
  "narration.protected":
    "{seatIs, select, me {Sei al riparo fino al tuo prossimo turno.} other {{seat} è al riparo fino al suo prossimo turno.}}",
  "narration.chancellor-drew":
    "{seatIs, select, me {Hai pescato} other {{seat} ha pescato}} {count, plural, one {# carta} other {# carte}} ({chancellor}).",
  "narration.returned-cards":
    "{seatIs, select, me {Hai messo} other {{seat} ha messo}} {count, plural, one {# carta} other {# carte}} in fondo al mazzo.",
  "narration.kept-and-returned":
    "{seatIs, select, me {Hai tenuto} other {{seat} ha tenuto}} la carta {kept} e messo la carta {bottom} in fondo al mazzo.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {Hai tenuto} other {{seat} ha tenuto}} la carta {kept} e messo queste in fondo al mazzo: {bottom} (la carta {lowest} in fondo).",
  "narration.discarded-and-redrew": "{seatIs, select, me {Hai scartato} other {{seat} ha scartato}} e ripescato.",
  "narration.kept-card": "{seatIs, select, me {Hai tenuto} other {{seat} ha tenuto}} la carta.",
  "narration.assassin-revealed":
    "{seatIs, select, me {Hai} other {{seat} ha}} la carta {assassin}: la carta {guard} si rivolta contro {guardIs, select, me {di te} other {{guarder}}}!",
  "narration.gained-token":
    "{seatIs, select, me {Guadagni} other {{seat} guadagna}} un segnalino {reason, select, round {per aver vinto il round} spy {per la carta {card}} jester {per la carta {card}} constable {per la carta {card}} bishop {per l’ipotesi giusta della carta {card}} other {per il primo posto}} ({total, number} in tutto).",
  "narration.scored-win":
    "{seatIs, select, me {Segni} other {{seat} segna}} una vittoria {reason, select, round {per aver vinto il round} spy {per la carta {card}} jester {per la carta {card}} constable {per la carta {card}} bishop {per l’ipotesi giusta della carta {card}} other {per il primo posto}} ({total, number} in tutto).",
  "narration.round-won-last-standing": "Fine del round: resta in gioco solo {winners}.",
  "narration.round-decided-match": "Fine del round: un segnalino ha deciso la partita.",
  "narration.showdown-won":
    "Confronto finale: {mine, select, only {vinci} with {tu e {others} vincete} other {{winners} {count, plural, one {vince} other {vincono}}}} il round.",
  "narration.showdown-won-highest":
    "Confronto finale: {mine, select, only {vinci} with {tu e {others} vincete} other {{winners} {count, plural, one {vince} other {vincono}}}} il round con la carta più alta, la carta {card} ({score, number}).",
  "narration.showdown-won-on-discards":
    "Confronto finale: {mine, select, only {vinci} with {tu e {others} vincete} other {{winners} {count, plural, one {vince} other {vincono}}}} il round con il totale più alto di carte scartate ({discardSum, number}), dopo un pareggio a {score, number}.",
  "narration.showdown-shared":
    "Confronto finale: {mine, select, only {vinci} with {tu e {others} vincete} other {{winners} {count, plural, one {vince} other {vincono}}}} il round, a pari merito a {score, number}.",
  "narration.showdown-nobody-won": "Confronto finale: nessuno vince il round.",
  "narration.tiebreak":
    "Parità tra {mine, select, with {te e {others}} other {{seats}}}: un round di spareggio decide la partita.",
  "narration.match-won":
    "{mine, select, only {Vinci la partita!} with {Tu e {others} vincete la partita!} other {{winners} {count, plural, one {vince} other {vincono}} la partita!}}",
  "narration.match-over": "La partita è finita.",
  ...itPages,
  ...itReview,
};
