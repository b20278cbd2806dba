import type { enReview } from "./en.js";

// 教练对一次复盘决策的说明。卡牌名称用「」括起。
export const zhCNReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "「{card}」",
  "review.move.play-on": "对{target}打出「{card}」",
  "review.move.play-on-yourself": "对自己打出「{card}」",
  "review.move.play-on-players": "对{targets}打出「{card}」",
  "review.move.play-on-players-looking": "对{targets}打出「{card}」并查看{look}的手牌",
  "review.move.guess": "对{target}打出「{card}」并猜{guess}",
  "review.move.keep": "保留「{card}」",
  "review.move.redraw": "弃掉手牌并重新摸牌",
  "review.move.keep-card": "保留手牌",
  "review.yourself": "自己",
  "review.card": "「{card}」",
  "review.value.one": "「{card}」({value})",
  "review.value.several": "{value}({cards})",
  "review.value.none": "{value}(没有这样的牌)",

  "review.fact.last-turn": "牌堆已空:你的回合结束后本局就会结束,手中点数最高的牌获胜。",
  "review.fact.known": "你知道{player}手里是「{card}」。",
  "review.fact.kept-over": "{player}打出「{card}」而留下了另一张牌,所以那张牌很可能更大。",
  "review.fact.higher-unseen": "比「{card}」大的牌中,只有{cards}还没有出现过。",
  "review.fact.after-countess": "{player}打出了「伯爵夫人」,这通常是因为手里同时有「国王」或「王子」而不得不打。",
  "review.fact.excluded": "之前对{player}猜过{values},都没有猜中。",
  "review.fact.above": "{player}曾在「男爵」的比较中赢过{value},所以手里的牌更大。",
  "review.fact.below": "{player}曾在「太后」的比较中赢过{value},所以手里的牌更小。",
  "review.fact.seen-yours": "{players}知道你手里是「{card}」。",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {{value}你已经全部见过了。} other {在你没见过的{hidden}张牌中,有{copies}张{value}。}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {对{bestTarget}猜{bestValue}的命中率是{bestHit, number, percent};猜{playedValue}是{playedHit, number, percent}。} other {对{bestTarget}猜{bestValue}的命中率是{bestHit, number, percent};对{playedTarget}猜{playedValue}是{playedHit, number, percent}。}}",
  "review.reason.guess-impossible": "就你所能知道的,{target}不可能持有{value}:你的「{card}」不可能猜中。",
  "review.reason.guess-poor":
    "{seldom, select, yes {你对{target}猜{value}的「{card}」命中率只有{hit, number, percent}。} other {你对{target}猜{value}的「{card}」命中率是{hit, number, percent}。}}",
  "review.reason.guess-missed": "对{target}猜{value}的「{card}」命中率会是{hit, number, percent}。",
  "review.reason.compare-risk":
    "{ties, select, yes {你的「{card}」让你的「{kept}」与{target}的牌比较:这次比较你赢的概率是{win, number, percent},输的概率是{lose, number, percent}(平局{tie, number, percent})。} other {你的「{card}」让你的「{kept}」与{target}的牌比较:这次比较你赢的概率是{win, number, percent},输的概率是{lose, number, percent}。}}",
  "review.reason.compare-target":
    "用你的「{kept}」,「{card}」对{bestTarget}比较获胜的概率是{bestWin, number, percent},对{playedTarget}是{playedWin, number, percent}。",
  "review.reason.compare-missed":
    "对{target}打出「{card}」会让你的「{kept}」与其手牌比较,获胜的概率是{win, number, percent}(落败{lose, number, percent})。",
  "review.reason.prince-target":
    "对{bestTarget}打出「王子」找到「公主」的概率是{bestPrincess, number, percent};对{playedTarget}是{playedPrincess, number, percent}。",
  "review.reason.prince-missed": "对{target}打出「王子」有{princess, number, percent}的概率让其弃掉「公主」。",
  "review.reason.prince-self": "对自己打出「王子」,把你的「{kept}」换成了一张未知的牌。",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {对自己打出「王子」会把你的「{kept}」换成一张未知的牌。} other {对自己打出「王子」会把{players}已经知道的「{kept}」换成一张未知的牌。}}",
  "review.reason.princess-discarded": "弃掉「公主」会让你出局。",
  "review.reason.princess-prince": "对自己打出「王子」让你弃掉了「公主」,因此出局。",
  "review.reason.princess-traded": "「国王」把你的「公主」交给了{target}。",
  "review.reason.handmaid-missed": "「侍女」能在你下个回合之前保护你免受所有牌的影响。",
  "review.reason.king-trade":
    "「国王」把你的「{given}」交给了{target},并让对方知道了你拿到的牌;对方的牌更大的概率是{higher, number, percent}。",
  "review.reason.king-missed": "对{target}打出「国王」有{higher, number, percent}的概率把你的「{given}」换成更大的牌。",
  "review.reason.swap-missed": "对自己和{target}打出「枢机主教」会把你的「{given}」与对方的牌交换。",
  "review.reason.priest-known": "你早就知道{target}手里是「{card}」:「牧师」没有告诉你任何新信息。",
  "review.reason.priest-missed": "用「牧师」查看{target}的手牌,就能知道下一张牌该怎么打。",
  "review.reason.countess-unforced":
    "没有任何规则要求你打出「伯爵夫人」(你手里没有「国王」或「王子」),结果你只剩下「{kept}」。",
  "review.reason.showdown-keep":
    "牌堆已空,留下的牌决定了本局:留下「{bestKept}」获胜的概率是{bestRound, number, percent},留下「{playedKept}」是{playedRound, number, percent}。",
  "review.reason.generic-target": "对「{card}」来说,{bestTarget}是比{playedTarget}更好的目标。",
  "review.reason.generic-keep": "打出「{bestCard}」就能把「{bestKept}」留在手里;你留下的是「{playedKept}」。",

  "review.better":
    "专家的选择({best})赢下本局的概率是{bestRound, number, percent};你的选择({played})是{playedRound, number, percent}。",
};
