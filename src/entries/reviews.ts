/**
 * Reviews widgets: reviews context (see docs/reviews.md). Filled in by the views part.
 */
export {};
