import type { Catalogue } from "./en.js";
import { jaFriends } from "./friends/ja.js";
import { jaPages } from "./pages/ja.js";
import { jaReview } from "./review/ja.js";
import { jaTable } from "./table/ja.js";

// 日本語。カード名:役割が同じカードは日本語版(カナイ製作所・アークライト、2012年)の名前
// (兵士、道化、騎士、僧侶、魔術師、将軍、姫)。出典:bodoge-intl.com/list/insapo/ability1、
// minarinbg.com/loveletter。日本語版の7は別のカード(大臣)なので、伯爵夫人(Countess)は
// Board Game Arena の日本語ヘルプ(ja.doc.boardgamearena.com の Gamehelploveletter)に従う。
// スパイ、宰相、および Love Letter Premium のカード(ジェスター、暗殺者、枢機卿、男爵夫人、
// 追従者、伯爵、衛兵隊長、王太后、司教)は公刊された日本語名が見つからず、ここで選んだ訳。
// カード名は「」で囲む。

export const ja: Catalogue = {
  ...jaFriends,
  ...jaTable,
  "language.menu": "言語",
  "language.changed": "ページを日本語で表示しています。",

  "card.spy": "スパイ",
  "card.guard": "兵士",
  "card.priest": "道化",
  "card.baron": "騎士",
  "card.handmaid": "僧侶",
  "card.prince": "魔術師",
  "card.chancellor": "宰相",
  "card.king": "将軍",
  "card.countess": "伯爵夫人",
  "card.princess": "姫",
  "card.jester": "ジェスター",
  "card.assassin": "暗殺者",
  "card.cardinal": "枢機卿",
  "card.baroness": "男爵夫人",
  "card.sycophant": "追従者",
  "card.count": "伯爵",
  "card.constable": "衛兵隊長",
  "card.dowager-queen": "王太后",
  "card.bishop": "司教",

  "seat.numbered": "{seat, number}番席",
  "card.with-value": "{card}({value, number})",
  "card.the": "「{card}」",
  "guess.card": "「{card}」({value, number})",
  "guess.cards": "{value, number}({cards})",
  "guess.none": "{value, number}(そのカードはありません)",
  "narration.you": "あなた",
  "narration.self": "自分",

  "narration.round-started":
    "第{round, number}ラウンド開始。{firstIs, select, me {あなた} other {{first}}}が最初の手番です。",
  "narration.round-started-face-up":
    "第{round, number}ラウンド開始。{firstIs, select, me {あなた} other {{first}}}が最初の手番です。表向きで除外:{cards}。",
  "narration.tiebreak-round-started": "{seats}による決着ラウンドです。",
  "narration.tiebreak-round-started-face-up": "{seats}による決着ラウンドです。表向きで除外:{cards}。",
  "narration.cards-dealt": "カードが配られました。",
  "narration.dealt-card": "{seatIs, select, me {あなた} other {{seat}}}に「{card}」が配られました。",
  "narration.drew-a-card": "{seatIs, select, me {あなた} other {{seat}}}がカードを1枚引きました。",
  "narration.drew-card": "{seatIs, select, me {あなた} other {{seat}}}が「{card}」を引きました。",
  "narration.took-set-aside-card":
    "{seatIs, select, me {あなた} other {{seat}}}が除外されたカード「{card}」を取りました。",
  "narration.received-card": "{seatIs, select, me {あなた} other {{seat}}}は「{card}」を受け取りました。",
  "narration.received-card-from":
    "{seatIs, select, me {あなた} other {{seat}}}は{giverIs, select, me {あなた} other {{giver}}}から「{card}」を受け取りました。",
  "narration.played": "{seatIs, select, me {あなた} other {{seat}}}が「{card}」を出しました。",
  "narration.played-on": "{seatIs, select, me {あなた} other {{seat}}}が{targets}に「{card}」を出しました。",
  "narration.played-naming": "{seatIs, select, me {あなた} other {{seat}}}が「{card}」を出し、{guess}を指定しました。",
  "narration.played-on-naming":
    "{seatIs, select, me {あなた} other {{seat}}}が{targets}に「{card}」を出し、{guess}を指定しました。",
  "narration.played-on-looking":
    "{seatIs, select, me {あなた} other {{seat}}}が{targets}に「{card}」を出し、{lookIs, select, me {あなた} other {{look}}}の新しい手札を見ました。",
  "narration.no-effect-nobody-to-choose": "選べる相手がいません:「{card}」の効果はありません。",
  "narration.no-effect-deck-empty": "山札がありません:「{card}」の効果はありません。",
  "narration.guard-guessed-right": "的中!",
  "narration.guessed-wrong": "はずれ:{targetIs, select, me {あなた} other {{target}}}はそのカードを持っていません。",
  "narration.bishop-guessed-right": "的中:{targetIs, select, me {あなた} other {{target}}}の手札は「{card}」です。",
  "narration.bishop-guessed-right-unseen":
    "的中:{targetIs, select, me {あなた} other {{target}}}はそのカードを持っています。",
  "narration.out-guard":
    "{seatIs, select, me {あなた} other {{seat}}}はこのラウンドから脱落しました({byIs, select, me {あなた} other {{by}}}の「{guard}」に当てられました){shown, select, yes {。公開:{cards}} other {}}。",
  "narration.out-assassin":
    "{seatIs, select, me {あなた} other {{seat}}}はこのラウンドから脱落しました(「{guard}」が「{assassin}」を持つ{byIs, select, me {あなた} other {{by}}}を選びました){shown, select, yes {。公開:{cards}} other {}}。",
  "narration.out-baron":
    "{seatIs, select, me {あなた} other {{seat}}}はこのラウンドから脱落しました({self, select, yes {} other {{byIs, select, me {あなた} other {{by}}}との}}「{baron}」の比べ合いに負けました){shown, select, yes {。公開:{cards}} other {}}。",
  "narration.out-dowager-queen":
    "{seatIs, select, me {あなた} other {{seat}}}はこのラウンドから脱落しました({self, select, yes {「{queen}」} other {{byIs, select, me {あなた} other {{by}}}}}より強いカードを持っていました){shown, select, yes {。公開:{cards}} other {}}。",
  "narration.out-princess":
    "{seatIs, select, me {あなた} other {{seat}}}はこのラウンドから脱落しました(「{princess}」を捨てました){shown, select, yes {。公開:{cards}} other {}}。",
  "narration.discarded-for-prince":
    "「{prince}」により{seatIs, select, me {あなた} other {{seat}}}は「{card}」を捨てました。",
  "narration.discarded-for-bishop":
    "{seatIs, select, me {あなた} other {{seat}}}は「{bishop}」に指定された「{card}」を捨てました。",
  "narration.discarded": "{seatIs, select, me {あなた} other {{seat}}}は「{card}」を捨てました。",
  "narration.redrew-from-set-aside": "{seatIs, select, me {あなた} other {{seat}}}は除外されたカードを取りました。",
  "narration.redrew": "{seatIs, select, me {あなた} other {{seat}}}は新しいカードを引きました。",
  "narration.saw-hand":
    "{seatIs, select, me {あなた} other {{seat}}}は{targetIs, select, me {あなた} other {{target}}}の手札を見ました:「{card}」。",
  "narration.compared-hands-tie":
    "{pair, select, first {あなたと{other}} second {{other}とあなた} other {{a}と{b}}}が手札を比べました(「{card}」):引き分け、何も起きません。",
  "narration.compared-hands":
    "{pair, select, first {あなたと{other}} second {{other}とあなた} other {{a}と{b}}}が手札を比べました(「{card}」):{loserIs, select, me {あなた} other {{loser}}}の負けです。",
  "narration.traded-hands":
    "{pair, select, first {あなたと{other}} second {{other}とあなた} other {{a}と{b}}}が手札を交換しました。",
  "narration.swapped-hands":
    "{pair, select, first {あなたと{other}} second {{other}とあなた} other {{a}と{b}}}が手札を交換しました({seatIs, select, me {あなた} other {{seat}}}の「{cardinal}」)。",
  "narration.required":
    "次に出されるカードは{targetIs, select, me {あなた} other {{target}}}を選ばなければなりません({seatIs, select, me {あなた} other {{seat}}}の「{sycophant}」)。",
  "narration.watched-token":
    "{seatIs, select, me {あなた} other {{seat}}}の「{jester}」が{targetIs, select, me {あなた} other {{target}}}を見ています:{targetIs, select, me {あなた} other {{target}}}がラウンドに勝つと、{seatIs, select, me {あなた} other {{seat}}}がトークンを得ます。",
  "narration.watched-win":
    "{seatIs, select, me {あなた} other {{seat}}}の「{jester}」が{targetIs, select, me {あなた} other {{target}}}を見ています:{targetIs, select, me {あなた} other {{target}}}がラウンドに勝つと、{seatIs, select, me {あなた} other {{seat}}}に1勝が入ります。",
  "narration.protected": "{seatIs, select, me {あなた} other {{seat}}}は次の自分の手番まで守られています。",
  "narration.chancellor-drew":
    "{seatIs, select, me {あなた} other {{seat}}}がカードを{count, plural, other {#枚}}引きました(「{chancellor}」)。",
  "narration.returned-cards":
    "{seatIs, select, me {あなた} other {{seat}}}がカードを{count, plural, other {#枚}}山札の下に置きました。",
  "narration.kept-and-returned":
    "{seatIs, select, me {あなた} other {{seat}}}は「{kept}」を残し、「{bottom}」を山札の下に置きました。",
  "narration.kept-and-returned-lowest":
    "{seatIs, select, me {あなた} other {{seat}}}は「{kept}」を残し、次のカードを山札の下に置きました:{bottom}(いちばん下は「{lowest}」)。",
  "narration.discarded-and-redrew": "{seatIs, select, me {あなた} other {{seat}}}は手札を捨てて引き直しました。",
  "narration.kept-card": "{seatIs, select, me {あなた} other {{seat}}}は手札をそのまま残しました。",
  "narration.assassin-revealed":
    "{seatIs, select, me {あなた} other {{seat}}}は「{assassin}」を持っています:「{guard}」は{guardIs, select, me {あなた} other {{guarder}}}に向かいます!",
  "narration.gained-token":
    "{seatIs, select, me {あなた} other {{seat}}}は{reason, select, round {ラウンドの勝利} spy {「{card}」} jester {「{card}」} constable {「{card}」} bishop {「{card}」の的中} other {1位}}でトークンを得ました(合計{total, number})。",
  "narration.scored-win":
    "{seatIs, select, me {あなた} other {{seat}}}は{reason, select, round {ラウンドの勝利} spy {「{card}」} jester {「{card}」} constable {「{card}」} bishop {「{card}」の的中} other {1位}}で1勝しました(合計{total, number})。",
  "narration.round-won-last-standing": "ラウンド終了:最後まで残ったのは{winners}です。",
  "narration.round-decided-match": "ラウンド終了:トークンでゲームの勝負が決まりました。",
  "narration.showdown-won":
    "勝負:{mine, select, only {あなた} with {あなたと{others}} other {{winners}}}がラウンドに勝ちました。",
  "narration.showdown-won-highest":
    "勝負:最も強いカード「{card}」({score, number})で{mine, select, only {あなた} with {あなたと{others}} other {{winners}}}がラウンドに勝ちました。",
  "narration.showdown-won-on-discards":
    "勝負:{score, number}で同点となり、捨て札の合計({discardSum, number})が多い{mine, select, only {あなた} with {あなたと{others}} other {{winners}}}がラウンドに勝ちました。",
  "narration.showdown-shared":
    "勝負:{score, number}で同点の{mine, select, only {あなた} with {あなたと{others}} other {{winners}}}がラウンドに勝ちました。",
  "narration.showdown-nobody-won": "勝負:ラウンドの勝者はいません。",
  "narration.tiebreak":
    "{mine, select, with {あなたと{others}} other {{seats}}}が同点です:決着ラウンドでゲームの勝者が決まります。",
  "narration.match-won": "{mine, select, only {あなた} with {あなたと{others}} other {{winners}}}がゲームに勝ちました!",
  "narration.match-over": "ゲームが終わりました。",
  ...jaPages,
  ...jaReview,
};
