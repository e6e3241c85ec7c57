/**
 * Pages with a product filter block (the shop, category and search pages, or any page): the
 * filters apply without a reload. Loaded with the shop bundle; no React, no api-fetch: the page's
 * script stays under 9 KB gzip ("shop (filters)" in size-budgets.json).
 */
import '../shop/filters.scss';
import { getSettings } from '../core/settings';
import { createWidgetRegistry, now } from '../core/widgets';
import '../shop/filter-settings';
import {
	addToggles,
	startFilters,
	type FilterController,
} from '../shop/filters';

let controller: FilterController | undefined;

createWidgetRegistry()
	.define( {
		// Every filter block is one widget; the first starts the page's one controller and the
		// sidebar's button, and blocks swapped in later find them there.
		'product-filters': {
			start: now,
			load: async () => () => {
				if ( ! controller ) {
					controller = startFilters();
					addToggles( document, getSettings( 'shopFilters' ).toggle );
				}
			},
		},
	} )
	.start();
