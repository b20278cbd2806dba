/**
 * The words of the match end's "Review my game" (in the first page load, so plain English sentences
 * with named parameters rather than the review's formatter, which loads with the review).
 */
export const MATCH_END_REVIEW_WORDS = {
  button: "Review my game",
  hide: "Hide the review",
  offer:
    "The coach can go through this match with you: at each of your decisions, what you knew, what the expert would have played, and why.",
  loading: "Fetching your game…",
  failed: ({ message }: { message: string }) => `The review could not load: ${message}`,
  retry: "Try again",
} as const;
