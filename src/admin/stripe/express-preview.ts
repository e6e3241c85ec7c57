/**
 * What the settings screen's preview of the express checkout buttons shows for the values being
 * edited (saved or not): the storefront's own mapping of the settings to the Express Checkout
 * Element's options (src/stripe-express/options.ts), read back into one static button per
 * method switched on. Stripe.js is not loaded in wp-admin for it (docs/decisions.md).
 */
import type { StripeExpressSettings } from '../../stripe-express/settings';
import {
	buttonAppearance,
	DEFAULT_HEIGHT,
	elementOptions,
	enabledMethods,
	type ExpressMethod,
} from '../../stripe-express/options';
import type { SettingValue } from '../settings/types';

type Button = StripeExpressSettings[ 'button' ];

const TYPES: ReadonlyArray< Button[ 'type' ] > = [
	'default',
	'buy',
	'book',
	'donate',
];
const THEMES: ReadonlyArray< Button[ 'theme' ] > = [
	'dark',
	'light',
	'light-outline',
];

/** The radius the storefront uses when none is set. */
export const DEFAULT_RADIUS = 4;

/** One button of the preview. */
export interface PreviewButton {
	method: ExpressMethod;
	/** Stripe's button type: plain, buy, book, donate (Apple Pay and Google Pay only). */
	type: string;
	/** Stripe's theme of the method: black, white, white-outline; Link and Amazon Pay have their own. */
	theme: string;
	/** Pixels, as the element's buttonHeight. */
	height: number;
	/** CSS length, as the group's appearance. */
	borderRadius: string;
}

function choice< T extends string >(
	value: SettingValue | undefined,
	allowed: ReadonlyArray< T >,
	fallback: T
): T {
	return allowed.includes( value as T ) ? ( value as T ) : fallback;
}

function integer( value: SettingValue | undefined, fallback: number ): number {
	const number =
		typeof value === 'number'
			? value
			: Number.parseInt( String( value ), 10 );
	return Number.isFinite( number ) ? number : fallback;
}

/**
 * The button settings of the storefront's page settings, from the settings being edited (a
 * number field being typed into may hold text: the default stands in until it is a number).
 *
 * @param values The settings screen's values.
 */
export function previewButtonSettings(
	values: Record< string, SettingValue >
): Button {
	return {
		type: choice(
			values.payment_stripe_express_button_type,
			TYPES,
			'default'
		),
		theme: choice(
			values.payment_stripe_express_button_theme,
			THEMES,
			'dark'
		),
		height: integer(
			values.payment_stripe_express_button_height,
			DEFAULT_HEIGHT
		),
		radius: Math.max(
			0,
			integer(
				values.payment_stripe_express_button_radius,
				DEFAULT_RADIUS
			)
		),
	};
}

/**
 * The methods switched on, in the storefront's order.
 *
 * @param values The settings screen's values.
 */
export function previewMethods(
	values: Record< string, SettingValue >
): ExpressMethod[] {
	return enabledMethods( {
		is_payment_request_enabled:
			values.payment_stripe_express_checkout !== false,
		is_amazon_pay_enabled:
			values.payment_stripe_express_amazon_pay === true,
		is_link_enabled: values.payment_stripe_express_link !== false,
	} );
}

/**
 * The buttons of the preview, each as the storefront's element for its method would draw it.
 *
 * @param values The settings screen's values.
 */
export function previewButtons(
	values: Record< string, SettingValue >
): PreviewButton[] {
	const button = previewButtonSettings( values );
	const borderRadius = buttonAppearance( button ).variables.borderRadius;
	return previewMethods( values ).map( ( method ) => {
		const options = elementOptions( button, method );
		let type = 'plain';
		let theme = 'black';
		if ( method === 'applePay' || method === 'googlePay' ) {
			type = options.buttonType?.[ method ] ?? 'plain';
			theme = options.buttonTheme?.[ method ] ?? 'black';
		} else {
			// Stripe draws Link and Amazon Pay in their brands' colours whatever the theme.
			theme = method === 'link' ? 'link' : 'amazon';
		}
		return {
			method,
			type,
			theme,
			height: options.buttonHeight ?? DEFAULT_HEIGHT,
			borderRadius,
		};
	} );
}
