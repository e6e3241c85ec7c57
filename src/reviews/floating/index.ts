/**
 * Starts every badge, flash and tag widget on the page.
 */
import { getSettings } from '../../core/settings';
import { sessionStore } from '../session-dismissal';
import { initBadgeWidget } from './badges';
import { initFlashWidget } from './flash';
import { writeRelativeTimes } from './review-times';
import { initTagWidget } from './tag';
import type { EmbedContext } from './open-embed';
import './settings';

/**
 * Enhances the floating widgets found under the root (the document by default).
 *
 * @param root Where to look.
 */
export function initFloatingWidgets( root: ParentNode = document ): void {
	const widgets = root.querySelectorAll< HTMLElement >(
		'[data-vitrine-floating]:not([data-vitrine-ready])'
	);
	if ( widgets.length === 0 ) {
		return;
	}
	const settings = getSettings( 'reviewsFloating' );
	const context: EmbedContext = {
		ajaxUrl: settings.ajaxUrl,
		locale: settings.locale,
		strings: { justNow: settings.i18n.justNow },
	};
	const storage = sessionStore();
	widgets.forEach( ( widget ) => {
		widget.dataset.vitrineReady = '1';
		switch ( widget.dataset.vitrineFloating ) {
			case 'badge':
				initBadgeWidget( widget, context, storage );
				break;
			case 'flash':
				writeRelativeTimes( widget, context.locale, context.strings );
				initFlashWidget( widget, storage );
				break;
			case 'tag':
				initTagWidget( widget, context );
				break;
		}
	} );
}
