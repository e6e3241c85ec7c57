/**
 * Test helper (imported by *.test.ts only): the totals box as the server draws it, a cart
 * answer with totals, and the box's settings.
 */
import type { CartJson } from './rest';
import type { CartTotalsSettings } from './settings';

export const FORMAT = {
	pattern: '€%s',
	decimals: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
};

export function totalsSettings( pricesIncludeTax = false ): CartTotalsSettings {
	return {
		pricesIncludeTax,
		i18n: {
			coupon: 'Coupon: %s',
			remove: '[Remove]',
			removeCoupon: 'Remove coupon %s',
			includesTax: '(includes %s tax)',
			enterAddress: 'Enter your address to view shipping options.',
			noRates: 'There are no shipping options available.',
			applied: 'Coupon code applied successfully.',
			removed: 'Coupon has been removed.',
			enterCoupon: 'Please enter a coupon code.',
			shippingDone: 'Shipping costs updated.',
			shippingTo: 'Shipping to %s.',
		},
	};
}

/** The box as CartTotalsBox renders it, with one coupon and one tax row. */
export function totalsBoxHtml(): string {
	return `<div class="vitrine-cart__totals" data-vitrine-cart-totals>
		<form class="vitrine-cart-coupon" method="post">
			<label for="code">Coupon code</label>
			<input type="text" id="code" class="vitrine-cart-coupon__input" name="vitrine_coupon_code">
			<button type="submit" name="vitrine-apply-coupon" value="1">Apply coupon</button>
			<span class="vitrine-cart-coupon__message" role="alert"></span>
		</form>
		<table class="vitrine-cart__totals-table"><tbody>
			<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--subtotal"><th>Subtotal</th><td class="vitrine-cart__totals-subtotal">old</td></tr>
			<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--discount" data-coupon="old"><th>Coupon: old</th><td>−€1.00 <form><button type="submit" class="vitrine-cart__remove-coupon" value="old">[Remove]</button></form></td></tr>
			<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--shipping"><th>Shipping</th><td>
				<form class="vitrine-cart__rates"><fieldset><div class="vitrine-cart__rates-options"><p class="vitrine-cart__no-rates">Enter your address to view shipping options.</p></div></fieldset><button type="submit" class="vitrine-cart__rates-submit">Update shipping</button></form>
				<div class="vitrine-cart-shipping">
					<p class="vitrine-cart-shipping__destination"></p>
					<button type="button" class="vitrine-cart-shipping__toggle" aria-expanded="true" aria-controls="calc" hidden>Calculate shipping</button>
					<form id="calc" class="vitrine-cart-shipping__form">
						<select name="calc_shipping_country"><option value="">Select…</option><option value="DE">Germany</option><option value="FR">France</option></select>
						<p data-vitrine-field="state" data-vitrine-state-control="text"><input name="calc_shipping_state"></p><input name="calc_shipping_city"><input name="calc_shipping_postcode">
						<button type="submit">Update</button>
					</form>
				</div>
			</td></tr>
			<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--tax"><th>VAT</th><td>old</td></tr>
			<tr class="vitrine-cart__totals-row vitrine-cart__totals-row--total"><th>Total</th><td class="vitrine-cart__totals-total"><strong>old</strong></td></tr>
		</tbody></table>
	</div>`;
}

/**
 * A cart of one line with totals.
 *
 * @param overrides What a test needs otherwise.
 */
export function cartWithTotals(
	overrides: Partial< CartJson > = {}
): CartJson {
	return {
		items: [
			{
				key: 'a',
				id: 1,
				variation_id: 0,
				quantity: 2,
				name: 'Mug',
				permalink: '#',
				variation: [],
				prices: { price: '10.00', regular_price: '10.00' },
				totals: {
					line_total: '20.00',
					line_subtotal: '20.00',
					line_subtotal_tax: '3.80',
					line_total_tax: '3.42',
					currency_minor_unit: 2,
				},
				max_quantity: null,
			},
		],
		items_count: 2,
		totals: {
			subtotal: '20.00',
			currency_code: 'EUR',
			currency_minor_unit: 2,
			total_items: '20.00',
			total_items_tax: '3.80',
			total_discount: '2.00',
			total_discount_tax: '0.38',
			total_shipping: '4.90',
			total_shipping_tax: '0.93',
			total_tax: '4.35',
			total_price: '27.25',
			total_refund: '0.00',
			tax_lines: [ { name: 'VAT', price: '4.35', rate: '19' } ],
		},
		hash: 'h',
		needs_shipping: true,
		coupons: [
			{
				code: 'welcome10',
				totals: { total_discount: '2.00', total_discount_tax: '0.38' },
			},
		],
		shipping_rates: [
			{
				rate_id: 'flat_rate:1',
				method_id: 'flat_rate',
				name: 'Parcel',
				price: '4.90',
				taxes: '0.93',
				selected: true,
			},
			{
				rate_id: 'local_pickup:2',
				method_id: 'local_pickup',
				name: 'Pickup',
				price: '0.00',
				taxes: '0.00',
				selected: false,
			},
		],
		errors: [],
		...overrides,
	};
}
