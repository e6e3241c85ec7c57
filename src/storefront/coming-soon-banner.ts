/**
 * The coming-soon footer banner shown to administrators: its dismiss link stores the dismissal
 * in user meta through the REST URL it carries, so the banner stays dismissed.
 */
import { __ } from '@wordpress/i18n';
import { isVitrineError, restClient } from '../core/api';
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

	const dismiss = async () => {
		if ( link.getAttribute( 'aria-disabled' ) === 'true' ) {
			return;
		}
		link.setAttribute( 'aria-disabled', 'true' );
		try {
			await restClient()( {
				url: link.dataset.restUrl,
				method: 'POST',
				data: DISMISS_PAYLOAD,
			} );
			const hadFocus = banner.contains(
				banner.ownerDocument.activeElement
			);
			banner.remove();
			if ( hadFocus ) {
				focusMainContent();
			}
		} catch ( error ) {
			link.removeAttribute( 'aria-disabled' );
			if ( errorBox ) {
				errorBox.textContent = isVitrineError( error )
					? error.message
					: __(
							'The banner could not be dismissed. Please try again.',
							'vitrine'
						);
				errorBox.hidden = false;
			}
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
