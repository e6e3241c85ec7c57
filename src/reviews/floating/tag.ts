/**
 * Tag widgets (spec, section 2): a rating tag that pops up after `tag_popup` seconds (0: it is
 * in the page from the start) and, on a click, opens either the sidebar of reviews (loaded
 * through reviews_embed on the first open) or the provider's page in the 800 x 600 "tag star
 * popup" window.
 *
 * Markup (Vitrine\Reviews\Views\Floating\FloatingRenderer):
 *   [data-vitrine-floating="tag"][data-widget-id][data-delay (ms)][data-click="sidebar|link"]
 *     button.vitrine-tag__button (sidebar) | a.vitrine-tag__button[href] (link)
 */
import type { Timers } from '../timers';
import { browserTimers } from '../timers';
import { openEmbed, type EmbedContext } from './open-embed';
import { TAG_WINDOW, openSizedWindow } from './popup-window';

/**
 * Schedules the tag's appearance and wires its click.
 *
 * @param root    The widget's element.
 * @param context The reviews_embed call's settings.
 * @param timers  The clock.
 * @return A function that cancels a pending appearance.
 */
export function initTagWidget(
	root: HTMLElement,
	context: EmbedContext,
	timers: Timers = browserTimers
): () => void {
	const widgetId = Number( root.dataset.widgetId );
	const button = root.querySelector< HTMLElement >( '.vitrine-tag__button' );
	if ( button ) {
		button.addEventListener( 'click', ( event ) => {
			if ( root.dataset.click === 'link' ) {
				const href = button.getAttribute( 'href' );
				if ( href ) {
					event.preventDefault();
					openSizedWindow(
						href,
						TAG_WINDOW.width,
						TAG_WINDOW.height
					);
				}
				return;
			}
			void openEmbed(
				button,
				{ widgetId, viewMode: 'sidebar' },
				context
			);
		} );
	}

	if ( ! root.hidden ) {
		return () => {};
	}
	const delay = Number( root.dataset.delay ?? 0 );
	const timer = timers.setTimeout(
		() => {
			root.hidden = false;
		},
		Number.isFinite( delay ) && delay > 0 ? delay : 0
	);
	return () => timers.clearTimeout( timer );
}
