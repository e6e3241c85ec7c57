/**
 * The message of a failed call (docs/spec/payments.md section 8): the transport's words when the
 * server was not reached; for rest_invalid_param each parameter's message, one a line; a code
 * the settings' texts know, its text; the payment's errorMessage or message (a refused payment's
 * words); the server's message; else the caller's fallback.
 */
import type { StripeError } from '@stripe/stripe-js';
import type { Answer } from '../core/http';
import type { ExpressMessageKey, StripeExpressSettings } from './settings';

export interface ErrorBody {
	code?: string;
	message?: string;
	data?: { params?: Record< string, string > };
	payment_result?: {
		message?: string;
		payment_details?: Array< { key: string; value: string } >;
	};
}

type Messages = StripeExpressSettings[ 'messages' ];

const TRANSPORT: Record< string, ExpressMessageKey > = {
	timeout: 'timeout',
	abort: 'abort',
	network: 'transport',
};

/**
 * A text of the settings, falling back to "unknown".
 *
 * @param messages The settings' texts.
 * @param key      The key.
 */
function text( messages: Messages, key: ExpressMessageKey ): string {
	return messages[ key ] || messages.unknown || key;
}

/**
 * The message of a failed answer.
 *
 * @param answer   The answer.
 * @param messages The settings' texts.
 * @param fallback The text when the answer explains nothing.
 */
export function answerMessage(
	answer: Answer< unknown >,
	messages: Messages,
	fallback: ExpressMessageKey
): string {
	if ( answer.failure ) {
		return text( messages, TRANSPORT[ answer.failure ] );
	}
	const body = answer.body as ErrorBody | null;
	const params = body?.data?.params;
	if ( body?.code === 'rest_invalid_param' && params ) {
		return Object.values( params ).join( '\n' );
	}
	if ( body?.code && messages[ body.code ] ) {
		return messages[ body.code ];
	}
	const detail = body?.payment_result?.payment_details?.find(
		( item ) => item.key === 'errorMessage'
	)?.value;
	return (
		detail ||
		body?.payment_result?.message ||
		body?.message ||
		text( messages, fallback )
	);
}

/**
 * The message of a Stripe.js error: a code the settings' texts know, else Stripe's message, else
 * the payment-failed text.
 *
 * @param error    The error.
 * @param messages The settings' texts.
 */
export function stripeErrorMessage(
	error: Pick< StripeError, 'code' | 'message' >,
	messages: Messages
): string {
	return (
		( error.code && messages[ error.code ] ) ||
		error.message ||
		text( messages, 'paymentFailed' )
	);
}
