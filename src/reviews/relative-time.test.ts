import { absoluteTime, relativeTime } from './relative-time';

const NOW = 1_700_000_000;
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

/**
 * The phrase for a review written some time before NOW.
 *
 * @param elapsed Seconds before NOW.
 * @param locale  The site's locale.
 */
const ago = ( elapsed: number, locale = 'en' ) =>
	relativeTime( NOW - elapsed, locale, NOW );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'relativeTime', () => {
	it( 'says "just now" under 45 s and one minute from 45 s', () => {
		expect( ago( 0 ) ).toBe( 'just now' );
		expect( ago( 44 ) ).toBe( 'just now' );
		expect( ago( 45 ) ).toBe( '1 minute ago' );
	} );

	it( 'says one minute under 90 s and counts minutes from 90 s', () => {
		expect( ago( 89 ) ).toBe( '1 minute ago' );
		expect( ago( 90 ) ).toBe( '2 minutes ago' );
		expect( ago( 91 ) ).toBe( '2 minutes ago' );
		expect( ago( 10 * MINUTE ) ).toBe( '10 minutes ago' );
	} );

	it( 'counts minutes under 45 minutes and says one hour from 45', () => {
		expect( ago( 44 * MINUTE ) ).toBe( '44 minutes ago' );
		expect( ago( 44 * MINUTE + 29 ) ).toBe( '44 minutes ago' );
		// Rounding never shows the boundary in the smaller unit (issue 11).
		expect( ago( 44 * MINUTE + 30 ) ).toBe( '44 minutes ago' );
		expect( ago( 45 * MINUTE - 1 ) ).toBe( '44 minutes ago' );
		expect( ago( 45 * MINUTE ) ).toBe( '1 hour ago' );
		expect( ago( 45 * MINUTE + 1 ) ).toBe( '1 hour ago' );
	} );

	it( 'says one hour under 90 minutes and counts hours from 90', () => {
		expect( ago( 90 * MINUTE - 1 ) ).toBe( '1 hour ago' );
		expect( ago( 90 * MINUTE ) ).toBe( '2 hours ago' );
	} );

	it( 'counts hours under 24 hours and says one day from 24', () => {
		expect( ago( 23 * HOUR ) ).toBe( '23 hours ago' );
		expect( ago( 23 * HOUR + 59 * MINUTE ) ).toBe( '23 hours ago' );
		expect( ago( 24 * HOUR - 1 ) ).toBe( '23 hours ago' );
		expect( ago( 24 * HOUR ) ).toBe( '1 day ago' );
		expect( ago( 24 * HOUR + 1 ) ).toBe( '1 day ago' );
	} );

	it( 'says one day (not "yesterday") under 48 hours and counts days from 48', () => {
		expect( ago( 40 * HOUR ) ).toBe( '1 day ago' );
		expect( ago( 48 * HOUR - 1 ) ).toBe( '1 day ago' );
		expect( ago( 48 * HOUR ) ).toBe( '2 days ago' );
	} );

	it( 'counts days under 30 days and says one month from 30', () => {
		expect( ago( 29 * DAY ) ).toBe( '29 days ago' );
		expect( ago( 29 * DAY + 23 * HOUR ) ).toBe( '29 days ago' );
		expect( ago( 30 * DAY - 1 ) ).toBe( '29 days ago' );
		expect( ago( 30 * DAY ) ).toBe( '1 month ago' );
		expect( ago( 30 * DAY + 1 ) ).toBe( '1 month ago' );
	} );

	it( 'says one month under 60 days and counts 30-day months from 60', () => {
		expect( ago( 60 * DAY - 1 ) ).toBe( '1 month ago' );
		expect( ago( 60 * DAY ) ).toBe( '2 months ago' );
		expect( ago( 90 * DAY ) ).toBe( '3 months ago' );
	} );

	it( 'counts months under 365 days and years from 365', () => {
		expect( ago( 345 * DAY ) ).toBe( '11 months ago' );
		expect( ago( 365 * DAY - 1 ) ).toBe( '11 months ago' );
		expect( ago( 365 * DAY ) ).toBe( '1 year ago' );
		expect( ago( 365 * DAY + 1 ) ).toBe( '1 year ago' );
		expect( ago( 3 * 365 * DAY ) ).toBe( '3 years ago' );
	} );

	it( 'rounds months and years to the nearest count', () => {
		expect( ago( 104 * DAY ) ).toBe( '3 months ago' );
		expect( ago( 105 * DAY ) ).toBe( '4 months ago' );
		expect( ago( 547 * DAY ) ).toBe( '1 year ago' );
		expect( ago( 548 * DAY ) ).toBe( '2 years ago' );
	} );

	it( 'treats a time slightly ahead of the clock as just now', () => {
		expect( ago( -120 ) ).toBe( 'just now' );
	} );

	it( 'takes "just now" from the translated strings', () => {
		expect(
			relativeTime( NOW - 10, 'de', NOW, { justNow: 'gerade eben' } )
		).toBe( 'gerade eben' );
	} );

	it( 'writes other languages through Intl', () => {
		expect( ago( 5 * MINUTE, 'de' ) ).toBe( 'vor 5 Minuten' );
		expect( ago( 3 * DAY, 'de' ) ).toBe( 'vor 3 Tagen' );
		expect( ago( 5 * MINUTE, 'fr' ) ).toBe( 'il y a 5 minutes' );
		expect( ago( 2 * HOUR, 'fr' ) ).toBe( 'il y a 2 heures' );
		expect( ago( 5 * MINUTE, 'ar' ) ).toBe( 'قبل 5 دقائق' );
		expect( ago( 3 * DAY, 'ar' ) ).toBe( 'قبل 3 أيام' );
	} );

	it( 'accepts a WordPress locale such as de_DE', () => {
		expect( ago( 5 * MINUTE, 'de_DE' ) ).toBe( 'vor 5 Minuten' );
	} );

	it( 'falls back to English for an invalid or unknown locale', () => {
		expect( ago( 5 * MINUTE, 'not a locale!' ) ).toBe( '5 minutes ago' );
		expect( ago( 5 * MINUTE, '' ) ).toBe( '5 minutes ago' );
		expect( ago( 5 * MINUTE, 'zz' ) ).toBe( '5 minutes ago' );
	} );

	it( 'reads the clock when no time is given', () => {
		jest.useFakeTimers( { now: NOW * 1000 } );
		expect( relativeTime( NOW - 3 * HOUR, 'en' ) ).toBe( '3 hours ago' );
	} );

	it( 'gives nothing for a review without a usable time', () => {
		expect( relativeTime( Number.NaN, 'en', NOW ) ).toBe( '' );
	} );
} );

