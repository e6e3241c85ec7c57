/**
 * "Register this domain with Stripe": the block's reducer, the route's answer read as a status,
 * errors turned into their message, and the saved secret key the button needs.
 */
import {
	domainCall,
	domainReducer,
	domainStatus,
	hasSavedSecretKey,
	INITIAL_DOMAIN_STATE,
	type PaymentMethodDomain,
} from './payment-method-domain';

const answer = (
	overrides: Partial< PaymentMethodDomain > = {}
): PaymentMethodDomain => ( {
	domain_name: 'shop.example',
	registered: true,
	id: 'pmd_1',
	apple_pay: 'active',
	message: '',
	checked_at: 1700000000,
	...overrides,
} );

test( 'the status: active, inactive, or never registered', () => {
	expect( domainStatus( answer() ) ).toBe( 'active' );
	expect(
		domainStatus( answer( { apple_pay: 'inactive', message: 'No file.' } ) )
	).toBe( 'inactive' );
	expect(
		domainStatus( answer( { registered: false, apple_pay: 'inactive' } ) )
	).toBe( 'not_registered' );
} );

test( 'registering keeps the state shown until Stripe answers, then shows the new one; a failure keeps the last state with its message', () => {
	const loaded = domainReducer( INITIAL_DOMAIN_STATE, {
		type: 'ANSWERED',
		domain: answer( { registered: false } ),
	} );
	expect( loaded ).toMatchObject( { loading: false, error: null } );
	const registering = domainReducer( loaded, { type: 'REGISTER' } );
	expect( registering ).toMatchObject( {
		registering: true,
		domain: loaded.domain,
	} );
	const failed = domainReducer( registering, {
		type: 'FAILED',
		message: 'Stripe is down.',
	} );
	expect( failed ).toEqual( {
		domain: loaded.domain,
		loading: false,
		registering: false,
		error: 'Stripe is down.',
	} );
	const again = domainReducer(
		domainReducer( failed, { type: 'REGISTER' } ),
		{ type: 'ANSWERED', domain: answer() }
	);
	expect( again ).toEqual( {
		domain: answer(),
		loading: false,
		registering: false,
		error: null,
	} );
} );

test( 'a call answers the domain, the route’s message when it refused, the fallback otherwise', async () => {
	await expect(
		domainCall( () => Promise.resolve( answer() ), 'x' )
	).resolves.toEqual( { type: 'ANSWERED', domain: answer() } );
	await expect(
		domainCall(
			() =>
				Promise.reject( {
					code: 'vitrine_stripe_unavailable',
					message: 'Stripe could not be reached.',
				} ),
			'Fallback.'
		)
	).resolves.toEqual( {
		type: 'FAILED',
		message: 'Stripe could not be reached.',
	} );
	await expect(
		domainCall(
			() => Promise.reject( new TypeError( 'fetch' ) ),
			'Fallback.'
		)
	).resolves.toEqual( { type: 'FAILED', message: 'Fallback.' } );
} );

test( 'the saved secret key of the saved mode is what counts', () => {
	expect( hasSavedSecretKey( {} ) ).toBe( false );
	expect(
		hasSavedSecretKey( { payment_stripe_test_secret_key: 'sk_test_1' } )
	).toBe( true );
	expect(
		hasSavedSecretKey( {
			payment_stripe_testmode: false,
			payment_stripe_test_secret_key: 'sk_test_1',
			payment_stripe_live_secret_key: '  ',
		} )
	).toBe( false );
	expect(
		hasSavedSecretKey( {
			payment_stripe_testmode: false,
			payment_stripe_live_secret_key: 'sk_live_1',
		} )
	).toBe( true );
} );
