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

/** An Intl formatter's constructor: Intl.NumberFormat, Intl.DateTimeFormat, … */
interface IntlFormatterKind< Formatter, Options > {
	new ( locale: string, options: Options ): Formatter;
	supportedLocalesOf: ( locales: string[] ) => string[];
	readonly name: string;
}

const formatters = new Map< string, unknown >();

/**
 * An Intl formatter for a locale (supportedLocale()'s, so en when unknown) and options, made once
 * per page: making one, with its locale check, costs far more than formatting with it, and a
 * page of reviews formats a time and a rating for every review as it starts.
 *
 * @param Kind    The formatter's constructor, such as Intl.NumberFormat.
 * @param locale  The site's locale, such as de_DE.
 * @param options The formatter's options.
 */
export function sharedFormatter< Formatter, Options >(
	Kind: IntlFormatterKind< Formatter, Options >,
	locale: string,
	options: Options
): Formatter {
	const key = `${ Kind.name }|${ locale }|${ JSON.stringify( options ) }`;
	if ( ! formatters.has( key ) ) {
		formatters.set(
			key,
			new Kind(
				supportedLocale( locale, ( locales ) =>
					Kind.supportedLocalesOf( locales )
				),
				options
			)
		);
	}
	return formatters.get( key ) as Formatter;
}
