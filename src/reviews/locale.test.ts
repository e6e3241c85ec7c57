import { FALLBACK_LOCALE, sharedFormatter, supportedLocale } from './locale';

const relative = ( locales: string[] ) =>
	Intl.RelativeTimeFormat.supportedLocalesOf( locales );

test( 'a supported locale is kept', () => {
	expect( supportedLocale( 'de', relative ) ).toBe( 'de' );
	expect( supportedLocale( 'pt-BR', relative ) ).toBe( 'pt-BR' );
} );

test( "a WordPress locale's underscores become hyphens", () => {
	expect( supportedLocale( 'de_DE', relative ) ).toBe( 'de-DE' );
	expect( supportedLocale( ' fr_FR ', relative ) ).toBe( 'fr-FR' );
} );

test( 'an unknown locale falls back to en, not to the browser language', () => {
	expect( FALLBACK_LOCALE ).toBe( 'en' );
	expect( supportedLocale( 'zz', relative ) ).toBe( 'en' );
} );

test( 'an invalid or empty locale falls back to en', () => {
	expect( supportedLocale( 'not a locale!', relative ) ).toBe( 'en' );
	expect( supportedLocale( 'x-private', relative ) ).toBe( 'en' );
	expect( supportedLocale( '', relative ) ).toBe( 'en' );
} );

test( 'a fault other than a bad tag is not hidden', () => {
	const broken = () => {
		throw new TypeError( 'broken' );
	};
	expect( () => supportedLocale( 'de', broken ) ).toThrow( TypeError );
} );

test( 'a formatter is made once per key and kept for the page', () => {
	const make = jest.fn( () => new Intl.NumberFormat( 'de' ) );
	const first = sharedFormatter( 'test|de', make );
	expect( sharedFormatter( 'test|de', make ) ).toBe( first );
	expect( make ).toHaveBeenCalledTimes( 1 );
	expect( first.format( 4.5 ) ).toBe( '4,5' );

	const english = sharedFormatter(
		'test|en',
		() => new Intl.NumberFormat( 'en' )
	);
	expect( english ).not.toBe( first );
	expect( english.format( 4.5 ) ).toBe( '4.5' );
} );
