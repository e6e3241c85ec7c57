/**
 * The confirmations the server asks for through the address's hash (docs/spec/payments.md
 * section 2), in one place:
 *
 * - #vitrine-stripe-confirm-(pi|si):{orderId}:{clientSecret}:{nonce}: the intent the server
 *   confirmed needs the shopper (3-D Secure): its next action, then stripe_update_order_status,
 *   then the URL it answers;
 * - #confirm-(pi|si)-{clientSecret}:{returnUrl}: the older card confirmation, then the return URL;
 * - #vitrine-stripe-voucher-{orderId}:{type}:{clientSecret}:{returnUrl}: a boleto, multibanco or
 *   oxxo voucher shown, then the return URL;
 * - #vitrine-stripe-wallet-{orderId}:{type}:{intentKind}:{clientSecret}:{returnUrl}:{nonce}:
 *   WeChat Pay or Cash App Pay confirmed, then the return URL.
 *
 * Rules: a return URL is followed only on this site's origin; an order id must be a number, and
 * on the pay-for-order page the current order's; the hash is removed once read; a failure shows
 * the settings' generic message (or Stripe's) and tells stripe_update_failed_order, whose own
 * failure is ignored.
 */
import { errorMessage, type StripeErrorLike } from './errors';
import { postStripe } from './server';
import type { StripeSettings } from './settings';
import type { IntentResult, StripeClient } from './stripe-client';

export type ConfirmFlow =
	| {
			kind: 'confirm';
			setup: boolean;
			orderId: string;
			clientSecret: string;
			nonce: string;
	  }
	| {
			kind: 'legacy';
			setup: boolean;
			clientSecret: string;
			returnUrl: string;
	  }
	| {
			kind: 'voucher';
			orderId: string;
			type: string;
			clientSecret: string;
			returnUrl: string;
	  }
	| {
			kind: 'wallet';
			orderId: string;
			type: string;
			setup: boolean;
			clientSecret: string;
			returnUrl: string;
			nonce: string;
	  };

const decode = ( value: string ): string => {
	try {
		return decodeURIComponent( value );
	} catch {
		return '';
	}
};

/**
 * Reads a hash.
 *
 * @param hash location.hash, with or without its #.
 * @return Null for any other hash.
 */
