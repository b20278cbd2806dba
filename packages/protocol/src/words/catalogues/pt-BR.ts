import type { Catalogue } from "./en.js";
import { ptBRFriends } from "./friends/pt-BR.js";
import { ptBRPages } from "./pages/pt-BR.js";
import { ptBRReview } from "./review/pt-BR.js";
import { ptBRTable } from "./table/pt-BR.js";

// Português (Brasil). Nomes das cartas: nesta busca não se encontrou uma fonte publicada da edição
// brasileira que pudesse ser citada; usam-se os nomes com que a edição brasileira é conhecida
// (Guarda, Sacerdote, Barão, Aia, Príncipe, Rei, Condessa, Princesa; Espiã e Chanceler da edição
// de 2019), a conferir com o manual impresso. Para as cartas de Love Letter Premium (Bobo da Corte,
// Assassino, Cardeal, Baronesa, Bajulador, Conde, Condestável, Rainha-mãe, Bispo) não se
// encontrou nome publicado: são traduções fiéis escolhidas aqui.
// O jogador é tratado por "você"; uma carta é "a carta X" (o nome não concorda em gênero).

export const ptBR: Catalogue = {
  ...ptBRFriends,
  ...ptBRTable,
  "language.menu": "Idioma",
  "language.changed": "A página agora está em português.",

  "card.spy": "Espiã",
  "card.guard": "Guarda",
  "card.priest": "Sacerdote",
  "card.baron": "Barão",
  "card.handmaid": "Aia",
  "card.prince": "Príncipe",
  "card.chancellor": "Chanceler",
  "card.king": "Rei",
  "card.countess": "Condessa",
  "card.princess": "Princesa",
  "card.jester": "Bobo da Corte",
  "card.assassin": "Assassino",
  "card.cardinal": "Cardeal",
  "card.baroness": "Baronesa",
  "card.sycophant": "Bajulador",
  "card.count": "Conde",
  "card.constable": "Condestável",
  "card.dowager-queen": "Rainha-mãe",
  "card.bishop": "Bispo",

  "seat.numbered": "Lugar {seat, number}",
  "card.with-value": "{card} ({value, number})",
  "card.the": "a carta {card}",
  "guess.card": "a carta {card} ({value, number})",
  "guess.cards": "{value, number} ({cards})",
  "guess.none": "{value, number} (nenhuma carta assim)",
  "narration.you": "você",
  "narration.self": "{seatIs, select, me {você mesmo} other {si mesmo}}",

  "narration.round-started":
    "Começa a rodada {round, number}. {firstIs, select, me {Você joga} other {{first} joga}} primeiro.",
  "narration.round-started-face-up":
    "Começa a rodada {round, number}. {firstIs, select, me {Você joga} other {{first} joga}} primeiro. Separadas com a face para cima: {cards}.",
  "narration.tiebreak-round-started": "Rodada de desempate entre {seats}.",
  "narration.tiebreak-round-started-face-up":
    "Rodada de desempate entre {seats}. Separadas com a face para cima: {cards}.",
  "narration.cards-dealt": "As cartas são distribuídas.",
  "narration.dealt-card": "{seatIs, select, me {Você} other {{seat}}} recebeu a carta {card} na distribuição.",
  "narration.drew-a-card": "{seatIs, select, me {Você} other {{seat}}} comprou uma carta.",
  "narration.drew-card": "{seatIs, select, me {Você} other {{seat}}} comprou a carta {card}.",
  "narration.took-set-aside-card": "{seatIs, select, me {Você} other {{seat}}} pegou a carta separada: a carta {card}.",
  "narration.received-card": "{seatIs, select, me {Você} other {{seat}}} recebeu a carta {card}.",
  "narration.received-card-from":
    "{seatIs, select, me {Você} other {{seat}}} recebeu a carta {card} de {giverIs, select, me {você} other {{giver}}}.",
  "narration.played": "{seatIs, select, me {Você} other {{seat}}} jogou a carta {card}.",
  "narration.played-on": "{seatIs, select, me {Você} other {{seat}}} jogou a carta {card} em {targets}.",
  "narration.played-naming": "{seatIs, select, me {Você} other {{seat}}} jogou a carta {card}, nomeando {guess}.",
  "narration.played-on-naming":
    "{seatIs, select, me {Você} other {{seat}}} jogou a carta {card} em {targets}, nomeando {guess}.",
  "narration.played-on-looking":
    "{seatIs, select, me {Você} other {{seat}}} jogou a carta {card} em {targets}, olhando a nova mão de {lookIs, select, me {você} other {{look}}}.",
  "narration.no-effect-nobody-to-choose": "Ninguém podia ser escolhido: a carta {card} não tem efeito.",
  "narration.no-effect-deck-empty": "O baralho está vazio: a carta {card} não tem efeito.",
  "narration.guard-guessed-right": "Acertou!",
  "narration.guessed-wrong": "Errou: {targetIs, select, me {você não tem} other {{target} não tem}} essa carta.",
  "narration.bishop-guessed-right": "Certo: {targetIs, select, me {você tem} other {{target} tem}} a carta {card}.",
  "narration.bishop-guessed-right-unseen": "Certo: {targetIs, select, me {você tem} other {{target} tem}} essa carta.",
  "narration.out-guard":
    "{seatIs, select, me {Você está} other {{seat} está}} fora da rodada (carta adivinhada pela carta {guard} de {byIs, select, me {você} other {{by}}}){shown, select, yes {, e revela {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {Você está} other {{seat} está}} fora da rodada (a carta {guard} escolheu {byIs, select, me {você} other {{by}}}, que tinha a carta {assassin}){shown, select, yes {, e revela {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {Você está} other {{seat} está}} fora da rodada (comparação da carta {baron} perdida{self, select, yes {} other { contra {byIs, select, me {você} other {{by}}}}}){shown, select, yes {, e revela {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {Você está} other {{seat} está}} fora da rodada (a carta mais alta contra {self, select, yes {a carta {queen}} other {{byIs, select, me {você} other {{by}}}}}){shown, select, yes {, e revela {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {Você está} other {{seat} está}} fora da rodada (carta {princess} descartada){shown, select, yes {, e revela {cards}} other {}}.",
  "narration.discarded-for-prince":
    "A carta {prince} obriga {seatIs, select, me {você} other {{seat}}} a descartar a carta {card}.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {Você} other {{seat}}} descartou a carta {card}, a que a carta {bishop} nomeou.",
  "narration.discarded": "{seatIs, select, me {Você} other {{seat}}} descartou a carta {card}.",
  "narration.redrew-from-set-aside": "{seatIs, select, me {Você} other {{seat}}} pegou a carta separada.",
  "narration.redrew": "{seatIs, select, me {Você} other {{seat}}} comprou uma nova carta.",
  "narration.saw-hand":
    "{seatIs, select, me {Você vê} other {{seat} viu}} a mão de {targetIs, select, me {você} other {{target}}}: a carta {card}.",
  "narration.compared-hands-tie":
    "{pair, select, first {Você e {other}} second {{other} e você} other {{a} e {b}}} compararam as mãos ({card}): empate, nada acontece.",
  "narration.compared-hands":
    "{pair, select, first {Você e {other}} second {{other} e você} other {{a} e {b}}} compararam as mãos ({card}): {loserIs, select, me {você perde} other {{loser} perde}}.",
  "narration.traded-hands":
    "{pair, select, first {Você e {other}} second {{other} e você} other {{a} e {b}}} trocaram de mão.",
  "narration.swapped-hands":
    "{pair, select, first {Você e {other}} second {{other} e você} other {{a} e {b}}} trocaram de mão (a carta {cardinal} de {seatIs, select, me {você} other {{seat}}}).",
  "narration.required":
    "A próxima carta jogada deve escolher {targetIs, select, me {você} other {{target}}} (a carta {sycophant} de {seatIs, select, me {você} other {{seat}}}).",
  "narration.watched-token":
    "A carta {jester} de {seatIs, select, me {você} other {{seat}}} observa {targetIs, select, me {você} other {{target}}}: se {targetIs, select, me {você vencer} other {{target} vencer}} a rodada, {seatIs, select, me {você ganha} other {{seat} ganha}} uma ficha.",
  "narration.watched-win":
    "A carta {jester} de {seatIs, select, me {você} other {{seat}}} observa {targetIs, select, me {você} other {{target}}}: se {targetIs, select, me {você vencer} other {{target} vencer}} a rodada, {seatIs, select, me {você marca} other {{seat} marca}} uma vitória.",
  "narration.protected":
    "{seatIs, select, me {Você está a salvo até o seu próximo turno.} other {{seat} está a salvo até o próximo turno.}}",
  "narration.chancellor-drew":
    "{seatIs, select, me {Você} other {{seat}}} comprou {count, plural, one {# carta} other {# cartas}} ({chancellor}).",
  "narration.returned-cards":
    "{seatIs, select, me {Você} other {{seat}}} colocou {count, plural, one {# carta} other {# cartas}} no fundo do baralho.",
  "narration.kept-and-returned":
    "{seatIs, select, me {Você} other {{seat}}} ficou com a carta {kept} e colocou a carta {bottom} no fundo do baralho.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {Você} other {{seat}}} ficou com a carta {kept} e colocou estas no fundo do baralho: {bottom} (a carta {lowest} por último).",
  "narration.discarded-and-redrew": "{seatIs, select, me {Você} other {{seat}}} descartou e comprou de novo.",
  "narration.kept-card": "{seatIs, select, me {Você} other {{seat}}} ficou com a carta.",
  "narration.assassin-revealed":
    "{seatIs, select, me {Você tem} other {{seat} tem}} a carta {assassin}: a carta {guard} se volta contra {guardIs, select, me {você} other {{guarder}}}!",
  "narration.gained-token":
    "{seatIs, select, me {Você ganha} other {{seat} ganha}} uma ficha {reason, select, round {por vencer a rodada} spy {pela carta {card}} jester {pela carta {card}} constable {pela carta {card}} bishop {pelo acerto da carta {card}} other {pelo primeiro lugar}} ({total, number} no total).",
  "narration.scored-win":
    "{seatIs, select, me {Você marca} other {{seat} marca}} uma vitória {reason, select, round {por vencer a rodada} spy {pela carta {card}} jester {pela carta {card}} constable {pela carta {card}} bishop {pelo acerto da carta {card}} other {pelo primeiro lugar}} ({total, number} no total).",
  "narration.round-won-last-standing": "Fim da rodada: só {winners} continua no jogo.",
  "narration.round-decided-match": "Fim da rodada: uma ficha decidiu a partida.",
  "narration.showdown-won":
    "Revelação: {mine, select, only {você vence} with {você e {others} vencem} other {{winners} {count, plural, one {vence} other {vencem}}}} a rodada.",
  "narration.showdown-won-highest":
    "Revelação: {mine, select, only {você vence} with {você e {others} vencem} other {{winners} {count, plural, one {vence} other {vencem}}}} a rodada com a carta mais alta, a carta {card} ({score, number}).",
  "narration.showdown-won-on-discards":
    "Revelação: {mine, select, only {você vence} with {você e {others} vencem} other {{winners} {count, plural, one {vence} other {vencem}}}} a rodada pela maior soma de cartas descartadas ({discardSum, number}), após um empate em {score, number}.",
  "narration.showdown-shared":
    "Revelação: {mine, select, only {você vence} with {você e {others} vencem} other {{winners} {count, plural, one {vence} other {vencem}}}} a rodada, empatados em {score, number}.",
  "narration.showdown-nobody-won": "Revelação: ninguém vence a rodada.",
  "narration.tiebreak":
    "Empate entre {mine, select, with {você e {others}} other {{seats}}}: uma rodada de desempate decide a partida.",
  "narration.match-won":
    "{mine, select, only {Você venceu a partida!} with {Você e {others} venceram a partida!} other {{winners} {count, plural, one {venceu} other {venceram}} a partida!}}",
  "narration.match-over": "A partida terminou.",
  ...ptBRPages,
  ...ptBRReview,
};
