/**
 * Draws the cart page's totals box again from a cart answer of the REST routes, with the markup
 * the server draws it with (Vitrine\Checkout\View\CartTotalsBox): subtotal, one row per coupon
 * with its remove button, the shipping rates, taxes and the total. The server decides every
 * amount; this only writes them.
 */
import { formatDecimal, decimalToMinor, formatMinor } from './money';
import type { PriceFormat } from './money';
import type { CartJson } from './rest';
import type { CartTotalsSettings } from './settings';

const ROW = 'vitrine-cart__totals-row';

/**
 * Adds two decimal strings of the answer and writes the sum.
 *
 * @param a      An amount.
 * @param b      Another.
 * @param format How amounts are written.
 */
function sum( a: string, b: string, format: PriceFormat ): string {
	const total =
		( decimalToMinor( a, format.decimals ) ?? 0 ) +
		( decimalToMinor( b, format.decimals ) ?? 0 );
	return formatMinor( total, format );
}

function el< K extends keyof HTMLElementTagNameMap >(
	doc: Document,
	tag: K,
	className = '',
	text = ''
): HTMLElementTagNameMap[ K ] {
	const node = doc.createElement( tag );
	if ( className ) {
		node.className = className;
	}
	if ( text ) {
		node.textContent = text;
	}
	return node;
}

function row( doc: Document, modifier: string, label: string ): HTMLElement {
	const tr = el( doc, 'tr', `${ ROW } ${ ROW }--${ modifier }` );
	const th = el( doc, 'th', '', label );
	th.setAttribute( 'scope', 'row' );
	tr.append( th, el( doc, 'td' ) );
	return tr;
}

/**
 * A coupon's row: its discount, or why it no longer applies (then `refusal` is set); its
 * remove button either way.
 *
 * @param doc      The document.
 * @param code     The coupon code.
 * @param amount   The discount, written; '' with a refusal.
 * @param settings The box's settings.
 * @param refusal  Why the coupon no longer applies.
 */
function couponRow(
	doc: Document,
	code: string,
	amount: string,
	settings: CartTotalsSettings,
	refusal?: string
): HTMLElement {
	const tr = row(
		doc,
		refusal === undefined ? 'discount' : 'refused-coupon',
		settings.i18n.coupon.replace( '%s', code )
	);
	tr.dataset.coupon = code;
	const button = el(
		doc,
		'button',
		'vitrine-cart__remove-coupon vitrine-link-button',
		settings.i18n.remove
	);
	button.type = 'button';
	button.value = code;
	button.setAttribute(
		'aria-label',
		settings.i18n.removeCoupon.replace( '%s', code )
	);
	tr.lastElementChild?.append(
		refusal === undefined
			? el( doc, 'span', 'vitrine-cart__discount', '−' + amount )
			: el( doc, 'span', 'vitrine-cart__coupon-refused', refusal ),
		' ',
		button
	);
	return tr;
}

/**
 * The rates as radio buttons, or why there are none.
 *
 * @param doc      The document.
 * @param cart     The cart.
 * @param settings The box's settings.
 * @param format   How amounts are written.
 * @param located  Whether the shopper said where they are.
 */
export function ratesMarkup(
	doc: Document,
	cart: CartJson,
	settings: CartTotalsSettings,
	format: PriceFormat,
	located: boolean
): HTMLElement {
	if ( cart.shipping_rates.length === 0 ) {
		return el(
			doc,
			'p',
			'vitrine-cart__no-rates',
			located ? settings.i18n.noRates : settings.i18n.enterAddress
		);
	}
	const list = el( doc, 'ul', 'vitrine-cart__rates-list' );
	for ( const rate of cart.shipping_rates ) {
		const id =
			'vitrine-cart-rate-' + rate.rate_id.replace( /[^\w-]/g, '_' );
		const input = el( doc, 'input', 'vitrine-cart__rate' );
		input.type = 'radio';
		input.name = 'vitrine_shipping_rate';
		input.id = id;
		input.value = rate.rate_id;
		input.checked = rate.selected;
		const free = decimalToMinor( rate.price, format.decimals ) === 0;
		const price = settings.pricesIncludeTax
			? sum( rate.price, rate.taxes, format )
			: formatDecimal( rate.price, format );
		const label = el(
			doc,
			'label',
			'',
			free ? rate.name : `${ rate.name }: ${ price }`
		);
		label.htmlFor = id;
		const item = el( doc, 'li' );
		item.append( input, label );
		list.append( item );
	}
	return list;
}

