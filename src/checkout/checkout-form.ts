/**
 * The checkout page: panels, address and method changes that refresh the order review, inline
 * field checks, coupons, and placing the order through ?vitrine-ajax=checkout (spec,
 * docs/spec/listings-checkout-attribution-builder.md sections 4, 5, 7, 8 and 9). The server renders every
 * part and decides every amount; this script only asks it and shows what it answers.
 */
import { liveRegion } from '../cart/live-region';
import { callAjax } from '../core/ajax';
import type { Answer } from '../core/http';
import { slideTo } from '../core/slide';
import { labelText } from './labels';
import { errorNotice, setFieldError, showNotices } from './notices';
import {
	updatePaymentContext,
	type PaymentPageContext,
} from './payment-context';
import { isRefusal, runPlaceOrderHandler } from './place-order';
import { parseCheckoutResponse, safeRedirect } from './response';
import type { CheckoutSettings } from './settings';
import { UpdateScheduler } from './update-scheduler';
import { validateField, type FieldError } from './validation';

export { labelText };

export interface CheckoutDeps {
	/** Where the browser goes (tests observe it). */
	navigate?: ( url: string ) => void;
	reload?: () => void;
}

/** The address fields whose emptiness stops the order review's update. */
const LOCATION_FIELDS = [ 'country', 'state', 'postcode', 'city', 'address_1' ];

/**
 * The address fields the order review's update sends (spec, section 7: country, state,
 * postcode, city, address, address_2 and their shipping equivalents): only they change the
 * totals, so only they update it; the name, company, email and phone do not.
 */
const TOTALS_FIELD =
	/^(billing|shipping)_(country|state|postcode|city|address_1|address_2)$/;

/** The order review's answer, and what apply_coupon and remove_coupon add to theirs. */
interface ReviewAnswer {
	result?: string;
	reload?: boolean;
	fragments?: Record< string, string >;
	messages?: string;
	payment?: PaymentPageContext;
}

/** apply_coupon's and remove_coupon's answer: the notice, and the order review with it. */
interface CouponAnswer extends ReviewAnswer {
	html?: string;
	message?: string;
}

export class CheckoutForm {
	readonly scheduler: UpdateScheduler;
	private readonly navigate: ( url: string ) => void;
	private readonly reload: () => void;
	private submitting = false;

	constructor(
		private readonly root: HTMLElement,
		private readonly form: HTMLFormElement,
		private readonly notices: HTMLElement,
		private readonly settings: CheckoutSettings,
		deps: CheckoutDeps = {}
	) {
		this.navigate =
			deps.navigate ??
			( ( url ) => {
				window.location.href = url;
			} );
		this.reload = deps.reload ?? ( () => window.location.reload() );
		this.scheduler = new UpdateScheduler( {
			canUpdate: () => this.hasFullAddress(),
			payload: () => this.reviewFields().toString(),
			run: ( signal ) => this.updateOrderReview( signal ),
		} );
	}

