import { answerMessage, stripeErrorMessage } from './messages';
import { expressSettings } from './test-settings';

const messages = {
	...expressSettings().messages,
	card_declined: 'Your card was declined.',
	vitrine_stripe_express_no_shipping: 'We cannot ship to this address.',
};

const failed = ( status: number, body: unknown ) => ( {
	status,
	body,
	text: JSON.stringify( body ),
} );

test( 'transport failures: timeout, abort, anything else', () => {
	const none = { status: 0, body: null, text: '' };
	expect(
		answerMessage( { ...none, failure: 'timeout' }, messages, 'orderError' )
	).toBe( messages.timeout );
	expect(
		answerMessage( { ...none, failure: 'abort' }, messages, 'orderError' )
	).toBe( messages.abort );
	expect(
		answerMessage( { ...none, failure: 'network' }, messages, 'orderError' )
	).toBe( messages.transport );
} );

test( 'rest_invalid_param: the parameters’ messages, one a line', () => {
	expect(
		answerMessage(
			failed( 400, {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): billing_address',
				data: {
					params: {
						billing_address: 'Billing Postcode is not valid.',
						shipping_address: 'Shipping City is required.',
					},
				},
			} ),
			messages,
			'orderError'
		)
	).toBe( 'Billing Postcode is not valid.\nShipping City is required.' );
} );

test( 'a code the settings map knows shows the mapped message', () => {
	expect(
		answerMessage(
			failed( 400, {
				code: 'vitrine_stripe_express_no_shipping',
				message: 'raw',
			} ),
			messages,
			'unknown'
		)
	).toBe( 'We cannot ship to this address.' );
} );

test( 'the payment’s errorMessage, then the message, then the fallback', () => {
	expect(
		answerMessage(
			failed( 402, {
				message: 'Payment declined',
				payment_result: {
					payment_status: 'failure',
					payment_details: [
						{
							key: 'errorMessage',
							value: 'Your card has expired.',
						},
					],
				},
			} ),
			messages,
			'orderError'
		)
	).toBe( 'Your card has expired.' );
	// Vitrine's checkout route puts a refused payment's words in payment_result.message.
	expect(
		answerMessage(
			failed( 402, {
				order_id: 3,
				payment_result: {
					payment_status: 'failure',
					message: 'Your card was declined.',
				},
			} ),
			messages,
			'orderError'
		)
	).toBe( 'Your card was declined.' );
	expect(
		answerMessage(
			failed( 400, { message: 'Out of stock.' } ),
			messages,
			'orderError'
		)
	).toBe( 'Out of stock.' );
	expect( answerMessage( failed( 500, null ), messages, 'orderError' ) ).toBe(
		'There was a problem processing the order.'
	);
	expect(
		answerMessage( failed( 500, null ), messages, 'addToCartError' )
	).toBe( 'There was an error adding the product to the cart.' );
} );

test( 'Stripe.js errors: a mapped code, Stripe’s message, else payment failed', () => {
	expect(
		stripeErrorMessage(
			{ code: 'card_declined', message: 'declined' },
			messages
		)
	).toBe( 'Your card was declined.' );
	expect(
		stripeErrorMessage(
			{ code: 'other', message: 'Stripe says' },
			messages
		)
	).toBe( 'Stripe says' );
	expect( stripeErrorMessage( {}, messages ) ).toBe(
		'Payment failed. Please try again.'
	);
} );
