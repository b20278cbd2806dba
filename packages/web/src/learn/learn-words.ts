/**
 * Every sentence the guided game and the lessons say (issue 42), by message id: whole English
 * sentences, some with named parameters, gathered here for the languages pass. The scripts name
 * ids, never words, so a translation replaces only this file.
 */
export const LEARN_WORDS = {
  // The /learn page.
  "page.title": "Learn to play",
  "page.lead": "A guided first game against a bot, then one short puzzle for each card of the other editions.",
  "page.guided": "Your first game",
  "page.guided.about":
    "Two short rounds of Classic Love Letter against Ann, a bot. You make every move; the coach explains each one as it comes.",
  "page.guided.start": "Start the guided game",
  "page.guided.again": "Play it again",
  "page.lessons": "A lesson for each card",
  "page.lessons.about": "Each lesson is one situation: read the card's rule, then make the right move.",
  "page.edition.2019": "Love Letter 2019",
  "page.edition.premium": "Love Letter Premium",
  "page.done": "Done",
  "page.todo": "Not done yet",
  "page.progress": ({ done, total }: { done: number; total: number }) =>
    `You have finished ${done} of ${total} steps: the guided game and the lessons.`,
  "page.progress.where.guest": "Your progress is kept in this browser for your guest name.",
  "page.progress.where.account": "Your progress is kept with your account, on every device you sign in on.",
  "page.back": "Back to Learn",
  // The home page's offer.
  "offer.title": "New to Love Letter?",
  "offer.text": "Play a guided first game: the coach explains every card as you meet it. It takes a few minutes.",
  "offer.start": "Learn to play",
  "offer.dismiss": "No thanks",
  // The coach beside the table.
  "coach.heading": "Coach",
  "coach.wrong": "Not this time",
  "coach.retry": "Try again: the move was taken back.",
  "coach.next-round": "Deal the next round",
  "coach.finish": "Back to Learn",
  "coach.step": ({ step, total }: { step: number; total: number }) => `Move ${step} of ${total}`,
  "coach.review": "Want to see how an expert would have played your last real match? The coach can review it with you.",
  "coach.review.open": "Review my last match",
  "coach.play-real": "Play a real game against bots",

  // The guided game, round 1.
  "guided.r1.m1":
    "Each turn you draw one card, so you hold two, and you play one of them. You drew the Priest: play it on Ann to look at her card.",
  "guided.r1.m1.guard":
    "The Guard knocks Ann out only if you name her card, and you have no idea what it is yet. Look first: play the Priest on Ann.",
  "guided.r1.ann-guard":
    "Ann played a Guard on you and named the Princess. Wrong guess, so nothing happens: a Guard can never name the Guard, which is what you hold.",
  "guided.r1.m2":
    "Your Priest showed you that Ann holds the Prince. Play your Guard on Ann and name the Prince: a right guess knocks her out.",
  "guided.r1.m2.wrong-guess": "You saw Ann's card with your Priest: it is the Prince. Name the Prince.",
  "guided.r1.m2.baron":
    "The Baron compares the cards you and Ann keep, and the lower one is out. You would keep the Guard (1) against her Prince (5): you would be out. Play the Guard instead.",
  "guided.r1.end":
    "Ann is out, and the last player standing wins the round. You gain a token of affection: win two and the game is yours.",
  // Round 2.
  "guided.r2.m1":
    "New round, and you play first because you won the last one. You hold the Countess and drew the Prince: whoever holds the Countess with a King or a Prince must play the Countess.",
  "guided.r2.ann-priest": "Ann played a Priest on you: she now knows you hold the Prince.",
  "guided.r2.m2": "Ann knows your card. Play the Handmaid: until your next turn, no card can choose you.",
  "guided.r2.m2.prince":
    "Keep the Prince for later. Ann knows your card, so the Handmaid's protection is worth more right now: play the Handmaid.",
  "guided.r2.ann-guard": "You are protected, so Ann's Guard could choose nobody: it was played with no effect.",
  "guided.r2.m3":
    "You drew the King. Play the Prince on Ann: she must discard her card without using it and draw a new one.",
  "guided.r2.m3.self": "The Prince on yourself would make you discard your King and draw again. Choose Ann instead.",
  "guided.r2.m3.king": "Keep the King for your next turn: first make Ann change her card with the Prince.",
  "guided.r2.ann-guard-miss": "Ann played a Guard on you and named the Baron. You hold the King, so she missed.",
  "guided.r2.m4": "You drew the Baron. Play the King on Ann: you give her the card you keep and take hers.",
  "guided.r2.m4.baron":
    "You have not seen Ann's new card, so a Baron's comparison is a gamble. Trade with the King instead: you will know her card.",
  "guided.r2.ann-handmaid":
    "You took the Princess, and Ann holds your Baron. She played the Handmaid, so nothing can choose her until her next turn.",
  "guided.r2.m5":
    "You hold the Princess, the highest card. If you ever play or discard her, you are out at once. Play the Guard: Ann is protected, so it does nothing, and the deck is now empty.",
  "guided.r2.m5.princess": "Never play the Princess: playing or discarding her knocks you out. Play the Guard.",
  "guided.r2.end":
    "The deck ran out, so the round ends in a showdown: everyone still in shows their card and the highest wins. Your Princess (8) beats Ann's Baron (3).",
  "guided.end":
    "That is your second token and the game. You met every Classic card. The lessons on the Learn page teach the cards of the other editions.",

  // Lessons: 2019.
  "lesson.spy.title": "Spy",
  "lesson.spy.rule":
    "The Spy (0) does nothing when played, but at the end of the round, if you are the only player still in who played or discarded a Spy, you gain a token.",
  "lesson.spy.ask":
    "Love Letter 2019. You hold the Spy and drew the Handmaid, and one card is left in the deck. Which card do you play?",
  "lesson.spy.wrong":
    "Keeping the Spy means showing a 0 at the showdown, the lowest card there is. Play the Spy now: if you are still in at the end, it earns you a token.",
  "lesson.spy.done": "Right: the Spy is on your discard pile, and nobody else has played one.",
  "lesson.chancellor.title": "Chancellor",
  "lesson.chancellor.rule":
    "The Chancellor (6) draws two cards: you keep one of the three you then hold and put the other two at the bottom of the deck.",
  "lesson.chancellor.ask": "Love Letter 2019. You hold the Chancellor and drew a Guard. Play the Chancellor.",
  "lesson.chancellor.play-wrong": "The Guard would be a blind guess. Play the Chancellor to see two more cards.",
  "lesson.chancellor.keep":
    "You drew two cards. Keep the strongest one and return the others to the bottom of the deck.",
  "lesson.chancellor.keep-wrong":
    "Keep the Princess: she is the highest card, and putting her back at the bottom of the deck is not discarding her.",
  "lesson.chancellor.done": "Right: you kept the Princess, and two cards went to the bottom of the deck.",
  // Lessons: Premium (five players).
  "lesson.jester.title": "Jester",
  "lesson.jester.rule": "The Jester (0): choose another player; if they win this round, you gain a token too.",
  "lesson.jester.ask":
    "Premium, five players. Only you, Ann and Ben are left, and you saw with a Priest that Ben holds the Princess. Play the Jester on the player who will win.",
  "lesson.jester.wrong": "Ben holds the Princess, the likeliest winner. Put the Jester on Ben.",
  "lesson.jester.done": "Right: if Ben wins the round, you gain a token as well.",
  "lesson.assassin.title": "Assassin",
  "lesson.assassin.rule":
    "The Assassin (0) works only while it is in your hand: a player whose Guard chooses you is knocked out instead of you.",
  "lesson.assassin.ask":
    "Premium, five players. You hold the Assassin and drew the Priest, and Ann has a Guard ready. Which card do you play?",
  "lesson.assassin.wrong":
    "Played, the Assassin does nothing. Keep it in your hand and play the Priest: a Guard that chooses you then knocks its own player out.",
  "lesson.assassin.done": "Right: the Assassin waits in your hand for a Guard.",
  "lesson.cardinal.title": "Cardinal",
  "lesson.cardinal.rule":
    "The Cardinal (2): choose two players, who swap hands; then you may look at one of the two hands.",
  "lesson.cardinal.ask":
    "Premium, five players. You hold the Cardinal and a Guard (1), the weakest card. Use the Cardinal to swap your Guard with Ann's card.",
  "lesson.cardinal.wrong": "Choose yourself and Ann: the two chosen players swap hands, so your Guard goes to her.",
  "lesson.cardinal.done": "Right: you and Ann swapped hands.",
  "lesson.baroness.title": "Baroness",
  "lesson.baroness.rule": "The Baroness (3): look at the hands of one or two other players.",
  "lesson.baroness.ask":
    "Premium, five players. You hold the Baroness and a Guard, and you know nobody's card. Look before you guess.",
  "lesson.baroness.wrong":
    "A Guard named blind rarely hits. Play the Baroness on two players: you will see both hands before you guess.",
  "lesson.baroness.done": "Right: you saw two hands, and your Guard can now name a card you know.",
  "lesson.sycophant.title": "Sycophant",
  "lesson.sycophant.rule":
    "The Sycophant (4): choose a player; the next card played, if it chooses anyone, must choose that player.",
  "lesson.sycophant.ask":
    "Premium, five players. Ann plays next and has shown she likes to target you. Use the Sycophant to turn her next card away from you.",
  "lesson.sycophant.wrong": "Choosing yourself makes Ann's next card come to you. Choose another player.",
  "lesson.sycophant.done": "Right: Ann's next card must choose that player, not you.",
  "lesson.count.title": "Count",
  "lesson.count.rule":
    "The Count (5) does nothing when played, but at a showdown each Count on your discard pile adds 1 to the card in your hand.",
  "lesson.count.ask":
    "Premium, five players. One card is left in the deck, so the round will end in a showdown. You hold the Count and the Countess (7). Which card do you play?",
  "lesson.count.wrong": "A Count in your hand adds nothing. Play the Count: at the showdown your Countess counts as 8.",
  "lesson.count.done": "Right: your Countess will count as 8 at the showdown.",
  "lesson.constable.title": "Constable",
  "lesson.constable.rule":
    "The Constable (6) does nothing when played, but if you are knocked out while it is on your discard pile, you gain a token.",
  "lesson.constable.ask":
    "Premium, five players. You hold the Constable and the Baron, and Ben has played two Guards at you. Which card do you play?",
  "lesson.constable.wrong":
    "If a Guard knocks you out while the Constable is still in your hand, you get nothing. Play the Constable now.",
  "lesson.constable.done": "Right: if you are knocked out this round, you still gain a token.",
  "lesson.dowager-queen.title": "Dowager Queen",
  "lesson.dowager-queen.rule":
    "The Dowager Queen (7): choose another player and compare hands; the higher card is out.",
  "lesson.dowager-queen.ask":
    "Premium, five players. You hold the Dowager Queen and a Guard (1). Play the card that knocks Ann out.",
  "lesson.dowager-queen.wrong":
    "Against the Dowager Queen the higher card loses, and your Guard is the lowest: play the Dowager Queen on Ann.",
  "lesson.dowager-queen.done": "Right: Ann's card was higher than your Guard, so Ann is out.",
  "lesson.bishop.title": "Bishop",
  "lesson.bishop.rule":
    "The Bishop (9): choose another player and name a number; if their card has it, you gain a token.",
  "lesson.bishop.ask":
    "Premium, five players. Earlier, your Priest showed you that Ann holds the King (6). Play the Bishop on Ann and name her card's number.",
  "lesson.bishop.wrong": "Ann holds the King: name 6.",
  "lesson.bishop.done": "Right: Ann holds a 6, so you gain a token. Ann may now discard her King and draw again.",
  "lesson.other-move": "That is not the move this lesson asks for. Read the question again and try once more.",
} as const;

export type LearnWords = typeof LEARN_WORDS;
/** A sentence without parameters. */
export type LearnSentence = {
  [K in keyof LearnWords]: LearnWords[K] extends string ? K : never;
}[keyof LearnWords];

export function say(id: LearnSentence): string {
  return LEARN_WORDS[id];
}
