/**
 * Vitrine > Shipping in wp-admin: each view (the zones, a new zone, a zone, a new method, a zone
 * that no longer exists) opens with its level-one heading, and axe finds nothing in the screen's
 * content (WordPress's own admin bar and menu are not ours to fix). The zone made here covers only
 * Antarctica, so that no checkout of this worker's site meets it, and is deleted at the end.
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

const LIST = '/wp-admin/admin.php?page=vitrine-shipping';

test( 'the merchant adds a zone and a method, each view with its heading and no axe violation', async ( {
	page,
} ) => {
	// Five screens, each with axe: 32 s once on a loaded two-core machine.
	test.slow();
	const errors = collectPageErrors( page );
	const name = `Polar ${ Date.now() }`;
	const heading = ( text: string | RegExp ) =>
		page.getByRole( 'heading', { name: text, level: 1 } );

	await page.goto( LIST );
	await expect( heading( 'Shipping zones' ) ).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page
		.locator( '.wrap' )
		.getByRole( 'link', { name: 'Add zone', exact: true } )
		.click();
	await expect( heading( 'Add shipping zone' ) ).toBeVisible();
	await page.getByLabel( 'Zone name' ).fill( name );
	await page.getByLabel( 'Regions' ).fill( 'AQ' );
	await page.getByRole( 'button', { name: 'Add zone' } ).click();
	await expect( heading( name ) ).toBeVisible();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'Zone added. Now add its shipping methods.'
	);
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page.getByLabel( 'Method', { exact: true } ).selectOption( {
		label: 'Flat rate',
	} );
	await page.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( heading( `Add Flat rate to ${ name }` ) ).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page.goto( `${ LIST }&zone=999999` );
	await expect( heading( 'Shipping' ) ).toBeVisible();
	await expect( page.locator( '#wpbody-content' ) ).toContainText(
		'This shipping zone no longer exists.'
	);
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page.goto( LIST );
	await page.getByRole( 'button', { name: `Delete ${ name }` } ).click();
	await expect( page.locator( '.notice-success' ) ).toContainText(
		'Zone deleted with its shipping methods.'
	);
	await expect( page.getByRole( 'link', { name } ) ).toHaveCount( 0 );
	expect( errors ).toEqual( [] );
} );
