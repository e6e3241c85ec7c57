/**
 * vitrine/stripe-admin: the Stripe section's data (docs/architecture.md, "Admin data"): the last
 * connection check (checking, its findings, or why it could not run) and the card-testing
 * protection's refused attempts, loaded once when the section first shows them.
 */
import { createReduxStore } from '@wordpress/data';
import { isVitrineError } from '../../core/api';
import type { StripeAdminClient } from './api';
import type { BlockedAttempts, CheckRequest, ConnectionCheck } from './types';

export const STORE_NAME = 'vitrine/stripe-admin';

export interface StripeAdminState {
	check:
		| { status: 'idle' }
		| { status: 'checking' }
		| { status: 'done'; result: ConnectionCheck }
		| { status: 'failed'; message: string };
	blocked: BlockedAttempts | null;
	blockedError: string | null;
}

export const initialState: StripeAdminState = {
	check: { status: 'idle' },
	blocked: null,
	blockedError: null,
};

type Action =
	| { type: 'CHECK_STARTED' }
	| { type: 'CHECK_DONE'; result: ConnectionCheck }
	| { type: 'CHECK_FAILED'; message: string }
	| { type: 'BLOCKED_RECEIVED'; blocked: BlockedAttempts }
	| { type: 'BLOCKED_FAILED'; message: string };

export function reducer(
	state: StripeAdminState = initialState,
	action: Action
): StripeAdminState {
	switch ( action.type ) {
		case 'CHECK_STARTED':
			return { ...state, check: { status: 'checking' } };
		case 'CHECK_DONE':
			return {
				...state,
				check: { status: 'done', result: action.result },
			};
		case 'CHECK_FAILED':
			return {
				...state,
				check: { status: 'failed', message: action.message },
			};
		case 'BLOCKED_RECEIVED':
			return { ...state, blocked: action.blocked, blockedError: null };
		case 'BLOCKED_FAILED':
			return { ...state, blockedError: action.message };
		default:
			return state;
	}
}

/**
 * The message of a failed call: the server's, or one for no answer at all.
 *
 * @param thrown What the client threw.
 * @param other  The message when the server said nothing readable.
 */
function messageOf( thrown: unknown, other: string ): string {
	return isVitrineError( thrown ) ? thrown.message : other;
}

type Dispatch = ( action: Action ) => unknown;

/**
 * The store's definition, asking the server through a client (a fake in the tests).
 *
 * @param client               The calls to the server.
 * @param messages             The texts of a call that got no answer (translated by the caller).
 * @param messages.checkFailed The text when the check got no answer.
 * @param messages.loadFailed  The text when the list got no answer.
 */
export function stripeAdminStoreConfig(
	client: StripeAdminClient,
	messages: { checkFailed: string; loadFailed: string }
) {
	return {
		reducer,
		actions: {
			checkConnection:
				( request: CheckRequest ) =>
				async ( { dispatch }: { dispatch: Dispatch } ) => {
					dispatch( { type: 'CHECK_STARTED' } );
					try {
						const result = await client.check( request );
						dispatch( { type: 'CHECK_DONE', result } );
					} catch ( thrown ) {
						dispatch( {
							type: 'CHECK_FAILED',
							message: messageOf( thrown, messages.checkFailed ),
						} );
					}
				},
		},
		selectors: {
			getCheck: ( state: StripeAdminState ) => state.check,
			getBlockedAttempts: ( state: StripeAdminState ) => state.blocked,
			getBlockedAttemptsError: ( state: StripeAdminState ) =>
				state.blockedError,
		},
		resolvers: {
			getBlockedAttempts:
				() =>
				async ( { dispatch }: { dispatch: Dispatch } ) => {
					try {
						dispatch( {
							type: 'BLOCKED_RECEIVED',
							blocked: await client.blockedAttempts(),
						} );
					} catch ( thrown ) {
						dispatch( {
							type: 'BLOCKED_FAILED',
							message: messageOf( thrown, messages.loadFailed ),
						} );
					}
				},
		},
	};
}

export function createStripeAdminStore(
	client: StripeAdminClient,
	messages: { checkFailed: string; loadFailed: string }
) {
	return createReduxStore(
		STORE_NAME,
		stripeAdminStoreConfig( client, messages )
	);
}
