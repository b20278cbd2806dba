import type { enReview } from "./en.js";

// Les phrases du coach sur une décision revue. On vouvoie le joueur ; une carte est « la carte X ».
export const frReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "la carte {card}",
  "review.move.play-on": "la carte {card} sur {target}",
  "review.move.play-on-yourself": "la carte {card} sur vous-même",
  "review.move.play-on-players": "la carte {card} sur {targets}",
  "review.move.play-on-players-looking": "la carte {card} sur {targets}, en regardant la carte de {look}",
  "review.move.guess": "la carte {card} sur {target} en nommant {guess}",
  "review.move.keep": "garder la carte {card}",
  "review.move.redraw": "défausser votre carte et en piocher une autre",
  "review.move.keep-card": "garder votre carte",
  "review.yourself": "vous-même",
  "review.card": "la carte {card}",
  "review.value.one": "la carte {card} ({value})",
  "review.value.several": "{value} ({cards})",
  "review.value.none": "{value} (aucune carte de cette valeur)",

  "review.fact.last-turn":
    "La pioche était vide : la manche finirait après votre tour, et la plus forte carte en main la gagnerait.",
  "review.fact.known": "Vous saviez que {player} avait la carte {card}.",
  "review.fact.kept-over":
    "{player} avait gardé une carte plutôt que la carte {card} jouée : elle était donc probablement plus forte.",
  "review.fact.higher-unseen":
    "Des cartes plus fortes que la carte {card}, {count, plural, one {seule {cards} restait encore invisible.} other {seules {cards} restaient encore invisibles.}}",
  "review.fact.after-countess":
    "{player} avait joué la Comtesse, ce qu'impose d'ordinaire un Roi ou un Prince à côté d'elle.",
  "review.fact.excluded":
    "{count, plural, one {Une supposition précédente avait nommé {values} sur {player} sans succès.} other {Des suppositions précédentes avaient nommé {values} sur {player} sans succès.}}",
  "review.fact.above": "{player} avait gagné une comparaison du Baron contre {value} : sa carte était donc plus forte.",
  "review.fact.below":
    "{player} avait gagné une comparaison de la Reine douairière contre {value} : sa carte était donc plus faible.",
  "review.fact.seen-yours":
    "{count, plural, one {{players} savait que vous aviez la carte {card}.} other {{players} savaient que vous aviez la carte {card}.}}",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {Vous aviez vu chaque exemplaire de {value}.} one {Un exemplaire de {value} était parmi {hidden, plural, one {la # carte} other {les # cartes}} que vous n'aviez pas vues.} other {# exemplaires de {value} étaient parmi {hidden, plural, one {la # carte} other {les # cartes}} que vous n'aviez pas vues.}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {Sur {bestTarget}, nommer {bestValue} était juste {bestHit, number, percent} du temps ; {playedValue}, {playedHit, number, percent}.} other {Nommer {bestValue} sur {bestTarget} était juste {bestHit, number, percent} du temps ; {playedValue} sur {playedTarget}, {playedHit, number, percent}.}}",
  "review.reason.guess-impossible":
    "D'après ce que vous pouviez savoir, {target} ne pouvait pas avoir {value} : votre carte {card} ne pouvait pas réussir.",
  "review.reason.guess-poor":
    "{seldom, select, yes {Votre carte {card} nommant {value} sur {target} n'était juste que {hit, number, percent} du temps.} other {Votre carte {card} nommant {value} sur {target} était juste {hit, number, percent} du temps.}}",
  "review.reason.guess-missed":
    "La carte {card} nommant {value} sur {target} aurait été juste {hit, number, percent} du temps.",
  "review.reason.compare-risk":
    "{ties, select, yes {Votre carte {card} opposait votre carte {kept} à celle de {target} : vous gagneriez cette comparaison {win, number, percent} du temps et la perdriez {lose, number, percent} du temps (égalité {tie, number, percent}).} other {Votre carte {card} opposait votre carte {kept} à celle de {target} : vous gagneriez cette comparaison {win, number, percent} du temps et la perdriez {lose, number, percent} du temps.}}",
  "review.reason.compare-target":
    "Avec votre carte {kept}, la carte {card} gagnerait la comparaison contre {bestTarget} {bestWin, number, percent} du temps, et contre {playedTarget} {playedWin, number, percent}.",
  "review.reason.compare-missed":
    "La carte {card} sur {target} aurait opposé votre carte {kept} à la sienne et gagné cette comparaison {win, number, percent} du temps (perdu {lose, number, percent}).",
  "review.reason.prince-target":
    "Un Prince sur {bestTarget} aurait trouvé la Princesse {bestPrincess, number, percent} du temps ; sur {playedTarget}, {playedPrincess, number, percent}.",
  "review.reason.prince-missed":
    "Un Prince sur {target} lui aurait fait défausser la Princesse {princess, number, percent} du temps.",
  "review.reason.prince-self": "Le Prince sur vous-même a jeté votre carte {kept} pour une carte inconnue.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {Le Prince sur vous-même aurait remplacé votre carte {kept} par une carte inconnue.} other {Le Prince sur vous-même aurait remplacé votre carte {kept}, que {players} connaissaient, par une carte inconnue.}}",
  "review.reason.princess-discarded": "Défausser la Princesse vous élimine de la manche.",
  "review.reason.princess-prince":
    "Le Prince sur vous-même vous a fait défausser la Princesse, ce qui vous élimine de la manche.",
  "review.reason.princess-traded": "Le Roi a donné votre Princesse à {target}.",
  "review.reason.handmaid-missed": "La Servante vous aurait protégé de toute carte jusqu'à votre prochain tour.",
  "review.reason.king-trade":
    "Le Roi a donné votre carte {given} à {target} et lui a montré la carte que vous avez prise ; la sienne était la plus forte {higher, number, percent} du temps.",
  "review.reason.king-missed":
    "Un Roi sur {target} aurait échangé votre carte {given} contre une plus forte {higher, number, percent} du temps.",
  "review.reason.swap-missed":
    "Le Cardinal sur vous-même et {target} aurait échangé votre carte {given} contre la sienne.",
  "review.reason.priest-known":
    "Vous saviez déjà que {target} avait la carte {card} : le Prêtre ne vous a rien appris.",
  "review.reason.priest-missed":
    "Regarder la carte de {target} avec le Prêtre vous aurait dit comment jouer votre carte suivante.",
  "review.reason.countess-unforced":
    "Rien ne vous obligeait à jouer la Comtesse (vous n'aviez ni Roi ni Prince), et elle vous a laissé la carte {kept}.",
  "review.reason.showdown-keep":
    "La pioche vide, la carte gardée décidait la manche : garder la carte {bestKept} la gagnait {bestRound, number, percent} du temps, la carte {playedKept} {playedRound, number, percent}.",
  "review.reason.generic-target": "{bestTarget} était une meilleure cible pour la carte {card} que {playedTarget}.",
  "review.reason.generic-keep":
    "Jouer la carte {bestCard} vous aurait laissé la carte {bestKept} en main ; vous avez gardé la carte {playedKept}.",

  "review.better":
    "Le choix de l'expert, {best}, gagnait la manche {bestRound, number, percent} du temps ; le vôtre, {played}, {playedRound, number, percent}.",
};
