/// <reference types="@wordpress/jest-console" />
/**
 * Consent on and off, capture again on consent, and the checkout's hidden inputs.
 */
import { startAttribution } from './start';
import { CONTAINERS, read } from './cookies';
import { MISSING_INPUT } from './inputs';
import type { AttributionSettings } from './settings';
import { installCookieJar } from '../test-support/cookie-jar';
import type { CookieJar } from '../test-support/cookie-jar';

let jar: CookieJar;

const settings: AttributionSettings = {
	lifetimeMonths: 6,
	sessionMinutes: 30,
	consentCategory: 'marketing',
	customParams: [],
	searchEngines: [],
	referrals: [],
};

const FIELDS = [
	'source_type',
	'referrer',
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'utm_id',
	'utm_source_platform',
	'utm_creative_format',
	'utm_marketing_tactic',
	'session_entry',
	'session_start_time',
	'session_pages',
	'session_count',
	'user_agent',
];

function checkoutForm( fields: string[] ): void {
	document.body.innerHTML = `<form><span data-vitrine-attribution hidden>${ fields
		.map(
			( field ) =>
				`<input type="hidden" name="vitrine_attribution_${ field }" value="">`
		)
		.join( '' ) }</span></form>`;
}

function input( field: string ): string {
	return document.querySelector< HTMLInputElement >(
		`input[name="vitrine_attribution_${ field }"]`
	)!.value;
}

function consentChange( detail: Record< string, string > ): void {
	document.dispatchEvent(
		new CustomEvent( 'wp_listen_for_consent_change', { detail } )
	);
}

beforeEach( () => {
	jar = installCookieJar();
} );

afterEach( () => {
	jar.remove();
	delete window.wp_has_consent;
} );

it( 'without a consent plugin, stores and fills every input', () => {
	checkoutForm( FIELDS );
	startAttribution( settings );
	expect( read( CONTAINERS.current )?.typ ).toBe( 'typein' );
	expect( input( 'source_type' ) ).toBe( 'typein' );
	expect( input( 'utm_source' ) ).toBe( '(direct)' );
	expect( input( 'session_pages' ) ).toBe( '1' );
	expect( console ).not.toHaveWarned();
} );

it( 'consent refused: nothing stored, inputs empty; granted later: captured', () => {
	checkoutForm( FIELDS );
	let granted = false;
	const asked: string[] = [];
	window.wp_has_consent = ( category ) => {
		asked.push( category );
		return granted;
	};
	startAttribution( settings );
	expect( asked ).toEqual( [ 'marketing' ] );
	expect( document.cookie ).toBe( '' );
	expect( input( 'source_type' ) ).toBe( '' );

	consentChange( { statistics: 'allow' } );
	expect( document.cookie ).toBe( '' );

	granted = true;
	consentChange( { marketing: 'allow' } );
	expect( read( CONTAINERS.current )?.typ ).toBe( 'typein' );
	expect( input( 'source_type' ) ).toBe( 'typein' );
} );

it( 'consent withdrawn: every attribution cookie expires and the inputs empty', () => {
	checkoutForm( FIELDS );
	window.wp_has_consent = () => true;
	startAttribution( settings );
	expect( document.cookie ).toContain( 'vitrine_src_current=' );
	consentChange( { marketing: 'deny' } );
	expect( document.cookie ).toBe( '' );
	expect( input( 'source_type' ) ).toBe( '' );
} );

it( 'warns about a missing input, and fills the others', () => {
	checkoutForm( FIELDS.filter( ( field ) => field !== 'utm_source' ) );
	startAttribution( settings );
	expect( MISSING_INPUT ).toBe(
		'Field not found, element probably manipulated'
	);
	expect( console ).toHaveWarnedWith( MISSING_INPUT );
	expect( input( 'source_type' ) ).toBe( 'typein' );
} );

it( 'a page without the checkout form warns about nothing', () => {
	document.body.innerHTML = '<p>Shop</p>';
	startAttribution( settings );
	expect( console ).not.toHaveWarned();
} );
