/**
 * Dates and numbers in the admin's language.
 */

function locale(): string {
	return document.documentElement.lang || 'en';
}

/**
 * A date and time from epoch seconds.
 *
 * @param seconds Epoch seconds.
 */
export function formatDateTime( seconds: number ): string {
	return new Intl.DateTimeFormat( locale(), {
		dateStyle: 'medium',
		timeStyle: 'short',
	} ).format( new Date( seconds * 1000 ) );
}

/**
 * A date from epoch seconds.
 *
 * @param seconds Epoch seconds.
 */
export function formatDate( seconds: number ): string {
	return new Intl.DateTimeFormat( locale(), { dateStyle: 'medium' } ).format(
		new Date( seconds * 1000 )
	);
}

/**
 * A rating with one decimal.
 *
 * @param rating The rating.
 */
export function formatRating( rating: number ): string {
	return new Intl.NumberFormat( locale(), {
		minimumFractionDigits: 1,
		maximumFractionDigits: 1,
	} ).format( rating );
}
