/**
 * Stripe in one payment form (the checkout, the pay-for-order form, the add-payment-method form):
 * each Stripe method's place-order handler registered; its Payment Element made when the method is
 * first chosen (Stripe.js loads then, not before: most shoppers who pay otherwise never fetch it);
 * the save boxes and the methods limited to some countries kept right as the form changes; the
 * amount followed through the checkout's payment context.
 */
import { registerPlaceOrderHandler } from '../checkout/place-order';
import {
	getPaymentContext,
	onPaymentContextChange,
	type PaymentPageContext,
} from '../checkout/payment-context';
import { toStripeAmount } from './amounts';
import { buildAppearance, fontSources, readThemeStyles } from './appearance';
import {
	billingDetails,
	billingFromForm,
	neverAskedFields,
	type BillingAddress,
} from './billing';
import {
	applyCountries,
	boxFor,
	elementContainer,
	saveChecked,
	typeOfGateway,
	updateSavedChoice,
	updateSaveBoxes,
} from './boxes';
import { methodElements, type Look } from './payment-elements';
import { postStripe } from './server';
import type { StripeSettings } from './settings';
import { updateCashAppNotice } from './cashapp-notice';
import type { StripeClient } from './stripe-client';
import { stripeHandler } from './submit';

/**
 * The payment context of the page, or null where none was printed.
 */
function paymentContext(): PaymentPageContext | null {
	try {
		return getPaymentContext();
	} catch {
		return null;
	}
}

/**
 * The appearance of the theme: the one the server saved for it, else computed here once and
 * saved for the next pages.
 *
 * @param form     The form whose theme it is.
 * @param settings The Stripe settings.
 */
function themeLook( form: HTMLFormElement, settings: StripeSettings ): Look {
	const fonts = fontSources( form.ownerDocument );
	if ( settings.appearance ) {
		return { appearance: settings.appearance, fonts };
	}
	const appearance = buildAppearance(
		readThemeStyles( form ),
		settings.isOCEnabled
	);
	void postStripe(
		settings,
		'stripe_save_appearance',
		settings.nonces.saveAppearance,
		{
			appearance: JSON.stringify( appearance ),
			is_block_checkout: 'false',
			theme_name: settings.theme_name,
		}
	);
	return { appearance, fonts };
}

/**
 * Takes up Stripe in a payment form.
 *
 * @param form     The form.
 * @param settings The Stripe settings.
 * @param stripe   Loads Stripe.js (once).
 */
export function startStripeForm(
	form: HTMLFormElement,
	settings: StripeSettings,
	stripe: () => Promise< StripeClient >
): void {
	const doc = form.ownerDocument;
	const isCheckoutForm = form.matches( '.vitrine-checkout__form' );
	const configs = Object.values( settings.paymentMethodsConfig );

	const address = (): BillingAddress => {
		if ( isCheckoutForm ) {
			return billingFromForm( form );
		}
		return paymentContext()?.order?.billingAddress ?? {};
	};
	const amount = (): number => {
		const context = paymentContext();
		return context
			? toStripeAmount(
					context.total,
					context.currencyDecimals,
					context.currency
				)
			: toStripeAmount(
					settings.cartTotal,
					settings.currencyDecimals,
					settings.currency
				);
	};
	let look: Look | null = null;
	const elements = methodElements( {
		settings,
		stripe,
		amount,
		never: () =>
			neverAskedFields(
				settings.enabledBillingFields,
				billingDetails( address() )
			),
		save: ( config ) => saveChecked( boxFor( form, config.gatewayId ) ),
		container: ( config ) => {
			const box = boxFor( form, config.gatewayId );
			return box ? elementContainer( box ) : null;
		},
		look: async () => ( look ??= themeLook( form, settings ) ),
	} );

	const isAddPaymentMethod = form.id === 'add_payment_method';
	for ( const [ type, config ] of Object.entries(
		settings.paymentMethodsConfig
	) ) {
		registerPlaceOrderHandler(
			config.gatewayId,
			stripeHandler( type, {
				settings,
				elements,
				stripe,
				billing: () => billingDetails( address() ),
				box: () => boxFor( form, config.gatewayId ),
				setUpNow: isAddPaymentMethod,
				navigate: ( url ) => window.location.assign( url ),
			} )
		);
	}

	const country = (): string =>
		(
			form.elements.namedItem(
				'billing_country'
			) as HTMLSelectElement | null
		 )?.value ??
		paymentContext()?.country ??
		'';

	/** Makes the chosen Stripe method's element, and mounts the others again where they now are. */
	const sync = (): void => {
		const chosen =
			form.querySelector< HTMLInputElement >(
				'input[name="payment_method"]:checked'
			)?.value ?? '';
		const type = typeOfGateway( settings, chosen );
		if ( type ) {
			// A failure shows at submit (hasLoadError, or Stripe.js missing).
			elements.ensure( type ).catch( () => {} );
		}
		elements.remount();
	};

	const refresh = (): void => {
		applyCountries( form, configs, country() );
		updateSaveBoxes( form, settings );
		updateSavedChoice( form, settings );
		updateCashAppNotice( form, settings, amount() );
		sync();
	};

	form.addEventListener( 'change', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( target.name === 'vitrine-stripe-new-payment-method' ) {
			const type = typeOfGateway(
				settings,
				target.closest< HTMLElement >( '.vitrine-payment-box' )?.dataset
					.method ?? ''
			);
			if ( type ) {
				elements.reset( type )?.catch( () => {} );
			}
		} else if (
			target.name === 'billing_country' ||
			target.name === 'createaccount' ||
			target.name === 'vitrine-stripe-saved-method' ||
			target.name === 'payment_method'
		) {
			refresh();
		}
	} );
	onPaymentContextChange( () => {
		elements.updateAmount();
		refresh();
	}, doc );
	// The checkout replaces its payment methods with each order review update.
	let queued = false;
	new MutationObserver( () => {
		if ( ! queued ) {
			queued = true;
			queueMicrotask( () => {
				queued = false;
				refresh();
			} );
		}
	} ).observe( form, { childList: true, subtree: true } );
	refresh();
}
