export { type Catalogue, en as ENGLISH, type MessageKey } from "./catalogues/en.js";
export { CATALOGUES } from "./catalogues/index.js";
export { errorKey, isErrorCode } from "./error-words.js";
export * from "./locales.js";
export { type ReviewMessageId, type ReviewText, type ReviewValue, reviewText } from "./review-text.js";
export { createWords, type Words, type WordValue } from "./words.js";
