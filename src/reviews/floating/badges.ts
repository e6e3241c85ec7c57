/**
 * Badge widgets (spec, sections 2 and 4): one badge per provider. Its close button hides it
 * for the rest of the browser session (stored per widget and provider, see
 * session-dismissal.ts); its button opens the popup of reviews, loaded on the first open.
 *
 * Markup (Vitrine\Reviews\Views\Floating\FloatingRenderer):
 *   [data-vitrine-floating="badge"][data-widget-id]
 *     .vitrine-badge[data-dismiss-key]
 *       button.vitrine-badge__open   button.vitrine-badge__close
 */
import {
	dismiss,
	isDismissed,
	type DismissalStorage,
} from '../session-dismissal';
import { returnFocus, trackFocusOrigin } from './focus-return';
import { openEmbed, type EmbedContext } from './open-embed';

/**
 * Hides the badges closed earlier in the session and wires the others.
 *
 * @param root    The widget's element.
 * @param context The reviews_embed call's settings.
 * @param storage sessionStorage, or null.
 * @return The badges left visible.
 */
export function initBadgeWidget(
	root: HTMLElement,
	context: EmbedContext,
	storage: DismissalStorage | null
): HTMLElement[] {
	const widgetId = Number( root.dataset.widgetId );
	const visible: HTMLElement[] = [];
	root.querySelectorAll< HTMLElement >( '.vitrine-badge' ).forEach(
		( badge ) => {
			const key = badge.dataset.dismissKey ?? '';
			if ( key !== '' && isDismissed( key, storage ) ) {
				badge.hidden = true;
				return;
			}
			visible.push( badge );
			const origin = trackFocusOrigin( badge );
			badge
				.querySelector( '.vitrine-badge__close' )
				?.addEventListener( 'click', () => {
					const hadFocus = badge.contains(
						badge.ownerDocument.activeElement
					);
					badge.hidden = true;
					if ( key !== '' ) {
						dismiss( key, storage );
					}
					hideWhenEmpty( root );
					// The focused button is gone: focus goes back where it came from.
					returnFocus( badge, origin(), hadFocus );
				} );
			const open = badge.querySelector< HTMLElement >(
				'.vitrine-badge__open'
			);
			open?.addEventListener( 'click', () => {
				void openEmbed(
					open,
					{ widgetId, viewMode: 'popup' },
					context
				);
			} );
		}
	);
	hideWhenEmpty( root );
	return visible;
}

/**
 * Hides the widget's box once every badge in it is closed, so that an empty floating box
 * cannot cover the page.
 *
 * @param root The widget's element.
 */
function hideWhenEmpty( root: HTMLElement ): void {
	const badges = root.querySelectorAll< HTMLElement >( '.vitrine-badge' );
	root.hidden =
		badges.length > 0 &&
		Array.from( badges ).every( ( badge ) => badge.hidden );
}
