/**
 * The order attribution an express-checkout order carries (payments.md section 3): the
 * attribution bundle's fields, without the form's prefix, under the extension key
 * vitrine/attribution. Nothing when that bundle is not on the page (tracking off) or has
 * recorded nothing (no consent).
 */

/** The extension namespace of the order's attribution (Vitrine\Checkout\OrderAttribution). */
export const ATTRIBUTION_EXTENSION = 'vitrine/attribution';

/**
 * The checkout payload's extensions holding the attribution, or an empty object.
 */
export function attributionExtensions(): Record<
	string,
	Record< string, string >
> {
	const fields = window.vitrineAttribution?.orderFields() ?? {};
	return Object.values( fields ).some( ( value ) => value !== '' )
		? { [ ATTRIBUTION_EXTENSION ]: fields }
		: {};
}
