/**
 * The Payment Element of each Stripe method (docs/spec/payments.md section 3, per-method client
 * state: intentId, elements, upeElement, hasLoadError): made once, on first need, with a deferred
 * intent (no intent exists before the order is placed); made again when the save box changes
 * (saving changes what Stripe may offer); told each new amount; mounted again when the checkout
 * replaced its container (the order review's update replaces the payment methods).
 */
import type {
	Appearance,
	CssFontSource,
	StripeElementsOptionsMode,
	StripePaymentElementOptions,
} from '@stripe/stripe-js';
import type { BillingFieldsOption } from './billing';
import type { MethodConfig, StripeSettings } from './settings';
import type {
	ElementsLike,
	PaymentElementLike,
	StripeClient,
} from './stripe-client';

export interface MethodState {
	type: string;
	config: MethodConfig;
	/** The intent of this method once the server made one (the pay-for-order page). */
	intentId: string | null;
	elements: ElementsLike | null;
	upeElement: PaymentElementLike | null;
	/** Stripe could not load the element (its loaderror event). */
	hasLoadError: boolean;
	mountedIn: HTMLElement | null;
}

export interface Look {
	appearance?: Appearance;
	fonts: CssFontSource[];
}

/**
 * The deferred intent's options: setup when the amount is under 1, else payment of the amount;
 * the currency in lower case; off_session when the new method is saved.
 *
 * @param settings The Stripe settings.
 * @param type     The method type.
 * @param amount   The amount in Stripe's units.
 * @param save     Whether the method will be saved.
 * @param look     The appearance and fonts.
 */
export function elementsOptions(
	settings: StripeSettings,
	type: string,
	amount: number,
	save: boolean,
	look: Look
): StripeElementsOptionsMode {
	const base = {
		currency: settings.currency.toLowerCase(),
		// The payment method is made by createPaymentMethod() at submit, the intent by the server.
		paymentMethodCreation: 'manual' as const,
		allowedPaymentMethodTypes: [ type ],
		appearance: look.appearance,
		fonts: look.fonts,
	};
	return amount < 1
		? { ...base, mode: 'setup' }
		: {
				...base,
				mode: 'payment',
				amount,
				...( save ? { setupFutureUsage: 'off_session' as const } : {} ),
			};
}

/**
 * The Payment Element's options: the layout of the settings (accordion without radios by
 * default, or tabs), no question the shop already asked, no wallet (the express-checkout buttons
 * are theirs).
 *
 * @param settings The Stripe settings.
 * @param never    The billing fields never to ask.
 */
export function paymentElementOptions(
	settings: StripeSettings,
	never: BillingFieldsOption
): StripePaymentElementOptions {
	return {
		layout:
			settings.OCLayout === 'tabs'
				? { type: 'tabs' }
				: { type: 'accordion', radios: 'never' },
		fields: { billingDetails: never },
		wallets: { applePay: 'never', googlePay: 'never' },
	};
}

export interface ElementsDeps {
	settings: StripeSettings;
	stripe: () => Promise< StripeClient >;
	/** The amount to pay now, in Stripe's units. */
	amount: () => number;
	/** The billing fields never to ask on this page. */
	never: () => BillingFieldsOption;
	/** Whether the method's save box is ticked. */
	save: ( config: MethodConfig ) => boolean;
	/** Where the method's element mounts now; null when its box is not in the page. */
	container: ( config: MethodConfig ) => HTMLElement | null;
	look: () => Promise< Look >;
}

export type MethodElements = ReturnType< typeof methodElements >;

/**
 * The elements of a payment form's Stripe methods.
 *
 * @param deps What they are made from.
 */
export function methodElements( deps: ElementsDeps ) {
	const states: Record< string, MethodState > = {};
	const creating: Record< string, Promise< MethodState > | undefined > = {};

	const state = ( type: string ): MethodState =>
		( states[ type ] ??= {
			type,
			config: deps.settings.paymentMethodsConfig[ type ],
			intentId: null,
			elements: null,
			upeElement: null,
			hasLoadError: false,
			mountedIn: null,
		} );

	const mount = ( current: MethodState ): void => {
		const container = deps.container( current.config );
		if (
			! current.upeElement ||
			! container ||
			container === current.mountedIn
		) {
			return;
		}
		if ( current.mountedIn ) {
			current.upeElement.unmount();
		}
		current.upeElement.mount( container );
		current.mountedIn = container;
	};

	const create = async ( current: MethodState ): Promise< MethodState > => {
		const [ stripe, look ] = await Promise.all( [
			deps.stripe(),
			deps.look(),
		] );
		const elements = stripe.elements(
			elementsOptions(
				deps.settings,
				current.type,
				deps.amount(),
				deps.save( current.config ),
				look
			)
		);
		const element = elements.create(
			'payment',
			paymentElementOptions( deps.settings, deps.never() )
		);
		element.on( 'loaderror', () => {
			current.hasLoadError = true;
		} );
		current.elements = elements;
		current.upeElement = element;
		current.hasLoadError = false;
		mount( current );
		return current;
	};

	/**
	 * The method's state with its element made and mounted.
	 *
	 * @param type The method type.
	 * @return Rejects when Stripe.js could not be loaded.
	 */
	const ensure = ( type: string ): Promise< MethodState > => {
		const current = state( type );
		if ( current.upeElement ) {
			mount( current );
			return Promise.resolve( current );
		}
		return ( creating[ type ] ??= create( current ).finally( () => {
			creating[ type ] = undefined;
		} ) );
	};

	return {
		state,
		ensure,
		/**
		 * Makes a method's element again (the save box changed), if it was made.
		 *
		 * @param type The method type.
		 */
		reset( type: string ): Promise< MethodState > | null {
			const current = states[ type ];
			if ( ! current?.upeElement ) {
				return null;
			}
			current.upeElement.destroy();
			current.upeElement = null;
			current.elements = null;
			current.mountedIn = null;
			return ensure( type );
		},
		/** Tells every element the amount to pay now. */
		updateAmount(): void {
			const amount = deps.amount();
			for ( const current of Object.values( states ) ) {
				current.elements?.update(
					amount < 1
						? { mode: 'setup' }
						: {
								mode: 'payment',
								amount,
								setupFutureUsage: deps.save( current.config )
									? 'off_session'
									: null,
							}
				);
			}
		},
		/** Mounts each element again where its box now is. */
		remount(): void {
			Object.values( states ).forEach( mount );
		},
	};
}
