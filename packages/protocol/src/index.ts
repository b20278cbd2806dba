// The wire between the server and its clients (web, command line, bots, tests), in one place: the
// types and zod schemas of the messages both ways, the public table, the HTTP answers, the table
// settings, the stored records and the error codes. Nothing here plays a game: the action and its
// replay, the deal and the timer are @loveletter/match's; presenting a seat is @loveletter/seat's.
export * from "./accounts.js";
export * from "./bot-api.js";
export * from "./bot-names.js";
export * from "./bot-ratings.js";
export * from "./client-messages.js";
export * from "./community.js";
export * from "./errors.js";
export * from "./fair-deal.js";
export * from "./friends.js";
export * from "./http.js";
export * from "./ladder.js";
export * from "./learn.js";
export * from "./message-format.js";
export * from "./name-key.js";
export * from "./names.js";
export * from "./notifications.js";
export * from "./quick-match.js";
export * from "./quick-match-options.js";
export * from "./rating-pools.js";
export * from "./records.js";
export * from "./server-messages.js";
export * from "./setting-ranges.js";
export * from "./settings.js";
export * from "./table.js";
export * from "./usernames.js";
export * from "./vacations.js";
export * from "./words/index.js";
