import type { enReview } from "./en.js";

// 検討したひとつの判断についてのコーチの文。カード名は「」で囲む。
export const jaReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "「{card}」",
  "review.move.play-on": "{target}への「{card}」",
  "review.move.play-on-yourself": "自分への「{card}」",
  "review.move.play-on-players": "{targets}への「{card}」",
  "review.move.play-on-players-looking": "{targets}への「{card}」({look}の手札を見る)",
  "review.move.guess": "{target}に{guess}を宣言する「{card}」",
  "review.move.keep": "「{card}」を残すこと",
  "review.move.redraw": "手札を捨てて引き直すこと",
  "review.move.keep-card": "手札を残すこと",
  "review.yourself": "自分",
  "review.card": "「{card}」",
  "review.value.one": "「{card}」({value})",
  "review.value.several": "{value}({cards})",
  "review.value.none": "{value}(該当するカードなし)",

  "review.fact.last-turn":
    "山札は空でした。あなたの手番のあとでラウンドが終わり、手札の最も強いカードが勝つ状況でした。",
  "review.fact.known": "{player}が「{card}」を持っていることをあなたは知っていました。",
  "review.fact.kept-over":
    "{player}は「{card}」を出して別のカードを残したので、そのカードはおそらくより強いものでした。",
  "review.fact.higher-unseen": "「{card}」より強いカードのうち、まだ見えていなかったのは{cards}だけでした。",
  "review.fact.after-countess":
    "{player}は「伯爵夫人」を出していました。ふつうは手札の「将軍」か「魔術師」のせいで出さざるを得ないカードです。",
  "review.fact.excluded": "以前の推理で{player}に{values}が宣言され、外れていました。",
  "review.fact.above": "{player}は{value}を相手に「騎士」の比較に勝っていたので、より強いカードを持っていました。",
  "review.fact.below": "{player}は{value}を相手に「王太后」の比較に勝っていたので、より弱いカードを持っていました。",
  "review.fact.seen-yours": "{players}は、あなたが「{card}」を持っていることを知っていました。",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {{value}はすべて見えていました。} other {あなたが見ていない{hidden}枚のカードの中に、{value}が{copies}枚ありました。}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {{bestTarget}に対して、{bestValue}の宣言が当たる確率は{bestHit, number, percent}、{playedValue}は{playedHit, number, percent}でした。} other {{bestTarget}に{bestValue}を宣言すれば当たる確率は{bestHit, number, percent}、{playedTarget}に{playedValue}では{playedHit, number, percent}でした。}}",
  "review.reason.guess-impossible":
    "あなたに分かる限り、{target}が{value}を持っているはずはありませんでした。その「{card}」が当たることはありえませんでした。",
  "review.reason.guess-poor":
    "{seldom, select, yes {{target}に{value}を宣言したあなたの「{card}」が当たる確率は、わずか{hit, number, percent}でした。} other {{target}に{value}を宣言したあなたの「{card}」が当たる確率は{hit, number, percent}でした。}}",
  "review.reason.guess-missed":
    "{target}に{value}を宣言する「{card}」なら、{hit, number, percent}の確率で当たっていました。",
  "review.reason.compare-risk":
    "{ties, select, yes {あなたの「{card}」は、あなたの「{kept}」を{target}のカードと比べました。その比較に勝つ確率は{win, number, percent}、負ける確率は{lose, number, percent}(引き分けは{tie, number, percent})でした。} other {あなたの「{card}」は、あなたの「{kept}」を{target}のカードと比べました。その比較に勝つ確率は{win, number, percent}、負ける確率は{lose, number, percent}でした。}}",
  "review.reason.compare-target":
    "あなたの「{kept}」で「{card}」を使うと、{bestTarget}との比較に勝つ確率は{bestWin, number, percent}、{playedTarget}とは{playedWin, number, percent}でした。",
  "review.reason.compare-missed":
    "{target}への「{card}」なら、あなたの「{kept}」を相手のカードと比べ、{win, number, percent}の確率で勝っていました(負けは{lose, number, percent})。",
  "review.reason.prince-target":
    "{bestTarget}への「魔術師」なら{bestPrincess, number, percent}の確率で「姫」を捨てさせられました。{playedTarget}へは{playedPrincess, number, percent}でした。",
  "review.reason.prince-missed":
    "{target}への「魔術師」なら、{princess, number, percent}の確率で「姫」を捨てさせていました。",
  "review.reason.prince-self": "自分への「魔術師」で、あなたの「{kept}」を捨てて正体の分からないカードに替えました。",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {自分への「魔術師」なら、あなたの「{kept}」を正体の分からないカードに替えられました。} other {自分への「魔術師」なら、{players}に知られていたあなたの「{kept}」を、正体の分からないカードに替えられました。}}",
  "review.reason.princess-discarded": "「姫」を捨てると、そのラウンドから脱落します。",
  "review.reason.princess-prince": "自分への「魔術師」で「姫」を捨てることになり、そのラウンドから脱落しました。",
  "review.reason.princess-traded": "「将軍」で{target}にあなたの「姫」を渡してしまいました。",
  "review.reason.handmaid-missed": "「僧侶」なら、次の手番まであらゆるカードの効果からあなたを守っていました。",
  "review.reason.king-trade":
    "「将軍」で{target}にあなたの「{given}」を渡し、受け取ったカードを相手に知らせました。相手のカードの方が強かった確率は{higher, number, percent}でした。",
  "review.reason.king-missed":
    "{target}への「将軍」なら、{higher, number, percent}の確率であなたの「{given}」をより強いカードと交換できていました。",
  "review.reason.swap-missed":
    "自分と{target}への「枢機卿」なら、あなたの「{given}」を相手のカードと交換できていました。",
  "review.reason.priest-known":
    "{target}が「{card}」を持っていることはすでに知っていました。「道化」で新しく分かることはありませんでした。",
  "review.reason.priest-missed": "「道化」で{target}のカードを見ていれば、次のカードの出し方が分かっていました。",
  "review.reason.countess-unforced":
    "「伯爵夫人」を出す必要はありませんでした(「将軍」も「魔術師」も持っていませんでした)。その結果、手札は「{kept}」になりました。",
  "review.reason.showdown-keep":
    "山札が空だったので、残したカードがラウンドを決めました。「{bestKept}」を残せば{bestRound, number, percent}の確率で勝ち、「{playedKept}」では{playedRound, number, percent}でした。",
  "review.reason.generic-target": "「{card}」の対象としては、{playedTarget}より{bestTarget}の方が良い選択でした。",
  "review.reason.generic-keep":
    "「{bestCard}」を出していれば「{bestKept}」を手札に残せました。あなたが残したのは「{playedKept}」でした。",

  "review.better":
    "エキスパートの選択({best})はラウンドに{bestRound, number, percent}の確率で勝ち、あなたの選択({played})は{playedRound, number, percent}でした。",
};
