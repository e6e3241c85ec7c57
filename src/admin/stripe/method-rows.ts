/**
 * The rows of the table of Stripe's payment methods: one per stripe_<type> gateway's section the
 * Stripe section takes in, with the settings its switch and its title edit, and where the method
 * works (from PaymentMethodsRoute, when it answered).
 */
import type { SettingsSection } from '../settings/types';
import type { StripeMethod } from './types';

export interface MethodRow {
	gateway: string;
	name: string;
	/** The switch's accessible name: the setting's own label ("Offer iDEAL through Stripe"). */
	switchLabel: string;
	enabledKey: string | null;
	titleKey: string | null;
	/** null when not known (the list did not load). */
	countries: string[] | null;
	currencies: string[] | null;
}

/**
 * Whether a section is a stripe_<type> gateway's (payment_stripe_<type>), not the card's.
 *
 * @param sectionId The section.
 */
export function isMethodSection( sectionId: string ): boolean {
	return /^payment_stripe_[a-z0-9_]+$/.test( sectionId );
}

/**
 * @param sections The sections taken in, in order.
 * @param methods  What the server said of each method; null while unknown.
 */
export function methodRows(
	sections: SettingsSection[],
	methods: StripeMethod[] | null
): MethodRow[] {
	return sections.map( ( section ) => {
		const gateway = section.id.replace( /^payment_/, '' );
		const method = methods?.find( ( known ) => known.gateway === gateway );
		const field = ( key: string ) =>
			section.fields.find(
				( candidate ) => candidate.key === `${ section.id }_${ key }`
			);
		const enabled = field( 'enabled' );
		return {
			gateway,
			name: method?.name ?? section.title,
			switchLabel: enabled?.label ?? section.title,
			enabledKey: enabled?.key ?? null,
			titleKey: field( 'title' )?.key ?? null,
			countries: method?.countries ?? null,
			currencies: method?.currencies ?? null,
		};
	} );
}