	/** Wires every listener; the page's server-rendered state is the starting point. */
	start(): void {
		this.startToggles();
		this.startPaymentBoxes();
		const form = this.form;

		form.addEventListener( 'input', ( event ) => {
			if ( isTotalsField( event.target ) ) {
				this.scheduler.typed();
			}
		} );
		form.addEventListener( 'change', ( event ) => {
			const target = event.target as HTMLInputElement;
			if ( target.name === 'ship_to_different_address' ) {
				const shipping = this.root.querySelector< HTMLElement >(
					'#vitrine-checkout-shipping-address'
				);
				if ( shipping ) {
					void slideTo( shipping, target.checked );
				}
				this.scheduler.triggered();
			} else if ( target.name === 'createaccount' ) {
				const fields = this.root.querySelector< HTMLElement >(
					'#vitrine-checkout-account-fields'
				);
				if ( fields ) {
					void slideTo( fields, target.checked );
				}
			} else if ( target.name === 'payment_method' ) {
				this.showPaymentBox( target.value );
				this.scheduler.triggered();
			} else if ( target.name?.startsWith( 'shipping_method' ) ) {
				this.scheduler.triggered();
			} else if ( isTotalsField( target ) ) {
				this.scheduler.triggered();
			}
		} );
		form.addEventListener( 'focusout', ( event ) => {
			const target = event.target;
			if (
				target instanceof HTMLInputElement ||
				target instanceof HTMLSelectElement ||
				target instanceof HTMLTextAreaElement
			) {
				this.checkField( target );
			}
		} );
		form.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			void this.submit();
		} );
		this.root.addEventListener( 'click', ( event ) => {
			const button = ( event.target as Element ).closest< HTMLElement >(
				'.vitrine-remove-coupon'
			);
			if ( button ) {
				event.preventDefault();
				void this.removeCoupon( button.dataset.coupon ?? '' );
			}
		} );
		const coupon = this.root.querySelector< HTMLFormElement >(
			'.vitrine-checkout-coupon'
		);
		coupon?.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			void this.applyCoupon( coupon );
		} );
	}

	/**
	 * Places the order once the totals are settled; success goes where the server says, failure
	 * shows its notices (the generic text when there are none), reloads or refreshes as flagged.
	 */
	async submit(): Promise< void > {
		if ( this.submitting ) {
			return;
		}
		this.submitting = true;
		this.setBusy( true );
		try {
			await this.scheduler.settled();
			const fields = new URLSearchParams(
				new FormData( this.form ) as unknown as Record< string, string >
			);
			// The chosen gateway's script may add fields (a payment method made in the browser)
			// or refuse, with its message shown like any checkout error (docs/spec/payments.md, 4).
			const added = await runPlaceOrderHandler(
				this.form,
				this.settings.i18n.checkoutError
			);
			if ( added && isRefusal( added ) ) {
				showNotices(
					this.notices,
					errorNotice( document, added.error ),
					this.form
				);
				return;
			}
			for ( const [ name, value ] of Object.entries( added ?? {} ) ) {
				fields.set( name, value );
			}
			const answer = await this.post< { message?: string } >(
				'checkout',
				fields
			);
			const result = answer.failure
				? null
				: parseCheckoutResponse( answer.text );
			if ( result?.result === 'success' && result.redirect ) {
				const target = safeRedirect(
					result.redirect,
					window.location.href
				);
				if ( target ) {
					this.navigate( target );
					return;
				}
			}
			if ( result?.reload ) {
				this.reload();
				return;
			}
			if ( result?.refresh ) {
				this.scheduler.refresh();
			}
			// No notices from the checkout: the server's own message (a refused nonce, say), or
			// the shop's generic text.
			const message =
				answer.body?.message ?? this.settings.i18n.checkoutError;
			showNotices(
				this.notices,
				result?.messages || errorNotice( document, message ),
				this.form
			);
		} finally {
			this.submitting = false;
			this.setBusy( false );
		}
	}

	/**
	 * The update's fields that decide the totals (spec, section 7), without post_data: the
	 * scheduler compares them to skip an update that would answer the same totals.
	 */
	private reviewFields(): URLSearchParams {
		const value = ( name: string ): string =>
			( this.form.elements.namedItem( name ) as HTMLInputElement | null )
				?.value ?? '';
		const elsewhere = (
			this.form.elements.namedItem(
				'ship_to_different_address'
			) as HTMLInputElement | null
		 )?.checked;
		const shippingPrefix = elsewhere ? 'shipping_' : 'billing_';
		const fields = new URLSearchParams( {
			payment_method: this.checkedValue( 'payment_method' ),
			country: value( 'billing_country' ),
			state: value( 'billing_state' ),
			postcode: value( 'billing_postcode' ),
			city: value( 'billing_city' ),
			address: value( 'billing_address_1' ),
			address_2: value( 'billing_address_2' ),
			s_country: value( shippingPrefix + 'country' ),
			s_state: value( shippingPrefix + 'state' ),
			s_postcode: value( shippingPrefix + 'postcode' ),
			s_city: value( shippingPrefix + 'city' ),
			s_address: value( shippingPrefix + 'address_1' ),
			s_address_2: value( shippingPrefix + 'address_2' ),
			ship_to_different_address: elsewhere ? '1' : '',
			has_full_address: '1',
		} );
		const rate = this.checkedValue( 'shipping_method[0]' );
		if ( rate !== '' ) {
			fields.set( 'shipping_method[0]', rate );
		}
		return fields;
	}

	private async updateOrderReview( signal: AbortSignal ): Promise< void > {
		const fields = this.reviewFields();
		// The server reads the checkbox from post_data, as the spec's payload has it.
		fields.delete( 'ship_to_different_address' );
		fields.set(
			'post_data',
			new URLSearchParams(
				new FormData( this.form ) as unknown as Record< string, string >
			).toString()
		);
		const answer = await this.post< ReviewAnswer >(
			'update_order_review',
			fields,
			signal
		);
		if ( signal.aborted ) {
			return;
		}
		const body = answer.body;
		if ( ! body ) {
			// Tells the scheduler these totals were not settled, so the same update may go again.
			throw new Error( 'The order review update failed.' );
		}
		if ( body.reload ) {
			this.reload();
			return;
		}
		this.showReview( body );
		liveRegion( 'polite' ).textContent = this.settings.i18n.updated;
	}

	/**
	 * Shows the order review and payment methods the server rendered, keeping the chosen method.
	 *
	 * @param body An answer with fragments (update_order_review, apply_coupon, remove_coupon).
	 */
	private showReview( body: ReviewAnswer ): void {
		if ( body.reload ) {
			this.reload();
			return;
		}
		const chosenMethod = this.checkedValue( 'payment_method' );
		for ( const [ selector, html ] of Object.entries(
			body.fragments ?? {}
		) ) {
			this.replaceFragment( selector, html );
		}
		this.startPaymentBoxes( chosenMethod );
		if ( body.payment ) {
			// Gateways' scripts follow the new total and country (vitrine:payment-context).
			updatePaymentContext( body.payment, this.root.ownerDocument );
		}
		if ( body.messages ) {
			showNotices( this.notices, body.messages, this.form );
		}
	}

	private async applyCoupon( couponForm: HTMLFormElement ): Promise< void > {
		const input = couponForm.querySelector< HTMLInputElement >(
			'[name="coupon_code"]'
		);
		if ( ! input ) {
			return;
		}
		const answer = await this.post< CouponAnswer >(
			'apply_coupon',
			new URLSearchParams( {
				coupon_code: input.value,
				billing_email: this.billingEmail(),
				payment_method: this.checkedValue( 'payment_method' ),
			} )
		);
		const body = answer.body;
		if ( answer.status !== 200 ) {
			setFieldError(
				input,
				body?.message ?? this.settings.i18n.checkoutError
			);
			input.focus();
			return;
		}
		setFieldError( input, null );
		input.value = '';
		const toggle = this.root.querySelector< HTMLElement >(
			`[aria-controls="${ couponForm.id }"]`
		);
		toggle?.setAttribute( 'aria-expanded', 'false' );
		void slideTo( couponForm, false );
		this.showCouponAnswer( body, body?.html ?? '' );
	}

	private async removeCoupon( code: string ): Promise< void > {
		const answer = await this.post< CouponAnswer >(
			'remove_coupon',
			new URLSearchParams( {
				coupon: code,
				billing_email: this.billingEmail(),
				payment_method: this.checkedValue( 'payment_method' ),
			} )
		);
		const body = answer.body;
		this.showCouponAnswer(
			answer.status === 200 ? body : null,
			answer.status === 200
				? ( body?.html ?? '' )
				: errorNotice(
						document,
						body?.message ?? this.settings.i18n.checkoutError
					)
		);
	}

	/**
	 * A coupon's answer carries the order review as the server now computes it: it is shown
	 * whatever the address state, since the update that would otherwise bring it waits for a
	 * full address (docs/decisions.md, issue 11). Without it (an older server, a refusal) the
	 * update runs as before.
	 *
	 * @param body    The answer, or null for a refusal.
	 * @param notices The coupon's notice.
	 */
	private showCouponAnswer( body: CouponAnswer | null, notices: string ) {
		if ( body?.fragments ) {
			this.scheduler.superseded();
			this.showReview( { ...body, messages: '' } );
			liveRegion( 'polite' ).textContent = this.settings.i18n.updated;
		} else {
			this.scheduler.refresh();
		}
		showNotices(
			this.notices,
			notices + ( body?.messages ?? '' ),
			this.form
		);
	}

	/** The login and coupon panels: shut until their button opens them (400 ms slide). */
	private startToggles(): void {
		this.root
			.querySelectorAll< HTMLButtonElement >(
				'.vitrine-checkout__toggle button[aria-controls]'
			)
			.forEach( ( button ) => {
				button.addEventListener( 'click', () => {
					const panel = this.root.ownerDocument.getElementById(
						button.getAttribute( 'aria-controls' ) ?? ''
					);
					if ( ! panel ) {
						return;
					}
					const open = panel.hidden;
					button.setAttribute( 'aria-expanded', String( open ) );
					void slideTo( panel, open ).then( () => {
						if ( open ) {
							panel
								.querySelector< HTMLElement >(
									'input:not([type="hidden"])'
								)
								?.focus();
						}
					} );
				} );
			} );
	}

	/**
	 * Only the chosen method's box shows (all show without JavaScript).
	 *
	 * @param chosen The method to keep chosen after the list was replaced.
	 */
	private startPaymentBoxes( chosen?: string ): void {
		if ( chosen ) {
			const radio = this.form.querySelector< HTMLInputElement >(
				`input[name="payment_method"][value="${ CSS.escape( chosen ) }"]`
			);
			if ( radio ) {
				radio.checked = true;
			}
		}
		const current = this.checkedValue( 'payment_method' );
		this.form
			.querySelectorAll< HTMLElement >( '.vitrine-payment-box' )
			.forEach( ( box ) => {
				box.hidden = box.dataset.method !== current;
			} );
	}

	private showPaymentBox( method: string ): void {
		this.form
			.querySelectorAll< HTMLElement >( '.vitrine-payment-box' )
			.forEach( ( box ) => {
				void slideTo( box, box.dataset.method === method );
			} );
	}

	private replaceFragment( selector: string, html: string ): void {
		const current = this.root.querySelector( selector );
		if ( ! current ) {
			return;
		}
		const template = this.root.ownerDocument.createElement( 'template' );
		template.innerHTML = html.trim();
		const next = template.content.firstElementChild;
		if ( next ) {
			current.replaceWith( next );
		}
	}

	/** Whether the visible required address fields that decide totals are all filled. */
	private hasFullAddress(): boolean {
		const elsewhere = (
			this.form.elements.namedItem(
				'ship_to_different_address'
			) as HTMLInputElement | null
		 )?.checked;
		const types = elsewhere ? [ 'billing', 'shipping' ] : [ 'billing' ];
		return types.every( ( type ) =>
			LOCATION_FIELDS.every( ( key ) => {
				const field = this.form.elements.namedItem(
					`${ type }_${ key }`
				) as HTMLInputElement | HTMLSelectElement | null;
				if ( ! field || ! isShown( field ) || ! isRequired( field ) ) {
					return true;
				}
				return field.value.trim() !== '';
			} )
		);
	}

	private checkField(
		field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
	): void {
		if ( ! field.id || ! isShown( field ) ) {
			return;
		}
		const error = validateField( {
			type: field instanceof HTMLInputElement ? field.type : 'text',
			value: field.value,
			checked:
				field instanceof HTMLInputElement ? field.checked : undefined,
			required: isRequired( field ),
		} );
		setFieldError(
			field,
			error === null ? null : this.message( error, field )
		);
	}

	private message( error: FieldError, field: HTMLElement ): string {
		if ( field.id === 'terms' ) {
			return this.settings.i18n.mustAccept;
		}
		const label = labelText(
			this.root.ownerDocument.querySelector(
				`label[for="${ CSS.escape( field.id ) }"]`
			)
		);
		const template = {
			required: this.settings.i18n.required,
			email: this.settings.i18n.invalidEmail,
			phone: this.settings.i18n.invalidPhone,
		}[ error ];
		return template.replace( '%s', label || field.id );
	}

	/** For coupons limited to some customers' emails. */
	private billingEmail(): string {
		return (
			(
				this.form.elements.namedItem(
					'billing_email'
				) as HTMLInputElement | null
			 )?.value ?? ''
		);
	}

	private checkedValue( name: string ): string {
		return (
			this.form.querySelector< HTMLInputElement >(
				`input[name="${ CSS.escape( name ) }"]:checked`
			)?.value ?? ''
		);
	}

	private setBusy( busy: boolean ): void {
		this.form.classList.toggle( 'is-processing', busy );
		this.form.setAttribute( 'aria-busy', String( busy ) );
		const button = this.form.querySelector< HTMLButtonElement >(
			'.vitrine-checkout__place-order button'
		);
		if ( button ) {
			button.disabled = busy;
		}
		if ( busy ) {
			liveRegion( 'polite' ).textContent = this.settings.i18n.processing;
		}
	}

	/**
	 * One checkout call (status 0 and a failure when it did not reach the server).
	 *
	 * @param endpoint Endpoint name.
	 * @param fields   Form fields.
	 * @param signal   Aborts it (a newer order review update).
	 */
	private post< T >(
		endpoint: string,
		fields: URLSearchParams,
		signal?: AbortSignal
	): Promise< Answer< T > > {
		return callAjax< T >( this.settings.ajaxUrl, endpoint, {
			method: 'POST',
			headers: { 'X-Vitrine-Nonce': this.settings.nonce },
			body: fields,
			signal,
		} );
	}
}

