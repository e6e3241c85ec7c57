/**
 * The billing details Stripe gets with a new payment method (docs/spec/payments.md section 3,
 * "Billing details read from the form"), and the Payment Element's fields it then need not ask:
 * those the shop collects itself and that this page can give (the checkout's form; the order on
 * the pay-for-order page; none on the add-payment-method page).
 */
import type { PaymentAddress } from '../checkout/payment-context';

export type BillingAddress = Partial<
	Omit< PaymentAddress, 'company' > & { company: string }
>;

/** The shop's billing field to the Payment Element's field (address fields under address). */
const FIELDS: Record< string, string > = {
	first_name: 'name',
	last_name: 'name',
	email: 'email',
	phone: 'phone',
	country: 'address.country',
	address_1: 'address.line1',
	address_2: 'address.line2',
	city: 'address.city',
	state: 'address.state',
	postcode: 'address.postalCode',
};

/**
 * The billing fields of a form (billing_first_name…), by their key without the prefix; only the
 * fields the form has.
 *
 * @param form The checkout form.
 */
export function billingFromForm( form: HTMLFormElement ): BillingAddress {
	const address: Record< string, string > = {};
	for ( const key of Object.keys( FIELDS ) ) {
		const field = form.elements.namedItem( `billing_${ key }` ) as
			HTMLInputElement | HTMLSelectElement | null;
		if ( field && 'value' in field ) {
			address[ key ] = field.value.trim();
		}
	}
	return address;
}

/**
 * Stripe's billing_details: the names joined, email, phone and the address, each only when the
 * page knows it.
 *
 * @param address The address read.
 */
export function billingDetails( address: BillingAddress ): {
	name?: string;
	email?: string;
	phone?: string;
	address?: Record< string, string >;
} {
	const details: ReturnType< typeof billingDetails > = {};
	if ( address.first_name !== undefined || address.last_name !== undefined ) {
		details.name = [ address.first_name, address.last_name ]
			.filter( Boolean )
			.join( ' ' );
	}
	if ( address.email !== undefined ) {
		details.email = address.email;
	}
	if ( address.phone !== undefined ) {
		details.phone = address.phone;
	}
	const parts: Array< [ string, string | undefined ] > = [
		[ 'city', address.city ],
		[ 'country', address.country ],
		[ 'line1', address.address_1 ],
		[ 'line2', address.address_2 ],
		[ 'postal_code', address.postcode ],
		[ 'state', address.state ],
	];
	const known = parts.filter( ( [ , value ] ) => value !== undefined );
	if ( known.length > 0 ) {
		details.address = Object.fromEntries( known ) as Record<
			string,
			string
		>;
	}
	return details;
}

type FieldOption = 'never' | 'auto';

export interface BillingFieldsOption {
	name?: FieldOption;
	email?: FieldOption;
	phone?: FieldOption;
	address?: Partial< Record< string, FieldOption > >;
}

/**
 * The Payment Element's billingDetails option: 'never' for each field the shop collects and the
 * page can give (so that the shopper is not asked twice), Stripe's choice for the others.
 *
 * @param enabled The shop's billing field names (billing_first_name…).
 * @param known   The billing details this page gives (billingDetails()).
 */
export function neverAskedFields(
	enabled: string[],
	known: ReturnType< typeof billingDetails >
): BillingFieldsOption {
	const option: BillingFieldsOption = {};
	for ( const name of enabled ) {
		const target = FIELDS[ name.replace( /^billing_/, '' ) ];
		if ( ! target ) {
			continue;
		}
		const [ group, key ] = target.split( '.' );
		if ( key ) {
			const stripeKey = key === 'postalCode' ? 'postal_code' : key;
			if ( known.address?.[ stripeKey ] !== undefined ) {
				option.address = { ...option.address, [ key ]: 'never' };
			}
		} else if (
			known[ group as 'name' | 'email' | 'phone' ] !== undefined
		) {
			option[ group as 'name' | 'email' | 'phone' ] = 'never';
		}
	}
	return option;
}