export function parseHash( hash: string ): ConfirmFlow | null {
	const value = hash.replace( /^#/, '' );
	let match = value.match(
		/^vitrine-stripe-confirm-(pi|si):([^:]+):([^:]+):([^:]+)$/
	);
	if ( match ) {
		return {
			kind: 'confirm',
			setup: match[ 1 ] === 'si',
			orderId: match[ 2 ],
			clientSecret: match[ 3 ],
			nonce: match[ 4 ],
		};
	}
	match = value.match( /^confirm-(pi|si)-([^:]+):(.+)$/ );
	if ( match ) {
		return {
			kind: 'legacy',
			setup: match[ 1 ] === 'si',
			clientSecret: match[ 2 ],
			returnUrl: decode( match[ 3 ] ),
		};
	}
	match = value.match(
		/^vitrine-stripe-voucher-([^:]+):([^:]+):([^:]+):(.+)$/
	);
	if ( match ) {
		return {
			kind: 'voucher',
			orderId: match[ 1 ],
			type: match[ 2 ],
			clientSecret: match[ 3 ],
			returnUrl: decode( match[ 4 ] ),
		};
	}
	match = value.match(
		/^vitrine-stripe-wallet-([^:]+):([^:]+):([^:]+):([^:]+):(.+):([^:]+)$/
	);
	if ( match ) {
		return {
			kind: 'wallet',
			orderId: match[ 1 ],
			type: match[ 2 ],
			setup: match[ 3 ] === 'si' || match[ 3 ] === 'setup_intent',
			clientSecret: match[ 4 ],
			returnUrl: decode( match[ 5 ] ),
			nonce: match[ 6 ],
		};
	}
	return null;
}

/**
 * A URL on the page's origin, or null.
 *
 * @param url  The URL.
 * @param base The page's address.
 */
export function sameOrigin( url: string, base: string ): string | null {
	try {
		const target = new URL( url, base );
		return target.origin === new URL( base ).origin ? target.href : null;
	} catch {
		return null;
	}
}

export interface FlowDeps {
	settings: StripeSettings;
	stripe: () => Promise< StripeClient >;
	/** The page's address (location.href). */
	href: string;
	/** The order of the pay-for-order page, or null elsewhere. */
	currentOrderId: number | null;
	navigate: ( url: string ) => void;
	/** Removes the hash from the address. */
	clearHash: () => void;
	showError: ( message: string ) => void;
	/** Marks the page busy while the flow runs. */
	busy: ( on: boolean ) => void;
}

class FlowError extends Error {
	constructor(
		readonly stripeError: StripeErrorLike | null,
		readonly intentId: string | null
	) {
		super( stripeError?.message ?? 'confirmation failed' );
	}
}

const intentOf = ( result: IntentResult ) =>
	result.paymentIntent ?? result.setupIntent;

/**
 * The intent's id from its client secret (pi_123_secret_abc: pi_123).
 *
 * @param secret The client secret.
 */
export function intentIdOf( secret: string ): string {
	return secret.replace( /_secret_.*$/, '' );
}

/**
 * What lets the server trust a guest with the order: the intent's client secret (which only the
 * hash carries) and the order key of a pay-for-order address.
 *
 * @param clientSecret The client secret.
 * @param href         The page's address.
 */
function orderProof(
	clientSecret: string,
	href: string
): Record< string, string > {
	return {
		client_secret: clientSecret,
		order_key: new URL( href ).searchParams.get( 'key' ) ?? '',
	};
}

/**
 * Confirms an intent the server confirmed and that needs the shopper: its next action when it
 * requires one, a confirmation when it still requires one, nothing when it is done.
 *
 * @param stripe Stripe.js.
 * @param flow   The hash's flow.
 * @param href   The page's address (the return URL of a redirecting method).
 */
async function confirmIntent(
	stripe: StripeClient,
	flow: Extract< ConfirmFlow, { kind: 'confirm' } >,
	href: string
): Promise< IntentResult > {
	const clientSecret = flow.clientSecret;
	const retrieved = await ( flow.setup
		? stripe.retrieveSetupIntent( clientSecret )
		: stripe.retrievePaymentIntent( clientSecret ) );
	const intent = intentOf( retrieved );
	if ( retrieved.error || ! intent ) {
		return retrieved;
	}
	if ( intent.status === 'requires_action' ) {
		return stripe.handleNextAction( { clientSecret } );
	}
	if ( intent.status === 'requires_confirmation' ) {
		const options = {
			clientSecret,
			confirmParams: { return_url: href.replace( /#.*$/, '' ) },
			redirect: 'if_required' as const,
		};
		return flow.setup
			? stripe.confirmSetup( options )
			: stripe.confirmPayment( options );
	}
	return retrieved;
}

/**
 * Runs the flow of a hash.
 *
 * @param flow The flow read from the hash.
 * @param deps What it works with.
 * @return Settles when the flow is over (the browser may be leaving).
 */
export async function runFlow(
	flow: ConfirmFlow,
	deps: FlowDeps
): Promise< void > {
	const { settings } = deps;
	deps.clearHash();
	const orderId = 'orderId' in flow ? flow.orderId : null;
	if ( orderId !== null ) {
		if (
			! /^\d+$/.test( orderId ) ||
			( deps.currentOrderId !== null &&
				Number( orderId ) !== deps.currentOrderId )
		) {
			deps.showError( settings.genericErrorMessage );
			return;
		}
	}
	deps.busy( true );
	let intentId: string | null = intentIdOf( flow.clientSecret );
	try {
		const stripe = await deps.stripe();
		const result = await runStripeStep( stripe, flow, deps );
		const intent = intentOf( result );
		intentId = intent?.id ?? intentId;
		if ( result.error ) {
			throw new FlowError( result.error, intentId );
		}
		if ( flow.kind === 'confirm' ) {
			const method = intent?.payment_method;
			const answer = await postStripe< { return_url?: string } >(
				settings,
				'stripe_update_order_status',
				flow.nonce,
				{
					order_id: flow.orderId,
					intent_id: intentId,
					payment_method_id:
						typeof method === 'string'
							? method
							: ( method?.id ?? '' ),
					...orderProof( flow.clientSecret, deps.href ),
				}
			);
			if ( ! answer.ok ) {
				throw new FlowError( { message: answer.message }, intentId );
			}
			const target = answer.data.return_url
				? sameOrigin( answer.data.return_url, deps.href )
				: null;
			if ( target ) {
				deps.navigate( target );
				return;
			}
			throw new FlowError( null, intentId );
		}
		deps.navigate( returnTarget( flow, deps ) );
	} catch ( error ) {
		deps.busy( false );
		const known = error instanceof FlowError ? error : null;
		deps.showError(
			known?.stripeError
				? errorMessage( known.stripeError, settings )
				: settings.genericErrorMessage
		);
		// Order 0 is the add-payment-method page's setup intent: no order to tell.
		if ( orderId !== null && orderId !== '0' && intentId ) {
			// The order is told it failed; whatever this answers, the shopper has the message.
			void postStripe(
				settings,
				'stripe_update_failed_order',
				settings.nonces.updateFailedOrder,
				{
					intent_id: intentId,
					order_id: orderId,
					...orderProof( flow.clientSecret, deps.href ),
				}
			).catch( () => {} );
		}
	}
}

/**
 * Where a legacy, voucher or wallet flow ends: its return URL on this origin, else the order's
 * received page (the settings' address for a numeric order id), else the page itself.
 *
 * @param flow The flow.
 * @param deps What it works with.
 */
function returnTarget(
	flow: Exclude< ConfirmFlow, { kind: 'confirm' } >,
	deps: FlowDeps
): string {
	return (
		sameOrigin( flow.returnUrl, deps.href ) ??
		( deps.settings.orderReceivedURL
			? sameOrigin( deps.settings.orderReceivedURL, deps.href )
			: null ) ??
		deps.href.replace( /#.*$/, '' )
	);
}

/**
 * Stripe's part of a flow.
 *
 * @param stripe Stripe.js.
 * @param flow   The flow.
 * @param deps   What it works with.
 */
async function runStripeStep(
	stripe: StripeClient,
	flow: ConfirmFlow,
	deps: FlowDeps
): Promise< IntentResult > {
	const secret = flow.clientSecret;
	switch ( flow.kind ) {
		case 'confirm':
			return confirmIntent( stripe, flow, deps.href );
		case 'legacy': {
			const legacy = flow.setup
				? stripe.handleCardSetup
				: stripe.handleCardPayment;
			return legacy
				? legacy.call( stripe, secret )
				: stripe.handleNextAction( { clientSecret: secret } );
		}
		case 'voucher': {
			const confirm = {
				boleto: stripe.confirmBoletoPayment,
				multibanco: stripe.confirmMultibancoPayment,
				oxxo: stripe.confirmOxxoPayment,
			}[ flow.type ];
			if ( ! confirm ) {
				throw new FlowError( null, null );
			}
			return confirm.call( stripe, secret, {}, { handleActions: true } );
		}
		case 'wallet': {
			if ( flow.type === 'wechat_pay' && ! flow.setup ) {
				return stripe.confirmWechatPayPayment(
					secret,
					{
						payment_method_options: {
							wechat_pay: { client: 'web' },
						},
					},
					{ handleActions: true }
				);
			}
			if ( flow.type === 'cashapp' ) {
				const returnUrl = sameOrigin( flow.returnUrl, deps.href ) ?? '';
				return flow.setup
					? stripe.confirmCashappSetup( secret, {
							return_url: returnUrl,
						} )
					: stripe.confirmCashappPayment( secret, {
							return_url: returnUrl,
						} );
			}
			throw new FlowError(
				{ message: deps.settings.invalid_wallet_type },
				null
			);
		}
	}
}
