import type { Catalogue } from "./en.js";
import { zhCNFriends } from "./friends/zh-CN.js";
import { zhCNPages } from "./pages/zh-CN.js";
import { zhCNReview } from "./review/zh-CN.js";
import { zhCNTable } from "./table/zh-CN.js";

// 简体中文。卡牌名称:本次检索未能找到可引用的简体中文版公开资料;采用简体中文版通行的名称
// (卫兵、牧师、男爵、侍女、王子、国王、伯爵夫人、公主;2019 年版的间谍、宰相),尚需与印刷的
// 规则书核对。Love Letter Premium 的卡牌(弄臣、刺客、枢机主教、男爵夫人、谄媚者、伯爵、治安官、
// 太后、主教)未找到已出版的名称,是这里选定的忠实译名。
// 卡牌名称用「」标出。

export const zhCN: Catalogue = {
  ...zhCNFriends,
  ...zhCNTable,
  "language.menu": "语言",
  "language.changed": "页面现在以简体中文显示。",

  "card.spy": "间谍",
  "card.guard": "卫兵",
  "card.priest": "牧师",
  "card.baron": "男爵",
  "card.handmaid": "侍女",
  "card.prince": "王子",
  "card.chancellor": "宰相",
  "card.king": "国王",
  "card.countess": "伯爵夫人",
  "card.princess": "公主",
  "card.jester": "弄臣",
  "card.assassin": "刺客",
  "card.cardinal": "枢机主教",
  "card.baroness": "男爵夫人",
  "card.sycophant": "谄媚者",
  "card.count": "伯爵",
  "card.constable": "治安官",
  "card.dowager-queen": "太后",
  "card.bishop": "主教",

  "seat.numbered": "{seat, number} 号座位",
  "card.with-value": "{card}({value, number})",
  "card.the": "「{card}」",
  "guess.card": "「{card}」({value, number})",
  "guess.cards": "{value, number}({cards})",
  "guess.none": "{value, number}(没有这张牌)",
  "narration.you": "你",
  "narration.self": "自己",

  "narration.round-started": "第 {round, number} 轮开始。{firstIs, select, me {你} other {{first}}}先行动。",
  "narration.round-started-face-up":
    "第 {round, number} 轮开始。{firstIs, select, me {你} other {{first}}}先行动。正面朝上移除:{cards}。",
  "narration.tiebreak-round-started": "{seats}之间的决胜轮。",
  "narration.tiebreak-round-started-face-up": "{seats}之间的决胜轮。正面朝上移除:{cards}。",
  "narration.cards-dealt": "发牌。",
  "narration.dealt-card": "{seatIs, select, me {你} other {{seat}}}拿到了「{card}」。",
  "narration.drew-a-card": "{seatIs, select, me {你} other {{seat}}}抽了一张牌。",
  "narration.drew-card": "{seatIs, select, me {你} other {{seat}}}抽到了「{card}」。",
  "narration.took-set-aside-card": "{seatIs, select, me {你} other {{seat}}}拿走了移除的牌:「{card}」。",
  "narration.received-card": "{seatIs, select, me {你} other {{seat}}}得到了「{card}」。",
  "narration.received-card-from":
    "{seatIs, select, me {你} other {{seat}}}从{giverIs, select, me {你} other {{giver}}}那里得到了「{card}」。",
  "narration.played": "{seatIs, select, me {你} other {{seat}}}打出了「{card}」。",
  "narration.played-on": "{seatIs, select, me {你} other {{seat}}}对{targets}打出了「{card}」。",
  "narration.played-naming": "{seatIs, select, me {你} other {{seat}}}打出了「{card}」,猜{guess}。",
  "narration.played-on-naming": "{seatIs, select, me {你} other {{seat}}}对{targets}打出了「{card}」,猜{guess}。",
  "narration.played-on-looking":
    "{seatIs, select, me {你} other {{seat}}}对{targets}打出了「{card}」,查看了{lookIs, select, me {你} other {{look}}}的新手牌。",
  "narration.no-effect-nobody-to-choose": "没有可以选择的人:「{card}」没有效果。",
  "narration.no-effect-deck-empty": "牌堆已空:「{card}」没有效果。",
  "narration.guard-guessed-right": "猜对了!",
  "narration.guessed-wrong": "猜错了:{targetIs, select, me {你} other {{target}}}没有这张牌。",
  "narration.bishop-guessed-right": "猜对了:{targetIs, select, me {你} other {{target}}}手里是「{card}」。",
  "narration.bishop-guessed-right-unseen": "猜对了:{targetIs, select, me {你} other {{target}}}手里有这张牌。",
  "narration.out-guard":
    "{seatIs, select, me {你} other {{seat}}}在本轮出局(被{byIs, select, me {你} other {{by}}}的「{guard}」猜中){shown, select, yes {,亮出:{cards}} other {}}。",
  "narration.out-assassin":
    "{seatIs, select, me {你} other {{seat}}}在本轮出局(「{guard}」选择了持有「{assassin}」的{byIs, select, me {你} other {{by}}}){shown, select, yes {,亮出:{cards}} other {}}。",
  "narration.out-baron":
    "{seatIs, select, me {你} other {{seat}}}在本轮出局({self, select, yes {} other {与{byIs, select, me {你} other {{by}}}}}「{baron}」比牌落败){shown, select, yes {,亮出:{cards}} other {}}。",
  "narration.out-dowager-queen":
    "{seatIs, select, me {你} other {{seat}}}在本轮出局(手牌比{self, select, yes {「{queen}」} other {{byIs, select, me {你} other {{by}}}}}大){shown, select, yes {,亮出:{cards}} other {}}。",
  "narration.out-princess":
    "{seatIs, select, me {你} other {{seat}}}在本轮出局(弃掉了「{princess}」){shown, select, yes {,亮出:{cards}} other {}}。",
  "narration.discarded-for-prince": "「{prince}」让{seatIs, select, me {你} other {{seat}}}弃掉了「{card}」。",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {你} other {{seat}}}弃掉了「{card}」,也就是「{bishop}」猜的那张牌。",
  "narration.discarded": "{seatIs, select, me {你} other {{seat}}}弃掉了「{card}」。",
  "narration.redrew-from-set-aside": "{seatIs, select, me {你} other {{seat}}}拿走了移除的牌。",
  "narration.redrew": "{seatIs, select, me {你} other {{seat}}}抽了一张新牌。",
  "narration.saw-hand":
    "{seatIs, select, me {你} other {{seat}}}看了{targetIs, select, me {你} other {{target}}}的手牌:「{card}」。",
  "narration.compared-hands-tie":
    "{pair, select, first {你和{other}} second {{other}和你} other {{a}和{b}}}比了手牌(「{card}」):平局,什么也没发生。",
  "narration.compared-hands":
    "{pair, select, first {你和{other}} second {{other}和你} other {{a}和{b}}}比了手牌(「{card}」):{loserIs, select, me {你} other {{loser}}}输了。",
  "narration.traded-hands": "{pair, select, first {你和{other}} second {{other}和你} other {{a}和{b}}}交换了手牌。",
  "narration.swapped-hands":
    "{pair, select, first {你和{other}} second {{other}和你} other {{a}和{b}}}交换了手牌({seatIs, select, me {你} other {{seat}}}的「{cardinal}」)。",
  "narration.required":
    "下一张打出的牌必须选择{targetIs, select, me {你} other {{target}}}({seatIs, select, me {你} other {{seat}}}的「{sycophant}」)。",
  "narration.watched-token":
    "{seatIs, select, me {你} other {{seat}}}的「{jester}」盯上了{targetIs, select, me {你} other {{target}}}:如果{targetIs, select, me {你} other {{target}}}赢下本轮,{seatIs, select, me {你} other {{seat}}}获得一枚标记。",
  "narration.watched-win":
    "{seatIs, select, me {你} other {{seat}}}的「{jester}」盯上了{targetIs, select, me {你} other {{target}}}:如果{targetIs, select, me {你} other {{target}}}赢下本轮,{seatIs, select, me {你} other {{seat}}}记一胜。",
  "narration.protected": "{seatIs, select, me {你} other {{seat}}}在下个自己的回合前受到保护。",
  "narration.chancellor-drew":
    "{seatIs, select, me {你} other {{seat}}}抽了 {count, plural, other {# 张牌}}(「{chancellor}」)。",
  "narration.returned-cards":
    "{seatIs, select, me {你} other {{seat}}}把 {count, plural, other {# 张牌}}放到了牌堆底部。",
  "narration.kept-and-returned":
    "{seatIs, select, me {你} other {{seat}}}留下了「{kept}」,把「{bottom}」放到了牌堆底部。",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {你} other {{seat}}}留下了「{kept}」,把这些牌放到了牌堆底部:{bottom}(最底下是「{lowest}」)。",
  "narration.discarded-and-redrew": "{seatIs, select, me {你} other {{seat}}}弃牌并重新抽了一张。",
  "narration.kept-card": "{seatIs, select, me {你} other {{seat}}}留下了这张牌。",
  "narration.assassin-revealed":
    "{seatIs, select, me {你} other {{seat}}}持有「{assassin}」:「{guard}」反过来对准了{guardIs, select, me {你} other {{guarder}}}!",
  "narration.gained-token":
    "{seatIs, select, me {你} other {{seat}}}{reason, select, round {因赢下本轮} spy {因「{card}」} jester {因「{card}」} constable {因「{card}」} bishop {因「{card}」猜对} other {因名列第一}}获得一枚标记(共 {total, number} 枚)。",
  "narration.scored-win":
    "{seatIs, select, me {你} other {{seat}}}{reason, select, round {因赢下本轮} spy {因「{card}」} jester {因「{card}」} constable {因「{card}」} bishop {因「{card}」猜对} other {因名列第一}}记一胜(共 {total, number} 胜)。",
  "narration.round-won-last-standing": "本轮结束:坚持到最后的是{winners}。",
  "narration.round-decided-match": "本轮结束:一枚标记决定了比赛。",
  "narration.showdown-won": "亮牌:{mine, select, only {你} with {你和{others}} other {{winners}}}赢下了本轮。",
  "narration.showdown-won-highest":
    "亮牌:{mine, select, only {你} with {你和{others}} other {{winners}}}以最大的牌「{card}」({score, number})赢下了本轮。",
  "narration.showdown-won-on-discards":
    "亮牌:{score, number}点打平后,弃牌总和更高({discardSum, number})的{mine, select, only {你} with {你和{others}} other {{winners}}}赢下了本轮。",
  "narration.showdown-shared":
    "亮牌:{mine, select, only {你} with {你和{others}} other {{winners}}}以{score, number}点打平,共同赢下了本轮。",
  "narration.showdown-nobody-won": "亮牌:本轮没有赢家。",
  "narration.tiebreak": "{mine, select, with {你和{others}} other {{seats}}}打平:由决胜轮决定比赛。",
  "narration.match-won": "{mine, select, only {你} with {你和{others}} other {{winners}}}赢得了比赛!",
  "narration.match-over": "比赛结束。",
  ...zhCNPages,
  ...zhCNReview,
};
