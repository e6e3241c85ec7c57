/**
 * Pages with a reviews list, grid or slider widget (see docs/reviews.md). No React, no
 * api-fetch, no wp-i18n: the widget is complete in the page and the few phrases come
 * translated in the settings.
 */
import '../reviews/reviews.scss';
import { onReady } from '../core/dom';
import { getSettings } from '../core/settings';
import { createWidgetRegistry } from '../core/widgets';
import { loadChunksFrom } from '../core/chunks';
import { reviewWidgets } from '../reviews/widgets';
import '../reviews/settings';

onReady( () => {
	const settings = getSettings( 'reviews' );
	loadChunksFrom( settings );
	void createWidgetRegistry().define( reviewWidgets( settings ) ).start();
} );
