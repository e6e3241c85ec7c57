/**
 * The wallet's billing and shipping details as the shop's address payload (docs/spec/payments.md
 * sections 3 and 5): names split at the first space (a billing address without a last name gets
 * '-', which the shop's required field accepts), phones without parentheses, spaces or hyphens.
 */
import type {
	BillingDetails,
	ExpressCheckoutAddress,
	ShippingAddress,
} from '@stripe/stripe-js';

export interface AddressPayload {
	first_name: string;
	last_name: string;
	company: string;
	email: string;
	phone: string;
	country: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
}

/**
 * A full name split at its first space.
 *
 * @param name The name.
 * @return [ first, last ] ('' when there is no space).
 */
export function splitName( name: string ): [ string, string ] {
	const trimmed = name.trim();
	const space = trimmed.indexOf( ' ' );
	return space < 0
		? [ trimmed, '' ]
		: [ trimmed.slice( 0, space ), trimmed.slice( space + 1 ).trim() ];
}

/**
 * A phone number without ( ) spaces or hyphens.
 *
 * @param phone The number.
 */
export function stripPhone( phone: string ): string {
	return phone.replace( /[()\s-]/g, '' );
}

/**
 * An address payload.
 *
 * @param name    The full name.
 * @param address The wallet's address.
 * @param email   The email.
 * @param phone   The phone number.
 */
function payload(
	name: string,
	address: Partial< ExpressCheckoutAddress > | undefined,
	email: string,
	phone: string
): AddressPayload {
	const [ first, last ] = splitName( name );
	return {
		first_name: first,
		last_name: last,
		company: '',
		email,
		phone: stripPhone( phone ),
		country: address?.country ?? '',
		address_1: address?.line1 ?? '',
		address_2: address?.line2 ?? '',
		city: address?.city ?? '',
		state: address?.state ?? '',
		postcode: address?.postal_code ?? '',
	};
}

/**
 * The billing address of the confirm event.
 *
 * @param details The billing details.
 */
export function billingAddress(
	details: BillingDetails | undefined
): AddressPayload {
	const address = payload(
		details?.name ?? '',
		details?.address,
		details?.email ?? '',
		details?.phone ?? ''
	);
	address.last_name ||= '-';
	return address;
}

/**
 * The shipping address of the confirm event; the billing address when the sheet asked for none
 * (a product without shipping), as the order needs one.
 *
 * @param shipping The shipping address, if any.
 * @param billing  The billing address already built.
 */
export function shippingAddress(
	shipping: ShippingAddress | undefined,
	billing: AddressPayload
): AddressPayload {
	return shipping
		? payload( shipping.name, shipping.address, '', billing.phone )
		: { ...billing, email: '' };
}
