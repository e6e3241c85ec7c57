/**
 * Password show/hide toggles, against the markup Vitrine\Storefront\PasswordField::render() prints.
 */
import {
	addPasswordToggle,
	initPasswordToggles,
	type PasswordToggleLabels,
} from './password-toggle';

const LABELS: PasswordToggleLabels = {
	showLabel: 'Show password',
	hideLabel: 'Hide password',
};

function passwordField( id: string ): string {
	return `<label for="${ id }">Password&nbsp;<span class="vitrine-required" aria-hidden="true">*</span></label><span class="vitrine-password-input"><input type="password" id="${ id }" name="${ id }" autocomplete="current-password" required aria-required="true" class="vitrine-input"></span>`;
}

function renderForm(): HTMLFormElement {
	document.body.innerHTML = `<form id="login" action="/login" method="post">${ passwordField(
		'password'
	) }${ passwordField( 'password-again' ) }<button type="submit">Log in</button></form>`;
	return document.getElementById( 'login' ) as HTMLFormElement;
}

function parts( inputId: string ): {
	input: HTMLInputElement;
	wrapper: HTMLElement;
	button: HTMLButtonElement | null;
} {
	const input = document.getElementById( inputId ) as HTMLInputElement;
	const wrapper = input.closest< HTMLElement >( '.vitrine-password-input' )!;
	return {
		input,
		wrapper,
		button: wrapper.querySelector< HTMLButtonElement >(
			'.vitrine-show-password-input'
		),
	};
}

/**
 * jsdom keeps an input's selection across a type change, but browsers are free not to (and some
 * move the caret to the end): emulate one that does, so that the test shows the script puts the
 * selection back rather than relying on jsdom.
 *
 * @param input The password input.
 */
function moveCaretToEndOnTypeChange( input: HTMLInputElement ): void {
	const descriptor = Object.getOwnPropertyDescriptor(
		HTMLInputElement.prototype,
		'type'
	)!;
	Object.defineProperty( input, 'type', {
		configurable: true,
		get() {
			return descriptor.get!.call( this );
		},
		set( value: string ) {
			descriptor.set!.call( this, value );
			const end = ( this as HTMLInputElement ).value.length;
			( this as HTMLInputElement ).setSelectionRange( end, end );
		},
	} );
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'initPasswordToggles', () => {
	it( 'adds one toggle button to each wrapper, in the hidden-password state', () => {
		renderForm();

		initPasswordToggles( LABELS );

		for ( const id of [ 'password', 'password-again' ] ) {
			const { wrapper, input, button } = parts( id );
			expect(
				wrapper.querySelectorAll( '.vitrine-show-password-input' )
			).toHaveLength( 1 );
			expect( button ).not.toBeNull();
			expect( button!.type ).toBe( 'button' );
			expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
			expect( button!.getAttribute( 'aria-label' ) ).toBe(
				'Show password'
			);
			expect( button!.getAttribute( 'aria-controls' ) ).toBe( id );
			expect( button!.classList.contains( 'is-visible' ) ).toBe( false );
			// The icon is decoration only: the name comes from aria-label.
			expect(
				button!.querySelector( 'svg' )!.getAttribute( 'aria-hidden' )
			).toBe( 'true' );
			expect( input.type ).toBe( 'password' );
		}
	} );

	it( 'is idempotent: a second run adds no second button', () => {
		renderForm();

		initPasswordToggles( LABELS );
		initPasswordToggles( LABELS );
		addPasswordToggle( parts( 'password' ).wrapper, LABELS );

		expect(
			document.querySelectorAll( '.vitrine-show-password-input' )
		).toHaveLength( 2 );
		expect(
			parts( 'password' ).wrapper.querySelectorAll( 'button' )
		).toHaveLength( 1 );
	} );

	it( 'only enhances wrappers below the given root', () => {
		document.body.innerHTML = `<div id="one">${ passwordField(
			'first'
		) }</div><div id="two">${ passwordField( 'second' ) }</div>`;

		initPasswordToggles( LABELS, document.getElementById( 'two' )! );

		expect( parts( 'first' ).button ).toBeNull();
		expect( parts( 'second' ).button ).not.toBeNull();
	} );

	it( 'skips a wrapper without an input', () => {
		document.body.innerHTML =
			'<span class="vitrine-password-input"></span>';

		initPasswordToggles( LABELS );

		expect( document.querySelector( 'button' ) ).toBeNull();
	} );
} );

describe( 'the toggle button', () => {
	it( 'shows the password, then hides it again', () => {
		renderForm();
		initPasswordToggles( LABELS );
		const { input, button } = parts( 'password' );

		button!.click();

		expect( input.type ).toBe( 'text' );
		expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'true' );
		expect( button!.getAttribute( 'aria-label' ) ).toBe( 'Hide password' );
		expect( button!.classList.contains( 'is-visible' ) ).toBe( true );

		button!.click();

		expect( input.type ).toBe( 'password' );
		expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( button!.getAttribute( 'aria-label' ) ).toBe( 'Show password' );
		expect( button!.classList.contains( 'is-visible' ) ).toBe( false );
	} );

	it( 'toggles only its own field', () => {
		renderForm();
		initPasswordToggles( LABELS );

		parts( 'password-again' ).button!.click();

		expect( parts( 'password' ).input.type ).toBe( 'password' );
		expect( parts( 'password-again' ).input.type ).toBe( 'text' );
	} );

	it( 'gives focus back to the field, with its selection kept', () => {
		renderForm();
		initPasswordToggles( LABELS );
		const { input, button } = parts( 'password' );
		input.value = 'correct horse';
		input.setSelectionRange( 2, 7 );
		moveCaretToEndOnTypeChange( input );
		// A click moves focus to the button before the click handler runs.
		button!.focus();
		expect( button!.ownerDocument.activeElement ).toBe( button );

		button!.click();

		expect( input.type ).toBe( 'text' );
		expect( input.ownerDocument.activeElement ).toBe( input );
		expect( [ input.selectionStart, input.selectionEnd ] ).toEqual( [
			2, 7,
		] );

		button!.focus();
		button!.click();

		expect( input.type ).toBe( 'password' );
		expect( input.ownerDocument.activeElement ).toBe( input );
		expect( [ input.selectionStart, input.selectionEnd ] ).toEqual( [
			2, 7,
		] );
		expect( input.value ).toBe( 'correct horse' );
	} );

	it( 'turns the field back to a password field when the form is submitted', () => {
		const form = renderForm();
		initPasswordToggles( LABELS );
		const { input, button } = parts( 'password' );
		// Both fields are required: an invalid form fires no submit event.
		input.value = 'correct horse';
		parts( 'password-again' ).input.value = 'correct horse';
		button!.click();
		expect( input.type ).toBe( 'text' );
		// Keep jsdom from logging "not implemented: form submission".
		form.addEventListener( 'submit', ( event ) => event.preventDefault() );

		form.requestSubmit();

		expect( input.type ).toBe( 'password' );
		expect( button!.getAttribute( 'aria-pressed' ) ).toBe( 'false' );
		expect( button!.getAttribute( 'aria-label' ) ).toBe( 'Show password' );
	} );

	it( 'works for a field outside any form', () => {
		document.body.innerHTML = passwordField( 'loose' );
		initPasswordToggles( LABELS );
		const { input, button } = parts( 'loose' );

		button!.click();

		expect( input.type ).toBe( 'text' );
	} );
} );
