import type { Catalogue } from "./en.js";
import { koFriends } from "./friends/ko.js";
import { koPages } from "./pages/ko.js";
import { koReview } from "./review/ko.js";
import { koTable } from "./table/ko.js";

// 한국어. 카드 이름: 이번 검색에서는 인용할 수 있는 한국어판의 공개 자료를 찾지 못했다. 한국어판
// (코리아보드게임즈)에서 쓰는 것으로 알려진 이름(경비병, 사제, 남작, 시녀, 왕자, 왕, 백작부인,
// 공주; 2019년판의 스파이, 재상)을 쓰며, 인쇄된 규칙서와 대조가 필요하다. Love Letter Premium의
// 카드(광대, 암살자, 추기경, 남작부인, 아첨꾼, 백작, 치안관, 대비, 주교)는 공개된 이름을 찾지 못해
// 여기서 고른 번역이다.
// 이름 뒤의 조사가 받침에 따라 달라지지 않도록 "님"을 붙이거나 조사를 피한다.

export const ko: Catalogue = {
  ...koFriends,
  ...koTable,
  "language.menu": "언어",
  "language.changed": "이제 페이지가 한국어로 표시됩니다.",

  "card.spy": "스파이",
  "card.guard": "경비병",
  "card.priest": "사제",
  "card.baron": "남작",
  "card.handmaid": "시녀",
  "card.prince": "왕자",
  "card.chancellor": "재상",
  "card.king": "왕",
  "card.countess": "백작부인",
  "card.princess": "공주",
  "card.jester": "광대",
  "card.assassin": "암살자",
  "card.cardinal": "추기경",
  "card.baroness": "남작부인",
  "card.sycophant": "아첨꾼",
  "card.count": "백작",
  "card.constable": "치안관",
  "card.dowager-queen": "대비",
  "card.bishop": "주교",

  "seat.numbered": "{seat, number}번 자리",
  "card.with-value": "{card}({value, number})",
  "card.the": "[{card}]",
  "guess.card": "[{card}]({value, number})",
  "guess.cards": "{value, number}({cards})",
  "guess.none": "{value, number}(해당 카드 없음)",
  "narration.you": "당신",
  "narration.self": "자신",

  "narration.round-started":
    "{round, number}라운드가 시작됩니다. {firstIs, select, me {당신이} other {{first} 님이}} 먼저 합니다.",
  "narration.round-started-face-up":
    "{round, number}라운드가 시작됩니다. {firstIs, select, me {당신이} other {{first} 님이}} 먼저 합니다. 앞면으로 제외된 카드: {cards}.",
  "narration.tiebreak-round-started": "동점자 결정 라운드: {seats}.",
  "narration.tiebreak-round-started-face-up": "동점자 결정 라운드: {seats}. 앞면으로 제외된 카드: {cards}.",
  "narration.cards-dealt": "카드를 나눠 줍니다.",
  "narration.dealt-card": "{seatIs, select, me {당신은} other {{seat} 님은}} [{card}] 카드를 받았습니다.",
  "narration.drew-a-card": "{seatIs, select, me {당신이} other {{seat} 님이}} 카드 한 장을 뽑았습니다.",
  "narration.drew-card": "{seatIs, select, me {당신이} other {{seat} 님이}} [{card}] 카드를 뽑았습니다.",
  "narration.took-set-aside-card":
    "{seatIs, select, me {당신이} other {{seat} 님이}} 제외된 카드를 가져갔습니다: [{card}].",
  "narration.received-card": "{seatIs, select, me {당신은} other {{seat} 님은}} [{card}] 카드를 받았습니다.",
  "narration.received-card-from":
    "{seatIs, select, me {당신은} other {{seat} 님은}} {giverIs, select, me {당신에게서} other {{giver} 님에게서}} [{card}] 카드를 받았습니다.",
  "narration.played": "{seatIs, select, me {당신이} other {{seat} 님이}} [{card}] 카드를 냈습니다.",
  "narration.played-on": "{seatIs, select, me {당신이} other {{seat} 님이}} {targets}에게 [{card}] 카드를 냈습니다.",
  "narration.played-naming":
    "{seatIs, select, me {당신이} other {{seat} 님이}} [{card}] 카드를 내고 {guess}을(를) 지목했습니다.",
  "narration.played-on-naming":
    "{seatIs, select, me {당신이} other {{seat} 님이}} {targets}에게 [{card}] 카드를 내고 {guess}을(를) 지목했습니다.",
  "narration.played-on-looking":
    "{seatIs, select, me {당신이} other {{seat} 님이}} {targets}에게 [{card}] 카드를 내고 {lookIs, select, me {당신의} other {{look} 님의}} 새 손패를 봤습니다.",
  "narration.no-effect-nobody-to-choose": "고를 수 있는 사람이 없습니다: [{card}] 카드는 효과가 없습니다.",
  "narration.no-effect-deck-empty": "덱이 비었습니다: [{card}] 카드는 효과가 없습니다.",
  "narration.guard-guessed-right": "정답입니다!",
  "narration.guessed-wrong": "틀렸습니다: {targetIs, select, me {당신은} other {{target} 님은}} 그 카드가 없습니다.",
  "narration.bishop-guessed-right":
    "정답: {targetIs, select, me {당신은} other {{target} 님은}} [{card}] 카드를 들고 있습니다.",
  "narration.bishop-guessed-right-unseen":
    "정답: {targetIs, select, me {당신은} other {{target} 님은}} 그 카드를 들고 있습니다.",
  "narration.out-guard":
    "{seatIs, select, me {당신은} other {{seat} 님은}} 이번 라운드에서 탈락했습니다({byIs, select, me {당신의} other {{by} 님의}} [{guard}] 카드에 지목됨){shown, select, yes {. 공개된 카드: {cards}} other {}}.",
  "narration.out-assassin":
    "{seatIs, select, me {당신은} other {{seat} 님은}} 이번 라운드에서 탈락했습니다([{guard}] 카드가 [{assassin}] 카드를 든 {byIs, select, me {당신을} other {{by} 님을}} 골랐음){shown, select, yes {. 공개된 카드: {cards}} other {}}.",
  "narration.out-baron":
    "{seatIs, select, me {당신은} other {{seat} 님은}} 이번 라운드에서 탈락했습니다({self, select, yes {} other {{byIs, select, me {당신과의} other {{by} 님과의}} }}[{baron}] 비교에서 짐){shown, select, yes {. 공개된 카드: {cards}} other {}}.",
  "narration.out-dowager-queen":
    "{seatIs, select, me {당신은} other {{seat} 님은}} 이번 라운드에서 탈락했습니다({self, select, yes {[{queen}]} other {{byIs, select, me {당신} other {{by} 님}}}}보다 높은 카드를 들고 있었음){shown, select, yes {. 공개된 카드: {cards}} other {}}.",
  "narration.out-princess":
    "{seatIs, select, me {당신은} other {{seat} 님은}} 이번 라운드에서 탈락했습니다([{princess}] 카드를 버림){shown, select, yes {. 공개된 카드: {cards}} other {}}.",
  "narration.discarded-for-prince":
    "[{prince}] 카드 때문에 {seatIs, select, me {당신은} other {{seat} 님은}} [{card}] 카드를 버렸습니다.",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {당신은} other {{seat} 님은}} [{bishop}] 카드가 지목한 [{card}] 카드를 버렸습니다.",
  "narration.discarded": "{seatIs, select, me {당신은} other {{seat} 님은}} [{card}] 카드를 버렸습니다.",
  "narration.redrew-from-set-aside": "{seatIs, select, me {당신은} other {{seat} 님은}} 제외된 카드를 가져갔습니다.",
  "narration.redrew": "{seatIs, select, me {당신은} other {{seat} 님은}} 새 카드를 뽑았습니다.",
  "narration.saw-hand":
    "{seatIs, select, me {당신은} other {{seat} 님은}} {targetIs, select, me {당신의} other {{target} 님의}} 손패를 봤습니다: [{card}].",
  "narration.compared-hands-tie":
    "{pair, select, first {당신과 {other} 님이} second {{other} 님과 당신이} other {{a} 님과 {b} 님이}} 손패를 비교했습니다([{card}]): 동점이라 아무 일도 없습니다.",
  "narration.compared-hands":
    "{pair, select, first {당신과 {other} 님이} second {{other} 님과 당신이} other {{a} 님과 {b} 님이}} 손패를 비교했습니다([{card}]): {loserIs, select, me {당신이} other {{loser} 님이}} 졌습니다.",
  "narration.traded-hands":
    "{pair, select, first {당신과 {other} 님이} second {{other} 님과 당신이} other {{a} 님과 {b} 님이}} 손패를 맞바꿨습니다.",
  "narration.swapped-hands":
    "{pair, select, first {당신과 {other} 님이} second {{other} 님과 당신이} other {{a} 님과 {b} 님이}} 손패를 맞바꿨습니다({seatIs, select, me {당신의} other {{seat} 님의}} [{cardinal}]).",
  "narration.required":
    "다음에 내는 카드는 {targetIs, select, me {당신을} other {{target} 님을}} 골라야 합니다({seatIs, select, me {당신의} other {{seat} 님의}} [{sycophant}]).",
  "narration.watched-token":
    "{seatIs, select, me {당신의} other {{seat} 님의}} [{jester}] 카드가 {targetIs, select, me {당신을} other {{target} 님을}} 지켜봅니다: {targetIs, select, me {당신이} other {{target} 님이}} 라운드에서 이기면 {seatIs, select, me {당신이} other {{seat} 님이}} 토큰을 얻습니다.",
  "narration.watched-win":
    "{seatIs, select, me {당신의} other {{seat} 님의}} [{jester}] 카드가 {targetIs, select, me {당신을} other {{target} 님을}} 지켜봅니다: {targetIs, select, me {당신이} other {{target} 님이}} 라운드에서 이기면 {seatIs, select, me {당신이} other {{seat} 님이}} 1승을 얻습니다.",
  "narration.protected": "{seatIs, select, me {당신은} other {{seat} 님은}} 다음 자기 차례까지 보호받습니다.",
  "narration.chancellor-drew":
    "{seatIs, select, me {당신이} other {{seat} 님이}} 카드 {count, plural, other {#장}}을 뽑았습니다([{chancellor}]).",
  "narration.returned-cards":
    "{seatIs, select, me {당신이} other {{seat} 님이}} 카드 {count, plural, other {#장}}을 덱 맨 아래에 놓았습니다.",
  "narration.kept-and-returned":
    "{seatIs, select, me {당신은} other {{seat} 님은}} [{kept}] 카드를 남기고 [{bottom}] 카드를 덱 맨 아래에 놓았습니다.",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {당신은} other {{seat} 님은}} [{kept}] 카드를 남기고 다음 카드를 덱 맨 아래에 놓았습니다: {bottom}(맨 아래는 [{lowest}]).",
  "narration.discarded-and-redrew": "{seatIs, select, me {당신은} other {{seat} 님은}} 버리고 다시 뽑았습니다.",
  "narration.kept-card": "{seatIs, select, me {당신은} other {{seat} 님은}} 카드를 그대로 가졌습니다.",
  "narration.assassin-revealed":
    "{seatIs, select, me {당신은} other {{seat} 님은}} [{assassin}] 카드를 들고 있습니다: [{guard}] 카드가 {guardIs, select, me {당신에게} other {{guarder} 님에게}} 되돌아갑니다!",
  "narration.gained-token":
    "{seatIs, select, me {당신은} other {{seat} 님은}} {reason, select, round {라운드 승리로} spy {[{card}] 카드로} jester {[{card}] 카드로} constable {[{card}] 카드로} bishop {[{card}] 카드의 정답으로} other {1위로}} 토큰을 얻었습니다(모두 {total, number}개).",
  "narration.scored-win":
    "{seatIs, select, me {당신은} other {{seat} 님은}} {reason, select, round {라운드 승리로} spy {[{card}] 카드로} jester {[{card}] 카드로} constable {[{card}] 카드로} bishop {[{card}] 카드의 정답으로} other {1위로}} 1승을 얻었습니다(모두 {total, number}승).",
  "narration.round-won-last-standing": "라운드 종료: 마지막까지 남은 사람은 {winners}입니다.",
  "narration.round-decided-match": "라운드 종료: 토큰으로 경기의 승부가 났습니다.",
  "narration.showdown-won":
    "대결: {mine, select, only {당신이} with {당신과 {others}이(가)} other {{winners}이(가)}} 라운드에서 이겼습니다.",
  "narration.showdown-won-highest":
    "대결: 가장 높은 카드 [{card}]({score, number})로 {mine, select, only {당신이} with {당신과 {others}이(가)} other {{winners}이(가)}} 라운드에서 이겼습니다.",
  "narration.showdown-won-on-discards":
    "대결: {score, number}(으)로 동점이 되어, 버린 카드의 합계({discardSum, number})가 더 높은 {mine, select, only {당신이} with {당신과 {others}이(가)} other {{winners}이(가)}} 라운드에서 이겼습니다.",
  "narration.showdown-shared":
    "대결: {score, number}(으)로 동점인 {mine, select, only {당신이} with {당신과 {others}이(가)} other {{winners}이(가)}} 라운드에서 이겼습니다.",
  "narration.showdown-nobody-won": "대결: 라운드 승자가 없습니다.",
  "narration.tiebreak":
    "{mine, select, with {당신과 {others}} other {{seats}}}이(가) 동점입니다: 동점자 결정 라운드로 경기의 승자를 가립니다.",
  "narration.match-won":
    "{mine, select, only {당신이} with {당신과 {others}이(가)} other {{winners}이(가)}} 경기에서 이겼습니다!",
  "narration.match-over": "경기가 끝났습니다.",
  ...koPages,
  ...koReview,
};
