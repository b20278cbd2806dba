import type { enTable } from "./en.js";

// Deutsch: die Wörter des Tisches (Entscheidungen und Hand); eine Karte heißt „die Karte X“.

export const deTable: Readonly<Record<keyof typeof enTable, string>> = {
  "seat.yourself": "Du selbst",

  "decision.card-title": "Wähle eine Karte zum Ausspielen",
  "decision.card-hint": "Tippe auf eine Karte deiner Hand. Die andere behältst du.",
  "decision.countess-lead": "Regel der Gräfin:",
  "decision.countess-text":
    "Du hast die Gräfin mit dem König oder einem Prinzen auf der Hand, also musst du die Gräfin ausspielen.",
  "decision.forbidden-countess": "die Regel der Gräfin verbietet es",
  "decision.forbidden": "kann jetzt nicht ausgespielt werden",
  "decision.target-title": "{card}: Wähle einen Spieler",
  "decision.targets-title": "{card}: Wähle {first, select, yes {einen Spieler} other {einen weiteren Spieler}}",
  "decision.players-label": "Spieler, die du wählen kannst",
  "decision.cardinal-hint": "Die beiden Spieler, die du wählst, tauschen ihre Hände.",
  "decision.baroness-hint": "Du siehst dir die Hände an, die du wählst.",
  "decision.chosen": "Gewählt: {seats}.",
  "decision.only": "Nur {seats}",
  "decision.guess-title": "{card}: Nenne eine Karte",
  "decision.guess-hint":
    "{targetIs, select, me {Welche Karte hast du wohl selbst?} other {Welche Karte hat {target} wohl auf der Hand?}}",
  "decision.guess-label": "Karten, die du nennen kannst",
  "decision.guess-name": "Nenne",
  "decision.look-title": "{card}: Eine Hand ansehen?",
  "decision.look-hint": "Nach dem Tausch darfst du dir eine der beiden Hände ansehen.",
  "decision.look-label": "Wessen Hand du ansiehst",
  "decision.dont-look": "Nicht ansehen",
  "decision.hand-of": "{seatIs, select, me {Deine Hand} other {Hand von {seat}}}",
  "decision.keep-title": "{card}: Behalte eine Karte",
  "decision.keep-hint": "Die anderen kommen unter den Stapel, in der Reihenfolge, die du danach wählst.",
  "decision.keep-label": "Karte, die du behältst",
  "decision.order-title": "{chancellor}: Du behältst die Karte {card}",
  "decision.order-hint":
    "Wähle die Reihenfolge der Karten, die unter den Stapel kommen. Die unterste wird zuletzt gezogen.",
  "decision.order-label": "Reihenfolge der zurückgelegten Karten",
  "decision.order-lowest": "ganz unten",
  "decision.order-above": "darüber",
  "decision.redraw-title": "Der {bishop} hat deine Karte genannt",
  "decision.redraw-hint": "Behältst du die Karte {card}, oder wirfst du sie ab und ziehst eine neue?",
  "decision.redraw-princess": "Wirfst du die Prinzessin ab, scheidest du aus der Runde aus.",
  "decision.discard-and-draw": "Abwerfen und neu ziehen",
  "decision.keep-card": "Die Karte {card} behalten",
  "decision.back": "← Zurück",
  "decision.play": "Ausspielen",
  "decision.playing": "Wird ausgespielt…",
  "decision.reconnecting": "Verbindung wird wiederhergestellt…",

  "hand.label": "Deine Hand",
  "hand.out": "Du bist in dieser Runde ausgeschieden.",
  "hand.empty": "Keine Karten auf der Hand.",
};
