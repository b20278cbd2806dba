import type { enReview } from "./en.js";

// As frases do treinador sobre uma decisão revista. O jogador é tratado por "você"; uma carta é "a carta X".
export const ptBRReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "a carta {card}",
  "review.move.play-on": "a carta {card} em {target}",
  "review.move.play-on-yourself": "a carta {card} em você mesmo",
  "review.move.play-on-players": "a carta {card} em {targets}",
  "review.move.play-on-players-looking": "a carta {card} em {targets}, olhando a carta de {look}",
  "review.move.guess": "a carta {card} em {target} nomeando {guess}",
  "review.move.keep": "ficar com a carta {card}",
  "review.move.redraw": "descartar sua carta e comprar outra",
  "review.move.keep-card": "ficar com sua carta",
  "review.yourself": "você mesmo",
  "review.card": "a carta {card}",
  "review.value.one": "a carta {card} ({value})",
  "review.value.several": "um {value} ({cards})",
  "review.value.none": "um {value} (nenhuma carta assim)",

  "review.fact.last-turn":
    "O baralho estava vazio: a rodada terminaria depois da sua vez, e a carta mais alta na mão a venceria.",
  "review.fact.known": "Você sabia que {player} tinha a carta {card}.",
  "review.fact.kept-over":
    "{player} tinha ficado com uma carta em vez da carta {card} que jogou, então ela provavelmente era mais alta.",
  "review.fact.higher-unseen":
    "Das cartas mais altas que a carta {card}, {count, plural, one {só {cards} ainda não tinha sido vista.} other {só {cards} ainda não tinham sido vistas.}}",
  "review.fact.after-countess":
    "{player} tinha jogado a Condessa, o que costuma ser forçado por um Rei ou um Príncipe ao lado dela.",
  "review.fact.excluded":
    "{count, plural, one {Um palpite anterior tinha nomeado {values} em {player} e errado.} other {Palpites anteriores tinham nomeado {values} em {player} e errado.}}",
  "review.fact.above":
    "{player} tinha vencido uma comparação do Barão contra {value}, então tinha uma carta mais alta.",
  "review.fact.below":
    "{player} tinha vencido uma comparação da Rainha-mãe contra {value}, então tinha uma carta mais baixa.",
  "review.fact.seen-yours":
    "{count, plural, one {{players} sabia que você tinha a carta {card}.} other {{players} sabiam que você tinha a carta {card}.}}",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {Você tinha visto todas as cópias de {value}.} one {Uma cópia de {value} estava entre {hidden, plural, one {a # carta} other {as # cartas}} que você não tinha visto.} other {# cópias de {value} estavam entre {hidden, plural, one {a # carta} other {as # cartas}} que você não tinha visto.}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {Em {bestTarget}, nomear {bestValue} acertava {bestHit, number, percent} das vezes; {playedValue}, {playedHit, number, percent}.} other {Nomear {bestValue} em {bestTarget} acertava {bestHit, number, percent} das vezes; {playedValue} em {playedTarget}, {playedHit, number, percent}.}}",
  "review.reason.guess-impossible":
    "Pelo que você podia saber, {target} não podia ter {value}: sua carta {card} não podia acertar.",
  "review.reason.guess-poor":
    "{seldom, select, yes {Sua carta {card} nomeando {value} em {target} acertava só {hit, number, percent} das vezes.} other {Sua carta {card} nomeando {value} em {target} acertava {hit, number, percent} das vezes.}}",
  "review.reason.guess-missed":
    "A carta {card} nomeando {value} em {target} teria acertado {hit, number, percent} das vezes.",
  "review.reason.compare-risk":
    "{ties, select, yes {Sua carta {card} pôs sua carta {kept} contra a de {target}: você venceria essa comparação {win, number, percent} das vezes e perderia {lose, number, percent} (empate {tie, number, percent}).} other {Sua carta {card} pôs sua carta {kept} contra a de {target}: você venceria essa comparação {win, number, percent} das vezes e perderia {lose, number, percent}.}}",
  "review.reason.compare-target":
    "Com sua carta {kept}, a carta {card} venceria a comparação contra {bestTarget} {bestWin, number, percent} das vezes, e contra {playedTarget} {playedWin, number, percent}.",
  "review.reason.compare-missed":
    "A carta {card} em {target} teria posto sua carta {kept} contra a dele e vencido essa comparação {win, number, percent} das vezes (perdido {lose, number, percent}).",
  "review.reason.prince-target":
    "Um Príncipe em {bestTarget} teria achado a Princesa {bestPrincess, number, percent} das vezes; em {playedTarget}, {playedPrincess, number, percent}.",
  "review.reason.prince-missed":
    "Um Príncipe em {target} o teria feito descartar a Princesa {princess, number, percent} das vezes.",
  "review.reason.prince-self": "O Príncipe em você mesmo jogou fora sua carta {kept} por uma carta desconhecida.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {O Príncipe em você mesmo teria trocado sua carta {kept} por uma carta desconhecida.} other {O Príncipe em você mesmo teria trocado sua carta {kept}, que {players} conheciam, por uma carta desconhecida.}}",
  "review.reason.princess-discarded": "Descartar a Princesa tira você da rodada.",
  "review.reason.princess-prince": "O Príncipe em você mesmo fez você descartar a Princesa, o que tira você da rodada.",
  "review.reason.princess-traded": "O Rei deu sua Princesa para {target}.",
  "review.reason.handmaid-missed": "A Aia teria protegido você de qualquer carta até a sua próxima vez.",
  "review.reason.king-trade":
    "O Rei deu sua carta {given} para {target} e mostrou a carta que você pegou; a dele era a mais alta {higher, number, percent} das vezes.",
  "review.reason.king-missed":
    "Um Rei em {target} teria trocado sua carta {given} por uma mais alta {higher, number, percent} das vezes.",
  "review.reason.swap-missed": "O Cardeal em você mesmo e {target} teria trocado sua carta {given} pela dele.",
  "review.reason.priest-known":
    "Você já sabia que {target} tinha a carta {card}: o Sacerdote não lhe disse nada de novo.",
  "review.reason.priest-missed": "Olhar a carta de {target} com o Sacerdote teria dito como jogar sua próxima carta.",
  "review.reason.countess-unforced":
    "Nada obrigava você a jogar a Condessa (você não tinha Rei nem Príncipe), e ela deixou você com a carta {kept}.",
  "review.reason.showdown-keep":
    "Com o baralho vazio, a carta que você guardou decidia a rodada: ficar com a carta {bestKept} a vencia {bestRound, number, percent} das vezes; a carta {playedKept}, {playedRound, number, percent}.",
  "review.reason.generic-target": "{bestTarget} era um alvo melhor para a carta {card} do que {playedTarget}.",
  "review.reason.generic-keep":
    "Jogar a carta {bestCard} teria deixado a carta {bestKept} na sua mão; você ficou com a carta {playedKept}.",

  "review.better":
    "A escolha do especialista, {best}, vencia a rodada {bestRound, number, percent} das vezes; a sua, {played}, {playedRound, number, percent}.",
};
