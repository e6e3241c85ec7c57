/**
 * The vitrine/stripe-admin store in a registry of its own with a fake client, and what the
 * check sends for the values being edited.
 */
import { createRegistry } from '@wordpress/data';
import type { StripeAdminClient } from './api';
import { checkRequest } from './check-request';
import { createStripeAdminStore, STORE_NAME } from './store';
import type {
	BlockedAttempts,
	ConnectionCheck,
	StripeMethod,
	WebhookHealth,
} from './types';

const messages = {
	checkFailed: 'No check.',
	loadFailed: 'No list.',
	webhookFailed: 'No health.',
};

const result: ConnectionCheck = {
	mode: 'test',
	ok: true,
	account: {
		id: 'acct_1',
		name: 'Demo',
		email: '',
		country: 'DE',
		charges_enabled: true,
	},
	findings: [ { id: 'account', status: 'ok', message: 'Connected.' } ],
};

const blocked: BlockedAttempts = { total: 3, last_day: 1, attempts: [] };

const ideal: StripeMethod = {
	type: 'ideal',
	gateway: 'stripe_ideal',
	name: 'iDEAL',
	countries: [ 'NL' ],
	currencies: [ 'EUR' ],
};

const health: WebhookHealth = {
	webhook_url: 'https://shop.test/wp-json/vitrine/v1/stripe/webhook',
	last_event: {
		type: 'payment_intent.succeeded',
		received_at: 1_700_000_000,
		ago: '5 mins ago',
	},
	failed: { count: 0, events: [] },
	warning: null,
};

type HealthSelect = {
	getWebhookHealth: () => WebhookHealth | null;
	getWebhookHealthError: () => string | null;
	isWebhookHealthLoading: () => boolean;
};

function setUp( client: Partial< StripeAdminClient > ) {
	const calls = { check: 0, blocked: 0, webhook: 0, methods: 0 };
	const full: StripeAdminClient = {
		check: async ( request ) => {
			calls.check++;
			return client.check ? client.check( request ) : result;
		},
		blockedAttempts: async () => {
			calls.blocked++;
			return client.blockedAttempts ? client.blockedAttempts() : blocked;
		},
		paymentMethods: async () => {
			calls.methods++;
			return client.paymentMethods
				? client.paymentMethods()
				: { methods: [ ideal ] };
		},
		webhookHealth: async () => {
			calls.webhook++;
			return client.webhookHealth ? client.webhookHealth() : health;
		},
	};
	const registry = createRegistry();
	registry.register( createStripeAdminStore( full, messages ) );
	return { registry, calls };
}

