/**
 * vitrine/stripe-admin: the Stripe section's data (docs/architecture.md, "Admin data"): the last
 * connection check (checking, its findings, or why it could not run), the card-testing
 * protection's refused attempts and the webhook health, each loaded when the section first shows
 * it (the health again when the merchant asks).
 */
import { createReduxStore } from '@wordpress/data';
import { isVitrineError } from '../../core/api';
import type { StripeAdminClient } from './api';
import type {
	BlockedAttempts,
	CheckRequest,
	ConnectionCheck,
	StripeMethod,
	WebhookHealth,
} from './types';

export const STORE_NAME = 'vitrine/stripe-admin';

export interface StripeAdminState {
	check:
		| { status: 'idle' }
		| { status: 'checking' }
		| { status: 'done'; result: ConnectionCheck }
		| { status: 'failed'; message: string };
	blocked: BlockedAttempts | null;
	blockedError: string | null;
	webhook: WebhookHealth | null;
	webhookError: string | null;
	/** Whether the health is being asked for (first time or again). */
	webhookLoading: boolean;
	/** Stripe's methods other than the card, for the table of methods. */
	methods: StripeMethod[] | null;
}

export const initialState: StripeAdminState = {
	check: { status: 'idle' },
	blocked: null,
	blockedError: null,
	webhook: null,
	webhookError: null,
	webhookLoading: false,
	methods: null,
};

type Action =
	| { type: 'CHECK_STARTED' }
	| { type: 'CHECK_DONE'; result: ConnectionCheck }
	| { type: 'CHECK_FAILED'; message: string }
	| { type: 'BLOCKED_RECEIVED'; blocked: BlockedAttempts }
	| { type: 'BLOCKED_FAILED'; message: string }
	| { type: 'WEBHOOK_LOADING' }
	| { type: 'WEBHOOK_RECEIVED'; health: WebhookHealth }
	| { type: 'WEBHOOK_FAILED'; message: string }
	| { type: 'METHODS_RECEIVED'; methods: StripeMethod[] };

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
		case 'WEBHOOK_LOADING':
			return { ...state, webhookLoading: true };
		case 'WEBHOOK_RECEIVED':
			return {
				...state,
				webhook: action.health,
				webhookError: null,
				webhookLoading: false,
			};
		case 'WEBHOOK_FAILED':
			return {
				...state,
				webhookError: action.message,
				webhookLoading: false,
			};
		case 'METHODS_RECEIVED':
			return { ...state, methods: action.methods };
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

interface Messages {
	checkFailed: string;
	loadFailed: string;
	webhookFailed: string;
}

/**
 * The store's definition, asking the server through a client (a fake in the tests).
 *
 * @param client                 The calls to the server.
 * @param messages               The texts of a call that got no answer (translated by the caller).
 * @param messages.checkFailed   The text when the check got no answer.
 * @param messages.loadFailed    The text when the list got no answer.
 * @param messages.webhookFailed The text when the webhook health got no answer.
 */
export function stripeAdminStoreConfig(
	client: StripeAdminClient,
	messages: Messages
) {
	const loadWebhookHealth = async ( dispatch: Dispatch ) => {
		dispatch( { type: 'WEBHOOK_LOADING' } );
		try {
			dispatch( {
				type: 'WEBHOOK_RECEIVED',
				health: await client.webhookHealth(),
			} );
		} catch ( thrown ) {
			dispatch( {
				type: 'WEBHOOK_FAILED',
				message: messageOf( thrown, messages.webhookFailed ),
			} );
		}
	};
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
			/** Asks for the webhook health again (the merchant's "Refresh"). */
			refreshWebhookHealth:
				() =>
				async ( { dispatch }: { dispatch: Dispatch } ) =>
					loadWebhookHealth( dispatch ),
		},
		selectors: {
			getCheck: ( state: StripeAdminState ) => state.check,
			getBlockedAttempts: ( state: StripeAdminState ) => state.blocked,
			getBlockedAttemptsError: ( state: StripeAdminState ) =>
				state.blockedError,
			getWebhookHealth: ( state: StripeAdminState ) => state.webhook,
			getWebhookHealthError: ( state: StripeAdminState ) =>
				state.webhookError,
			isWebhookHealthLoading: ( state: StripeAdminState ) =>
				state.webhookLoading,
			getPaymentMethods: ( state: StripeAdminState ) => state.methods,
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
			getWebhookHealth:
				() =>
				async ( { dispatch }: { dispatch: Dispatch } ) =>
					loadWebhookHealth( dispatch ),
			getPaymentMethods:
				() =>
				async ( { dispatch }: { dispatch: Dispatch } ) => {
					try {
						const { methods } = await client.paymentMethods();
						dispatch( { type: 'METHODS_RECEIVED', methods } );
					} catch {
						// The table then names each method by its section's title, without
						// its countries and currencies: nothing the merchant must act on.
					}
				},
		},
	};
}

export function createStripeAdminStore(
	client: StripeAdminClient,
	messages: Messages
) {
	return createReduxStore(
		STORE_NAME,
		stripeAdminStoreConfig( client, messages )
	);
}
