import { stripeDecimals, toStripeAmount } from './amounts';

test( 'Stripe counts two decimals unless the currency is zero- or three-decimal', () => {
	expect( stripeDecimals( 'EUR' ) ).toBe( 2 );
	expect( stripeDecimals( 'jpy' ) ).toBe( 0 );
	expect( stripeDecimals( 'KWD' ) ).toBe( 3 );
} );

test( 'an amount of a shop that counts as Stripe does is unchanged', () => {
	expect( toStripeAmount( 1999, 2, 'eur' ) ).toBe( 1999 );
	expect( toStripeAmount( 500, 0, 'jpy' ) ).toBe( 500 );
} );

test( 'a shop counting fewer decimals than Stripe is scaled up', () => {
	// 5 ISK, kept without decimals by the shop, is 500 for Stripe.
	expect( toStripeAmount( 5, 0, 'isk' ) ).toBe( 500 );
	expect( toStripeAmount( 12, 0, 'usd' ) ).toBe( 1200 );
} );

test( 'a shop counting more decimals than Stripe is rounded', () => {
	expect( toStripeAmount( 50049, 2, 'jpy' ) ).toBe( 500 );
	expect( toStripeAmount( 50050, 2, 'jpy' ) ).toBe( 501 );
} );

test( 'a three-decimal amount ends in 0', () => {
	expect( toStripeAmount( 1234, 3, 'kwd' ) ).toBe( 1230 );
	expect( toStripeAmount( 1235, 3, 'kwd' ) ).toBe( 1240 );
	expect( toStripeAmount( 123, 2, 'bhd' ) ).toBe( 1230 );
} );
