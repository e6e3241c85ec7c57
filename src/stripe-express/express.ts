/**
 * The express checkout of one button area (docs/spec/payments.md sections 4 to 9): one Express
 * Checkout Element per method, each in its own Elements group (Stripe allows one such element a
 * group), shown once Stripe reports a method available; the click, shipping, confirm and cancel
 * events; the amount kept up with the cart, the checkout or the chosen variation.
 */
import type {
	StripeExpressCheckoutElementClickEvent,
	StripeExpressCheckoutElementConfirmEvent,
	StripeExpressCheckoutElementShippingAddressChangeEvent,
	StripeExpressCheckoutElementShippingRateChangeEvent,
} from '@stripe/stripe-js';
import { CART_UPDATED_EVENT } from '../cart/context';
import { PAYMENT_CONTEXT_EVENT } from '../checkout/payment-context';
import {
	billingAddress,
	shippingAddress,
	type AddressPayload,
} from './address';
import {
	lineItems,
	shippingRates,
	stripeAmount,
	type Currency,
} from './line-items';
import { stripeErrorMessage } from './messages';
import {
	elementOptions,
	elementsOptions,
	enabledMethods,
	type ExpressMethod,
} from './options';
import { blockPage, showError } from './page';
import {
	cartFields,
	hasVariation,
	isButtonDisabled,
	productForm,
} from './product-form';
import { placeOrder, postExpress, type Result } from './server';
import {
	message,
	type ExpressRate,
	type ExpressTotals,
	type StripeExpressSettings,
} from './settings';
import { attributionExtensions } from './attribution';
import type { ExpressElementsLike, ExpressStripe } from './stripe-types';
import { applyVisibility, initialState } from './visibility';

/** How long the click waits for the product's add-to-cart before opening the sheet anyway. */
export const ADD_TO_CART_WAIT_MS = 700;
/** How long a confirm waits, after a failed add-to-cart, before giving up. */
export const FAILED_CART_WAIT_MS = 1000;
/** The quantity field's debounce before the product's amount is asked again. */
export const QUANTITY_DEBOUNCE_MS = 250;

/**
 * Settles with null after a while.
 *
 * @param ms Milliseconds.
 */
const wait = ( ms: number ): Promise< null > =>
	new Promise( ( resolve ) => setTimeout( () => resolve( null ), ms ) );

/**
 * Whether an answer carries a total (a success without one is not taken up).
 *
 * @param totals The answer's data.
 */
const hasTotal = ( totals: Partial< ExpressTotals > ): boolean =>
	typeof totals.total?.amount === 'number';

export interface ExpressDeps {
	settings: StripeExpressSettings;
	/** Loads Stripe.js (once). */
	stripe: () => Promise< ExpressStripe >;
	/** Sends the browser to a URL; a #vitrine-stripe-confirm-… hash runs the confirm flow there. */
	navigate: ( url: string ) => void;
	/** window.confirm. */
	confirm: ( text: string ) => boolean;
}

/** A started area. */
export interface ExpressWidget {
	destroy: () => void;
}

interface ShippingAnswer extends ExpressTotals {
	shipping_options: ExpressRate[];
}

interface NormalizedAnswer {
	billing_address: AddressPayload;
	shipping_address: AddressPayload;
}

/**
 * Starts the express checkout of an area.
 *
 * @param wrapper The .vitrine-express-checkout wrapper.
 * @param deps    What it works with.
 */
