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
	'ugx',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
];

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
	const decimals = stripeDecimals( currency );
	const amount = Math.round( minor * 10 ** ( decimals - shopDecimals ) );
	// Stripe refuses a three-decimal amount whose last digit is not 0.
	return decimals === 3 ? Math.round( amount / 10 ) * 10 : amount;
}
