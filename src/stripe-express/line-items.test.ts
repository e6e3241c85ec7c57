import { lineItems, shippingRates, stripeAmount } from './line-items';

const eur = { code: 'EUR', decimals: 2 };

test( 'the lines in Stripe’s shape', () => {
	expect(
		lineItems(
			[
				{ label: 'Mug × 2', amount: 2000 },
				{ label: 'Shipping', amount: 500 },
			],
			2500,
			eur
		)
	).toEqual( [
		{ name: 'Mug × 2', amount: 2000 },
		{ name: 'Shipping', amount: 500 },
	] );
} );

test( 'no lines when their sum exceeds the total', () => {
	expect(
		lineItems(
			[
				{ label: 'Mug', amount: 2000 },
				{ label: 'Shipping', amount: 501 },
			],
			2500,
			eur
		)
	).toEqual( [] );
	// A discount line brings the sum under the total: kept.
	expect(
		lineItems(
			[
				{ label: 'Mug', amount: 3000 },
				{ label: 'Discount', amount: -500 },
			],
			2500,
			eur
		)
	).toHaveLength( 2 );
} );

test( 'amounts keep Stripe’s rules for every decimal count', () => {
	expect( stripeAmount( 1234, eur ) ).toBe( 1234 );
	expect( stripeAmount( 1500, { code: 'JPY', decimals: 0 } ) ).toBe( 1500 );
	// Three decimals: the last digit 0.
	expect( stripeAmount( 12345, { code: 'KWD', decimals: 3 } ) ).toBe( 12350 );
	// ISK: whole units in hundredths.
	expect( stripeAmount( 15050, { code: 'ISK', decimals: 2 } ) ).toBe( 15100 );
} );

test( 'rates in Stripe’s shape, the chosen one first', () => {
	const rates = [
		{ id: 'free', displayName: 'Free', amount: 0 },
		{ id: 'flat', displayName: 'Flat', amount: 500 },
	];
	expect( shippingRates( rates, eur, 'flat' ) ).toEqual( [
		{ id: 'flat', displayName: 'Flat', amount: 500 },
		{ id: 'free', displayName: 'Free', amount: 0 },
	] );
	expect( shippingRates( rates, eur ).map( ( rate ) => rate.id ) ).toEqual( [
		'free',
		'flat',
	] );
} );
