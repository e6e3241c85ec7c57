/**
 * The sort-order select of a product listing: choosing an order submits its GET form
 * (docs/spec/storefront-and-reviews.md, section 2, shop listing).
 *
 * A choice made with the mouse, or in the opened list, submits at once. Arrow keys on the
 * closed select change its value one option at a time; reloading the page on each would make
 * the list unusable from the keyboard (WCAG 3.2.2), so a keyboard change submits on Enter or
 * when focus leaves the select.
 */

/**
 * Keys that change a closed select's value without opening its list.
 */
const STEP_KEYS = new Set( [
	'ArrowUp',
	'ArrowDown',
	'ArrowLeft',
	'ArrowRight',
	'Home',
	'End',
	'PageUp',
	'PageDown',
] );

export type SubmitForm = ( form: HTMLFormElement ) => void;

/**
 * Submits a form the way its submit button would.
 *
 * @param form The form.
 */
export function submitForm( form: HTMLFormElement ): void {
	if ( typeof form.requestSubmit === 'function' ) {
		form.requestSubmit();
	} else {
		form.submit();
	}
}

/**
 * Whether a key press steps through the options of a closed select (or types ahead).
 *
 * @param event The keydown event.
 */
export function isStepKey( event: KeyboardEvent ): boolean {
	if ( event.altKey || event.metaKey || event.ctrlKey ) {
		return false;
	}
	return (
		STEP_KEYS.has( event.key ) ||
		( event.key.length === 1 && event.key !== ' ' )
	);
}

/**
 * Enhances every sort form below the root.
 *
 * @param root   Where to look.
 * @param submit How to submit a form (injected by tests).
 */
export function initOrdering(
	root: ParentNode = document,
	submit: SubmitForm = submitForm
): void {
	root.querySelectorAll< HTMLFormElement >( 'form.vitrine-ordering' ).forEach(
		( form ) => {
			const select = form.querySelector< HTMLSelectElement >(
				'select[name="orderby"]'
			);
			if ( ! select || form.dataset.vitrineOrdering === 'ready' ) {
				return;
			}
			form.dataset.vitrineOrdering = 'ready';
			// Without script the button submits; with it, the select does.
			form.querySelectorAll< HTMLElement >(
				'.vitrine-ordering__submit'
			).forEach( ( button ) => {
				button.hidden = true;
			} );

			const initial = select.value;
			let stepping = false;
			let submitted = false;
			const send = () => {
				if ( ! submitted ) {
					submitted = true;
					submit( form );
				}
			};

			select.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Enter' ) {
					if ( select.value !== initial ) {
						event.preventDefault();
						send();
					}
					return;
				}
				stepping = isStepKey( event );
			} );
			select.addEventListener( 'change', () => {
				if ( stepping ) {
					stepping = false;
					return;
				}
				send();
			} );
			select.addEventListener( 'blur', () => {
				if ( select.value !== initial ) {
					send();
				}
			} );
		}
	);
}
