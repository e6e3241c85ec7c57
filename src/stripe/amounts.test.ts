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

test( 'ISK and UGX go as whole units written in hundredths', () => {
	expect( toStripeAmount( 550, 2, 'isk' ) ).toBe( 600 );
	expect( toStripeAmount( 549, 2, 'ugx' ) ).toBe( 500 );
	expect( toStripeAmount( 7, 0, 'ugx' ) ).toBe( 700 );
} );

test( 'a shop counting more decimals than Stripe is rounded', () => {
	expect( toStripeAmount( 50049, 2, 'jpy' ) ).toBe( 500 );
	expect( toStripeAmount( 50050, 2, 'jpy' ) ).toBe( 501 );
} );

test( 'a three-decimal amount ends in 0', () => {
	expect( toStripeAmount( 1234, 3, 'kwd' ) ).toBe( 1230 );
	// 1.2345 KWD: 1.235, then 1.240, as the gateway's PHP rounds it.
	expect( toStripeAmount( 12345, 4, 'kwd' ) ).toBe( 1240 );
	expect( toStripeAmount( 1235, 3, 'kwd' ) ).toBe( 1240 );
	expect( toStripeAmount( 123, 2, 'bhd' ) ).toBe( 1230 );
} );

// The gateway's PHP (Amounts::to_stripe) is tested with the same table: both must agree.
test.each( [
	[ 1999, 2, 'EUR', 1999 ],
	[ 50, 2, 'usd', 50 ],
	[ 30, 2, 'GBP', 30 ],
	[ 1500, 0, 'JPY', 1500 ],
	[ 150050, 2, 'JPY', 1501 ],
	[ 25000, 0, 'KRW', 25000 ],
	[ 9900, 0, 'CLP', 9900 ],
	[ 230000, 0, 'VND', 230000 ],
	[ 5000, 0, 'XOF', 5000 ],
	[ 5000, 0, 'ISK', 500000 ],
	[ 500049, 2, 'ISK', 500000 ],
	[ 3700, 0, 'UGX', 370000 ],
	[ 1234, 3, 'KWD', 1230 ],
	[ 1235, 3, 'KWD', 1240 ],
	[ 1050, 2, 'BHD', 10500 ],
	[ 7999, 3, 'JOD', 8000 ],
	[ 100, 3, 'OMR', 100 ],
	[ 12345, 3, 'TND', 12350 ],
	[ 20, 0, 'EUR', 2000 ],
	[ 19995, 3, 'EUR', 2000 ],
	[ 50000, 2, 'HUF', 50000 ],
	[ -1235, 3, 'KWD', -1240 ],
] )(
	'%d with %d decimals of %s is %d for Stripe, as the PHP has it',
	( minor, decimals, currency, expected ) => {
		expect( toStripeAmount( minor, decimals, currency ) ).toBe( expected );
	}
);
