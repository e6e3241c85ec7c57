/**
 * Pages with a listing grid block (Vitrine\Listings\ListingBlock enqueues it as it renders): load
 * more, infinite scroll, lazy load; the slider's swiper is a chunk loaded only for a slider.
 * No React, no api-fetch, no wp-i18n: the phrases come translated in the settings.
 */
import '../listings/listings.scss';
import { loadChunksFrom } from '../core/chunks';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import { createWidgetRegistry } from '../core/widgets';
import { listingWidgets } from '../listings/widgets';
import '../listings/settings';

onReady( () => {
	const settings = getSettings( 'listing' );
	loadChunksFrom( settings );
	void createWidgetRegistry().define( listingWidgets( settings ) ).start();
} );
