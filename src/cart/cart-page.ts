/**
 * The cart page ([vitrine_cart], the Cart block) with JavaScript: "Update cart" and the remove
 * links go through the REST cart routes, and the table follows the cart the server answers
 * (quantities, line totals, subtotal, removed rows, the empty state) without a reload. Without
 * JavaScript the same form posts to the page and the remove links are plain links.
 */
import {
	CART_UPDATED_EVENT,
	dispatchCartUpdated,
	refreshFragments,
	type CartContext,
	type CartUpdatedDetail,
} from './context';
import { block } from './mini-cart';
import { formatDecimal, type PriceFormat } from './money';
import type { Answer } from '../core/http';
import type { RestClient } from '../core/rest';
import type { CartJson } from './rest';
import type { CartTotalsSettings } from './settings';
import { renderTotals } from './cart-totals';
import { CouponForm } from './coupon-form';
import { ShippingCalculator } from './shipping-calculator';
import { followCountry } from '../address/state-field';

const ROW_SELECTOR = '.vitrine-cart__item';
const REMOVE_SELECTOR = '.vitrine-cart__remove-link[data-cart_item_key]';

interface CartPageParts {
	root: HTMLElement;
	form: HTMLFormElement;
	status: HTMLElement | null;
	notices: HTMLElement | null;
}

function findParts( root: HTMLElement ): CartPageParts | null {
	const form = root.querySelector< HTMLFormElement >( '.vitrine-cart__form' );
	if ( ! form ) {
		return null;
	}
	return {
		root,
		form,
		status: root.querySelector< HTMLElement >( '.vitrine-cart__status' ),
		notices: root.querySelector< HTMLElement >( '.vitrine-cart__notices' ),
	};
}

function rows( parts: CartPageParts ): HTMLTableRowElement[] {
	return Array.from(
		parts.form.querySelectorAll< HTMLTableRowElement >( ROW_SELECTOR )
	);
}

function quantityInput( row: Element ): HTMLInputElement | null {
	return row.querySelector< HTMLInputElement >( 'input.vitrine-qty' );
}

export class CartPage {
	private busy = false;

	/**
	 * Draws what else the page shows of the cart (the totals box); answers what that drawing
	 * has to tell screen readers (a coupon that stopped applying), which the next message
	 * of the status region carries after its own.
	 */
	onRender: ( ( cart: CartJson ) => string[] ) | null = null;

	/** What the last drawing has to tell, until the next message says it. */
	private untold = new Set< string >();

	constructor(
		private readonly parts: CartPageParts,
		private readonly context: CartContext,
		private readonly rest: RestClient,
		private readonly format: PriceFormat
	) {}

