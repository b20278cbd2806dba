import type { enTable } from "./en.js";

// 日本語：テーブルの言葉（手番の選択と手札）。カード名は「」で囲む。

export const jaTable: Readonly<Record<keyof typeof enTable, string>> = {
  "seat.yourself": "自分",

  "decision.card-title": "出すカードを選んでください",
  "decision.card-hint": "手札のカードをタップします。もう一枚は手元に残ります。",
  "decision.countess-lead": "伯爵夫人のルール：",
  "decision.countess-text": "伯爵夫人と一緒に将軍か魔術師を持っているので、伯爵夫人を出さなければなりません。",
  "decision.forbidden-countess": "伯爵夫人のルールにより出せません",
  "decision.forbidden": "今は出せません",
  "decision.target-title": "「{card}」：プレイヤーを選んでください",
  "decision.targets-title":
    "「{card}」：{first, select, yes {プレイヤーを選んでください} other {もう一人選んでください}}",
  "decision.players-label": "選べるプレイヤー",
  "decision.cardinal-hint": "選んだ二人のプレイヤーが手札を交換します。",
  "decision.baroness-hint": "選んだプレイヤーの手札を見ます。",
  "decision.chosen": "選択済み：{seats}。",
  "decision.only": "{seats}だけ",
  "decision.guess-title": "「{card}」：カードを指名してください",
  "decision.guess-hint":
    "{targetIs, select, me {自分の手札は何だと思いますか？} other {{target}の手札は何だと思いますか？}}",
  "decision.guess-label": "指名できるカード",
  "decision.guess-name": "指名：",
  "decision.look-title": "「{card}」：手札を見ますか？",
  "decision.look-hint": "交換の後、二つの手札のどちらかを見ることができます。",
  "decision.look-label": "見る手札",
  "decision.dont-look": "見ない",
  "decision.hand-of": "{seatIs, select, me {自分の手札} other {{seat}の手札}}",
  "decision.keep-title": "「{card}」：残すカードを一枚選んでください",
  "decision.keep-hint": "残りは山札の一番下に、次に選ぶ順で置かれます。",
  "decision.keep-label": "残すカード",
  "decision.order-title": "「{chancellor}」：「{card}」を残します",
  "decision.order-hint": "山札の下に置くカードの順番を選んでください。一番下のカードは最後に引かれます。",
  "decision.order-label": "戻すカードの順番",
  "decision.order-lowest": "一番下",
  "decision.order-above": "その上",
  "decision.redraw-title": "「{bishop}」があなたのカードを当てました",
  "decision.redraw-hint": "「{card}」を残しますか？ それとも捨てて新しいカードを引きますか？",
  "decision.redraw-princess": "姫を捨てると、このラウンドから脱落します。",
  "decision.discard-and-draw": "捨てて引き直す",
  "decision.keep-card": "「{card}」を残す",
  "decision.back": "← 戻る",
  "decision.play": "出す",
  "decision.playing": "送信中…",
  "decision.reconnecting": "再接続中…",

  "hand.label": "自分の手札",
  "hand.out": "このラウンドから脱落しました。",
  "hand.empty": "手札がありません。",
};
