export { type Catalogue, en as ENGLISH, type MessageKey } from "./catalogues/en.js";
export { CATALOGUES } from "./catalogues/index.js";
export { errorKey, isErrorCode } from "./error-words.js";
export * from "./locales.js";
export { createWords, type Words, type WordValue } from "./words.js";
