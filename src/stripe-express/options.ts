/**
 * The options of each Express Checkout Element (docs/spec/payments.md sections 5 and 9): one
 * element per method, its own method shown, every other one 'never'.
 */
import type {
	StripeElementsOptionsMode,
	StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import type { StripeExpressSettings } from './settings';

/** The methods, in the order their buttons show. */
export type ExpressMethod = 'applePay' | 'googlePay' | 'amazonPay' | 'link';

/** The height Stripe allows a button, and the default. */
export const MIN_HEIGHT = 40;
export const MAX_HEIGHT = 55;
export const DEFAULT_HEIGHT = 48;

/**
 * The methods the settings turn on.
 *
 * @param stripe The settings' stripe part.
 */
export function enabledMethods(
	stripe: Pick<
		StripeExpressSettings[ 'stripe' ],
		| 'is_payment_request_enabled'
		| 'is_amazon_pay_enabled'
		| 'is_link_enabled'
	>
): ExpressMethod[] {
	const methods: ExpressMethod[] = [];
	if ( stripe.is_payment_request_enabled ) {
		methods.push( 'applePay', 'googlePay' );
	}
	if ( stripe.is_amazon_pay_enabled ) {
		methods.push( 'amazonPay' );
	}
	if ( stripe.is_link_enabled ) {
		methods.push( 'link' );
	}
	return methods;
}

/**
 * The button height, clamped to what Stripe allows.
 *
 * @param height The setting.
 */
export function buttonHeight( height: number ): number {
	return Number.isFinite( height )
		? Math.min( MAX_HEIGHT, Math.max( MIN_HEIGHT, Math.round( height ) ) )
		: DEFAULT_HEIGHT;
}

/**
 * The options of one method's element.
 *
 * @param button The button settings.
 * @param method The method the element shows.
 */
export function elementOptions(
	button: StripeExpressSettings[ 'button' ],
	method: ExpressMethod
): StripeExpressCheckoutElementOptions {
	// Stripe's names: plain for the shop's default; the other types are Stripe's own.
	const type = button.type === 'default' ? 'plain' : button.type;
	const applePayTheme =
		// eslint-disable-next-line no-nested-ternary -- three values, one expression.
		button.theme === 'dark'
			? 'black'
			: button.theme === 'light'
				? 'white'
				: 'white-outline';
	return {
		buttonType: { applePay: type, googlePay: type },
		// Google Pay has no outlined button: white for both light variants.
		buttonTheme: {
			applePay: applePayTheme,
			googlePay: button.theme === 'dark' ? 'black' : 'white',
		},
		buttonHeight: buttonHeight( button.height ),
		paymentMethods: {
			applePay: method === 'applePay' ? 'always' : 'never',
			googlePay: method === 'googlePay' ? 'always' : 'never',
			amazonPay: method === 'amazonPay' ? 'auto' : 'never',
			link: method === 'link' ? 'auto' : 'never',
			paypal: 'never',
			klarna: 'never',
		},
		layout: { overflow: 'never' },
	};
}

/** The spacing unit of the buttons' group (docs/spec/payments.md section 9: 6 px). */
export const SPACING_UNIT = '6px';

/**
 * The buttons' appearance in an Elements group: their corner radius and the spacing unit (Stripe
 * takes them from the group's appearance, not from the element's options).
 *
 * @param button The button settings.
 */
export function buttonAppearance(
	button: Pick< StripeExpressSettings[ 'button' ], 'radius' >
): { variables: { borderRadius: string; spacingUnit: string } } {
	return {
		variables: {
			borderRadius: `${ button.radius }px`,
			spacingUnit: SPACING_UNIT,
		},
	};
}

/**
 * The options of each method's Elements group: payment mode for the amount, the manual
 * payment-method path (createPaymentMethod), the button radius.
 *
 * @param settings The settings.
 * @param amount   The amount to pay, in Stripe's units.
 */
export function elementsOptions(
	settings: StripeExpressSettings,
	amount: number
): StripeElementsOptionsMode {
	return {
		mode: 'payment',
		amount,
		currency: settings.checkout.currency_code.toLowerCase(),
		paymentMethodCreation: 'manual',
		locale: settings.stripe.locale as 'auto',
		appearance: buttonAppearance( settings.button ),
	};
}
