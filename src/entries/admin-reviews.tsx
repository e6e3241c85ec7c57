/**
 * wp-admin: Vitrine > Reviews (see docs/reviews.md). Filled in by the admin part.
 */
export {};
