/**
 * What the shopper reads when Stripe refuses (docs/spec/payments.md sections 5 and 8): a missing
 * field named as the form names it ("Billing Street address is a required field."), a message of
 * the settings' map for a known code, else Stripe's own message, else the generic one.
 */
import { labelText } from '../checkout/labels';
import type { StripeSettings } from './settings';

/** The parts of a Stripe error (Stripe.js's StripeError, or an API error answer) read here. */
export interface StripeErrorLike {
	type?: string;
	code?: string;
	decline_code?: string;
	param?: string;
	message?: string;
}

/** The codes of a missing or empty parameter. */
const REQUIRED_CODES = [
	'parameter_invalid_empty',
	'parameter_missing',
	'parameter_string_empty',
	'parameter_string_blank',
];

/** Stripe's parameter key to the shop's field key. */
const PARAM_FIELDS: Record< string, string > = {
	name: 'first_name',
	email: 'email',
	phone: 'phone',
	line1: 'address_1',
	line2: 'address_2',
	city: 'city',
	state: 'state',
	postal_code: 'postcode',
	country: 'country',
};

/**
 * The required-field message of a missing parameter, or null when the parameter is not an
 * address field of the form.
 *
 * @param param    billing_details[address][line1], shipping[address][city]…
 * @param settings The Stripe settings (its texts).
 * @param doc      The document whose labels name the fields.
 */
function requiredFieldMessage(
	param: string,
	settings: StripeSettings,
	doc: Document
): string | null {
	const match = param.match(
		/^(billing_details|shipping)\[(?:.*\])?\[?(\w+)\]$/
	);
	if ( ! match ) {
		return null;
	}
	const type = match[ 1 ] === 'shipping' ? 'shipping' : 'billing';
	const key = PARAM_FIELDS[ match[ 2 ] ];
	if ( ! key ) {
		return null;
	}
	const label =
		labelText( doc.querySelector( `label[for="${ type }_${ key }"]` ) ) ||
		match[ 2 ];
	const prefix =
		type === 'shipping' ? settings.i18n.shipping : settings.i18n.billing;
	return settings.i18n.requiredField.replace(
		'%s',
		`${ prefix } ${ label }`
	);
}

/**
 * The message of a Stripe error.
 *
 * @param error    The error (null or empty: the generic message).
 * @param settings The Stripe settings.
 * @param doc      The document whose labels name the fields.
 */
export function errorMessage(
	error: StripeErrorLike | null | undefined,
	settings: StripeSettings,
	doc: Document = document
): string {
	if ( ! error ) {
		return settings.genericErrorMessage;
	}
	if ( error.code && REQUIRED_CODES.includes( error.code ) && error.param ) {
		const required = requiredFieldMessage( error.param, settings, doc );
		if ( required ) {
			return required;
		}
	}
	for ( const code of [ error.code, error.decline_code, error.type ] ) {
		if ( code && settings.errorMessages[ code ] ) {
			return settings.errorMessages[ code ];
		}
	}
	return error.message || settings.genericErrorMessage;
}