	listen(): void {
		this.parts.form.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			void this.update();
		} );
		this.parts.root.addEventListener( 'click', ( event ) => {
			const target = event.target;
			const link =
				target instanceof Element
					? target.closest< HTMLAnchorElement >( REMOVE_SELECTOR )
					: null;
			if ( ! link ) {
				return;
			}
			event.preventDefault();
			void this.remove( link );
		} );
		// Changes made elsewhere on the page (the mini-cart, an add-to-cart button).
		document.addEventListener( CART_UPDATED_EVENT, ( event ) => {
			const detail = ( event as CustomEvent< CartUpdatedDetail > ).detail;
			if ( detail?.source !== 'cart-page' ) {
				void this.reload();
			}
		} );
	}

	/**
	 * "Update cart": sends each changed quantity (0 removes the item), one at a time.
	 */
	async update(): Promise< void > {
		if ( this.busy ) {
			return;
		}
		const changes = rows( this.parts )
			.map( ( row ) => ( { row, input: quantityInput( row ) } ) )
			.map( ( change ) => {
				// An emptied field keeps its quantity.
				if ( change.input && change.input.value.trim() === '' ) {
					change.input.value = change.input.defaultValue;
				}
				return change;
			} )
			.filter(
				(
					change
				): change is {
					row: HTMLTableRowElement;
					input: HTMLInputElement;
				} =>
					change.input !== null &&
					change.input.value.trim() !== change.input.defaultValue
			);
		this.clearNotices();
		if ( changes.length === 0 ) {
			this.say( this.context.settings.i18n.updated ?? '' );
			return;
		}

		this.setBusy( true );
		const errors: string[] = [];
		let latest: CartJson | null = null;
		for ( const { row, input } of changes ) {
			const key = row.dataset.cart_item_key ?? '';
			const quantity = parseInt( input.value, 10 );
			const result = await this.context.queue.run( () =>
				quantity === 0
					? this.rest.post< CartJson >( 'cart/remove-item', { key } )
					: this.rest.post< CartJson >( 'cart/update-item', {
							key,
							quantity,
						} )
			);
			if ( isCart( result ) ) {
				latest = result.body;
			} else {
				errors.push( this.errorMessage( result ) );
			}
		}
		if ( errors.length ) {
			// Some lines were refused: show the cart as the server has it now.
			const fresh = await this.context.queue.run( () =>
				this.rest.get< CartJson >( 'cart' )
			);
			latest = isCart( fresh ) ? fresh.body : latest;
		}
		if ( latest ) {
			this.render( latest );
		}
		this.setBusy( false );
		if ( errors.length ) {
			this.showError( errors.join( ' ' ) );
		} else {
			this.say( this.context.settings.i18n.updated ?? '', true );
		}
		await this.afterChange( latest );
	}

	/**
	 * A remove link of the table.
	 *
	 * @param link The link.
	 */
	async remove( link: HTMLAnchorElement ): Promise< void > {
		const row = link.closest< HTMLTableRowElement >( ROW_SELECTOR );
		if ( ! row || this.busy ) {
			return;
		}
		this.clearNotices();
		const name =
			row.querySelector( '.vitrine-cart__name' )?.textContent?.trim() ??
			'';
		block( row, true );
		const result = await this.context.queue.run( () =>
			this.rest.post< CartJson >( 'cart/remove-item', {
				key: link.dataset.cart_item_key ?? '',
			} )
		);
		if ( ! isCart( result ) ) {
			// The link removes the item without JavaScript, and comes back here.
			this.context.navigate( link.href );
			return;
		}
		this.render( result.body );
		this.say( this.context.settings.i18n.removed.replace( '%s', name ) );
		await this.afterChange( result.body );
	}

	/**
	 * Brings the table in step with the server's cart (after a change made elsewhere).
	 */
	async reload(): Promise< void > {
		const result = await this.context.queue.run( () =>
			this.rest.get< CartJson >( 'cart' )
		);
		if ( isCart( result ) ) {
			this.render( result.body );
		}
	}

	/**
	 * Shows the cart: rows follow their items, removed items' rows go, the subtotal follows; an
	 * empty cart shows the empty state. An item the table does not have yet (added elsewhere
	 * on this page) needs the server's markup: the page reloads.
	 *
	 * @param cart The cart.
	 */
	render( cart: CartJson ): void {
		const { root, form } = this.parts;
		const known = new Set(
			rows( this.parts ).map( ( row ) => row.dataset.cart_item_key )
		);
		if ( cart.items.some( ( item ) => ! known.has( item.key ) ) ) {
			this.context.navigate( window.location.href );
			return;
		}
		const doc = root.ownerDocument;
		const focusInForm = form.contains( doc.activeElement );

		const items = new Map(
			cart.items.map( ( item ) => [ item.key, item ] )
		);
		let focusTarget: HTMLElement | null = null;
		let removedFocused = false;
		for ( const row of rows( this.parts ) ) {
			const item = items.get( row.dataset.cart_item_key ?? '' );
			if ( ! item ) {
				removedFocused ||= row.contains( doc.activeElement );
				row.remove();
				continue;
			}
			block( row, false );
			const input = quantityInput( row );
			if ( input ) {
				input.defaultValue = String( item.quantity );
				input.value = String( item.quantity );
			}
			const subtotal = row.querySelector( '.vitrine-cart__subtotal' );
			if ( subtotal ) {
				subtotal.textContent = formatDecimal(
					item.totals.line_total,
					this.format
				);
			}
			focusTarget ??= row.querySelector< HTMLElement >( REMOVE_SELECTOR );
		}
		const total = root.querySelector( '.vitrine-cart__totals-subtotal' );
		if ( total ) {
			total.textContent = formatDecimal(
				cart.totals.subtotal,
				this.format
			);
		}

		if ( cart.items.length > 0 ) {
			for ( const note of this.onRender?.( cart ) ?? [] ) {
				this.untold.add( note );
			}
		}

		if ( cart.items.length === 0 ) {
			form.remove();
			root.querySelector( '.vitrine-cart__totals' )?.remove();
			const empty = root.querySelector< HTMLElement >(
				'.vitrine-cart__empty'
			);
			if ( empty ) {
				empty.hidden = false;
				if ( focusInForm ) {
					empty.setAttribute( 'tabindex', '-1' );
					empty.focus();
				}
			}
		} else if ( removedFocused && focusTarget ) {
			focusTarget.focus();
		}
	}

	private async afterChange( cart: CartJson | null ): Promise< void > {
		dispatchCartUpdated( { source: 'cart-page', hash: cart?.hash ?? '' } );
		// The mini-cart and the cached fragments follow.
		await refreshFragments( this.context );
	}

	private setBusy( busy: boolean ): void {
		this.busy = busy;
		block( this.parts.form, busy );
	}

	private errorMessage( result: Answer< unknown > ): string {
		const body = result.body as { message?: unknown } | null;
		return typeof body?.message === 'string' && body.message
			? body.message
			: this.context.settings.i18n.error;
	}

	/**
	 * A message for screen readers (the page's status region), and on screen when asked.
	 *
	 * @param message The text.
	 * @param visible Also show it above the cart.
	 */
	say( message: string, visible = false ): void {
		if ( visible && this.parts.notices ) {
			const notice = this.parts.root.ownerDocument.createElement( 'div' );
			notice.className = 'vitrine-notice vitrine-notice--success';
			notice.textContent = message;
			this.parts.notices.replaceChildren( notice );
		}
		const status = this.parts.status;
		const spoken = [ message, ...this.untold ].join( ' ' );
		this.untold.clear();
		if ( status ) {
			status.textContent = '';
			window.setTimeout( () => {
				status.textContent = spoken;
			}, 100 );
		}
	}

	showError( message: string ): void {
		if ( ! this.parts.notices ) {
			return;
		}
		const notice = this.parts.root.ownerDocument.createElement( 'div' );
		notice.className = 'vitrine-notice vitrine-notice--error';
		notice.setAttribute( 'role', 'alert' );
		notice.textContent = message;
		this.parts.notices.replaceChildren( notice );
	}

	private clearNotices(): void {
		this.parts.notices?.replaceChildren();
	}
}

