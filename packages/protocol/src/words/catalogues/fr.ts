import type { Catalogue } from "./en.js";
import { frFriends } from "./friends/fr.js";
import { frPages } from "./pages/fr.js";
import { frReview } from "./review/fr.js";
import { frTable } from "./table/fr.js";

// Français. Noms des cartes : l'édition française de Filosofia (Garde, Prêtre, Baron, Servante,
// Prince, Roi, Comtesse, Princesse), tels que les citent les règles publiées en français (par
// exemple des-en-mousse.com/love-letter et lecoindujeu.com/love-letter, qui décrivent l'édition
// Filosofia). Espionne et Chancelier : l'édition de 2019. Pour les cartes de Love Letter Premium
// (Bouffon, Assassin, Cardinal, Baronne, Flagorneur, Comte, Connétable, Reine douairière, Évêque),
// aucun nom publié n'a été trouvé : ce sont des traductions fidèles choisies ici.
// On vouvoie le joueur ; une carte est « la carte X » (le nom seul, sans accord de genre).

export const fr: Catalogue = {
  ...frFriends,
  ...frTable,
  "language.menu": "Langue",
  "language.changed": "La page est maintenant en français.",

  "card.spy": "Espionne",
  "card.guard": "Garde",
  "card.priest": "Prêtre",
  "card.baron": "Baron",
  "card.handmaid": "Servante",
  "card.prince": "Prince",
  "card.chancellor": "Chancelier",
  "card.king": "Roi",
  "card.countess": "Comtesse",
  "card.princess": "Princesse",
  "card.jester": "Bouffon",
  "card.assassin": "Assassin",
  "card.cardinal": "Cardinal",
  "card.baroness": "Baronne",
  "card.sycophant": "Flagorneur",
  "card.count": "Comte",
  "card.constable": "Connétable",
  "card.dowager-queen": "Reine douairière",
  "card.bishop": "Évêque",

  "seat.numbered": "Place {seat, number}",
  "card.with-value": "{card} ({value, number})",
  "card.the": "la carte {card}",
  "guess.card": "la carte {card} ({value, number})",
  "guess.cards": "{value, number} ({cards})",
  "guess.none": "{value, number} (aucune carte de cette valeur)",
  "narration.you": "vous",
  "narration.self": "{seatIs, select, me {vous-même} other {soi-même}}",

  "narration.round-started":
    "La manche {round, number} commence. {firstIs, select, me {Vous jouez} other {{first} joue}} en premier.",
  "narration.round-started-face-up":
    "La manche {round, number} commence. {firstIs, select, me {Vous jouez} other {{first} joue}} en premier. Écartées face visible : {cards}.",
  "narration.tiebreak-round-started": "Manche de départage entre {seats}.",
  "narration.tiebreak-round-started-face-up": "Manche de départage entre {seats}. Écartées face visible : {cards}.",
  "narration.cards-dealt": "Les cartes sont distribuées.",
  "narration.dealt-card": "{seatIs, select, me {Vous avez} other {{seat} a}} reçu la carte {card} à la distribution.",
  "narration.drew-a-card": "{seatIs, select, me {Vous avez} other {{seat} a}} pioché une carte.",
  "narration.drew-card": "{seatIs, select, me {Vous avez} other {{seat} a}} pioché la carte {card}.",
  "narration.took-set-aside-card":
    "{seatIs, select, me {Vous avez} other {{seat} a}} pris la carte écartée : la carte {card}.",
  "narration.received-card": "{seatIs, select, me {Vous avez} other {{seat} a}} reçu la carte {card}.",
  "narration.received-card-from":
    "{seatIs, select, me {Vous avez} other {{seat} a}} reçu la carte {card} de {giverIs, select, me {vous} other {{giver}}}.",
  "narration.played": "{seatIs, select, me {Vous avez} other {{seat} a}} joué la carte {card}.",
  "narration.played-on": "{seatIs, select, me {Vous avez} other {{seat} a}} joué la carte {card} sur {targets}.",
  "narration.played-naming":
    "{seatIs, select, me {Vous avez} other {{seat} a}} joué la carte {card} en nommant {guess}.",
  "narration.played-on-naming":
    "{seatIs, select, me {Vous avez} other {{seat} a}} joué la carte {card} sur {targets} en nommant {guess}.",
  "narration.played-on-looking":
    "{seatIs, select, me {Vous avez} other {{seat} a}} joué la carte {card} sur {targets} et regarde la nouvelle main de {lookIs, select, me {vous} other {{look}}}.",
  "narration.no-effect-nobody-to-choose": "Personne ne pouvait être choisi : la carte {card} n’a aucun effet.",
  "narration.no-effect-deck-empty": "La pioche est vide : la carte {card} n’a aucun effet.",
  "narration.guard-guessed-right": "Bien deviné !",
  "narration.guessed-wrong": "Raté : {targetIs, select, me {vous ne l’avez} other {{target} ne l’a}} pas en main.",
  "narration.bishop-guessed-right":
    "Exact : {targetIs, select, me {vous avez} other {{target} a}} la carte {card} en main.",
  "narration.bishop-guessed-right-unseen": "Exact : {targetIs, select, me {vous l’avez} other {{target} l’a}} en main.",
  "narration.out-guard":
    "{seatIs, select, me {Vous quittez} other {{seat} quitte}} la manche (main devinée par la carte {guard} de {byIs, select, me {vous} other {{by}}}){shown, select, yes {, et révèle {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {Vous quittez} other {{seat} quitte}} la manche (la carte {guard} a choisi {byIs, select, me {vous} other {{by}}}, qui avait la carte {assassin}){shown, select, yes {, et révèle {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {Vous quittez} other {{seat} quitte}} la manche (comparaison du {baron} perdue{self, select, yes {} other { face à {byIs, select, me {vous} other {{by}}}}}){shown, select, yes {, et révèle {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {Vous quittez} other {{seat} quitte}} la manche (carte plus forte face à {self, select, yes {la carte {queen}} other {{byIs, select, me {vous} other {{by}}}}}){shown, select, yes {, et révèle {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {Vous quittez} other {{seat} quitte}} la manche (carte {princess} défaussée){shown, select, yes {, et révèle {cards}} other {}}.",
  "narration.discarded-for-prince":
    "La carte {prince} oblige {seatIs, select, me {vous} other {{seat}}} à défausser la carte {card}.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {Vous avez} other {{seat} a}} défaussé la carte {card}, celle que la carte {bishop} a nommée.",
  "narration.discarded": "{seatIs, select, me {Vous avez} other {{seat} a}} défaussé la carte {card}.",
  "narration.redrew-from-set-aside": "{seatIs, select, me {Vous avez} other {{seat} a}} pris la carte écartée.",
  "narration.redrew": "{seatIs, select, me {Vous avez} other {{seat} a}} pioché une nouvelle carte.",
  "narration.saw-hand":
    "{seatIs, select, me {Vous voyez} other {{seat} a vu}} la main de {targetIs, select, me {vous} other {{target}}} : la carte {card}.",
  "narration.compared-hands-tie":
    "{pair, select, first {Vous et {other} avez comparé vos mains} second {{other} et vous avez comparé vos mains} other {{a} et {b} ont comparé leurs mains}} ({card}) : égalité, rien ne se passe.",
  "narration.compared-hands":
    "{pair, select, first {Vous et {other} avez comparé vos mains} second {{other} et vous avez comparé vos mains} other {{a} et {b} ont comparé leurs mains}} ({card}) : {loserIs, select, me {vous perdez} other {{loser} perd}}.",
  "narration.traded-hands":
    "{pair, select, first {Vous et {other} avez échangé vos mains} second {{other} et vous avez échangé vos mains} other {{a} et {b} ont échangé leurs mains}}.",
  "narration.swapped-hands":
    "{pair, select, first {Vous et {other} avez échangé vos mains} second {{other} et vous avez échangé vos mains} other {{a} et {b} ont échangé leurs mains}} (carte {cardinal} de {seatIs, select, me {vous} other {{seat}}}).",
  "narration.required":
    "La prochaine carte jouée doit choisir {targetIs, select, me {vous} other {{target}}} (carte {sycophant} de {seatIs, select, me {vous} other {{seat}}}).",
  "narration.watched-token":
    "La carte {jester} de {seatIs, select, me {vous} other {{seat}}} surveille {targetIs, select, me {vous} other {{target}}} : si {targetIs, select, me {vous gagnez} other {{target} gagne}} la manche, {seatIs, select, me {vous gagnez} other {{seat} gagne}} un jeton.",
  "narration.watched-win":
    "La carte {jester} de {seatIs, select, me {vous} other {{seat}}} surveille {targetIs, select, me {vous} other {{target}}} : si {targetIs, select, me {vous gagnez} other {{target} gagne}} la manche, {seatIs, select, me {vous marquez} other {{seat} marque}} une victoire.",
  "narration.protected":
    "{seatIs, select, me {Vous êtes à l’abri jusqu’à votre prochain tour.} other {{seat} est à l’abri jusqu’à son prochain tour.}}",
  "narration.chancellor-drew":
    "{seatIs, select, me {Vous avez} other {{seat} a}} pioché {count, plural, one {# carte} other {# cartes}} ({chancellor}).",
  "narration.returned-cards":
    "{seatIs, select, me {Vous avez} other {{seat} a}} placé {count, plural, one {# carte} other {# cartes}} sous la pioche.",
  "narration.kept-and-returned":
    "{seatIs, select, me {Vous avez} other {{seat} a}} gardé la carte {kept} et placé la carte {bottom} sous la pioche.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {Vous avez} other {{seat} a}} gardé la carte {kept} et placé sous la pioche : {bottom} (la carte {lowest} tout en dessous).",
  "narration.discarded-and-redrew": "{seatIs, select, me {Vous avez} other {{seat} a}} défaussé et repioché.",
  "narration.kept-card": "{seatIs, select, me {Vous avez} other {{seat} a}} gardé la carte.",
  "narration.assassin-revealed":
    "{seatIs, select, me {Vous avez} other {{seat} a}} la carte {assassin} : la carte {guard} se retourne contre {guardIs, select, me {vous} other {{guarder}}} !",
  "narration.gained-token":
    "{seatIs, select, me {Vous gagnez} other {{seat} gagne}} un jeton {reason, select, round {pour la manche gagnée} spy {grâce à la carte {card}} jester {grâce à la carte {card}} constable {grâce à la carte {card}} bishop {pour la bonne supposition de la carte {card}} other {pour la première place}} ({total, number} en tout).",
  "narration.scored-win":
    "{seatIs, select, me {Vous marquez} other {{seat} marque}} une victoire {reason, select, round {pour la manche gagnée} spy {grâce à la carte {card}} jester {grâce à la carte {card}} constable {grâce à la carte {card}} bishop {pour la bonne supposition de la carte {card}} other {pour la première place}} ({total, number} en tout).",
  "narration.round-won-last-standing": "Fin de la manche : il ne reste que {winners} en lice.",
  "narration.round-decided-match": "Fin de la manche : un jeton a décidé de la partie.",
  "narration.showdown-won":
    "Révélation : {mine, select, only {vous gagnez} with {vous et {others} gagnez} other {{winners} {count, plural, one {gagne} other {gagnent}}}} la manche.",
  "narration.showdown-won-highest":
    "Révélation : {mine, select, only {vous gagnez} with {vous et {others} gagnez} other {{winners} {count, plural, one {gagne} other {gagnent}}}} la manche avec la carte la plus forte, la carte {card} ({score, number}).",
  "narration.showdown-won-on-discards":
    "Révélation : {mine, select, only {vous gagnez} with {vous et {others} gagnez} other {{winners} {count, plural, one {gagne} other {gagnent}}}} la manche grâce au plus grand total de cartes défaussées ({discardSum, number}), après une égalité à {score, number}.",
  "narration.showdown-shared":
    "Révélation : {mine, select, only {vous gagnez} with {vous et {others} gagnez} other {{winners} {count, plural, one {gagne} other {gagnent}}}} la manche, à égalité à {score, number}.",
  "narration.showdown-nobody-won": "Révélation : personne ne gagne la manche.",
  "narration.tiebreak":
    "{mine, select, with {Vous et {others} êtes} other {{seats} sont}} à égalité : une manche de départage décide de la partie.",
  "narration.match-won":
    "{mine, select, only {Vous gagnez la partie !} with {Vous et {others} gagnez la partie !} other {{winners} {count, plural, one {gagne} other {gagnent}} la partie !}}",
  "narration.match-over": "La partie est terminée.",
  ...frPages,
  ...frReview,
};
