/**
 * The place-order handler of a Stripe method (docs/spec/payments.md section 4, the checkout form):
 * a saved method goes as its id; a new one is checked by the Payment Element (elements.submit()),
 * made with the billing details of the page (createPaymentMethod) and sent as hidden fields, the
 * server making and confirming the intent. On the add-payment-method page the new method is set
 * up at once (create_and_confirm_setup_intent), its next action handled here.
 */
import type {
	PlaceOrderHandler,
	PlaceOrderResult,
} from '../checkout/place-order';
import { chosenSavedMethod, saveChecked } from './boxes';
import { intentIdOf } from './confirm-flows';
import { errorMessage } from './errors';
import type { MethodElements, MethodState } from './payment-elements';
import { postStripe } from './server';
import type { StripeSettings } from './settings';
import type { BillingDetailsParam, StripeClient } from './stripe-client';

export interface SubmitDeps {
	settings: StripeSettings;
	elements: MethodElements;
	stripe: () => Promise< StripeClient >;
	billing: () => BillingDetailsParam;
	/** The method's payment box in the form. */
	box: () => HTMLElement | null;
	/** Saves the method now (the add-payment-method page) rather than with an order. */
	setUpNow: boolean;
	/** Leaves the page (a bank's page to authorise the new method). */
	navigate: ( url: string ) => void;
}

/** The answer of create_and_confirm_setup_intent. */
interface SetupAnswer {
	id?: string;
	status?: string;
	client_secret?: string;
	next_action?: { type?: string; redirect_to_url?: { url?: string } } | null;
}

/**
 * The handler of one method type.
 *
 * @param type The method type: card, ideal, blik…
 * @param deps What it works with.
 */
export function stripeHandler(
	type: string,
	deps: SubmitDeps
): PlaceOrderHandler {
	const { settings } = deps;
	const failedToLoad = (): PlaceOrderResult => ( {
		error: settings.i18n.failedToLoad.replace(
			'%s',
			settings.paymentMethodsConfig[ type ]?.title ?? type
		),
	} );

	return async () => {
		const box = deps.box();
		const saved = chosenSavedMethod( box );
		if ( saved ) {
			return {
				'vitrine-stripe-saved-method': saved,
				'vitrine-stripe-payment-type': type,
			};
		}
		const extra: Record< string, string > = {};
		if ( type === 'blik' ) {
			const code =
				box
					?.querySelector< HTMLInputElement >(
						'input[name="vitrine-stripe-blik-code"]'
					)
					?.value.trim() ?? '';
			if ( ! /^\d{6}$/.test( code ) ) {
				return { error: settings.i18n.blikInvalid };
			}
			extra[ 'vitrine-stripe-blik-code' ] = code;
		}
		let state: MethodState;
		let stripe: StripeClient;
		try {
			[ state, stripe ] = await Promise.all( [
				deps.elements.ensure( type ),
				deps.stripe(),
			] );
		} catch {
			return failedToLoad();
		}
		if ( state.hasLoadError || ! state.elements ) {
			return failedToLoad();
		}
		const submitted = await state.elements.submit();
		if ( submitted.error ) {
			// The Payment Element's own message ("Your card number is incomplete.").
			return {
				error: submitted.error.message || settings.genericErrorMessage,
			};
		}
		const { paymentMethod, error } = await stripe.createPaymentMethod( {
			elements: state.elements,
			params: { billing_details: deps.billing() },
		} );
		if ( error || ! paymentMethod ) {
			return { error: errorMessage( error, settings ) };
		}
		const fields: Record< string, string > = {
			'vitrine-stripe-payment-method': paymentMethod.id,
			'vitrine-stripe-payment-type': type,
			'vitrine-stripe-is-deferred-intent': 'true',
			'vitrine-stripe-new-payment-method':
				deps.setUpNow || saveChecked( box ) ? 'true' : 'false',
			...extra,
		};
		return deps.setUpNow ? setUp( fields, stripe, deps ) : fields;
	};
}

/**
 * Sets the new method up for later payments; the intent's next action is handled here.
 *
 * @param fields The fields of the new method.
 * @param stripe Stripe.js.
 * @param deps   What the handler works with.
 */
async function setUp(
	fields: Record< string, string >,
	stripe: StripeClient,
	deps: SubmitDeps
): Promise< PlaceOrderResult > {
	const { settings } = deps;
	const answer = await postStripe< SetupAnswer >(
		settings,
		'stripe_create_and_confirm_setup_intent',
		settings.nonces.createAndConfirmSetupIntent,
		{
			'vitrine-stripe-payment-method':
				fields[ 'vitrine-stripe-payment-method' ],
			'vitrine-stripe-payment-type':
				fields[ 'vitrine-stripe-payment-type' ],
		}
	);
	if ( ! answer.ok ) {
		return { error: answer.message };
	}
	let { status } = answer.data;
	const { client_secret: secret, next_action: next } = answer.data;
	if ( status === 'requires_action' && secret ) {
		const url = next?.redirect_to_url?.url;
		if ( next?.type === 'redirect_to_url' && url ) {
			// The bank's page; Stripe brings the shopper back to the return URL.
			deps.navigate( url );
			return new Promise( () => {} );
		}
		const result = await stripe.handleNextAction( {
			clientSecret: secret,
		} );
		if ( result.error ) {
			return { error: errorMessage( result.error, settings ) };
		}
		status = result.setupIntent?.status;
	}
	if ( status !== 'succeeded' && status !== 'processing' ) {
		return { error: settings.i18n.paymentFailed };
	}
	return {
		...fields,
		'vitrine-stripe-setup-intent':
			answer.data.id ?? ( secret ? intentIdOf( secret ) : '' ),
	};
}
