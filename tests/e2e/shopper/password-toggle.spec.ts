/**
 * Show/hide toggle of password fields (docs/spec/storefront-and-reviews.md, sections 2 and 3).
 */
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations, updateSettings } from '../support/wordpress';

test.describe( 'password toggle on the login form', () => {
	test.afterEach( async () => {
		await updateSettings( {
			password_show_label: 'Show password',
			password_hide_label: 'Hide password',
		} );
	} );

	test( 'shows and hides the password, keeping focus on the field', async ( {
		page,
	} ) => {
		await page.goto( '/log-in/' );
		const field = page.getByLabel( /^Password\b/ );
		const toggle = page.getByRole( 'button', { name: 'Show password' } );
		await field.fill( 'secret-words' );

		await expect( field ).toHaveAttribute( 'type', 'password' );
		await expect( toggle ).toHaveAttribute( 'aria-pressed', 'false' );

		await toggle.click();
		const hide = page.getByRole( 'button', { name: 'Hide password' } );
		await expect( field ).toHaveAttribute( 'type', 'text' );
		await expect( hide ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( field ).toBeFocused();

		await hide.click();
		await expect( field ).toHaveAttribute( 'type', 'password' );
		await expect(
			page.getByRole( 'button', { name: 'Show password' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( field ).toHaveValue( 'secret-words' );
	} );

	test( 'works from the keyboard', async ( { page } ) => {
		await page.goto( '/log-in/' );
		const field = page.getByLabel( /^Password\b/ );
		await field.focus();
		await page.keyboard.type( 'typed' );
		await page.keyboard.press( 'Tab' );
		await expect(
			page.getByRole( 'button', { name: 'Show password' } )
		).toBeFocused();

		await page.keyboard.press( 'Space' );
		await expect( field ).toHaveAttribute( 'type', 'text' );
		await expect( field ).toBeFocused();
		// Typing goes on at the end of what was typed.
		await page.keyboard.type( '-more' );
		await expect( field ).toHaveValue( 'typed-more' );
	} );

	test( 'uses the labels the admin configured', async ( { page } ) => {
		await updateSettings( {
			password_show_label: 'Reveal',
			password_hide_label: 'Conceal',
		} );
		await page.goto( '/log-in/' );

		await page.getByRole( 'button', { name: 'Reveal' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Conceal' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
	} );

	test( 'logs the customer in, and has no accessibility violations', async ( {
		page,
	} ) => {
		await page.goto( '/log-in/' );
		await expectNoAxeViolations( page, '.vitrine-login-form' );

		await page.getByLabel( 'Username or email address' ).fill( 'admin' );
		const field = page.getByLabel( /^Password\b/ );
		await field.fill( 'password' );
		await page.getByRole( 'button', { name: 'Show password' } ).click();
		await page.getByRole( 'button', { name: 'Log in' } ).click();

		await expect( page ).toHaveURL( /\/log-in\/$/ );
		await expect(
			page.getByText( 'You are logged in as admin.' )
		).toBeVisible();
	} );
} );
