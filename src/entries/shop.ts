/**
 * Shop context: the shop page, product category and tag pages, and pages with a product grid.
 * No React, no api-fetch: with the storefront bundle and the add-to-cart bundle, the page's
 * script must stay under 12 KB gzip.
 */
import '../shop/shop.scss';
import { onReady } from '../core/dom';
import { initOrdering } from '../shop/ordering';
import { refreshResultCounts } from '../shop/result-count';

onReady( () => {
	initOrdering();
	refreshResultCounts();
} );
