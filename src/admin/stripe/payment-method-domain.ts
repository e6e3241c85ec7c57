/**
 * "Register this domain with Stripe" in the Stripe section: what GET and POST
 * vitrine/v1/stripe/payment-method-domain answer (Vitrine\Stripe\Express\Rest\PaymentMethodDomainRoute),
 * the block's state as a reducer, and whether the saved settings hold the secret key the
 * server registers with.
 */
import { isVitrineError, restClient } from '../../core/api';
import type { SettingValue } from '../settings/types';

/** The route's answer. */
export interface PaymentMethodDomain {
	domain_name: string;
	/** Whether Stripe was ever asked for this host. */
	registered: boolean;
	id: string;
	apple_pay: 'active' | 'inactive';
	/** Stripe's reason when Apple Pay is inactive. */
	message: string;
	/** Unix time of Stripe's answer; 0 when never. */
	checked_at: number;
}

export interface PaymentMethodDomainClient {
	read: () => Promise< PaymentMethodDomain >;
	register: () => Promise< PaymentMethodDomain >;
}

const PATH = '/vitrine/v1/stripe/payment-method-domain';

export const restPaymentMethodDomainClient: PaymentMethodDomainClient = {
	read: () => restClient()< PaymentMethodDomain >( { path: PATH } ),
	register: () =>
		restClient()< PaymentMethodDomain >( { path: PATH, method: 'POST' } ),
};

/** The block's state. */
export interface DomainState {
	/** What the server last answered; null before its first answer. */
	domain: PaymentMethodDomain | null;
	loading: boolean;
	registering: boolean;
	/** The last call's error message, if it failed. */
	error: string | null;
}

export type DomainAction =
	| { type: 'REGISTER' }
	| { type: 'ANSWERED'; domain: PaymentMethodDomain }
	| { type: 'FAILED'; message: string };

export const INITIAL_DOMAIN_STATE: DomainState = {
	domain: null,
	loading: true,
	registering: false,
	error: null,
};

/**
 * The next state of the block.
 *
 * @param state  The state.
 * @param action What happened.
 */
export function domainReducer(
	state: DomainState,
	action: DomainAction
): DomainState {
	switch ( action.type ) {
		case 'REGISTER':
			return { ...state, registering: true, error: null };
		case 'ANSWERED':
			return {
				domain: action.domain,
				loading: false,
				registering: false,
				error: null,
			};
		case 'FAILED':
			return {
				...state,
				loading: false,
				registering: false,
				error: action.message,
			};
	}
	return state;
}

/**
 * Runs a call of the client and turns its outcome into the action to dispatch: the route's own
 * message for an error it answered, the fallback for anything else (no network).
 *
 * @param call     The call.
 * @param fallback The message when the server gave none.
 */
export async function domainCall(
	call: () => Promise< PaymentMethodDomain >,
	fallback: string
): Promise< DomainAction > {
	try {
		return { type: 'ANSWERED', domain: await call() };
	} catch ( thrown ) {
		return {
			type: 'FAILED',
			message:
				isVitrineError( thrown ) && thrown.message
					? thrown.message
					: fallback,
		};
	}
}

/** How the stored state reads: Apple Pay active, inactive (with Stripe's reason), or never asked. */
export type DomainStatus = 'active' | 'inactive' | 'not_registered';

/**
 * The status of an answer.
 *
 * @param domain The route's answer.
 */
export function domainStatus( domain: PaymentMethodDomain ): DomainStatus {
	if ( ! domain.registered ) {
		return 'not_registered';
	}
	return domain.apple_pay === 'active' ? 'active' : 'inactive';
}

/**
 * Whether the saved settings hold a secret key for the saved mode: the server registers with the
 * saved key, not with one typed and not yet saved.
 *
 * @param saved The saved settings.
 */
export function hasSavedSecretKey(
	saved: Record< string, SettingValue >
): boolean {
	const mode = saved.payment_stripe_testmode === false ? 'live' : 'test';
	const key = saved[ `payment_stripe_${ mode }_secret_key` ];
	return typeof key === 'string' && key.trim() !== '';
}
