/**
 * The badge, flash and tag widget types, for the widget registry (core/widgets.ts). Each starts
 * at once: the flash card and the tag appear on a timer counted from page load, and a badge
 * floats over the page from the start. Their code is small and ships in the bundle (imported
 * statically: an eager import() would keep webpack from concatenating the modules, which costs
 * bytes); the popup and sidebar are a chunk loaded on first open (open-embed.ts).
 */
import { getSettings } from '../../core/settings';
import { now, type WidgetType } from '../../core/widgets';
import { sessionStore, type DismissalStorage } from '../session-dismissal';
import { initBadgeWidget } from './badges';
import { initFlashWidget } from './flash';
import { writeRelativeTimes } from './review-times';
import { initTagWidget } from './tag';
import type { EmbedContext } from './open-embed';
import './settings';

/**
 * The reviews_embed call's settings and the session store, read when a widget first needs them
 * (a page without floating widgets may lack the settings).
 */
function shared(): { context: EmbedContext; storage: DismissalStorage | null } {
	const settings = getSettings( 'reviewsFloating' );
	return {
		context: {
			ajaxUrl: settings.ajaxUrl,
			locale: settings.locale,
			strings: { justNow: settings.i18n.justNow },
		},
		storage: sessionStore(),
	};
}

/** The floating widget types by name, each on its data-vitrine-floating value. */
export const FLOATING_WIDGETS: Record< 'badge' | 'flash' | 'tag', WidgetType > =
	{
		badge: {
			selector: '[data-vitrine-floating="badge"]',
			start: now,
			load: async () => {
				const { context, storage } = shared();
				return ( root ) => {
					initBadgeWidget( root, context, storage );
				};
			},
		},
		flash: {
			selector: '[data-vitrine-floating="flash"]',
			start: now,
			load: async () => {
				const { context, storage } = shared();
				return ( root ) => {
					writeRelativeTimes( root, context.locale, context.strings );
					const timer = initFlashWidget( root, storage );
					return timer && { destroy: timer.stop };
				};
			},
		},
		tag: {
			selector: '[data-vitrine-floating="tag"]',
			start: now,
			load: async () => {
				const { context } = shared();
				return ( root ) => ( {
					destroy: initTagWidget( root, context ),
				} );
			},
		},
	};