function isCart(
	result: Answer< CartJson >
): result is Answer< CartJson > & { body: CartJson } {
	return (
		result.status === 200 &&
		result.body !== null &&
		Array.isArray( result.body.items )
	);
}

/**
 * Enhances the cart on this page, if there is one.
 *
 * @param context The cart context.
 * @param rest    The REST client.
 * @param format  How amounts are written.
 * @param doc     The document.
 * @param totals  The totals box's settings; none, no totals box script.
 */
export function initCartPage(
	context: CartContext,
	rest: RestClient,
	format: PriceFormat,
	doc: Document = document,
	totals?: CartTotalsSettings
): CartPage | null {
	const root = doc.querySelector< HTMLElement >( '[data-vitrine-cart]' );
	const parts = root ? findParts( root ) : null;
	if ( ! parts ) {
		return null;
	}
	const page = new CartPage( parts, context, rest, format );
	page.listen();
	const box = root?.querySelector< HTMLElement >(
		'[data-vitrine-cart-totals]'
	);
	if ( box && totals ) {
		const deps = {
			send: ( path: string, data: Record< string, unknown > ) =>
				context.queue.run( () => rest.post< CartJson >( path, data ) ),
			show: ( cart: CartJson ) => page.render( cart ),
			say: ( message: string ) => page.say( message ),
			fail: ( message: string ) => page.showError( message ),
			followCountry,
			i18n: { ...totals.i18n, error: context.settings.i18n.error },
		};
		const calculator = new ShippingCalculator( box, deps );
		page.onRender = ( cart ) =>
			renderTotals( box, cart, totals, format, calculator.located() );
		new CouponForm( box, deps ).listen();
		calculator.listen();
	}
	return page;
}
