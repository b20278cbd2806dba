import type { Catalogue } from "./en.js";
import { esFriends } from "./friends/es.js";
import { esPages } from "./pages/es.js";
import { esReview } from "./review/es.js";
import { esTable } from "./table/es.js";

// Español. Nombres de las cartas: no se encontró en esta búsqueda una fuente publicada de la
// edición en español que pudiera citarse; se usan los nombres con que se conoce la edición en
// español (Guardia, Sacerdote, Barón, Doncella, Príncipe, Rey, Condesa, Princesa; Espía y
// Canciller de la edición de 2019), por verificar contra el reglamento impreso. Para las cartas de
// Love Letter Premium (Bufón, Asesino, Cardenal, Baronesa, Adulador, Conde, Condestable, Reina
// viuda, Obispo) no se encontró nombre publicado: son traducciones fieles elegidas aquí.
// Se tutea al jugador; una carta es «la carta X» (su nombre no concuerda en género).

export const es: Catalogue = {
  ...esFriends,
  ...esTable,
  "language.menu": "Idioma",
  "language.changed": "La página está ahora en español.",

  "card.spy": "Espía",
  "card.guard": "Guardia",
  "card.priest": "Sacerdote",
  "card.baron": "Barón",
  "card.handmaid": "Doncella",
  "card.prince": "Príncipe",
  "card.chancellor": "Canciller",
  "card.king": "Rey",
  "card.countess": "Condesa",
  "card.princess": "Princesa",
  "card.jester": "Bufón",
  "card.assassin": "Asesino",
  "card.cardinal": "Cardenal",
  "card.baroness": "Baronesa",
  "card.sycophant": "Adulador",
  "card.count": "Conde",
  "card.constable": "Condestable",
  "card.dowager-queen": "Reina viuda",
  "card.bishop": "Obispo",

  "seat.numbered": "Asiento {seat, number}",
  "card.with-value": "{card} ({value, number})",
  "card.the": "la carta {card}",
  "guess.card": "la carta {card} ({value, number})",
  "guess.cards": "{value, number} ({cards})",
  "guess.none": "{value, number} (no hay tal carta)",
  "narration.you": "tú",
  "narration.self": "{seatIs, select, me {ti} other {sí}}",

  "narration.round-started":
    "Empieza la ronda {round, number}. {firstIs, select, me {Juegas} other {{first} juega}} primero.",
  "narration.round-started-face-up":
    "Empieza la ronda {round, number}. {firstIs, select, me {Juegas} other {{first} juega}} primero. Apartadas boca arriba: {cards}.",
  "narration.tiebreak-round-started": "Ronda de desempate entre {seats}.",
  "narration.tiebreak-round-started-face-up": "Ronda de desempate entre {seats}. Apartadas boca arriba: {cards}.",
  "narration.cards-dealt": "Se reparten las cartas.",
  "narration.dealt-card":
    "{seatIs, select, me {Has recibido} other {{seat} ha recibido}} la carta {card} en el reparto.",
  "narration.drew-a-card": "{seatIs, select, me {Has robado} other {{seat} ha robado}} una carta.",
  "narration.drew-card": "{seatIs, select, me {Has robado} other {{seat} ha robado}} la carta {card}.",
  "narration.took-set-aside-card":
    "{seatIs, select, me {Has tomado} other {{seat} ha tomado}} la carta apartada: la carta {card}.",
  "narration.received-card": "{seatIs, select, me {Has recibido} other {{seat} ha recibido}} la carta {card}.",
  "narration.received-card-from":
    "{seatIs, select, me {Has recibido} other {{seat} ha recibido}} la carta {card} de {giverIs, select, me {ti} other {{giver}}}.",
  "narration.played": "{seatIs, select, me {Has jugado} other {{seat} ha jugado}} la carta {card}.",
  "narration.played-on": "{seatIs, select, me {Has jugado} other {{seat} ha jugado}} la carta {card} sobre {targets}.",
  "narration.played-naming":
    "{seatIs, select, me {Has jugado} other {{seat} ha jugado}} la carta {card}, nombrando {guess}.",
  "narration.played-on-naming":
    "{seatIs, select, me {Has jugado} other {{seat} ha jugado}} la carta {card} sobre {targets}, nombrando {guess}.",
  "narration.played-on-looking":
    "{seatIs, select, me {Has jugado} other {{seat} ha jugado}} la carta {card} sobre {targets}, mirando la nueva mano de {lookIs, select, me {ti} other {{look}}}.",
  "narration.no-effect-nobody-to-choose": "No se podía elegir a nadie: la carta {card} no tiene efecto.",
  "narration.no-effect-deck-empty": "El mazo está vacío: la carta {card} no tiene efecto.",
  "narration.guard-guessed-right": "¡Acierto!",
  "narration.guessed-wrong": "Fallo: {targetIs, select, me {no la tienes} other {{target} no la tiene}}.",
  "narration.bishop-guessed-right": "Acierto: {targetIs, select, me {tienes} other {{target} tiene}} la carta {card}.",
  "narration.bishop-guessed-right-unseen": "Acierto: {targetIs, select, me {la tienes} other {{target} la tiene}}.",
  "narration.out-guard":
    "{seatIs, select, me {Quedas} other {{seat} queda}} fuera de la ronda (adivinada por la carta {guard} de {byIs, select, me {ti} other {{by}}}){shown, select, yes {, y muestra {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {Quedas} other {{seat} queda}} fuera de la ronda (la carta {guard} eligió a {byIs, select, me {ti} other {{by}}}, que tenía la carta {assassin}){shown, select, yes {, y muestra {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {Quedas} other {{seat} queda}} fuera de la ronda (comparación de la carta {baron} perdida{self, select, yes {} other { contra {byIs, select, me {ti} other {{by}}}}}){shown, select, yes {, y muestra {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {Quedas} other {{seat} queda}} fuera de la ronda (la carta más alta frente a {self, select, yes {la carta {queen}} other {{byIs, select, me {ti} other {{by}}}}}){shown, select, yes {, y muestra {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {Quedas} other {{seat} queda}} fuera de la ronda (carta {princess} descartada){shown, select, yes {, y muestra {cards}} other {}}.",
  "narration.discarded-for-prince":
    "La carta {prince} obliga a {seatIs, select, me {ti} other {{seat}}} a descartar la carta {card}.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {Has descartado} other {{seat} ha descartado}} la carta {card}, la que nombró la carta {bishop}.",
  "narration.discarded": "{seatIs, select, me {Has descartado} other {{seat} ha descartado}} la carta {card}.",
  "narration.redrew-from-set-aside": "{seatIs, select, me {Has tomado} other {{seat} ha tomado}} la carta apartada.",
  "narration.redrew": "{seatIs, select, me {Has robado} other {{seat} ha robado}} una carta nueva.",
  "narration.saw-hand":
    "{seatIs, select, me {Ves} other {{seat} ha visto}} la mano de {targetIs, select, me {ti} other {{target}}}: la carta {card}.",
  "narration.compared-hands-tie":
    "{pair, select, first {Tú y {other} habéis} second {{other} y tú habéis} other {{a} y {b} han}} comparado las manos ({card}): empate, no pasa nada.",
  "narration.compared-hands":
    "{pair, select, first {Tú y {other} habéis} second {{other} y tú habéis} other {{a} y {b} han}} comparado las manos ({card}): {loserIs, select, me {pierdes} other {pierde {loser}}}.",
  "narration.traded-hands":
    "{pair, select, first {Tú y {other} habéis} second {{other} y tú habéis} other {{a} y {b} han}} intercambiado las manos.",
  "narration.swapped-hands":
    "{pair, select, first {Tú y {other} habéis} second {{other} y tú habéis} other {{a} y {b} han}} intercambiado las manos (la carta {cardinal} de {seatIs, select, me {ti} other {{seat}}}).",
  "narration.required":
    "La próxima carta jugada debe elegir a {targetIs, select, me {ti} other {{target}}} (la carta {sycophant} de {seatIs, select, me {ti} other {{seat}}}).",
  "narration.watched-token":
    "La carta {jester} de {seatIs, select, me {ti} other {{seat}}} vigila a {targetIs, select, me {ti} other {{target}}}: si {targetIs, select, me {ganas} other {{target} gana}} la ronda, {seatIs, select, me {ganas} other {{seat} gana}} una ficha.",
  "narration.watched-win":
    "La carta {jester} de {seatIs, select, me {ti} other {{seat}}} vigila a {targetIs, select, me {ti} other {{target}}}: si {targetIs, select, me {ganas} other {{target} gana}} la ronda, {seatIs, select, me {sumas} other {{seat} suma}} una victoria.",
  "narration.protected":
    "{seatIs, select, me {Estás a salvo hasta tu próximo turno.} other {{seat} está a salvo hasta su próximo turno.}}",
  "narration.chancellor-drew":
    "{seatIs, select, me {Has robado} other {{seat} ha robado}} {count, plural, one {# carta} other {# cartas}} ({chancellor}).",
  "narration.returned-cards":
    "{seatIs, select, me {Has puesto} other {{seat} ha puesto}} {count, plural, one {# carta} other {# cartas}} al fondo del mazo.",
  "narration.kept-and-returned":
    "{seatIs, select, me {Te has quedado} other {{seat} se ha quedado}} la carta {kept} y {seatIs, select, me {has} other {ha}} puesto la carta {bottom} al fondo del mazo.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {Te has quedado} other {{seat} se ha quedado}} la carta {kept} y {seatIs, select, me {has} other {ha}} puesto estas al fondo del mazo: {bottom} (la carta {lowest} la última).",
  "narration.discarded-and-redrew":
    "{seatIs, select, me {Has descartado} other {{seat} ha descartado}} y {seatIs, select, me {has} other {ha}} vuelto a robar.",
  "narration.kept-card": "{seatIs, select, me {Te has quedado} other {{seat} se ha quedado}} la carta.",
  "narration.assassin-revealed":
    "{seatIs, select, me {Tienes} other {{seat} tiene}} la carta {assassin}: ¡la carta {guard} se vuelve contra {guardIs, select, me {ti} other {{guarder}}}!",
  "narration.gained-token":
    "{seatIs, select, me {Ganas} other {{seat} gana}} una ficha {reason, select, round {por ganar la ronda} spy {por la carta {card}} jester {por la carta {card}} constable {por la carta {card}} bishop {por el acierto de la carta {card}} other {por el primer puesto}} ({total, number} en total).",
  "narration.scored-win":
    "{seatIs, select, me {Sumas} other {{seat} suma}} una victoria {reason, select, round {por ganar la ronda} spy {por la carta {card}} jester {por la carta {card}} constable {por la carta {card}} bishop {por el acierto de la carta {card}} other {por el primer puesto}} ({total, number} en total).",
  "narration.round-won-last-standing": "Fin de la ronda: solo queda en juego {winners}.",
  "narration.round-decided-match": "Fin de la ronda: una ficha ha decidido la partida.",
  "narration.showdown-won":
    "Enfrentamiento: {mine, select, only {ganas} with {tú y {others} ganáis} other {{winners} {count, plural, one {gana} other {ganan}}}} la ronda.",
  "narration.showdown-won-highest":
    "Enfrentamiento: {mine, select, only {ganas} with {tú y {others} ganáis} other {{winners} {count, plural, one {gana} other {ganan}}}} la ronda con la carta más alta, la carta {card} ({score, number}).",
  "narration.showdown-won-on-discards":
    "Enfrentamiento: {mine, select, only {ganas} with {tú y {others} ganáis} other {{winners} {count, plural, one {gana} other {ganan}}}} la ronda por la mayor suma de cartas descartadas ({discardSum, number}), tras un empate a {score, number}.",
  "narration.showdown-shared":
    "Enfrentamiento: {mine, select, only {ganas} with {tú y {others} ganáis} other {{winners} {count, plural, one {gana} other {ganan}}}} la ronda, empatados a {score, number}.",
  "narration.showdown-nobody-won": "Enfrentamiento: nadie gana la ronda.",
  "narration.tiebreak":
    "Empate entre {mine, select, with {tú y {others}} other {{seats}}}: una ronda de desempate decide la partida.",
  "narration.match-won":
    "{mine, select, only {¡Ganas la partida!} with {¡Tú y {others} ganáis la partida!} other {¡{winners} {count, plural, one {gana} other {ganan}} la partida!}}",
  "narration.match-over": "La partida ha terminado.",
  ...esPages,
  ...esReview,
};
