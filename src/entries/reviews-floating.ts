/**
 * Pages with a reviews badge, flash or tag widget (see docs/reviews.md). No React, no
 * api-fetch, no wp-i18n (the few phrases come translated in the settings): a page with only a
 * badge stays under 20 KB gzip. The popup and sidebar code is a chunk loaded on first open.
 */
import '../reviews/floating/floating.scss';
import { onReady } from '../core/dom';
import { createWidgetRegistry } from '../core/widgets';
import { loadChunksFrom } from '../core/chunks';
import { FLOATING_WIDGETS } from '../reviews/floating';

onReady( () => {
	// Read softly: the widgets read their settings when they start (reviews/floating/index.ts).
	loadChunksFrom( window.vitrineSettings?.reviewsFloating );
	void createWidgetRegistry().define( FLOATING_WIDGETS ).start();
} );