describe( 'absoluteTime', () => {
	// Built in the local zone, which absoluteTime also writes in, so any TZ gives the same.
	const morning = new Date( 2024, 2, 5, 7, 9, 3 ).getTime() / 1000;
	const evening = new Date( 2023, 10, 28, 23, 59, 0 ).getTime() / 1000;

	it( "writes the spec's chat patterns", () => {
		expect( absoluteTime( morning, 'HH:mm', 'en' ) ).toBe( '07:09' );
		expect( absoluteTime( morning, 'dd.MM HH:mm', 'en' ) ).toBe(
			'05.03 07:09'
		);
		expect( absoluteTime( morning, 'yyyy.MM.dd HH:mm', 'en' ) ).toBe(
			'2024.03.05 07:09'
		);
	} );

	it( 'uses a 24-hour clock, two-digit years and seconds, and keeps other text', () => {
		expect( absoluteTime( evening, 'HH:mm dd/MM/yy', 'en' ) ).toBe(
			'23:59 28/11/23'
		);
		expect( absoluteTime( morning, 'at HH:mm:ss', 'en' ) ).toBe(
			'at 07:09:03'
		);
	} );

	it( "uses the locale's own format when no pattern is set", () => {
		expect( absoluteTime( morning, '', 'de' ) ).toBe( '05.03.2024, 07:09' );
		expect( absoluteTime( morning, ' ', 'fr_FR' ) ).toBe(
			'5 mars 2024, 07:09'
		);
	} );

	it( 'falls back to English for the default of an invalid locale', () => {
		expect( absoluteTime( morning, '', 'not a locale!' ) ).toMatch(
			/^Mar 5, 2024, 7:09\sAM$/
		);
	} );

	it( 'gives nothing for a review without a usable time', () => {
		expect( absoluteTime( Number.NaN, 'HH:mm', 'en' ) ).toBe( '' );
		expect( absoluteTime( 1e20, 'HH:mm', 'en' ) ).toBe( '' );
	} );
} );
