/**
 * Class names of the markup the server prints for a listing (Vitrine\Listings\Listings), read by
 * the listing bundle and by blocks inside listing items (the store button's remove_from_listing).
 */

/** One item of a listing: `<li class="vitrine-listing__item" data-post-id="…">`. */
export const ITEM_CLASS = 'vitrine-listing__item';
