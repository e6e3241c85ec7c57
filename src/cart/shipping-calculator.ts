/**
 * The cart page's shipping estimate: "Calculate shipping" opens its form (a disclosure button
 * with aria-expanded; the form is open without JavaScript), which sends the country, state,
 * postcode and city through the REST route update-customer; the rates' radio buttons send the
 * choice through select-shipping-rate. The box is drawn again from each answer. The state field
 * follows the chosen country (a select of its states, free text, or nothing), as the checkout's.
 */
import type { Answer } from '../core/http';
import { answerMessage, isCartAnswer } from './coupon-form';
import type { CartJson } from './rest';

export interface ShippingCalculatorDeps {
	send: (
		path: string,
		data: Record< string, unknown >
	) => Promise< Answer< CartJson > >;
	show: ( cart: CartJson ) => void;
	/** Says something to screen readers (the page's status region). */
	say: ( message: string ) => void;
	/** Shows a refusal. */
	fail: ( message: string ) => void;
	/** Redraws the state field for a country (src/address/state-field.ts). */
	followCountry: ( wrapper: HTMLElement, country: string ) => Promise< void >;
	i18n: { shippingDone: string; shippingTo: string; error: string };
}

const LOCATION_KEYS = [ 'country', 'state', 'postcode', 'city' ] as const;

export class ShippingCalculator {
	constructor(
		private readonly box: HTMLElement,
		private readonly deps: ShippingCalculatorDeps
	) {}

	private get toggle(): HTMLButtonElement | null {
		return this.box.querySelector< HTMLButtonElement >(
			'.vitrine-cart-shipping__toggle'
		);
	}

	private get form(): HTMLFormElement | null {
		return this.box.querySelector< HTMLFormElement >(
			'.vitrine-cart-shipping__form'
		);
	}

	/** Whether the shopper said which country they are in. */
	located(): boolean {
		return this.field( 'country' ) !== '';
	}

	listen(): void {
		const toggle = this.toggle;
		const form = this.form;
		if ( ! toggle || ! form ) {
			return;
		}
		toggle.hidden = false;
		this.expand( false );
		// Each choice of rate is sent at once: the no-JS page's "Update shipping" goes.
		const submit = this.box.querySelector< HTMLElement >(
			'.vitrine-cart__rates-submit'
		);
		if ( submit ) {
			submit.hidden = true;
		}
		toggle.addEventListener( 'click', () => {
			const open = toggle.getAttribute( 'aria-expanded' ) !== 'true';
			this.expand( open );
			if ( open ) {
				form.querySelector< HTMLElement >( 'select, input' )?.focus();
			}
		} );
		const country = form.querySelector< HTMLSelectElement >(
			'select[name="calc_shipping_country"]'
		);
		const state = form.querySelector< HTMLElement >(
			'[data-vitrine-field="state"]'
		);
		if ( country && state ) {
			country.addEventListener(
				'change',
				() => void this.deps.followCountry( state, country.value )
			);
		}
		form.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			void this.calculate();
		} );
		this.box.addEventListener( 'change', ( event ) => {
			const target = event.target;
			if (
				target instanceof HTMLInputElement &&
				target.classList.contains( 'vitrine-cart__rate' )
			) {
				void this.choose( target.value );
			}
		} );
	}

	expand( open: boolean ): void {
		this.toggle?.setAttribute( 'aria-expanded', String( open ) );
		if ( this.form ) {
			this.form.hidden = ! open;
		}
	}

	async calculate(): Promise< void > {
		const location: Record< string, string > = {};
		for ( const key of LOCATION_KEYS ) {
			location[ key ] = this.field( key );
		}
		const cart = await this.call( 'cart/update-customer', {
			billing_address: location,
			shipping_address: location,
		} );
		if ( ! cart ) {
			return;
		}
		this.writeDestination();
		this.expand( false );
		this.toggle?.focus();
	}

	async choose( rateId: string ): Promise< void > {
		await this.call( 'cart/select-shipping-rate', { rate_id: rateId } );
		// The radios were drawn again: focus goes back to the chosen one.
		this.box
			.querySelector< HTMLInputElement >( '.vitrine-cart__rate:checked' )
			?.focus();
	}

	private async call(
		path: string,
		data: Record< string, unknown >
	): Promise< CartJson | null > {
		this.box.setAttribute( 'aria-busy', 'true' );
		const result = await this.deps.send( path, data );
		this.box.removeAttribute( 'aria-busy' );
		if ( ! isCartAnswer( result ) ) {
			this.deps.fail( answerMessage( result, this.deps.i18n.error ) );
			return null;
		}
		this.deps.show( result.body );
		this.deps.say( this.deps.i18n.shippingDone );
		return result.body;
	}

	/** "Shipping to Germany, 10115.", as the server writes it. */
	private writeDestination(): void {
		const target = this.box.querySelector(
			'.vitrine-cart-shipping__destination'
		);
		const select = this.form?.querySelector< HTMLSelectElement >(
			'select[name="calc_shipping_country"]'
		);
		if ( ! target || ! select ) {
			return;
		}
		const country =
			select.value === ''
				? ''
				: ( select.options[ select.selectedIndex ]?.text ?? '' );
		const parts = [ country, this.field( 'postcode' ) ].filter( Boolean );
		target.textContent = country
			? this.deps.i18n.shippingTo.replace( '%s', parts.join( ', ' ) )
			: '';
	}

	private field( key: string ): string {
		const control = this.form?.elements.namedItem(
			'calc_shipping_' + key
		) as HTMLInputElement | HTMLSelectElement | null;
		return control?.value.trim() ?? '';
	}
}