export async function startExpress(
	wrapper: HTMLElement,
	deps: ExpressDeps
): Promise< ExpressWidget > {
	const { settings } = deps;
	const doc = wrapper.ownerDocument;
	const buttons =
		wrapper.querySelector< HTMLElement >(
			'.vitrine-express-checkout__buttons'
		) ?? wrapper;
	const currency: Currency = {
		code: settings.checkout.currency_code,
		decimals: settings.checkout.currency_decimals,
	};
	const product = settings.is_product_page ? settings.product : null;
	const form = product ? productForm( doc, product.id ) : null;
	const isProduct = product ? '1' : '0';
	const state = initialState();
	const groups: ExpressElementsLike[] = [];
	const cleanups: Array< () => void > = [];
	let totals: ExpressTotals = ( product ??
		( settings.is_pay_for_order ? settings.order : settings.cart ) ?? {
			total: { label: '', amount: 0 },
			displayItems: [],
			requestShipping: false,
		} ) as ExpressTotals;
	let methods = 0;
	let settledCount = 0;

	const render = (): void => applyVisibility( wrapper, state, settings );

	/**
	 * Takes up new totals: the amount of every element, the zero-total state.
	 *
	 * @param next The totals.
	 */
	const setTotals = ( next: ExpressTotals ): void => {
		totals = next;
		state.zeroTotal = next.total.amount <= 0 && ! settings.has_free_trial;
		if ( next.total.amount > 0 ) {
			const amount = stripeAmount( next.total.amount, currency );
			groups.forEach( ( group ) => group.update( { amount } ) );
		}
		render();
	};

	// The product's variation and quantity: a new amount from the server for what is chosen.
	let productTimer: ReturnType< typeof setTimeout > | undefined;
	const readProduct = (): void => {
		if ( ! product || ! form ) {
			return;
		}
		state.variationUnchosen = product.is_variable && ! hasVariation( form );
		render();
		clearTimeout( productTimer );
		if ( state.variationUnchosen ) {
			return;
		}
		productTimer = setTimeout( async () => {
			const answer = await postExpress< ExpressTotals >(
				settings,
				'stripe_get_selected_product_data',
				cartFields( form, product.id ),
				'productDataError'
			);
			const data = answer.ok ? answer.data : null;
			state.productDataError = ! data || ! hasTotal( data );
			if ( data && ! state.productDataError ) {
				setTotals( data );
				return;
			}
			render();
			// Hidden, and the shopper told why (the server's words, as "Sorry, this product is
			// unavailable…", else the catalogue's product data failure).
			showError(
				wrapper,
				answer.ok
					? message( settings, 'productDataError' )
					: answer.message
			);
		}, QUANTITY_DEBOUNCE_MS );
	};
	if ( product ) {
		state.variationUnchosen =
			product.is_variable &&
			! ( form ? hasVariation( form ) : product.validVariationSelected );
		// The selects' and quantity's changes; the reset link empties the selects without one.
		const onReset = ( event: Event ): void => {
			if (
				( event.target as Element | null )?.closest?.(
					'.vitrine-variations__reset'
				)
			) {
				readProduct();
			}
		};
		form?.addEventListener( 'change', readProduct );
		form?.addEventListener( 'click', onReset );
		cleanups.push( () => {
			form?.removeEventListener( 'change', readProduct );
			form?.removeEventListener( 'click', onReset );
		} );
	}

	// The cart's and the checkout's totals changed: the amount again.
	const readCart = async (): Promise< void > => {
		const answer = await postExpress< ExpressTotals >(
			settings,
			'stripe_get_cart_details',
			[]
		);
		if ( answer.ok && hasTotal( answer.data ) ) {
			setTotals( answer.data );
		}
	};
	if ( settings.is_cart_page || settings.is_checkout_page ) {
		const listener = (): void => void readCart();
		for ( const name of [ CART_UPDATED_EVENT, PAYMENT_CONTEXT_EVENT ] ) {
			doc.addEventListener( name, listener );
			cleanups.push( () => doc.removeEventListener( name, listener ) );
		}
	}

	setTotals( totals );

	let stripe: ExpressStripe;
	try {
		stripe = await deps.stripe();
	} catch {
		state.loadError = true;
		render();
		return { destroy: () => cleanups.forEach( ( run ) => run() ) };
	}

	// The product-page click's add-to-cart: its result, read again by confirm.
	let cart: Result< ExpressTotals > | null = null;
	let adding: Promise< Result< ExpressTotals > > | null = null;
	let aborted = false;

	const clearCart = (): void =>
		void postExpress( settings, 'stripe_clear_cart', [] );

	/**
	 * What the sheet opens with.
	 *
	 * @param current The totals.
	 */
	const clickDetails = ( current: ExpressTotals ) => {
		const rates = product
			? product.shippingOptions
			: [ settings.checkout.default_shipping_option ].filter(
					( rate ): rate is ExpressRate => !! rate
				);
		return {
			lineItems: lineItems(
				current.displayItems,
				current.total.amount,
				currency
			),
			emailRequired: true,
			phoneNumberRequired: settings.checkout.needs_payer_phone,
			shippingAddressRequired: current.requestShipping,
			...( current.requestShipping
				? {
						allowedShippingCountries:
							settings.allowed_shipping_countries,
						shippingRates: shippingRates(
							rates,
							currency,
							settings.checkout.default_shipping_option?.id
						),
					}
				: {} ),
		};
	};

	const onClick = async (
		event: StripeExpressCheckoutElementClickEvent
	): Promise< void > => {
		const login = settings.login_confirmation;
		if ( login ) {
			if ( deps.confirm( login.message ) ) {
				deps.navigate( login.redirect_url );
			}
			return;
		}
		if ( ! product ) {
			event.resolve( clickDetails( totals ) );
			return;
		}
		if ( form && isButtonDisabled( form ) ) {
			showError( wrapper, message( settings, 'selectOptions' ) );
			return;
		}
		aborted = false;
		cart = null;
		adding = postExpress< ExpressTotals >(
			settings,
			'stripe_add_to_cart',
			form
				? cartFields( form, product.id )
				: [
						[ 'product_id', String( product.id ) ],
						[ 'qty', '1' ],
					],
			'addToCartError'
		).then( ( answer ) => {
			// A success without a total is no product in the cart the sheet can show.
			const result: Result< ExpressTotals > =
				answer.ok && ! hasTotal( answer.data )
					? {
							ok: false,
							message: message( settings, 'addToCartError' ),
						}
					: answer;
			cart = result;
			if ( aborted ) {
				// Cancelled before the product was in: take it out again.
				clearCart();
			}
			return result;
		} );
		const quick = await Promise.race( [
			adding,
			wait( ADD_TO_CART_WAIT_MS ),
		] );
		if ( quick && ! quick.ok ) {
			showError( wrapper, quick.message );
			return;
		}
		// Over 700 ms: the sheet opens with the product's own totals; confirm awaits the rest.
		event.resolve( clickDetails( quick?.ok ? quick.data : product ) );
	};

	/**
	 * Tells the sheet's group the server's new total (the sheet shows the group's amount).
	 *
	 * @param group The wallet's Elements group.
	 * @param fresh The server's totals.
	 * @return The line items of those totals.
	 */
	const applyTotals = (
		group: ExpressElementsLike,
		fresh: ExpressTotals
	): ReturnType< typeof lineItems > => {
		group.update( {
			amount: stripeAmount( fresh.total.amount, currency ),
		} );
		return lineItems( fresh.displayItems, fresh.total.amount, currency );
	};

	const onShippingAddress =
		( group: ExpressElementsLike ) =>
		async (
			event: StripeExpressCheckoutElementShippingAddressChangeEvent
		): Promise< void > => {
			const { address } = event;
			const answer = await postExpress< ShippingAnswer >(
				settings,
				'stripe_get_shipping_options',
				[
					[ 'country', address.country ],
					[ 'state', address.state ],
					[ 'postcode', address.postal_code ],
					[ 'city', address.city ],
					[ 'address_1', '' ],
					[ 'address_2', '' ],
					[ 'is_product_page', isProduct ],
				]
			);
			if (
				! answer.ok ||
				! hasTotal( answer.data ) ||
				! answer.data.shipping_options?.length
			) {
				event.reject();
				return;
			}
			event.resolve( {
				lineItems: applyTotals( group, answer.data ),
				shippingRates: shippingRates(
					answer.data.shipping_options,
					currency
				),
			} );
		};

	const onShippingRate =
		( group: ExpressElementsLike ) =>
		async (
			event: StripeExpressCheckoutElementShippingRateChangeEvent
		): Promise< void > => {
			const answer = await postExpress< ExpressTotals >(
				settings,
				'stripe_update_shipping_method',
				[
					[ 'shipping_method[]', event.shippingRate.id ],
					[ 'is_product_page', isProduct ],
				]
			);
			if ( ! answer.ok || ! hasTotal( answer.data ) ) {
				event.reject();
				return;
			}
			event.resolve( { lineItems: applyTotals( group, answer.data ) } );
		};

	/**
	 * The addresses of the order, normalised by the server (state codes, postcodes).
	 *
	 * @param event The confirm event.
	 */
	const addresses = (
		event: StripeExpressCheckoutElementConfirmEvent
	): Promise< Result< NormalizedAnswer > > => {
		const billing = billingAddress( event.billingDetails );
		const shipping = shippingAddress( event.shippingAddress, billing );
		const fields: Array< [ string, string ] > = [];
		for ( const [ key, address ] of [
			[ 'billing_address', billing ],
			[ 'shipping_address', shipping ],
		] as const ) {
			for ( const [ field, value ] of Object.entries( address ) ) {
				fields.push( [ `data[${ key }][${ field }]`, value ] );
			}
		}
		return postExpress< NormalizedAnswer >(
			settings,
			'stripe_normalize_address',
			fields
		);
	};

	const onConfirm =
		( group: ExpressElementsLike ) =>
		async (
			event: StripeExpressCheckoutElementConfirmEvent
		): Promise< void > => {
			const fail = ( text: string ): void => {
				blockPage( doc, false );
				showError( wrapper, text );
				event.paymentFailed( { reason: 'fail' } );
			};
			blockPage( doc, true );
			if ( product ) {
				// Opened before the add-to-cart answered: its answer is awaited.
				await adding;
				if ( ! cart?.ok ) {
					await wait( FAILED_CART_WAIT_MS );
				}
				// Read again after the wait: the add-to-cart may have come in meanwhile.
				const added = cart as Result< ExpressTotals > | null;
				if ( ! added?.ok ) {
					fail(
						added?.message ?? message( settings, 'addToCartError' )
					);
					return;
				}
			}
			let orderAddresses = {};
			if ( ! settings.is_pay_for_order ) {
				const normalized = await addresses( event );
				if ( ! normalized.ok ) {
					fail( normalized.message );
					return;
				}
				orderAddresses = {
					billing_address: normalized.data.billing_address,
					shipping_address: {
						...normalized.data.shipping_address,
						method: event.shippingRate
							? [ event.shippingRate.id ]
							: [],
					},
				};
			}
			const submitted = await group.submit();
			if ( submitted.error ) {
				fail(
					stripeErrorMessage( submitted.error, settings.messages )
				);
				return;
			}
			const created = await stripe.createPaymentMethod( {
				elements: group,
			} );
			if ( ! created.paymentMethod ) {
				fail(
					stripeErrorMessage( created.error ?? {}, settings.messages )
				);
				return;
			}
			// A new order carries where the buyer came from; a pay-for-order's exists already.
			const extensions = settings.is_pay_for_order
				? {}
				: attributionExtensions();
			const placed = await placeOrder( settings, {
				...orderAddresses,
				...( Object.keys( extensions ).length > 0
					? { extensions }
					: {} ),
				payment_method: 'stripe',
				customer_note: '',
				payment_data: [
					{ key: 'payment_method', value: 'stripe' },
					{
						key: 'vitrine-stripe-payment-method',
						value: created.paymentMethod.id,
					},
					{
						key: 'express_payment_type',
						value: event.expressPaymentType,
					},
					{ key: 'vitrine-stripe-is-deferred-intent', value: true },
				],
				terms: true,
			} );
			if ( ! placed.ok ) {
				fail( placed.message );
				return;
			}
			// The page stays blocked: the browser is leaving (or the confirm flow of the hash
			// takes over on a page that runs it).
			deps.navigate( placed.data );
		};

	const onCancel = (): void => {
		aborted = true;
		if ( product ) {
			clearCart();
		}
		blockPage( doc, false );
	};

	const mountMethod = ( method: ExpressMethod ): void => {
		const container = doc.createElement( 'div' );
		container.className = 'vitrine-express-checkout__method';
		container.id = `vitrine-express-checkout-element-${ method }`;
		// Hidden until its ready event says the method is available: a container that would be
		// hidden then must not hold a place meanwhile, or the others move when it goes (a layout
		// shift inside the reserved height).
		container.hidden = true;
		buttons.append( container );
		const group = stripe.elements(
			elementsOptions(
				settings,
				// Stripe refuses an amount of 0 in payment mode; such an area is hidden anyway.
				Math.max( 1, stripeAmount( totals.total.amount, currency ) )
			)
		);
		groups.push( group );
		const element = group.create(
			'expressCheckout',
			elementOptions( settings.button, method )
		);
		let settled = false;
		const settle = (): void => {
			if ( ! settled ) {
				settled = true;
				settledCount++;
				state.settled = settledCount >= methods;
			}
		};
		element.on( 'ready', ( event ) => {
			const available = !! event.availablePaymentMethods?.[ method ];
			container.hidden = ! available;
			state.available ||= available;
			settle();
			render();
		} );
		element.on( 'loaderror', () => {
			container.hidden = true;
			state.loadError = true;
			settle();
			render();
		} );
		element.on( 'click', ( event ) => void onClick( event ) );
		element.on( 'shippingaddresschange', onShippingAddress( group ) );
		element.on( 'shippingratechange', onShippingRate( group ) );
		element.on( 'confirm', onConfirm( group ) );
		element.on( 'cancel', onCancel );
		element.mount( container );
		cleanups.push( () => {
			element.destroy();
			container.remove();
		} );
	};

	const list = enabledMethods( settings.stripe );
	methods = list.length;
	state.settled = ! methods;
	list.forEach( mountMethod );
	render();

	return {
		destroy: () => {
			clearTimeout( productTimer );
			cleanups.forEach( ( run ) => run() );
		},
	};
}
