// Every word of the e-mails the server sends, as whole templates with named parameters
// (formatMessage): the later languages work moves them into catalogues.

export const MAIL_MESSAGES = {
  digestSubject: "{count, plural, one {# game is waiting for you} other {# games are waiting for you}} on Love Letter",
  digestIntro:
    "Hello {name},\n\n{count, plural, one {It is your move at # game} other {It is your move at # games}} on Love Letter:",
  digestTable: "- {title}, your move for {waited}: {link}",
  waitedHours: "{hours, plural, one {# hour} other {# hours}}",
  waitedDays: "{days, plural, one {# day} other {# days}}",
  digestAll: "All your games: {link}",
  digestFooter:
    "You get this digest at most once a day, only when games wait for you. To stop it, open {link} (or use your mail program's unsubscribe button).",
  confirmSubject: "Confirm your e-mail address for Love Letter",
  confirmBody:
    "Hello {name},\n\nTo get a daily e-mail when games are waiting for your move on Love Letter, confirm this address:\n\n{link}\n\nThe link works for {hours} hours. If you did not ask for this, ignore this e-mail: nothing will be sent to you.",
} as const;
