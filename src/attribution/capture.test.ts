/**
 * Page views captured one after another: containers, lifetimes, session timeout, promo code,
 * the order's fields.
 */
import { capture, fireDate, orderFields } from './capture';
import type { Visit } from './capture';
import { CONTAINERS, read } from './cookies';
import { PROMO_MAX, PROMO_MIN, promo } from './session';
import type { AttributionSettings } from './settings';
import { installCookieJar } from '../test-support/cookie-jar';
import type { CookieJar } from '../test-support/cookie-jar';

let jar: CookieJar;

const settings: AttributionSettings = {
	lifetimeMonths: 6,
	sessionMinutes: 30,
	consentCategory: 'statistics',
	customParams: [],
	searchEngines: [],
	referrals: [],
};

const START = Date.parse( '2026-03-01T10:00:00Z' );
const MINUTE = 60000;

function visit( href: string, referrer: string, at: number ): Visit {
	jest.setSystemTime( at );
	return {
		url: new URL( href ),
		referrer,
		agent: 'Test agent',
		now: at,
		random: () => 0.5,
	};
}

beforeEach( () => {
	jar = installCookieJar();
	jest.useFakeTimers();
} );

afterEach( () => {
	jar.remove();
	jest.useRealTimers();
} );

it( 'a landing with utm parameters, then another page: current, first, session, user, promo', () => {
	capture(
		settings,
		visit(
			'https://shop.example/?utm_source=news&utm_medium=email',
			'https://mail.example/',
			START
		)
	);
	capture(
		settings,
		visit(
			'https://shop.example/shop/',
			'https://shop.example/',
			START + MINUTE
		)
	);

	expect( read( CONTAINERS.current ) ).toMatchObject( {
		typ: 'utm',
		src: 'news',
		mdm: 'email',
	} );
	expect( read( CONTAINERS.first ) ).toEqual( read( CONTAINERS.current ) );
	expect( read( CONTAINERS.currentExtra ) ).toEqual( {
		fd: '2026-03-01 10:00:00',
		ep: 'https://shop.example/?utm_source=news&utm_medium=email',
		rf: 'https://mail.example/',
	} );
	expect( read( CONTAINERS.session ) ).toEqual( {
		pgs: '2',
		cpg: 'https://shop.example/shop/',
	} );
	expect( read( CONTAINERS.user ) ).toEqual( {
		vst: '1',
		uip: '(none)',
		uag: 'Test agent',
	} );
	expect( read( CONTAINERS.promo ) ).toEqual( { code: '550000' } );
	expect( read( CONTAINERS.migrations ) ).toEqual( { v: '1' } );
	expect( orderFields() ).toMatchObject( {
		source_type: 'utm',
		utm_source: 'news',
		utm_medium: 'email',
		utm_campaign: '(none)',
		referrer: 'https://mail.example/',
		session_start_time: '2026-03-01 10:00:00',
		session_pages: '2',
		session_count: '1',
		user_agent: 'Test agent',
	} );
} );

it( 'a session ends after 30 minutes without a page view: a referral then counts, and the visits', () => {
	capture( settings, visit( 'https://shop.example/', '', START ) );
	capture(
		settings,
		visit(
			'https://shop.example/a',
			'https://blog.example/x',
			START + 29 * MINUTE
		)
	);
	expect( read( CONTAINERS.current )?.typ ).toBe( 'typein' );
	expect( read( CONTAINERS.session )?.pgs ).toBe( '2' );

	capture(
		settings,
		visit(
			'https://shop.example/b',
			'https://blog.example/x',
			START + 60 * MINUTE
		)
	);
	expect( read( CONTAINERS.current ) ).toMatchObject( {
		typ: 'referral',
		src: 'blog.example',
	} );
	expect( read( CONTAINERS.first )?.typ ).toBe( 'typein' );
	expect( read( CONTAINERS.session )?.pgs ).toBe( '1' );
	expect( read( CONTAINERS.user )?.vst ).toBe( '2' );
	expect( read( CONTAINERS.currentExtra )?.fd ).toBe(
		fireDate( START + 60 * MINUTE )
	);
	expect( read( CONTAINERS.firstExtra )?.fd ).toBe( fireDate( START ) );
} );

it( 'the cookies live 6 months of 30 days, the session 30 minutes', () => {
	capture( settings, visit( 'https://shop.example/', '', START ) );
	expect( jar.writes ).toContain(
		`vitrine_src_session=${ encodeURIComponent(
			'pgs=1|||cpg=https%3A%2F%2Fshop.example%2F'
		) };expires=Sun, 01 Mar 2026 10:30:00 GMT;path=/;samesite=lax`
	);
	jest.setSystemTime( START + 180 * 1440 * MINUTE - MINUTE );
	expect( read( CONTAINERS.first ) ).not.toBeNull();
	expect( read( CONTAINERS.session ) ).toBeNull();
	jest.setSystemTime( START + 180 * 1440 * MINUTE + MINUTE );
	expect( read( CONTAINERS.first ) ).toBeNull();
	expect( read( CONTAINERS.promo ) ).toBeNull();
} );

it( 'nothing stored gives empty order fields', () => {
	expect( Object.values( orderFields() ).every( ( v ) => v === '' ) ).toBe(
		true
	);
	expect( Object.keys( orderFields() ) ).toHaveLength( 16 );
} );

describe( 'promo code', () => {
	it.each( [ 0, 0.5, 0.999999999 ] )(
		'random %p gives 6 digits in range',
		( r ) => {
			const code = Number( promo( null, () => r ).code );
			expect( code ).toBeGreaterThanOrEqual( PROMO_MIN );
			expect( code ).toBeLessThanOrEqual( PROMO_MAX );
			expect( String( code ) ).toMatch( /^\d{6}$/ );
		}
	);

	it( 'the ends of the range are 100000 and 999999', () => {
		expect( promo( null, () => 0 ).code ).toBe( '100000' );
		expect( promo( null, () => 0.9999999999 ).code ).toBe( '999999' );
	} );

	it( 'is kept once drawn, and drawn again when out of range', () => {
		expect( promo( { code: '123456' }, () => 0 ).code ).toBe( '123456' );
		expect( promo( { code: '42' }, () => 0 ).code ).toBe( '100000' );
	} );
} );
