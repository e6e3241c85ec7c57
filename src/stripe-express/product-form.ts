/**
 * The product page's add-to-cart form, as the express checkout reads it: whether its button is
 * disabled (options unchosen or unavailable), whether a variation is chosen, and the fields the
 * express add-to-cart takes (docs/spec/payments.md section 5: the variation attributes, the
 * add-ons' addon-* fields and the quantity; nothing else of the form).
 */

/**
 * The add-to-cart form of the product.
 *
 * @param doc       The document.
 * @param productId The product.
 */
export function productForm(
	doc: Document,
	productId: number
): HTMLFormElement | null {
	return doc.querySelector< HTMLFormElement >(
		`form.vitrine-add-to-cart-form[data-product_id="${ productId }"]`
	);
}

/**
 * Whether the form's add-to-cart button is disabled (the disabled class, or disabled).
 *
 * @param form The form.
 */
export function isButtonDisabled( form: HTMLFormElement ): boolean {
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"]'
	);
	return (
		!! button &&
		( button.disabled || button.classList.contains( 'disabled' ) )
	);
}

/**
 * Whether a variation is chosen (always true for a simple product's form).
 *
 * @param form The form.
 */
export function hasVariation( form: HTMLFormElement ): boolean {
	const id = form.querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	);
	return ! id || ( id.value !== '' && id.value !== '0' );
}

/**
 * The quantity chosen (1 when the field is missing or not a number).
 *
 * @param form The form.
 */
export function quantity( form: HTMLFormElement ): number {
	const value = Number(
		form.querySelector< HTMLInputElement >( 'input[name="quantity"]' )
			?.value
	);
	return Number.isFinite( value ) && value > 0 ? Math.floor( value ) : 1;
}

/**
 * The form fields copied into the express add-to-cart besides product_id and qty: the variation's
 * attributes, add-ons (addon-) and deposits (the spec's wc_ fields, vitrine_ here).
 */
export const CART_FIELD_PREFIXES = [ 'attribute_', 'addon-', 'vitrine_' ];

/**
 * The fields the express add-to-cart takes: product_id, qty, attribute_*, addon-* and vitrine_*.
 *
 * @param form      The form.
 * @param productId The product.
 */
export function cartFields(
	form: HTMLFormElement,
	productId: number
): Array< [ string, string ] > {
	const fields: Array< [ string, string ] > = [
		[ 'product_id', String( productId ) ],
		[ 'qty', String( quantity( form ) ) ],
	];
	new FormData( form ).forEach( ( value, name ) => {
		if (
			typeof value === 'string' &&
			CART_FIELD_PREFIXES.some( ( prefix ) => name.startsWith( prefix ) )
		) {
			fields.push( [ name, value ] );
		}
	} );
	return fields;
}
