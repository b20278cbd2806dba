import type { enReview } from "./en.js";

// 검토한 판단에 대한 코치의 문장. 카드 이름은 [ ]로 감싼다.
export const koReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "[{card}]",
  "review.move.play-on": "{target}에게 쓴 [{card}]",
  "review.move.play-on-yourself": "자신에게 쓴 [{card}]",
  "review.move.play-on-players": "{targets}에게 쓴 [{card}]",
  "review.move.play-on-players-looking": "{targets}에게 쓰고 {look}의 카드를 본 [{card}]",
  "review.move.guess": "{target}에게 {guess}을(를) 지목한 [{card}]",
  "review.move.keep": "[{card}]을(를) 남기기",
  "review.move.redraw": "카드를 버리고 다시 뽑기",
  "review.move.keep-card": "카드를 그대로 두기",
  "review.yourself": "자신",
  "review.card": "[{card}]",
  "review.value.one": "[{card}]({value})",
  "review.value.several": "{value}({cards})",
  "review.value.none": "{value}(해당 카드 없음)",

  "review.fact.last-turn":
    "덱이 비어 있었습니다. 당신의 차례가 끝나면 라운드가 끝나고, 손에 남은 가장 높은 카드가 이기는 상황이었습니다.",
  "review.fact.known": "당신은 {player}이(가) [{card}]을(를) 가지고 있다는 것을 알았습니다.",
  "review.fact.kept-over":
    "{player}은(는) [{card}]을(를) 내고 다른 카드를 남겼으니, 그 카드는 아마 더 높았을 것입니다.",
  "review.fact.higher-unseen": "[{card}]보다 높은 카드 중 아직 보이지 않은 것은 {cards}뿐이었습니다.",
  "review.fact.after-countess":
    "{player}은(는) [백작부인]을 냈습니다. 보통 함께 든 [왕]이나 [왕자] 때문에 내야 하는 카드입니다.",
  "review.fact.excluded": "앞선 추측에서 {player}에게 {values}을(를) 지목했지만 빗나갔습니다.",
  "review.fact.above":
    "{player}은(는) {value}을(를) 상대로 [남작] 비교에서 이겼으니, 더 높은 카드를 가지고 있었습니다.",
  "review.fact.below":
    "{player}은(는) {value}을(를) 상대로 [대비] 비교에서 이겼으니, 더 낮은 카드를 가지고 있었습니다.",
  "review.fact.seen-yours": "{players}은(는) 당신이 [{card}]을(를) 가지고 있다는 것을 알았습니다.",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {{value}은(는) 모두 본 상태였습니다.} other {당신이 보지 못한 카드 {hidden}장 중에 {value}이(가) {copies}장 있었습니다.}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {{bestTarget}에게 {bestValue}을(를) 지목하면 {bestHit, number, percent} 확률로 맞았고, {playedValue}은(는) {playedHit, number, percent}였습니다.} other {{bestTarget}에게 {bestValue}을(를) 지목하면 {bestHit, number, percent} 확률로 맞았고, {playedTarget}에게 {playedValue}은(는) {playedHit, number, percent}였습니다.}}",
  "review.reason.guess-impossible":
    "당신이 알 수 있는 한 {target}은(는) {value}을(를) 가질 수 없었습니다. 그 [{card}]은(는) 맞을 수 없었습니다.",
  "review.reason.guess-poor":
    "{seldom, select, yes {{target}에게 {value}을(를) 지목한 당신의 [{card}]은(는) {hit, number, percent} 확률로만 맞았습니다.} other {{target}에게 {value}을(를) 지목한 당신의 [{card}]은(는) {hit, number, percent} 확률로 맞았습니다.}}",
  "review.reason.guess-missed":
    "{target}에게 {value}을(를) 지목하는 [{card}]이었다면 {hit, number, percent} 확률로 맞았을 것입니다.",
  "review.reason.compare-risk":
    "{ties, select, yes {당신의 [{card}]은(는) 당신의 [{kept}]을(를) {target}의 카드와 비교했습니다. 그 비교에서 이길 확률은 {win, number, percent}, 질 확률은 {lose, number, percent}(무승부 {tie, number, percent})였습니다.} other {당신의 [{card}]은(는) 당신의 [{kept}]을(를) {target}의 카드와 비교했습니다. 그 비교에서 이길 확률은 {win, number, percent}, 질 확률은 {lose, number, percent}였습니다.}}",
  "review.reason.compare-target":
    "당신의 [{kept}](으)로 [{card}]을(를) 쓰면 {bestTarget}과(와)의 비교에서 {bestWin, number, percent}, {playedTarget}과(와)는 {playedWin, number, percent} 확률로 이겼습니다.",
  "review.reason.compare-missed":
    "{target}에게 [{card}]을(를) 썼다면 당신의 [{kept}]을(를) 상대 카드와 비교해 {win, number, percent} 확률로 이겼을 것입니다(패배 {lose, number, percent}).",
  "review.reason.prince-target":
    "{bestTarget}에게 [왕자]를 썼다면 {bestPrincess, number, percent} 확률로 [공주]를 찾았고, {playedTarget}에게는 {playedPrincess, number, percent}였습니다.",
  "review.reason.prince-missed":
    "{target}에게 [왕자]를 썼다면 {princess, number, percent} 확률로 [공주]를 버리게 했을 것입니다.",
  "review.reason.prince-self": "자신에게 쓴 [왕자]로 당신의 [{kept}]을(를) 버리고 알 수 없는 카드를 받았습니다.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {자신에게 [왕자]를 썼다면 당신의 [{kept}]을(를) 알 수 없는 카드로 바꿨을 것입니다.} other {자신에게 [왕자]를 썼다면 {players}이(가) 알고 있던 당신의 [{kept}]을(를) 알 수 없는 카드로 바꿨을 것입니다.}}",
  "review.reason.princess-discarded": "[공주]를 버리면 라운드에서 탈락합니다.",
  "review.reason.princess-prince": "자신에게 쓴 [왕자] 때문에 [공주]를 버려 라운드에서 탈락했습니다.",
  "review.reason.princess-traded": "[왕]으로 {target}에게 당신의 [공주]를 넘겼습니다.",
  "review.reason.handmaid-missed": "[시녀]였다면 다음 차례까지 모든 카드로부터 당신을 보호했을 것입니다.",
  "review.reason.king-trade":
    "[왕]으로 {target}에게 당신의 [{given}]을(를) 넘기고 받은 카드를 알려 주었습니다. 상대의 카드가 더 높았을 확률은 {higher, number, percent}였습니다.",
  "review.reason.king-missed":
    "{target}에게 [왕]을 썼다면 {higher, number, percent} 확률로 당신의 [{given}]을(를) 더 높은 카드와 바꿨을 것입니다.",
  "review.reason.swap-missed":
    "자신과 {target}에게 [추기경]을 썼다면 당신의 [{given}]을(를) 상대의 카드와 바꿨을 것입니다.",
  "review.reason.priest-known":
    "{target}이(가) [{card}]을(를) 가지고 있다는 것은 이미 알고 있었습니다. [사제]로 새로 알게 된 것은 없었습니다.",
  "review.reason.priest-missed": "[사제]로 {target}의 카드를 봤다면 다음 카드를 어떻게 낼지 알 수 있었을 것입니다.",
  "review.reason.countess-unforced":
    "[백작부인]을 낼 필요는 없었습니다([왕]도 [왕자]도 없었습니다). 그 결과 손에는 [{kept}]이(가) 남았습니다.",
  "review.reason.showdown-keep":
    "덱이 비어 있어 남긴 카드가 라운드를 결정했습니다. [{bestKept}]을(를) 남기면 {bestRound, number, percent} 확률로 이겼고, [{playedKept}]은(는) {playedRound, number, percent}였습니다.",
  "review.reason.generic-target": "[{card}]의 대상으로는 {playedTarget}보다 {bestTarget}이(가) 더 나았습니다.",
  "review.reason.generic-keep":
    "[{bestCard}]을(를) 냈다면 [{bestKept}]을(를) 손에 남겼을 것입니다. 당신은 [{playedKept}]을(를) 남겼습니다.",

  "review.better":
    "전문가의 선택({best})은 {bestRound, number, percent} 확률로 라운드에서 이겼고, 당신의 선택({played})은 {playedRound, number, percent}였습니다.",
};