describe( 'vitrine/stripe-admin', () => {
	it( 'records a check from checking to its findings', async () => {
		const { registry } = setUp( {} );
		const store = registry.select( STORE_NAME ) as {
			getCheck: () => { status: string };
		};
		expect( store.getCheck() ).toEqual( { status: 'idle' } );

		const pending = (
			registry.dispatch( STORE_NAME ) as {
				checkConnection: ( r: unknown ) => Promise< void >;
			}
		 ).checkConnection( {
			mode: 'test',
			secret_key: '',
			publishable_key: '',
		} );
		expect( store.getCheck() ).toEqual( { status: 'checking' } );
		await pending;

		expect( store.getCheck() ).toEqual( { status: 'done', result } );
	} );

	it( 'keeps the server’s message of a refused check, or its own for no answer', async () => {
		const refused = setUp( {
			check: () =>
				Promise.reject( {
					code: 'vitrine_rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				} ),
		} );
		await (
			refused.registry.dispatch( STORE_NAME ) as {
				checkConnection: ( r: unknown ) => Promise< void >;
			}
		 ).checkConnection( {
			mode: 'live',
			secret_key: '',
			publishable_key: '',
		} );
		expect(
			(
				refused.registry.select( STORE_NAME ) as {
					getCheck: () => unknown;
				}
			 ).getCheck()
		).toEqual( {
			status: 'failed',
			message: 'Sorry, you are not allowed to do that.',
		} );

		const offline = setUp( {
			check: () => Promise.reject( new TypeError( 'Failed to fetch' ) ),
		} );
		await (
			offline.registry.dispatch( STORE_NAME ) as {
				checkConnection: ( r: unknown ) => Promise< void >;
			}
		 ).checkConnection( {
			mode: 'live',
			secret_key: '',
			publishable_key: '',
		} );
		expect(
			(
				offline.registry.select( STORE_NAME ) as {
					getCheck: () => unknown;
				}
			 ).getCheck()
		).toEqual( { status: 'failed', message: 'No check.' } );
	} );

	it( 'loads the refused attempts once, whoever asks', async () => {
		const { registry, calls } = setUp( {} );

		const loaded = await (
			registry.resolveSelect( STORE_NAME ) as {
				getBlockedAttempts: () => Promise< unknown >;
			}
		 ).getBlockedAttempts();
		(
			registry.select( STORE_NAME ) as {
				getBlockedAttempts: () => unknown;
			}
		 ).getBlockedAttempts();

		expect( loaded ).toEqual( blocked );
		expect( calls.blocked ).toBe( 1 );
	} );

	it( 'loads the webhook health when first shown, and again on refresh', async () => {
		const { registry, calls } = setUp( {} );
		const store = registry.select( STORE_NAME ) as HealthSelect;

		expect(
			await (
				registry.resolveSelect( STORE_NAME ) as {
					getWebhookHealth: () => Promise< unknown >;
				}
			 ).getWebhookHealth()
		).toEqual( health );
		store.getWebhookHealth();
		expect( calls.webhook ).toBe( 1 );
		expect( store.isWebhookHealthLoading() ).toBe( false );

		const refresh = (
			registry.dispatch( STORE_NAME ) as {
				refreshWebhookHealth: () => Promise< void >;
			}
		 ).refreshWebhookHealth();
		expect( store.isWebhookHealthLoading() ).toBe( true );
		expect( store.getWebhookHealth() ).toEqual( health ); // Kept while asking again.
		await refresh;
		expect( calls.webhook ).toBe( 2 );
		expect( store.isWebhookHealthLoading() ).toBe( false );
	} );

	it( 'loads the payment methods once, and stays empty-handed without an answer', async () => {
		const { registry, calls } = setUp( {} );
		expect(
			await (
				registry.resolveSelect( STORE_NAME ) as {
					getPaymentMethods: () => Promise< unknown >;
				}
			 ).getPaymentMethods()
		).toEqual( [ ideal ] );
		expect( calls.methods ).toBe( 1 );

		const offline = setUp( {
			paymentMethods: () =>
				Promise.reject( new TypeError( 'Failed to fetch' ) ),
		} );
		await (
			offline.registry.resolveSelect( STORE_NAME ) as {
				getPaymentMethods: () => Promise< unknown >;
			}
		 ).getPaymentMethods();
		expect(
			(
				offline.registry.select( STORE_NAME ) as {
					getPaymentMethods: () => unknown;
				}
			 ).getPaymentMethods()
		).toBeNull();
	} );

	it( 'says why the webhook health could not be loaded, until it is', async () => {
		let fail = true;
		const { registry } = setUp( {
			webhookHealth: () =>
				fail
					? Promise.reject( new TypeError( 'Failed to fetch' ) )
					: Promise.resolve( health ),
		} );
		const dispatch = registry.dispatch( STORE_NAME ) as {
			refreshWebhookHealth: () => Promise< void >;
		};
		const store = registry.select( STORE_NAME ) as HealthSelect;

		await dispatch.refreshWebhookHealth();
		expect( store.getWebhookHealthError() ).toBe( 'No health.' );
		expect( store.isWebhookHealthLoading() ).toBe( false );

		fail = false;
		await dispatch.refreshWebhookHealth();
		expect( store.getWebhookHealthError() ).toBeNull();
		expect( store.getWebhookHealth() ).toEqual( health );
	} );
} );

describe( 'checkRequest', () => {
	it( 'sends the keys of the mode the toggle shows, typed or masked', () => {
		const values = {
			payment_stripe_testmode: true,
			payment_stripe_test_secret_key: 'sk_test_typed',
			payment_stripe_test_publishable_key: 'pk_test_…4242',
			payment_stripe_live_secret_key: 'sk_live_x',
		};

		expect( checkRequest( values ) ).toEqual( {
			mode: 'test',
			secret_key: 'sk_test_typed',
			publishable_key: 'pk_test_…4242',
		} );
		expect(
			checkRequest( { ...values, payment_stripe_testmode: false } )
		).toEqual( {
			mode: 'live',
			secret_key: 'sk_live_x',
			publishable_key: '',
		} );
	} );
} );
