/**
 * Amounts, counts and changes written for people, in the admin's language.
 */
import { __, sprintf } from '@wordpress/i18n';

function locale(): string {
	return document.documentElement.lang || 'en';
}

/**
 * A decimal string of the report's currency as money: "€1,234.50".
 *
 * @param amount   The decimal string.
 * @param currency The ISO code.
 */
export function money( amount: string | number, currency: string ): string {
	try {
		return new Intl.NumberFormat( locale(), {
			style: 'currency',
			currency,
		} ).format( Number( amount ) );
	} catch {
		return `${ amount } ${ currency }`;
	}
}

export function count( value: number ): string {
	return new Intl.NumberFormat( locale() ).format( value );
}

/**
 * The change from the previous period in words: "up 12%", "down 3%", "unchanged", or "new"
 * when there was nothing before.
 *
 * @param now    This period's value.
 * @param before The previous period's.
 */
export function change( now: number, before: number ): string {
	if ( before === 0 ) {
		return now === 0
			? __( 'unchanged', 'vitrine' )
			: __( 'up from nothing', 'vitrine' );
	}
	const percent = Math.round(
		( ( now - before ) / Math.abs( before ) ) * 100
	);
	if ( percent === 0 ) {
		return __( 'unchanged', 'vitrine' );
	}
	return percent > 0
		? /* translators: %d: a percentage. */
			sprintf( __( 'up %d%%', 'vitrine' ), percent )
		: /* translators: %d: a percentage. */
			sprintf( __( 'down %d%%', 'vitrine' ), -percent );
}
