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
		if ( saved[ key ] !== value ) {
			changes[ key ] = value;
		}
	}
	return changes;
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
