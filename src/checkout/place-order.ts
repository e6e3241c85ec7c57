/**
 * The gateway-neutral hook of the payment forms (the checkout, the pay-for-order form and the
 * add-payment-method form): before the form goes to the server, the handler registered for the
 * chosen gateway may add fields (a payment method created in the browser) or refuse with a message,
 * which the page then shows like any other checkout error.
 *
 * A gateway's bundle (which depends on the `vitrine-checkout` handle) registers its handler:
 *
 *     registerPlaceOrderHandler( 'stripe', async ( form ) =>
 *         ok ? { 'vitrine-stripe-payment-method': id } : { error: message } );
 *
 * The handlers live on window, not in this module: each bundle that imports this file gets its own
 * copy of it (webpack bundles share no modules), and all of them must see the same handlers.
 */

/** Fields to send with the form, or a refusal whose message the shopper reads. */
export type PlaceOrderResult = Record< string, string > | { error: string };

export type PlaceOrderHandler = (
	form: HTMLFormElement
) => Promise< PlaceOrderResult >;

declare global {
	interface Window {
		vitrinePlaceOrderHandlers?: Record< string, PlaceOrderHandler >;
	}
}

function handlers(): Record< string, PlaceOrderHandler > {
	return ( window.vitrinePlaceOrderHandlers ??= {} );
}

/**
 * Registers the handler of a gateway (the last one registered for an id wins).
 *
 * @param gatewayId The gateway id: stripe, stripe_ideal…
 * @param handler   Gets the form; answers fields to add or { error }.
 */
export function registerPlaceOrderHandler(
	gatewayId: string,
	handler: PlaceOrderHandler
): void {
	handlers()[ gatewayId ] = handler;
}

/**
 * The handler of the gateway chosen in the form, if it has one.
 *
 * @param form The payment form.
 */
export function chosenHandler(
	form: HTMLFormElement
): PlaceOrderHandler | undefined {
	const chosen = form.querySelector< HTMLInputElement >(
		'input[name="payment_method"]:checked'
	);
	return chosen ? handlers()[ chosen.value ] : undefined;
}

/**
 * Runs the handler of the gateway chosen in the form, if it has one.
 *
 * @param form     The payment form.
 * @param fallback The message when the handler throws instead of answering.
 * @return Null when the chosen gateway has no handler; else what it answered.
 */
export async function runPlaceOrderHandler(
	form: HTMLFormElement,
	fallback: string
): Promise< PlaceOrderResult | null > {
	const handler = chosenHandler( form );
	if ( ! handler ) {
		return null;
	}
	try {
		return await handler( form );
	} catch ( error ) {
		// A handler that throws must not leave the form processing forever.
		// eslint-disable-next-line no-console -- for the developer of the gateway.
		console.error( error );
		return { error: fallback };
	}
}

/**
 * Whether a handler's answer is a refusal.
 *
 * @param result The answer.
 */
export function isRefusal(
	result: PlaceOrderResult
): result is { error: string } {
	return typeof ( result as { error?: unknown } ).error === 'string';
}
