/**
 * Amounts in Stripe's units: the shop keeps an amount in the minor unit of its currency (the
 * currency's decimals as the shop knows them), Stripe wants the currency's smallest unit as
 * Stripe defines it. The same table and rounding as the gateway's PHP (the Stripe gateway's
 * Amounts class): a change here is a change there.
 */

/** Currencies Stripe takes without decimals. */
const ZERO_DECIMAL = [
	'bif',
	'clp',
	'djf',
	'gnf',
	'jpy',
	'kmf',
	'krw',
	'mga',
	'pyg',
	'rwf',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
];

/** Zero-decimal currencies Stripe takes as two-decimal amounts divisible by 100. */
const WHOLE_IN_HUNDREDTHS = [ 'isk', 'ugx' ];

/** Currencies Stripe takes with three decimals, the last of them always 0. */
const THREE_DECIMAL = [ 'bhd', 'jod', 'kwd', 'omr', 'tnd' ];

/**
 * How many decimals Stripe counts for a currency.
 *
 * @param currency ISO 4217, any case.
 */
export function stripeDecimals( currency: string ): number {
	const code = currency.toLowerCase();
	if ( ZERO_DECIMAL.includes( code ) ) {
		return 0;
	}
	return THREE_DECIMAL.includes( code ) ? 3 : 2;
}

/**
 * An integer with `from` decimals expressed with `to` decimals, rounded half up (away from zero),
 * in integers as the PHP does it (no floating-point product to round).
 *
 * @param amount The amount.
 * @param from   Its decimals.
 * @param to     The decimals wanted.
 */
function rescale( amount: number, from: number, to: number ): number {
	if ( to >= from ) {
		return amount * 10 ** ( to - from );
	}
	const divisor = 10 ** ( from - to );
	const size = Math.abs( amount );
	const whole =
		Math.floor( size / divisor ) +
		( ( size % divisor ) * 2 >= divisor ? 1 : 0 );
	return amount < 0 ? -whole : whole;
}

/**
 * An amount of the shop's minor units in Stripe's.
 *
 * @param minor        The amount, in the shop's minor units.
 * @param shopDecimals The decimals the shop gives the currency.
 * @param currency     ISO 4217.
 */
export function toStripeAmount(
	minor: number,
	shopDecimals: number,
	currency: string
): number {
	const code = currency.toLowerCase();
	if ( WHOLE_IN_HUNDREDTHS.includes( code ) ) {
		return rescale( minor, shopDecimals, 0 ) * 100;
	}
	const amount = rescale( minor, shopDecimals, stripeDecimals( code ) );
	// Stripe refuses a three-decimal amount whose last digit is not 0.
	return THREE_DECIMAL.includes( code )
		? rescale( amount, 1, 0 ) * 10
		: amount;
}
