/**
 * Logs the administrator in once on each worker's site and keeps the session for the specs that
 * need it.
 */
import { test as setup, expect } from '@playwright/test';
import { e2eSites } from './support/site';

for ( const [ index, site ] of e2eSites().entries() ) {
	setup(
		`log in as the administrator on site ${ index + 1 }`,
		async ( { page } ) => {
			await page.goto( `${ site.url }/wp-login.php` );
			await page
				.getByLabel( 'Username or Email Address' )
				.fill( 'admin' );
			await page
				.getByLabel( 'Password', { exact: true } )
				.fill( 'password' );
			await page.getByRole( 'button', { name: 'Log In' } ).click();
			await expect( page ).toHaveURL( /wp-admin/ );
			await page.context().storageState( { path: site.adminState } );
		}
	);
}