/**
 * Whether a field changes the totals as the shopper types in it or changes it.
 *
 * @param target The event's target.
 */
export function isTotalsField( target: EventTarget | null ): boolean {
	return (
		( target instanceof HTMLInputElement ||
			target instanceof HTMLSelectElement ) &&
		TOTALS_FIELD.test( target.name )
	);
}

function isShown( field: HTMLElement ): boolean {
	return field.closest( '[hidden]' ) === null && ! field.hidden;
}

function isRequired( field: HTMLElement ): boolean {
	return (
		field.hasAttribute( 'required' ) ||
		field.getAttribute( 'aria-required' ) === 'true'
	);
}

/**
 * Starts the checkout in every checkout on the page.
 *
 * @param settings The bundle's settings.
 * @param deps     Injected for tests.
 */
export function initCheckout(
	settings: CheckoutSettings,
	deps: CheckoutDeps = {}
): CheckoutForm[] {
	const forms: CheckoutForm[] = [];
	document
		.querySelectorAll< HTMLElement >( '[data-vitrine-checkout]' )
		.forEach( ( root ) => {
			const form = root.querySelector< HTMLFormElement >(
				'form.vitrine-checkout__form'
			);
			const notices = root.querySelector< HTMLElement >(
				'.vitrine-checkout__notices'
			);
			if ( form && notices ) {
				const checkout = new CheckoutForm(
					root,
					form,
					notices,
					settings,
					deps
				);
				checkout.start();
				forms.push( checkout );
			}
		} );
	return forms;
}
