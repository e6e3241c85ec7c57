/**
 * The cart page's coupon field and the coupons' remove buttons, through the REST cart routes
 * (apply-coupon, remove-coupon) without a reload. A refusal shows the coupon's own message
 * from the server in the field's alert; the box is drawn again from the answer.
 */
import type { Answer } from '../core/http';
import type { CartJson } from './rest';

/** What the coupon form needs of the page. */
export interface CouponFormDeps {
	/** Sends a cart call (through the cart's queue) and gives its answer. */
	send: (
		path: string,
		data: Record< string, unknown >
	) => Promise< Answer< CartJson > >;
	/** Draws the page from a cart answer. */
	show: ( cart: CartJson ) => void;
	i18n: {
		applied: string;
		removed: string;
		enterCoupon: string;
		/** When the server gives no message. */
		error: string;
	};
}

export function isCartAnswer(
	result: Answer< CartJson >
): result is Answer< CartJson > & { body: CartJson } {
	return (
		result.status === 200 &&
		result.body !== null &&
		Array.isArray( result.body.items )
	);
}

export function answerMessage(
	result: Answer< unknown >,
	fallback: string
): string {
	const body = result.body as { message?: unknown } | null;
	return typeof body?.message === 'string' && body.message
		? body.message
		: fallback;
}

export class CouponForm {
	private busy = false;

	constructor(
		private readonly box: HTMLElement,
		private readonly deps: CouponFormDeps
	) {}

	private get form(): HTMLFormElement | null {
		return this.box.querySelector< HTMLFormElement >(
			'.vitrine-cart-coupon'
		);
	}

	private get input(): HTMLInputElement | null {
		return this.box.querySelector< HTMLInputElement >(
			'.vitrine-cart-coupon__input'
		);
	}

	listen(): void {
		this.form?.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			void this.apply();
		} );
		this.box.addEventListener( 'click', ( event ) => {
			const target = event.target;
			const button =
				target instanceof Element
					? target.closest< HTMLButtonElement >(
							'.vitrine-cart__remove-coupon'
						)
					: null;
			if ( button ) {
				event.preventDefault();
				void this.remove( button.value );
			}
		} );
	}

	async apply(): Promise< void > {
		const input = this.input;
		if ( ! input || this.busy ) {
			return;
		}
		const code = input.value.trim();
		if ( code === '' ) {
			this.message( this.deps.i18n.enterCoupon, true );
			input.focus();
			return;
		}
		const answer = await this.call( 'cart/apply-coupon', { code } );
		if ( answer ) {
			input.value = '';
			this.message( this.deps.i18n.applied, false );
		} else {
			input.focus();
		}
	}

	async remove( code: string ): Promise< void > {
		if ( this.busy ) {
			return;
		}
		if ( await this.call( 'cart/remove-coupon', { code } ) ) {
			this.message( this.deps.i18n.removed, false );
			// The button went with its row.
			this.input?.focus();
		}
	}

	private async call(
		path: string,
		data: Record< string, unknown >
	): Promise< CartJson | null > {
		this.busy = true;
		this.box.setAttribute( 'aria-busy', 'true' );
		this.message( '', false );
		const result = await this.deps.send( path, data );
		this.busy = false;
		this.box.removeAttribute( 'aria-busy' );
		if ( ! isCartAnswer( result ) ) {
			this.message( answerMessage( result, this.deps.i18n.error ), true );
			return null;
		}
		this.deps.show( result.body );
		return result.body;
	}

	/**
	 * The field's message (its alert region, described by the field).
	 *
	 * @param text  The message; '' clears it.
	 * @param error Whether it is a refusal.
	 */
	private message( text: string, error: boolean ): void {
		const region = this.box.querySelector< HTMLElement >(
			'.vitrine-cart-coupon__message'
		);
		if ( ! region ) {
			return;
		}
		region.textContent = text;
		region.classList.toggle( 'is-error', error && text !== '' );
		region.classList.toggle( 'is-success', ! error && text !== '' );
		this.input?.setAttribute(
			'aria-invalid',
			String( error && text !== '' )
		);
	}
}
