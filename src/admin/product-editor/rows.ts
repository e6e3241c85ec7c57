/**
 * Repeated rows (attributes, downloadable files, variations) added from the <template> the
 * server printed for them, whose ids and field names hold the placeholder __INDEX__.
 */

export const INDEX_PLACEHOLDER = '__INDEX__';

/**
 * A row key not used yet in the document: n1, n2, ... (letters and digits only, as PHP expects).
 *
 * @param kind     The row kind: attribute, download, variation.
 * @param document The document.
 */
export function nextRowKey( kind: string, document: Document ): string {
	const taken = ( key: string ): boolean =>
		document.getElementById( `vitrine-${ kind }-${ key }` ) !== null ||
		// A download row's id is on its fields: vitrine-download-n1-name.
		document.getElementById( `vitrine-${ kind }-${ key }-name` ) !== null;
	let counter = 1;
	while ( taken( `n${ counter }` ) ) {
		counter++;
	}
	return `n${ counter }`;
}

/**
 * Copies a template's row with its placeholder replaced in every attribute.
 *
 * @param template The template.
 * @param key      The new row's key.
 */
export function instantiateRow(
	template: HTMLTemplateElement,
	key: string
): HTMLElement | null {
	const fragment = template.content.cloneNode( true ) as DocumentFragment;
	const row = fragment.firstElementChild as HTMLElement | null;
	if ( ! row ) {
		return null;
	}
	[ row, ...Array.from( row.querySelectorAll( '*' ) ) ].forEach(
		( element ) => {
			Array.from( element.attributes ).forEach( ( attribute ) => {
				if ( attribute.value.includes( INDEX_PLACEHOLDER ) ) {
					attribute.value = attribute.value
						.split( INDEX_PLACEHOLDER )
						.join( key );
				}
			} );
		}
	);
	return row;
}

/**
 * The first field of a row a keyboard user would type in.
 *
 * @param row The row.
 */
export function firstField( row: ParentNode ): HTMLElement | null {
	return row.querySelector< HTMLElement >(
		'input:not([type="hidden"]), select, textarea, button'
	);
}
