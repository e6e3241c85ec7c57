/**
 * The coming-soon footer banner shown to administrators: its dismiss link stores the dismissal
 * in user meta through the REST URL and the wp_rest nonce it carries (the banner is printed for
 * a logged-in user only, so never from a shared page cache), with the storefront's REST client:
 * no api-fetch on the storefront.
 */
import { __ } from '@wordpress/i18n';
import { restClient } from '../core/rest';
import { transportMessage } from '../core/transport-messages';
import { focusMainContent } from '../core/dom';

export const DISMISS_PAYLOAD = {
	vitrine_meta: { coming_soon_banner_dismissed: 'yes' },
} as const;

/**
 * Enhances the banner below the root.
 *
 * @param root Where to look.
 */
export function initComingSoonBanner( root: ParentNode = document ): void {
	const banner = root.querySelector< HTMLElement >(
		'.vitrine-coming-soon-banner'
	);
	const link = banner?.querySelector< HTMLAnchorElement >(
		'.vitrine-coming-soon-banner__dismiss[data-rest-url]'
	);
	if ( ! banner || ! link ) {
		return;
	}
	const errorBox = banner.querySelector< HTMLElement >(
		'.vitrine-coming-soon-banner__error'
	);
	// The link carries the route's full URL, so the base is empty. A refused nonce is not
	// refreshed: the page is the logged-in user's own, and its nonce as fresh as the page.
	const rest = restClient( '', link.dataset.nonce ?? '', async () => false );
	const url = link.dataset.restUrl ?? '';

	const dismiss = async () => {
		if ( link.getAttribute( 'aria-disabled' ) === 'true' ) {
			return;
		}
		link.setAttribute( 'aria-disabled', 'true' );
		const answer = await rest.post< { message?: unknown } >(
			url,
			DISMISS_PAYLOAD
		);
		if ( answer.status >= 200 && answer.status < 300 ) {
			const hadFocus = banner.contains(
				banner.ownerDocument.activeElement
			);
			banner.remove();
			if ( hadFocus ) {
				focusMainContent();
			}
			return;
		}
		link.removeAttribute( 'aria-disabled' );
		if ( errorBox ) {
			const message = answer.body?.message;
			if ( answer.failure ) {
				errorBox.textContent = transportMessage( answer.failure );
			} else {
				errorBox.textContent =
					typeof message === 'string' && message !== ''
						? message
						: __(
								'The banner could not be dismissed. Please try again.',
								'vitrine'
							);
			}
			errorBox.hidden = false;
		}
	};

	link.addEventListener( 'click', ( event ) => {
		event.preventDefault();
		void dismiss();
	} );
	// The link acts as a button, so Space activates it too.
	link.addEventListener( 'keydown', ( event ) => {
		if ( event.key === ' ' ) {
			event.preventDefault();
			void dismiss();
		}
	} );
}
