import { expressSettings } from './test-settings';
import {
	adminReasons,
	applyVisibility,
	initialState,
	isShown,
	type VisibilityState,
} from './visibility';

const MARKUP = `
	<div class="vitrine-express-checkout" data-location="cart">
		<div class="vitrine-express-checkout__buttons"></div>
		<p class="vitrine-express-checkout__admin-note" hidden></p>
	</div>
	<p class="vitrine-express-checkout__separator" id="vitrine-express-checkout-separator" hidden>— OR —</p>`;

const wrapper = () =>
	document.querySelector< HTMLElement >( '.vitrine-express-checkout' )!;
const separator = () =>
	document.getElementById( 'vitrine-express-checkout-separator' )!;
const note = () =>
	document.querySelector< HTMLElement >(
		'.vitrine-express-checkout__admin-note'
	)!;

const state = ( changes: Partial< VisibilityState > ) => ( {
	...initialState(),
	...changes,
} );

beforeEach( () => {
	document.body.innerHTML = MARKUP;
} );

test( 'shown once a method is available and nothing hides it', () => {
	expect( isShown( state( { available: true } ) ) ).toBe( true );
	for ( const hiding of [
		'loadError',
		'variationUnchosen',
		'zeroTotal',
		'productDataError',
	] as const ) {
		expect(
			isShown( state( { available: true, [ hiding ]: true } ) )
		).toBe( false );
	}
	expect( isShown( state( { settled: true } ) ) ).toBe( false );
} );

test( 'waiting for Stripe: the area keeps its height, the separator stays hidden', () => {
	applyVisibility( wrapper(), initialState(), expressSettings() );
	expect( wrapper().hidden ).toBe( false );
	expect( wrapper().classList.contains( 'is-waiting' ) ).toBe( true );
	expect( separator().hidden ).toBe( true );
} );

test( 'shown: the area and the separator', () => {
	applyVisibility(
		wrapper(),
		state( { available: true, settled: true } ),
		expressSettings()
	);
	expect( wrapper().hidden ).toBe( false );
	expect( wrapper().classList.contains( 'is-shown' ) ).toBe( true );
	expect( separator().hidden ).toBe( false );
} );

test.each( [
	[ 'no wallet', { settled: true } ],
	[ 'load error', { loadError: true } ],
	[ 'variation', { variationUnchosen: true, available: true } ],
	[ 'zero total', { zeroTotal: true, available: true } ],
	[ 'product data', { productDataError: true, available: true } ],
] )(
	'hidden (%s): wrapper and separator, no note for shoppers',
	( _name, changes ) => {
		applyVisibility( wrapper(), state( changes ), expressSettings() );
		expect( wrapper().hidden ).toBe( true );
		expect( separator().hidden ).toBe( true );
		expect( note().hidden ).toBe( true );
	}
);

test( 'administrators read why: the server’s reasons, then the page’s', () => {
	const settings = expressSettings( {
		admin_reasons: [ 'The domain is not registered with Apple Pay.' ],
	} );
	expect(
		adminReasons(
			state( {
				settled: true,
				variationUnchosen: true,
				zeroTotal: true,
			} ),
			settings
		)
	).toEqual( [
		'The domain is not registered with Apple Pay.',
		'No variation is chosen.',
		'The total is zero.',
		'No wallet is available in this browser.',
	] );
	applyVisibility( wrapper(), state( { settled: true } ), settings );
	expect( wrapper().hidden ).toBe( false );
	expect( note().hidden ).toBe( false );
	expect( note().textContent ).toBe(
		'Express checkout buttons are not shown: The domain is not registered with Apple Pay. No wallet is available in this browser.'
	);
	expect( wrapper().classList.contains( 'is-waiting' ) ).toBe( false );
	// Shown again: the note goes.
	applyVisibility(
		wrapper(),
		state( { settled: true, available: true } ),
		settings
	);
	expect( note().hidden ).toBe( true );
} );