/**
 * Writes the box from the cart answer.
 *
 * @param box      The totals box ([data-vitrine-cart-totals]).
 * @param cart     The cart answer.
 * @param settings The box's settings.
 * @param format   How amounts are written.
 * @param located  Whether the shopper said where they are (for the no-rates message).
 * @return The messages of the coupons that this answer stopped applying, for screen readers.
 */
export function renderTotals(
	box: HTMLElement,
	cart: CartJson,
	settings: CartTotalsSettings,
	format: PriceFormat,
	located: boolean
): string[] {
	const doc = box.ownerDocument;
	const gross = settings.pricesIncludeTax;
	const { totals } = cart;

	const subtotal = box.querySelector( '.vitrine-cart__totals-subtotal' );
	if ( subtotal ) {
		subtotal.textContent = gross
			? sum( totals.total_items, totals.total_items_tax, format )
			: formatDecimal( totals.total_items, format );
	}

	const refusedBefore = new Set(
		Array.from(
			box.querySelectorAll< HTMLElement >( `.${ ROW }--refused-coupon` ),
			( old ) => old.dataset.coupon
		)
	);
	box.querySelectorAll(
		`.${ ROW }--discount, .${ ROW }--refused-coupon, .${ ROW }--tax`
	).forEach( ( old ) => old.remove() );
	const shipping = box.querySelector< HTMLElement >( `.${ ROW }--shipping` );
	const coupons = cart.coupons.map( ( coupon ) =>
		couponRow(
			doc,
			coupon.code,
			gross
				? sum(
						coupon.totals.total_discount,
						coupon.totals.total_discount_tax,
						format
					)
				: formatDecimal( coupon.totals.total_discount, format ),
			settings
		)
	);
	const refused = cart.errors.filter(
		( error ) => error.code === 'vitrine_coupon_removed'
	);
	shipping?.before(
		...coupons,
		...refused.map( ( error ) =>
			couponRow( doc, error.coupon, '', settings, error.message )
		)
	);

	if ( shipping ) {
		shipping.hidden = ! cart.needs_shipping;
		const options = shipping.querySelector(
			'.vitrine-cart__rates-options'
		);
		options?.replaceChildren(
			ratesMarkup( doc, cart, settings, format, located )
		);
		const submit = shipping.querySelector< HTMLElement >(
			'.vitrine-cart__rates-submit'
		);
		if ( submit ) {
			// The script sends each choice at once.
			submit.hidden = true;
		}
	}

	if ( ! gross ) {
		const taxes = totals.tax_lines.map( ( tax ) => {
			const tr = row( doc, 'tax', tax.name );
			tr.lastElementChild!.textContent = formatDecimal(
				tax.price,
				format
			);
			return tr;
		} );
		shipping?.after( ...taxes );
	}

	const total = box.querySelector( '.vitrine-cart__totals-total' );
	if ( total ) {
		const strong = el(
			doc,
			'strong',
			'',
			formatDecimal( totals.total_price, format )
		);
		const parts: Array< Node | string > = [ strong ];
		if (
			gross &&
			( decimalToMinor( totals.total_tax, format.decimals ) ?? 0 ) > 0
		) {
			parts.push(
				' ',
				el(
					doc,
					'small',
					'vitrine-cart__includes-tax',
					settings.i18n.includesTax.replace(
						'%s',
						formatDecimal( totals.total_tax, format )
					)
				)
			);
		}
		total.replaceChildren( ...parts );
	}

	// What to tell screen readers: the coupons that have just stopped applying.
	const fresh = refused.filter(
		( error ) => ! refusedBefore.has( error.coupon )
	);
	if ( fresh.length ) {
		// The coupon field's last word ("applied successfully") no longer holds: its row says why.
		const message = box.querySelector< HTMLElement >(
			'.vitrine-cart-coupon__message'
		);
		if ( message ) {
			message.textContent = '';
			message.classList.remove( 'is-success', 'is-error' );
		}
	}
	return fresh.map( ( error ) => error.message );
}
