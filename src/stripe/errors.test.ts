import { errorMessage } from './errors';
import { stripeSettings } from '../test-support/stripe-settings';

const settings = stripeSettings();

beforeEach( () => {
	document.body.innerHTML = `
		<label for="billing_address_1">Street address <span class="vitrine-required" aria-hidden="true">*</span></label>
		<label for="shipping_city">Town / City</label>`;
} );

test.each( [
	'parameter_invalid_empty',
	'parameter_missing',
	'parameter_string_empty',
	'parameter_string_blank',
] )( '%s names the missing field as the form labels it', ( code ) => {
	expect(
		errorMessage(
			{ code, param: 'billing_details[address][line1]', message: 'x' },
			settings
		)
	).toBe( 'Billing Street address is a required field.' );
	expect(
		errorMessage(
			{ code, param: 'shipping[address][city]', message: 'x' },
			settings
		)
	).toBe( 'Shipping Town / City is a required field.' );
} );

test( 'a field without a label on the page is named by its parameter', () => {
	expect(
		errorMessage(
			{ code: 'parameter_missing', param: 'billing_details[email]' },
			settings
		)
	).toBe( 'Billing email is a required field.' );
} );

test( 'a code or decline code of the settings’ map shows its message', () => {
	expect(
		errorMessage(
			{ code: 'card_declined', message: 'Your card was declined.' },
			settings
		)
	).toBe( 'The card was declined.' );
	expect(
		errorMessage(
			{
				code: 'card_error',
				decline_code: 'insufficient_funds',
				message: 'Your card has insufficient funds.',
			},
			settings
		)
	).toBe( 'The card has insufficient funds to complete the purchase.' );
} );

test( 'otherwise Stripe’s message, or the generic one', () => {
	expect(
		errorMessage(
			{
				code: 'incomplete_number',
				message: 'Your card number is incomplete.',
			},
			settings
		)
	).toBe( 'Your card number is incomplete.' );
	expect( errorMessage( { code: 'x' }, settings ) ).toBe(
		settings.genericErrorMessage
	);
	expect( errorMessage( null, settings ) ).toBe(
		settings.genericErrorMessage
	);
} );
