// The words of the notifications page and the e-mail links' pages (see messages.ts for the rule).
export const SETTINGS_MESSAGES = {
  title: "Notifications",
  listTitle: "Latest",
  empty:
    "Nothing yet. When a table waits for your move, someone invites you, or a match ends, it shows here and on the bell.",
  settingsTitle: "How you are told",
  backgroundTitle: "While Love Letter is open in another tab",
  backgroundOn: "This browser shows a notification when one arrives while this tab is in the background.",
  backgroundAsk: "This browser can show a notification when one arrives while this tab is in the background.",
  backgroundDenied:
    "This browser blocks notifications from this site: allow them in the site's settings (the icon beside the address).",
  backgroundUnsupported: "This browser cannot show notifications.",
  backgroundEnable: "Turn on",
  backgroundDisable: "Turn off",
  pushTitle: "On this device, even when Love Letter is closed",
  pushOn:
    "Push notifications are on for this device: you are told when it is your turn, a table you were invited to starts, or a match ends.",
  pushOff:
    "Get a push notification on this device when it is your turn, a table you were invited to starts, or a match ends.",
  pushDenied: "This browser blocks notifications from this site: allow them in the site's settings to get pushes.",
  pushUnsupported:
    "This browser does not support push notifications. On an iPhone or iPad, add Love Letter to the home screen first.",
  pushEnable: "Turn on push notifications",
  pushDisable: "Turn off on this device",
  pushTimeout: "This browser's push service did not answer. Try again later, or from another browser.",
  pushTest: "Send a test notification",
  pushTestSent: "Sent: it should appear in a few seconds.",
  emailTitle: "Daily e-mail",
  emailGuest: "With an account, you can get one e-mail a day listing the games waiting for your move.",
  emailUnavailable: "This server sends no e-mail.",
  emailNone: "Get one e-mail a day, only when games wait for your move.",
  emailLabel: "E-mail address",
  emailSave: "Send a confirmation link",
  emailPending:
    "A confirmation link was sent to {address}: follow it to start the digest. (Not there? Check the spam folder, or send it again.)",
  emailConfirmed: "The daily digest goes to {address}.",
  emailOff: "The daily digest to {address} is off.",
  emailDigestOn: "Send the daily digest",
  emailRemove: "Remove this address",
  confirmTitle: "Confirm your e-mail address",
  confirmButton: "Confirm",
  confirmDone: "Thank you: the daily digest will go to {address} when games wait for you.",
  unsubscribeTitle: "Daily e-mail",
  unsubscribeDone: "You will get no more daily e-mails at {address}.",
  unsubscribeUndo: "Subscribe again",
  resubscribed: "The daily digest to {address} is on again.",
  missingToken: "This link is incomplete: open the one in the e-mail.",
} as const;
