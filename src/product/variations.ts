/**
 * Variable products: one select per variation attribute. A full choice finds its variation in
 * the JSON PHP prints on the form (data-product_variations), shows its price and stock, swaps
 * the gallery's main image for the variation's, and sets variation_id on the form and its
 * add-to-cart button; a choice no variation matches says so and disables the button.
 */
import { t } from './strings';
import type { GalleryImageData } from './gallery/image';

export interface ProductVariation {
	variation_id: number;
	/** attribute_<key> => value, '' matching any value. */
	attributes: Record< string, string >;
	price_html: string;
	availability_html: string;
	stock_status: string;
	is_in_stock: boolean;
	is_purchasable: boolean;
	max_qty: number | null;
	min_qty: number;
	sku: string;
	image: GalleryImageData | null;
}

/** The event the gallery listens to: detail { productId, image } (null for the product's own). */
export const VARIATION_IMAGE_EVENT = 'vitrine:variation-image';

export interface VariationImageDetail {
	productId: number;
	image: GalleryImageData | null;
}

/**
 * The message of a combination no variation matches (spec wording).
 */
export function unavailableMessage(): string {
	return t( 'unavailable' );
}

/**
 * Whether every attribute has a value.
 *
 * @param chosen attribute_<key> => chosen value ('' when none).
 */
export function isComplete( chosen: Record< string, string > ): boolean {
	const values = Object.values( chosen );
	return values.length > 0 && values.every( ( value ) => value !== '' );
}

/**
 * The first variation that a full choice selects, or null. A variation's empty value matches any
 * chosen value; a value left unchosen matches nothing.
 *
 * @param variations The product's variations.
 * @param chosen     attribute_<key> => chosen value.
 */
export function findVariation(
	variations: readonly ProductVariation[],
	chosen: Record< string, string >
): ProductVariation | null {
	return (
		variations.find( ( variation ) =>
			Object.entries( variation.attributes ).every(
				( [ name, value ] ) => {
					const picked = chosen[ name ] ?? '';
					return (
						picked !== '' && ( value === '' || value === picked )
					);
				}
			)
		) ?? null
	);
}

/**
 * The variations of a form's JSON, or an empty list when it is missing or broken.
 *
 * @param json The data-product_variations attribute.
 */
export function parseVariations(
	json: string | undefined
): ProductVariation[] {
	if ( ! json ) {
		return [];
	}
	try {
		const list: unknown = JSON.parse( json );
		return Array.isArray( list ) ? ( list as ProductVariation[] ) : [];
	} catch {
		return [];
	}
}

/**
 * Enhances one variations form.
 *
 * @param form The .vitrine-variations-form.
 */
export function initVariationForm( form: HTMLFormElement ): void {
	const variations = parseVariations( form.dataset.product_variations );
	const productId = Number( form.dataset.product_id ?? 0 );
	const selects = Array.from(
		form.querySelectorAll< HTMLSelectElement >(
			'select[data-attribute_name]'
		)
	);
	const output = form.querySelector< HTMLElement >(
		'.vitrine-single-variation'
	);
	const price = output?.querySelector< HTMLElement >(
		'.vitrine-single-variation__price'
	);
	const availability = output?.querySelector< HTMLElement >(
		'.vitrine-single-variation__availability'
	);
	const variationId = form.querySelector< HTMLInputElement >(
		'input[name="variation_id"]'
	);
	const quantity = form.querySelector< HTMLInputElement >(
		'input[name="quantity"]'
	);
	const reset = form.querySelector< HTMLButtonElement >(
		'.vitrine-variations__reset'
	);
	const buttons = (): HTMLButtonElement[] =>
		Array.from(
			form.querySelectorAll< HTMLButtonElement >(
				'button[type="submit"]'
			)
		);
	const doc = form.ownerDocument;
	let shownImage: GalleryImageData | null | undefined;

	const showImage = ( image: GalleryImageData | null ): void => {
		if ( shownImage === image ) {
			return;
		}
		shownImage = image;
		doc.dispatchEvent(
			new CustomEvent< VariationImageDetail >( VARIATION_IMAGE_EVENT, {
				detail: { productId, image },
			} )
		);
	};

	const setVariation = ( variation: ProductVariation | null ): void => {
		const id = variation ? String( variation.variation_id ) : '0';
		if ( variationId ) {
			variationId.value = id;
		}
		for ( const button of buttons() ) {
			if ( variation ) {
				button.dataset.variation_id = id;
			} else {
				delete button.dataset.variation_id;
			}
			button.disabled = ! variation || ! variation.is_in_stock;
		}
		if ( quantity ) {
			if ( variation?.max_qty ) {
				quantity.max = String( variation.max_qty );
				if ( Number( quantity.value ) > variation.max_qty ) {
					quantity.value = String( variation.max_qty );
				}
			} else {
				quantity.removeAttribute( 'max' );
			}
		}
	};

	const update = (): void => {
		const chosen: Record< string, string > = {};
		for ( const select of selects ) {
			chosen[ select.dataset.attribute_name ?? select.name ] =
				select.value;
		}
		if ( reset ) {
			reset.hidden = selects.every( ( select ) => select.value === '' );
		}
		if ( ! isComplete( chosen ) ) {
			if ( price ) {
				price.innerHTML = '';
			}
			if ( availability ) {
				availability.innerHTML = '';
			}
			setVariation( null );
			showImage( null );
			return;
		}
		const variation = findVariation( variations, chosen );
		if ( ! variation || ! variation.is_purchasable ) {
			if ( price ) {
				price.innerHTML = '';
			}
			if ( availability ) {
				availability.innerHTML = '';
				const message = doc.createElement( 'p' );
				message.className = 'vitrine-variation-unavailable';
				message.textContent = unavailableMessage();
				availability.append( message );
			}
			setVariation( null );
			showImage( null );
			return;
		}
		// Markup escaped by PHP (PriceFormatter, SingleProduct::stock_html()).
		if ( price ) {
			price.innerHTML = variation.price_html;
		}
		if ( availability ) {
			availability.innerHTML = variation.availability_html;
		}
		setVariation( variation );
		showImage( variation.image );
	};

	for ( const select of selects ) {
		select.addEventListener( 'change', update );
	}
	reset?.addEventListener( 'click', () => {
		for ( const select of selects ) {
			select.value = '';
		}
		update();
		selects[ 0 ]?.focus();
	} );
	// The browser may have restored choices (back button); start from what the selects hold.
	update();
}
