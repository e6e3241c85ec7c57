/**
 * The Stripe methods' markup in a payment form. Each Stripe gateway's payment box
 * (.vitrine-payment-box[data-method="stripe"], "stripe_ideal"…) may hold:
 *
 * - .vitrine-stripe-element (or [data-vitrine-stripe-element]): where the Payment Element mounts
 *   (made when absent);
 * - radios name="vitrine-stripe-saved-method": the customer's saved methods (value: the pm id)
 *   and value="new" for a new one;
 * - a checkbox name="vitrine-stripe-new-payment-method" value="true" inside .vitrine-stripe-save:
 *   save the new method;
 * - input name="vitrine-stripe-blik-code": the BLIK code.
 */
import type { MethodConfig, StripeSettings } from './settings';

/**
 * The payment box of a gateway, made in its list item when the server printed none.
 *
 * @param form      The payment form.
 * @param gatewayId The gateway.
 * @return Null when the gateway is not offered in the form.
 */
export function boxFor(
	form: HTMLFormElement,
	gatewayId: string
): HTMLElement | null {
	const radio = radioFor( form, gatewayId );
	if ( ! radio ) {
		return null;
	}
	const item = radio.closest( 'li' ) ?? radio.parentElement;
	let box = item?.querySelector< HTMLElement >(
		'.vitrine-payment-box'
	) as HTMLElement | null;
	if ( ! box && item ) {
		box = form.ownerDocument.createElement( 'div' );
		box.className = 'vitrine-payment-box';
		box.dataset.method = gatewayId;
		box.id = `${ radio.id || gatewayId }_box`;
		box.hidden = ! radio.checked;
		item.append( box );
	}
	return box;
}

/**
 * The radio button of a gateway.
 *
 * @param form      The payment form.
 * @param gatewayId The gateway.
 */
export function radioFor(
	form: HTMLFormElement,
	gatewayId: string
): HTMLInputElement | null {
	return (
		Array.from(
			form.querySelectorAll< HTMLInputElement >(
				'input[name="payment_method"]'
			)
		).find( ( radio ) => radio.value === gatewayId ) ?? null
	);
}

/**
 * Where the Payment Element of a box mounts.
 *
 * @param box The gateway's box.
 */
export function elementContainer( box: HTMLElement ): HTMLElement {
	let container = box.querySelector< HTMLElement >(
		'.vitrine-stripe-element, [data-vitrine-stripe-element]'
	);
	if ( ! container ) {
		container = box.ownerDocument.createElement( 'div' );
		container.className = 'vitrine-stripe-element';
		container.setAttribute( 'data-vitrine-stripe-element', '' );
		const save = box.querySelector( '.vitrine-stripe-save' );
		if ( save ) {
			save.before( container );
		} else {
			box.append( container );
		}
	}
	return container;
}

/**
 * The saved method chosen in a box, or null for a new one.
 *
 * @param box The gateway's box.
 */
export function chosenSavedMethod( box: HTMLElement | null ): string | null {
	const value = box?.querySelector< HTMLInputElement >(
		'input[name="vitrine-stripe-saved-method"]:checked'
	)?.value;
	return value && value !== 'new' ? value : null;
}

/**
 * Shows each box's Payment Element and save box only while a new method is chosen (a saved
 * method needs neither).
 *
 * @param form     The payment form.
 * @param settings The Stripe settings.
 */
export function updateSavedChoice(
	form: HTMLFormElement,
	settings: StripeSettings
): void {
	for ( const config of Object.values( settings.paymentMethodsConfig ) ) {
		const box = boxFor( form, config.gatewayId );
		if (
			! box?.querySelector( 'input[name="vitrine-stripe-saved-method"]' )
		) {
			continue;
		}
		const saved = chosenSavedMethod( box ) !== null;
		box.querySelectorAll< HTMLElement >(
			'.vitrine-stripe-element, [data-vitrine-stripe-element]'
		).forEach( ( element ) => {
			element.hidden = saved;
		} );
		const save = box.querySelector< HTMLElement >( '.vitrine-stripe-save' );
		if ( save && saved ) {
			save.hidden = true;
		}
	}
}

/**
 * Whether the shopper asked to save the new method.
 *
 * @param box The gateway's box.
 */
export function saveChecked( box: HTMLElement | null ): boolean {
	const checkbox = box?.querySelector< HTMLInputElement >(
		'input[name="vitrine-stripe-new-payment-method"]'
	);
	return !! checkbox?.checked && ! checkbox.closest( '[hidden]' );
}

/**
 * The payment method type of a gateway id.
 *
 * @param settings  The Stripe settings.
 * @param gatewayId The gateway.
 * @return Null for a gateway that is not Stripe's.
 */
export function typeOfGateway(
	settings: StripeSettings,
	gatewayId: string
): string | null {
	const found = Object.entries( settings.paymentMethodsConfig ).find(
		( [ , config ] ) => config.gatewayId === gatewayId
	);
	return found ? found[ 0 ] : null;
}

/**
 * Shows the save box only where saving is possible (docs/spec/payments.md section 5): a reusable
 * method, saved cards on, and a customer who is logged in or creates an account here.
 *
 * @param form     The payment form.
 * @param settings The Stripe settings.
 */
export function updateSaveBoxes(
	form: HTMLFormElement,
	settings: StripeSettings
): void {
	const creating = !! (
		form.elements.namedItem( 'createaccount' ) as HTMLInputElement | null
	 )?.checked;
	const customer =
		settings.isLoggedIn ||
		( settings.isSignupOnCheckoutAllowed && creating );
	for ( const config of Object.values( settings.paymentMethodsConfig ) ) {
		const save = boxFor(
			form,
			config.gatewayId
		)?.querySelector< HTMLElement >( '.vitrine-stripe-save' );
		if ( save ) {
			save.hidden = ! (
				customer &&
				config.isReusable &&
				settings.savedCardsEnabled
			);
		}
	}
}

/**
 * Offers the methods limited to some countries only for those billing countries: the others are
 * hidden and, when chosen, unchosen for the first method still offered.
 *
 * @param form    The payment form.
 * @param configs The methods' configurations.
 * @param country The billing country.
 */
export function applyCountries(
	form: HTMLFormElement,
	configs: MethodConfig[],
	country: string
): void {
	let unchosen = false;
	for ( const config of configs ) {
		const radio = radioFor( form, config.gatewayId );
		const item = radio?.closest< HTMLElement >( 'li' );
		if ( ! radio || ! item || config.countries.length === 0 ) {
			continue;
		}
		const offered = config.countries.includes( country );
		item.hidden = ! offered;
		radio.disabled = ! offered;
		if ( ! offered && radio.checked ) {
			radio.checked = false;
			unchosen = true;
		}
	}
	if ( unchosen ) {
		const next = form.querySelector< HTMLInputElement >(
			'input[name="payment_method"]:not(:disabled)'
		);
		if ( next ) {
			next.checked = true;
			next.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		}
	}
}
