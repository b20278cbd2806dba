import type { enReview } from "./en.js";

// Le frasi dell'allenatore su una decisione rivista. Si dà del tu; una carta è «la carta X».
export const itReview: Record<keyof typeof enReview, string> = {
  "review.move.play": "la carta {card}",
  "review.move.play-on": "la carta {card} su {target}",
  "review.move.play-on-yourself": "la carta {card} su te stesso",
  "review.move.play-on-players": "la carta {card} su {targets}",
  "review.move.play-on-players-looking": "la carta {card} su {targets}, guardando la carta di {look}",
  "review.move.guess": "la carta {card} su {target} nominando {guess}",
  "review.move.keep": "tenere la carta {card}",
  "review.move.redraw": "scartare la tua carta e pescarne un'altra",
  "review.move.keep-card": "tenere la tua carta",
  "review.yourself": "te stesso",
  "review.card": "la carta {card}",
  "review.value.one": "la carta {card} ({value})",
  "review.value.several": "un {value} ({cards})",
  "review.value.none": "un {value} (nessuna carta simile)",

  "review.fact.last-turn":
    "Il mazzo era vuoto: il round sarebbe finito dopo il tuo turno e l'avrebbe vinto la carta più alta rimasta in mano.",
  "review.fact.known": "Sapevi che {player} aveva la carta {card}.",
  "review.fact.kept-over":
    "{player} aveva tenuto una carta invece della carta {card} giocata, quindi probabilmente era più alta.",
  "review.fact.higher-unseen":
    "Delle carte più alte della carta {card}, {count, plural, one {solo {cards} non era ancora stata vista.} other {solo {cards} non erano ancora state viste.}}",
  "review.fact.after-countess": "{player} aveva giocato la Contessa, di solito imposta da un Re o un Principe in mano.",
  "review.fact.excluded":
    "{count, plural, one {Un'ipotesi precedente aveva nominato {values} su {player} e aveva mancato.} other {Ipotesi precedenti avevano nominato {values} su {player} e avevano mancato.}}",
  "review.fact.above": "{player} aveva vinto un confronto del Barone contro {value}, quindi aveva una carta più alta.",
  "review.fact.below":
    "{player} aveva vinto un confronto della Regina madre contro {value}, quindi aveva una carta più bassa.",
  "review.fact.seen-yours":
    "{count, plural, one {{players} sapeva che avevi la carta {card}.} other {{players} sapevano che avevi la carta {card}.}}",
  "review.fact.copies-unseen":
    "{copies, plural, =0 {Avevi visto ogni copia di {value}.} one {Una copia di {value} era tra {hidden, plural, one {la # carta} other {le # carte}} che non avevi visto.} other {# copie di {value} erano tra {hidden, plural, one {la # carta} other {le # carte}} che non avevi visto.}}",

  "review.reason.guess-better":
    "{sameTarget, select, yes {Su {bestTarget}, nominare {bestValue} era giusto il {bestHit, number, percent} delle volte; {playedValue}, il {playedHit, number, percent}.} other {Nominare {bestValue} su {bestTarget} era giusto il {bestHit, number, percent} delle volte; {playedValue} su {playedTarget}, il {playedHit, number, percent}.}}",
  "review.reason.guess-impossible":
    "Per quanto potevi sapere, {target} non poteva avere {value}: la tua carta {card} non poteva indovinare.",
  "review.reason.guess-poor":
    "{seldom, select, yes {La tua carta {card} che nominava {value} su {target} era giusta solo il {hit, number, percent} delle volte.} other {La tua carta {card} che nominava {value} su {target} era giusta il {hit, number, percent} delle volte.}}",
  "review.reason.guess-missed":
    "La carta {card} che nominava {value} su {target} sarebbe stata giusta il {hit, number, percent} delle volte.",
  "review.reason.compare-risk":
    "{ties, select, yes {La tua carta {card} ha messo la tua carta {kept} contro quella di {target}: avresti vinto quel confronto il {win, number, percent} delle volte e perso il {lose, number, percent} (pareggio il {tie, number, percent}).} other {La tua carta {card} ha messo la tua carta {kept} contro quella di {target}: avresti vinto quel confronto il {win, number, percent} delle volte e perso il {lose, number, percent}.}}",
  "review.reason.compare-target":
    "Con la tua carta {kept}, la carta {card} vincerebbe il confronto contro {bestTarget} il {bestWin, number, percent} delle volte, e contro {playedTarget} il {playedWin, number, percent}.",
  "review.reason.compare-missed":
    "La carta {card} su {target} avrebbe messo la tua carta {kept} contro la sua e vinto quel confronto il {win, number, percent} delle volte (perso il {lose, number, percent}).",
  "review.reason.prince-target":
    "Un Principe su {bestTarget} avrebbe trovato la Principessa il {bestPrincess, number, percent} delle volte; su {playedTarget}, il {playedPrincess, number, percent}.",
  "review.reason.prince-missed":
    "Un Principe su {target} gli avrebbe fatto scartare la Principessa il {princess, number, percent} delle volte.",
  "review.reason.prince-self": "Il Principe su te stesso ha buttato la tua carta {kept} per una carta sconosciuta.",
  "review.reason.prince-self-missed":
    "{count, plural, =0 {Il Principe su te stesso avrebbe sostituito la tua carta {kept} con una carta sconosciuta.} other {Il Principe su te stesso avrebbe sostituito la tua carta {kept}, che {players} conoscevano, con una carta sconosciuta.}}",
  "review.reason.princess-discarded": "Scartare la Principessa ti elimina dal round.",
  "review.reason.princess-prince":
    "Il Principe su te stesso ti ha fatto scartare la Principessa, e questo ti elimina dal round.",
  "review.reason.princess-traded": "Il Re ha dato la tua Principessa a {target}.",
  "review.reason.handmaid-missed": "L'Ancella ti avrebbe protetto da ogni carta fino al tuo turno successivo.",
  "review.reason.king-trade":
    "Il Re ha dato la tua carta {given} a {target} e gli ha mostrato la carta che hai preso; la sua era la più alta il {higher, number, percent} delle volte.",
  "review.reason.king-missed":
    "Un Re su {target} avrebbe scambiato la tua carta {given} con una più alta il {higher, number, percent} delle volte.",
  "review.reason.swap-missed":
    "Il Cardinale su te stesso e {target} avrebbe scambiato la tua carta {given} con la sua.",
  "review.reason.priest-known":
    "Sapevi già che {target} aveva la carta {card}: il Sacerdote non ti ha detto nulla di nuovo.",
  "review.reason.priest-missed":
    "Guardare la carta di {target} con il Sacerdote ti avrebbe detto come giocare la tua carta successiva.",
  "review.reason.countess-unforced":
    "Niente ti obbligava a giocare la Contessa (non avevi né Re né Principe), e ti ha lasciato la carta {kept}.",
  "review.reason.showdown-keep":
    "Con il mazzo vuoto, la carta tenuta decideva il round: tenere la carta {bestKept} lo vinceva il {bestRound, number, percent} delle volte, la carta {playedKept} il {playedRound, number, percent}.",
  "review.reason.generic-target":
    "{bestTarget} era un bersaglio migliore per la carta {card} rispetto a {playedTarget}.",
  "review.reason.generic-keep":
    "Giocare la carta {bestCard} ti avrebbe lasciato in mano la carta {bestKept}; hai tenuto la carta {playedKept}.",

  "review.better":
    "La scelta dell'esperto, {best}, vinceva il round il {bestRound, number, percent} delle volte; la tua, {played}, il {playedRound, number, percent}.",
};
