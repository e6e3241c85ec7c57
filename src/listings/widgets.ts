/**
 * The listing bundle's widget types: a listing that fetches pages (started at once: its lazy
 * load and infinite scroll watch the viewport themselves, with the block's own offset), and the
 * slider, whose swiper chunk loads when the slider nears the viewport.
 */
import { near, now, type WidgetType } from '../core/widgets';
import { initListing } from './listing';
import type { ListingSettings } from './settings';

export const listingWidgets = (
	settings: ListingSettings
): Record< string, WidgetType > => ( {
	listing: {
		start: now,
		load: async () => ( element ) => initListing( element, settings ),
	},
	'listing-slider': {
		start: near(),
		load: () =>
			import( /* webpackChunkName: "listing-slider" */ './slider' ).then(
				( { initSlider } ) => initSlider
			),
	},
} );
