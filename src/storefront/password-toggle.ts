/**
 * Show/hide toggles for password fields rendered inside .vitrine-password-input.
 */

export interface PasswordToggleLabels {
	showLabel: string;
	hideLabel: string;
}

const EYE_ICON =
	'<svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24"><path fill="currentColor" d="M12 5C6.5 5 2.7 9.2 1.5 12c1.2 2.8 5 7 10.5 7s9.3-4.2 10.5-7C21.3 9.2 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/></svg>';

function showState(
	button: HTMLButtonElement,
	visible: boolean,
	labels: PasswordToggleLabels
): void {
	button.setAttribute( 'aria-pressed', visible ? 'true' : 'false' );
	button.setAttribute(
		'aria-label',
		visible ? labels.hideLabel : labels.showLabel
	);
	button.classList.toggle( 'is-visible', visible );
}

/**
 * Adds a toggle button to one password field.
 *
 * @param wrapper The .vitrine-password-input element.
 * @param labels  The configured labels.
 */
export function addPasswordToggle(
	wrapper: HTMLElement,
	labels: PasswordToggleLabels
): void {
	const input = wrapper.querySelector< HTMLInputElement >( 'input' );
	if ( ! input || wrapper.querySelector( '.vitrine-show-password-input' ) ) {
		return;
	}
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = 'vitrine-show-password-input';
	button.innerHTML = EYE_ICON;
	if ( input.id ) {
		button.setAttribute( 'aria-controls', input.id );
	}
	showState( button, false, labels );

	button.addEventListener( 'click', () => {
		const { selectionStart, selectionEnd } = input;
		const visible = input.type === 'password';
		input.type = visible ? 'text' : 'password';
		showState( button, visible, labels );
		// Focus stays on the field, caret where it was, so typing just goes on.
		input.focus();
		if ( selectionStart !== null && selectionEnd !== null ) {
			input.setSelectionRange( selectionStart, selectionEnd );
		}
	} );

	// Browsers offer to save a password only from a password-type field.
	input.form?.addEventListener( 'submit', () => {
		input.type = 'password';
		showState( button, false, labels );
	} );

	wrapper.appendChild( button );
}

/**
 * Adds toggles to every password field below the root.
 *
 * @param labels The configured labels.
 * @param root   Where to look.
 */
export function initPasswordToggles(
	labels: PasswordToggleLabels,
	root: ParentNode = document
): void {
	root.querySelectorAll< HTMLElement >( '.vitrine-password-input' ).forEach(
		( wrapper ) => addPasswordToggle( wrapper, labels )
	);
}
