/**
 * The Stripe gateway's ajax endpoints (?vitrine-ajax=stripe_…): form-encoded posts, each with its
 * own nonce in _ajax_nonce; answers { success, data } or { success: false, data: { error: {
 * message } } } (docs/spec/payments.md section 7).
 */
import { callAjax } from '../core/ajax';
import type { StripeSettings } from './settings';

export type StripeEndpoint =
	| 'stripe_init_setup_intent'
	| 'stripe_create_payment_intent'
	| 'stripe_create_and_confirm_setup_intent'
	| 'stripe_update_payment_intent'
	| 'stripe_update_order_status'
	| 'stripe_update_failed_order'
	| 'stripe_save_appearance';

export type ServerResult< T > =
	{ ok: true; data: T } | { ok: false; message: string };

interface Envelope< T > {
	success?: boolean;
	data?: T & { error?: { message?: string } };
}

/**
 * Posts to an endpoint.
 *
 * @param settings The Stripe settings (the ajax URL, the generic message).
 * @param endpoint The endpoint.
 * @param nonce    Its nonce.
 * @param fields   The form fields.
 * @return The answer's data, or the message of the refusal (the generic one when it gave none).
 */
export async function postStripe< T >(
	settings: StripeSettings,
	endpoint: StripeEndpoint,
	nonce: string,
	fields: Record< string, string >
): Promise< ServerResult< T > > {
	const answer = await callAjax< Envelope< T > >(
		settings.ajax_url,
		endpoint,
		{
			method: 'POST',
			body: new URLSearchParams( { ...fields, _ajax_nonce: nonce } ),
		}
	);
	const body = answer.body;
	if ( answer.status === 200 && body?.success && body.data ) {
		return { ok: true, data: body.data };
	}
	return {
		ok: false,
		message: body?.data?.error?.message || settings.genericErrorMessage,
	};
}
