/**
 * Pure helpers of the settings screen.
 */
import type { SettingValue } from './types';

/**
 * The values that differ from the saved ones: only those are sent.
 *
 * @param saved   Values as last saved.
 * @param current Values in the form.
 */
export function changedValues(
	saved: Record< string, SettingValue >,
	current: Record< string, SettingValue >
): Record< string, SettingValue > {
	const changes: Record< string, SettingValue > = {};
	for ( const [ key, value ] of Object.entries( current ) ) {
		if ( ! sameValue( saved[ key ], value ) ) {
			changes[ key ] = value;
		}
	}
	return changes;
}

/**
 * Whether two values are the same; lists (a `checkboxes` field's) by their items, so that a
 * list ticked back to what was saved is not sent.
 *
 * @param a One value.
 * @param b The other.
 */
function sameValue( a: SettingValue | undefined, b: SettingValue ): boolean {
	if ( Array.isArray( a ) && Array.isArray( b ) ) {
		return (
			a.length === b.length && a.every( ( item, i ) => item === b[ i ] )
		);
	}
	return a === b;
}

/**
 * The chosen items of a `checkboxes` field after one is ticked or unticked, in the order of the
 * field's options (the order the server keeps).
 *
 * @param options The field's options.
 * @param current The items chosen so far.
 * @param item    The item ticked or unticked.
 * @param checked Whether it is now ticked.
 */
export function toggleItem(
	options: string[],
	current: string[],
	item: string,
	checked: boolean
): string[] {
	return options.filter( ( option ) =>
		option === item ? checked : current.includes( option )
	);
}

/**
 * What the number field holds, as the number the server expects; text that is not a number
 * is kept as it is so that the server can say what is wrong with it.
 *
 * @param raw The input's text.
 */
export function parseNumberInput( raw: string ): SettingValue {
	const trimmed = raw.trim();
	if ( trimmed !== '' && /^-?\d+$/.test( trimmed ) ) {
		return Number( trimmed );
	}
	return raw;
}
