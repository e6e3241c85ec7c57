/**
 * The express checkout's calls: the stripe_* ajax endpoints (form-encoded, the nonce in
 * `security`; a refused nonce, as on a product page from a page cache, renewed once from
 * stripe_express_nonces) and the order through the vitrine/v1 checkout route with the express
 * headers. Answers are read into { ok, data } or { ok: false, message } (messages.ts).
 */
import { callAjax } from '../core/ajax';
import { jsonBody, retryOnRefusedNonce, send, type Answer } from '../core/http';
import { answerMessage, type ErrorBody } from './messages';
import type {
	ExpressMessageKey,
	ExpressNonces,
	StripeExpressSettings,
} from './settings';

export type Result< T > =
	{ ok: true; data: T } | { ok: false; message: string };

/** The endpoints and the key of their nonce. */
export const ENDPOINT_NONCES = {
	stripe_get_cart_details: 'get_cart_details',
	stripe_get_shipping_options: 'shipping',
	stripe_update_shipping_method: 'update_shipping',
	stripe_normalize_address: 'normalize_address',
	stripe_add_to_cart: 'add_to_cart',
	stripe_clear_cart: 'clear_cart',
	stripe_get_selected_product_data: 'get_selected_product_data',
} as const satisfies Record< string, keyof ExpressNonces >;

export type ExpressEndpoint = keyof typeof ENDPOINT_NONCES;

/**
 * Renews every nonce of the settings from stripe_express_nonces.
 *
 * @param settings The settings, whose nonces are replaced.
 * @return Whether the server gave them.
 */
async function renewNonces(
	settings: StripeExpressSettings
): Promise< boolean > {
	const { status, body } = await callAjax< { nonce?: ExpressNonces } >(
		settings.ajax_url,
		'stripe_express_nonces'
	);
	if ( status !== 200 || ! body?.nonce ) {
		return false;
	}
	settings.nonce = { ...settings.nonce, ...body.nonce };
	return true;
}

/**
 * Reads an answer.
 *
 * @param answer   The answer.
 * @param settings The settings (their texts).
 * @param fallback The message when the answer gives none.
 */
export function readAnswer< T >(
	answer: Answer< unknown >,
	settings: StripeExpressSettings,
	fallback: ExpressMessageKey
): Result< T > {
	const body = answer.body as ( ErrorBody & { result?: string } ) | null;
	if ( answer.status === 200 && body?.result === 'success' ) {
		return { ok: true, data: body as T };
	}
	return {
		ok: false,
		message: answerMessage( answer, settings.messages, fallback ),
	};
}

/**
 * Posts to an express endpoint.
 *
 * @param settings The settings.
 * @param endpoint The endpoint.
 * @param fields   The form fields (the nonce is added).
 * @param fallback The message when the server gives none.
 */
export async function postExpress< T >(
	settings: StripeExpressSettings,
	endpoint: ExpressEndpoint,
	fields: Array< [ string, string ] >,
	fallback: ExpressMessageKey = 'unknown'
): Promise< Result< T > > {
	const answer = await retryOnRefusedNonce(
		() =>
			callAjax( settings.ajax_url, endpoint, {
				method: 'POST',
				body: new URLSearchParams( [
					...fields,
					[
						'security',
						settings.nonce[ ENDPOINT_NONCES[ endpoint ] ],
					],
				] ),
			} ),
		'vitrine_ajax_invalid_nonce',
		() => renewNonces( settings )
	);
	return readAnswer< T >( answer, settings, fallback );
}

/** What the checkout route answers (its PlacedOrder). */
export interface PlacedOrder {
	payment_result?: {
		payment_status?: string;
		redirect_url?: string;
		payment_details?: Array< { key: string; value: string } >;
	};
}

/**
 * Creates the order (or pays the pay-for-order page's) through the checkout route.
 *
 * @param settings The settings.
 * @param payload  The order payload.
 * @return The redirect URL, or the message to show.
 */
export async function placeOrder(
	settings: StripeExpressSettings,
	payload: Record< string, unknown >
): Promise< Result< string > > {
	const order = settings.is_pay_for_order ? settings.order : null;
	const path = order
		? `checkout/${ order.id }?${ new URLSearchParams( {
				key: order.key,
				billing_email: order.billing_email,
			} ) }`
		: 'checkout';
	let restNonce = settings.rest_nonce;
	const answer = await retryOnRefusedNonce(
		() =>
			send( settings.rest_url + path, {
				method: 'POST',
				...jsonBody( payload, {
					'X-WP-Nonce': restNonce,
					'X-Vitrine-Express-Checkout': settings.location,
					'X-Vitrine-Express-Nonce': order
						? settings.nonce.pay_for_order
						: settings.nonce.checkout,
				} ),
			} ),
		'vitrine_rest_invalid_nonce',
		async () => {
			const fresh = await callAjax< { nonce?: string } >(
				settings.ajax_url,
				'refresh_nonce'
			);
			restNonce = fresh.body?.nonce ?? '';
			return fresh.status === 200 && !! restNonce;
		}
	);
	const body = answer.body as PlacedOrder | null;
	const result = body?.payment_result;
	if (
		answer.status === 200 &&
		result?.payment_status === 'success' &&
		result.redirect_url
	) {
		return { ok: true, data: result.redirect_url };
	}
	return {
		ok: false,
		message: answerMessage( answer, settings.messages, 'orderError' ),
	};
}
