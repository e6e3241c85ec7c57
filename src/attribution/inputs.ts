/**
 * The checkout's hidden attribution inputs: PHP renders them, empty, in a
 * [data-vitrine-attribution] box inside the form; the script fills them.
 */

export const INPUT_PREFIX = 'vitrine_attribution_';

/** The spec's warning for an input that is missing from its box (section 8). */
export const MISSING_INPUT = 'Field not found, element probably manipulated';

/**
 * Fills every box's inputs; values go in through the value property, never as markup.
 *
 * @param values Field (without the prefix) to value.
 */
export function fillInputs( values: Record< string, string > ): void {
	document
		.querySelectorAll< HTMLElement >( '[data-vitrine-attribution]' )
		.forEach( ( box ) => {
			for ( const [ field, value ] of Object.entries( values ) ) {
				const input = box.querySelector< HTMLInputElement >(
					`input[name="${ INPUT_PREFIX }${ field }"]`
				);
				if ( input ) {
					input.value = value;
				} else {
					// eslint-disable-next-line no-console -- the spec's warning for a tampered form.
					console.warn( MISSING_INPUT );
				}
			}
		} );
}
