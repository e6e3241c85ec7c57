/**
 * The site's consent choice, through the WP Consent API's JavaScript: wp_has_consent( category )
 * and the wp_listen_for_consent_change event, whose detail maps categories to "allow" or "deny".
 * Without a consent plugin, the allow-tracking setting alone decides.
 */

declare global {
	interface Window {
		wp_has_consent?: ( category: string ) => boolean;
	}
}

/**
 * Whether attribution data may be stored now.
 * @param category The consent category.
 */
export function hasConsent( category: string ): boolean {
	return (
		typeof window.wp_has_consent !== 'function' ||
		window.wp_has_consent( category )
	);
}

/**
 * Calls back when the visitor grants or withdraws consent for the category.
 *
 * @param category The consent category.
 * @param onChange Called with true when granted, false when withdrawn.
 */
export function onConsentChange(
	category: string,
	onChange: ( granted: boolean ) => void
): void {
	document.addEventListener( 'wp_listen_for_consent_change', ( event ) => {
		const changes: unknown = ( event as CustomEvent ).detail;
		const choice =
			changes && typeof changes === 'object'
				? ( changes as Record< string, unknown > )[ category ]
				: undefined;
		if ( choice === 'allow' || choice === 'deny' ) {
			onChange( choice === 'allow' );
		}
	} );
}
