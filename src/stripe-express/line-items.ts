/**
 * What the payment sheet lists (docs/spec/payments.md section 5): the server's lines in Stripe's
 * units, none when their sum exceeds the total (a rounding or a discount the lines cannot show
 * would make the sheet's total wrong), and the shipping rates with the chosen one first.
 */
import type { LineItem, ShippingRate } from '@stripe/stripe-js';
import { toStripeAmount } from '../stripe/amounts';
import type { ExpressAmount, ExpressRate } from './settings';

/** How the page's currency counts: its code and the decimals the server gave the amounts. */
export interface Currency {
	code: string;
	decimals: number;
}

/**
 * An amount of the server in Stripe's units: the server already sends them (currency_decimals is
 * Stripe's count), so this only keeps Stripe's own rules (ISK and UGX in whole hundredths, a
 * three-decimal amount ending in 0) should the two ever differ.
 *
 * @param amount   The amount.
 * @param currency The currency.
 */
export function stripeAmount( amount: number, currency: Currency ): number {
	return toStripeAmount( amount, currency.decimals, currency.code );
}

/**
 * The sheet's lines.
 *
 * @param items    The server's lines (labels already carry " × qty" and the variation).
 * @param total    The total.
 * @param currency The currency.
 * @return No lines when their sum exceeds the total.
 */
export function lineItems(
	items: readonly ExpressAmount[],
	total: number,
	currency: Currency
): LineItem[] {
	const lines = items.map( ( item ) => ( {
		name: item.label,
		amount: stripeAmount( item.amount, currency ),
	} ) );
	const sum = lines.reduce( ( all, line ) => all + line.amount, 0 );
	return sum > stripeAmount( total, currency ) ? [] : lines;
}

/**
 * The rates in Stripe's shape, the chosen one first (the sheet selects the first).
 *
 * @param rates    The server's rates.
 * @param currency The currency.
 * @param chosen   The id of the rate to put first.
 */
export function shippingRates(
	rates: readonly ExpressRate[],
	currency: Currency,
	chosen?: string | null
): ShippingRate[] {
	const list = rates.map( ( rate ) => ( {
		id: rate.id,
		displayName: rate.displayName,
		amount: stripeAmount( rate.amount, currency ),
	} ) );
	const first = list.findIndex( ( rate ) => rate.id === chosen );
	if ( first > 0 ) {
		list.unshift( ...list.splice( first, 1 ) );
	}
	return list;
}
