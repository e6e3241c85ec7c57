/**
 * Amounts written the way the server's PriceFormatter writes them, for the cart page's totals
 * after a change. Decimal strings from the REST API are turned into integers of minor units by
 * string arithmetic, so no float ever rounds them.
 */

export interface PriceFormat {
	/** The formatted amount with its number replaced by %s: "€%s", "%s kr". */
	pattern: string;
	decimals: number;
	decimalSeparator: string;
	thousandSeparator: string;
}

/**
 * '12.5' to 1250 with 2 decimals, rounding half up beyond them; null when it is no amount.
 *
 * @param value    A decimal string.
 * @param decimals The store's decimals.
 */
export function decimalToMinor(
	value: string,
	decimals: number
): number | null {
	const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec( value.trim() );
	if ( ! match ) {
		return null;
	}
	const [ , sign, whole, fraction = '' ] = match;
	const padded = fraction.padEnd( decimals + 1, '0' );
	let minor =
		parseInt( whole, 10 ) * 10 ** decimals +
		( decimals > 0 ? parseInt( padded.slice( 0, decimals ), 10 ) : 0 );
	if ( parseInt( padded.charAt( decimals ), 10 ) >= 5 ) {
		minor += 1;
	}
	return sign === '-' ? -minor : minor;
}

/**
 * 123456 (minor units) to '€1,234.56'.
 *
 * @param minor  The amount in minor units.
 * @param format The store's format.
 */
export function formatMinor( minor: number, format: PriceFormat ): string {
	const base = 10 ** format.decimals;
	const absolute = Math.abs( minor );
	const whole = String( Math.floor( absolute / base ) ).replace(
		/\B(?=(\d{3})+(?!\d))/g,
		format.thousandSeparator
	);
	const fraction =
		format.decimals > 0
			? format.decimalSeparator +
				String( absolute % base ).padStart( format.decimals, '0' )
			: '';
	// The sign goes with the number, inside the pattern, as PriceFormatter puts it.
	return format.pattern.replace(
		'%s',
		( minor < 0 ? '-' : '' ) + whole + fraction
	);
}

/**
 * A decimal string ('12.50') written in the store's format; the string itself when it is none.
 *
 * @param value  A decimal string.
 * @param format The store's format.
 */
export function formatDecimal( value: string, format: PriceFormat ): string {
	const minor = decimalToMinor( value, format.decimals );
	return minor === null ? value : formatMinor( minor, format );
}
