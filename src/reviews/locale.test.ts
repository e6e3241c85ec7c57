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

test( 'a formatter is made once per kind, locale and options, and kept for the page', () => {
	const made = jest.spyOn( Intl.NumberFormat, 'supportedLocalesOf' );
	const first = sharedFormatter( Intl.NumberFormat, 'de_DE', {
		maximumFractionDigits: 1,
	} );
	expect(
		sharedFormatter( Intl.NumberFormat, 'de_DE', {
			maximumFractionDigits: 1,
		} )
	).toBe( first );
	expect( made ).toHaveBeenCalledTimes( 1 );
	expect( first.format( 4.56 ) ).toBe( '4,6' );
	made.mockRestore();

	const twoDigits = sharedFormatter( Intl.NumberFormat, 'de_DE', {
		maximumFractionDigits: 2,
	} );
	expect( twoDigits.format( 4.56 ) ).toBe( '4,56' );
	expect(
		sharedFormatter( Intl.NumberFormat, 'zz', {
			maximumFractionDigits: 1,
		} ).format( 4.5 )
	).toBe( '4.5' );
} );
