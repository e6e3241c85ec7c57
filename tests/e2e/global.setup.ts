/**
 * Logs the administrator in once and keeps the session for the specs that need it.
 */
import { test as setup, expect } from '@playwright/test';
import { ADMIN_STATE } from './support/wordpress';

setup( 'log in as the administrator', async ( { page } ) => {
	await page.goto( '/wp-login.php' );
	await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( /wp-admin/ );
	await page.context().storageState( { path: ADMIN_STATE } );
} );
