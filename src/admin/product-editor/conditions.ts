/**
 * Fields shown only when a condition holds (markup: Vitrine\Catalog\Admin\ProductDataView).
 *
 * An element with data-vitrine-when="<condition>" is shown while the condition holds. A condition
 * names a control (data-vitrine-flag) of the nearest data-vitrine-scope, or of an outer one:
 * "flag" (ticked), "!flag" (not ticked), "flag=value", "flag!=value". Hidden elements get the
 * class is-vitrine-off (display: none), so they leave the accessibility tree too.
 */

export const OFF_CLASS = 'is-vitrine-off';

interface ParsedCondition {
	flag: string;
	negate: boolean;
	value: string | null;
}

/**
 * Splits a condition into its parts.
 *
 * @param condition The condition.
 */
export function parseCondition( condition: string ): ParsedCondition | null {
	const match = /^(!?)([a-z_]+)(?:(!?=)(.*))?$/.exec( condition.trim() );
	if ( ! match ) {
		return null;
	}
	if ( match[ 3 ] ) {
		return {
			flag: match[ 2 ],
			negate: match[ 3 ] === '!=',
			value: match[ 4 ],
		};
	}
	return { flag: match[ 2 ], negate: match[ 1 ] === '!', value: null };
}

/**
 * The control a flag names, looked up from the element's scope outwards.
 *
 * @param element The element the condition is on.
 * @param flag    The flag.
 */
function findFlag(
	element: Element,
	flag: string
): HTMLInputElement | HTMLSelectElement | null {
	let scope = element.parentElement?.closest( '[data-vitrine-scope]' );
	while ( scope ) {
		const control = scope.querySelector<
			HTMLInputElement | HTMLSelectElement
		>( `[data-vitrine-flag="${ flag }"]` );
		if ( control ) {
			return control;
		}
		scope = scope.parentElement?.closest( '[data-vitrine-scope]' );
	}
	return null;
}

/**
 * Whether a condition holds for an element.
 *
 * @param element   The element.
 * @param condition The condition.
 */
export function conditionHolds( element: Element, condition: string ): boolean {
	const parsed = parseCondition( condition );
	if ( ! parsed ) {
		return true;
	}
	const control = findFlag( element, parsed.flag );
	if ( ! control ) {
		return true;
	}
	let holds: boolean;
	if ( parsed.value !== null ) {
		holds = control.value === parsed.value;
	} else if (
		control instanceof HTMLInputElement &&
		control.type === 'checkbox'
	) {
		holds = control.checked;
	} else {
		holds = control.value !== '';
	}
	return parsed.negate ? ! holds : holds;
}

/**
 * Shows and hides every conditional element below the root.
 *
 * @param root The meta box.
 */
export function applyConditions( root: ParentNode ): void {
	root.querySelectorAll< HTMLElement >( '[data-vitrine-when]' ).forEach(
		( element ) => {
			element.classList.toggle(
				OFF_CLASS,
				! conditionHolds( element, element.dataset.vitrineWhen ?? '' )
			);
		}
	);
}
