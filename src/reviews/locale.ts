/**
 * Which language the review widgets format times and numbers in. The page hands over the
 * site's WordPress locale (de_DE, pt_BR, de_DE_formal), which Intl only accepts with hyphens;
 * a locale the runtime has no data for would silently fall to the browser's own language,
 * so it falls to English instead, as the spec asks.
 */

/** The language used when the runtime does not know the requested one (spec: en). */
export const FALLBACK_LOCALE = 'en';

/**
 * The locale to hand to an Intl formatter: the requested one if the runtime supports it,
 * otherwise 'en'.
 *
 * @param locale             A BCP 47 tag or a WordPress locale such as de_DE.
 * @param supportedLocalesOf The formatter's own check, e.g. Intl.DateTimeFormat.supportedLocalesOf.
 */
export function supportedLocale(
	locale: string,
	supportedLocalesOf: ( locales: string[] ) => string[]
): string {
	const tag = locale.trim().replace( /_/g, '-' );
	if ( tag === '' ) {
		return FALLBACK_LOCALE;
	}
	try {
		return supportedLocalesOf( [ tag ] )[ 0 ] ?? FALLBACK_LOCALE;
	} catch ( error ) {
		// A malformed tag throws a RangeError; anything else is a real fault.
		if ( error instanceof RangeError ) {
			return FALLBACK_LOCALE;
		}
		throw error;
	}
}

const formatters = new Map< string, unknown >();

/**
 * An Intl formatter made once per page for its key (kind, locale, options): making one, with its
 * locale check, costs far more than formatting with it, and a page of reviews formats a time
 * and a rating for every review as it starts.
 *
 * @param key  What tells formatters apart, such as `relative|de_DE`.
 * @param make Makes the formatter.
 */
export function sharedFormatter< Formatter >(
	key: string,
	make: () => Formatter
): Formatter {
	if ( ! formatters.has( key ) ) {
		formatters.set( key, make() );
	}
	return formatters.get( key ) as Formatter;
}
