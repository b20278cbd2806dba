import type { enReview } from "./en.js";

// Las frases del entrenador sobre una decisión revisada. Se tutea al jugador; una carta es «la carta X».
export const esReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "la carta {card}",
  "review.move.play-on": "la carta {card} sobre {target}",
  "review.move.play-on-yourself": "la carta {card} sobre ti",
  "review.move.play-on-players": "la carta {card} sobre {targets}",
  "review.move.play-on-players-looking": "la carta {card} sobre {targets}, mirando la carta de {look}",
  "review.move.guess": "la carta {card} sobre {target} nombrando {guess}",
  "review.move.keep": "quedarte la carta {card}",
  "review.move.redraw": "descartar tu carta y robar otra",
  "review.move.keep-card": "quedarte tu carta",
  "review.yourself": "ti",
  "review.card": "la carta {card}",
  "review.value.one": "la carta {card} ({value})",
  "review.value.several": "un {value} ({cards})",
  "review.value.none": "un {value} (no hay tal carta)",

  "review.fact.last-turn":
    "El mazo estaba vacío: la ronda terminaría tras tu turno y la carta más alta en mano la ganaría.",
  "review.fact.known": "Sabías que {player} tenía la carta {card}.",
  "review.fact.kept-over":
    "{player} se había quedado una carta en lugar de la carta {card} que jugó, así que probablemente era más alta.",
  "review.fact.higher-unseen":
    "De las cartas más altas que la carta {card}, {count, plural, one {solo {cards} seguía sin verse.} other {solo {cards} seguían sin verse.}}",
  "review.fact.after-countess":
    "{player} había jugado la Condesa, algo que suele obligar un Rey o un Príncipe junto a ella.",
  "review.fact.excluded":
    "{count, plural, one {Una suposición anterior había nombrado {values} sobre {player} y había fallado.} other {Suposiciones anteriores habían nombrado {values} sobre {player} y habían fallado.}}",
  "review.fact.above":
    "{player} había ganado una comparación del Barón contra {value}, así que tenía una carta más alta.",
  "review.fact.below":
    "{player} había ganado una comparación de la Reina viuda contra {value}, así que tenía una carta más baja.",
  "review.fact.seen-yours":
    "{count, plural, one {{players} sabía que tenías la carta {card}.} other {{players} sabían que tenías la carta {card}.}}",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {Habías visto todas las copias de {value}.} one {Una copia de {value} estaba entre {hidden, plural, one {la # carta} other {las # cartas}} que no habías visto.} other {# copias de {value} estaban entre {hidden, plural, one {la # carta} other {las # cartas}} que no habías visto.}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {Sobre {bestTarget}, nombrar {bestValue} acertaba el {bestHit, number, percent} de las veces; {playedValue}, el {playedHit, number, percent}.} other {Nombrar {bestValue} sobre {bestTarget} acertaba el {bestHit, number, percent} de las veces; {playedValue} sobre {playedTarget}, el {playedHit, number, percent}.}}",
  "review.reason.guess-impossible":
    "Por lo que podías saber, {target} no podía tener {value}: tu carta {card} no podía acertar.",
  "review.reason.guess-poor":
    "{seldom, select, yes {Tu carta {card} nombrando {value} sobre {target} solo acertaba el {hit, number, percent} de las veces.} other {Tu carta {card} nombrando {value} sobre {target} acertaba el {hit, number, percent} de las veces.}}",
  "review.reason.guess-missed":
    "La carta {card} nombrando {value} sobre {target} habría acertado el {hit, number, percent} de las veces.",
  "review.reason.compare-risk":
    "{ties, select, yes {Tu carta {card} enfrentó tu carta {kept} a la de {target}: ganarías esa comparación el {win, number, percent} de las veces y la perderías el {lose, number, percent} (empate, el {tie, number, percent}).} other {Tu carta {card} enfrentó tu carta {kept} a la de {target}: ganarías esa comparación el {win, number, percent} de las veces y la perderías el {lose, number, percent}.}}",
  "review.reason.compare-target":
    "Con tu carta {kept}, la carta {card} ganaría la comparación contra {bestTarget} el {bestWin, number, percent} de las veces, y contra {playedTarget} el {playedWin, number, percent}.",
  "review.reason.compare-missed":
    "La carta {card} sobre {target} habría enfrentado tu carta {kept} a la suya y ganado esa comparación el {win, number, percent} de las veces (perdido el {lose, number, percent}).",
  "review.reason.prince-target":
    "Un Príncipe sobre {bestTarget} habría encontrado la Princesa el {bestPrincess, number, percent} de las veces; sobre {playedTarget}, el {playedPrincess, number, percent}.",
  "review.reason.prince-missed":
    "Un Príncipe sobre {target} le habría hecho descartar la Princesa el {princess, number, percent} de las veces.",
  "review.reason.prince-self": "El Príncipe sobre ti tiró tu carta {kept} por una carta desconocida.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {El Príncipe sobre ti habría cambiado tu carta {kept} por una carta desconocida.} other {El Príncipe sobre ti habría cambiado tu carta {kept}, que {players} conocían, por una carta desconocida.}}",
  "review.reason.princess-discarded": "Descartar la Princesa te elimina de la ronda.",
  "review.reason.princess-prince": "El Príncipe sobre ti te hizo descartar la Princesa, lo que te elimina de la ronda.",
  "review.reason.princess-traded": "El Rey le dio tu Princesa a {target}.",
  "review.reason.handmaid-missed": "La Doncella te habría protegido de cualquier carta hasta tu siguiente turno.",
  "review.reason.king-trade":
    "El Rey le dio tu carta {given} a {target} y le mostró la carta que tomaste; la suya era la más alta el {higher, number, percent} de las veces.",
  "review.reason.king-missed":
    "Un Rey sobre {target} habría cambiado tu carta {given} por una más alta el {higher, number, percent} de las veces.",
  "review.reason.swap-missed": "El Cardenal sobre ti y {target} habría cambiado tu carta {given} por la suya.",
  "review.reason.priest-known": "Ya sabías que {target} tenía la carta {card}: el Sacerdote no te dijo nada nuevo.",
  "review.reason.priest-missed":
    "Mirar la carta de {target} con el Sacerdote te habría dicho cómo jugar tu siguiente carta.",
  "review.reason.countess-unforced":
    "Nada te obligaba a jugar la Condesa (no tenías ni Rey ni Príncipe), y te dejó con la carta {kept}.",
  "review.reason.showdown-keep":
    "Con el mazo vacío, la carta que te quedaste decidía la ronda: quedarte la carta {bestKept} la ganaba el {bestRound, number, percent} de las veces; la carta {playedKept}, el {playedRound, number, percent}.",
  "review.reason.generic-target": "{bestTarget} era un objetivo mejor para la carta {card} que {playedTarget}.",
  "review.reason.generic-keep":
    "Jugar la carta {bestCard} te habría dejado la carta {bestKept} en la mano; te quedaste la carta {playedKept}.",

  "review.better":
    "La elección del experto, {best}, ganaba la ronda el {bestRound, number, percent} de las veces; la tuya, {played}, el {playedRound, number, percent}.",
};
