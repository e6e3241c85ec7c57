/**
 * Products > Import and Products > Export: a file uploaded, a column mapped by hand, the check's
 * problems listed, the import run with its progress bar and summary; an import stopped halfway
 * resumes from the address after a reload; the sample file loads; the export downloads a CSV
 * in WooCommerce's columns with a byte order mark; axe on each screen; the import's bundle loads
 * on its screen only.
 */
import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';
import { unique } from '../shopper/product-helpers';

const IMPORT =
	'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-product-import';
const EXPORT =
	'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-product-export';

test.use( { storageState: ADMIN_STATE } );

function csvOf( prefix: string, count: number, bad: number ): string {
	const lines = [ 'Reference,Name,Regular price,Stock,Categories' ];
	for ( let i = 1; i <= count; i++ ) {
		lines.push(
			`${ prefix }-${ i },Imported ${ i },${
				i === bad ? 'ten' : `${ 10 + i }.00`
			},${ i },E2E > Imports`
		);
	}
	return lines.join( '\n' ) + '\n';
}

test( 'a file is mapped, checked and imported with a progress bar and a summary', async ( {
	page,
} ) => {
	test.slow();
	const errors = collectPageErrors( page );
	const prefix = unique( 'E2E' ).replace( /\W+/g, '-' );
	await page.goto( IMPORT );
	await expect(
		page.getByRole( 'heading', { name: 'Import products', level: 1 } )
	).toBeVisible();
	expect(
		( await loadedAssets( page ) ).some( ( url ) =>
			url.includes( 'admin-product-import' )
		)
	).toBe( true );
	await expectNoAxeViolations( page, '#wpbody-content' );

	await page.getByLabel( 'CSV file', { exact: true } ).setInputFiles( {
		name: 'catalog.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from( '\uFEFF' + csvOf( prefix, 30, 7 ) ),
	} );
	await page
		.getByRole( 'button', { name: 'Upload and map the columns' } )
		.click();

	// Guessed from the header, but "Reference" is the SKU only the merchant knows.
	await expect( page.getByLabel( 'Name', { exact: true } ) ).toHaveValue(
		'name'
	);
	await expect( page.getByLabel( 'Reference' ) ).toHaveValue( '' );
	await page.getByLabel( 'Reference' ).selectOption( 'sku' );
	await expectNoAxeViolations( page, '#wpbody-content' );
	await page.getByRole( 'button', { name: 'Check the file' } ).click();

	const problems = page.getByRole( 'table', { name: 'Problems found' } );
	await expect( problems ).toContainText( 'Regular price' );
	await expect( problems.getByRole( 'row' ).nth( 1 ) ).toContainText( '7' );
	await expectNoAxeViolations( page, '#wpbody-content' );
	await page
		.getByRole( 'button', {
			name: 'Import anyway, skipping rows with problems',
		} )
		.click();

	const progress = page.getByRole( 'progressbar', { name: 'Rows imported' } );
	await expect( progress ).toHaveAttribute( 'aria-valuenow', '100', {
		timeout: 60_000,
	} );
	await expect( page.locator( '.vitrine-import-status' ) ).toHaveAttribute(
		'aria-live',
		'polite'
	);
	await expect( page.locator( '.vitrine-import-status' ) ).toHaveText(
		'29 created, 0 updated, 1 skipped.'
	);
	await expect(
		page.getByRole( 'table', { name: 'Rows skipped' } )
	).toContainText( 'Enter a price as a number' );
	await expectNoAxeViolations( page, '#wpbody-content' );

	// The address keeps the job: a reload shows the same summary.
	expect( page.url() ).toMatch( /[?&]import=[a-z0-9]{20}/ );
	await page.reload();
	await expect( page.locator( '.vitrine-import-status' ) ).toHaveText(
		'29 created, 0 updated, 1 skipped.'
	);
	expect( errors ).toEqual( [] );
} );

test( 'an import stopped halfway resumes after a reload', async ( {
	page,
} ) => {
	const prefix = unique( 'RES' ).replace( /\W+/g, '-' );
	const csv = csvOf( prefix, 40, 0 ).replace( 'Reference,', 'SKU,' );
	const { api, nonce } = await adminApi();
	const headers = { 'X-WP-Nonce': nonce };
	const upload = await api.post( '/wp-json/vitrine/v1/products/imports', {
		data: { content: csv, name: 'resume.csv' },
		headers,
	} );
	expect( upload.status() ).toBe( 201 );
	const { id } = await upload.json();
	// One batch of 25 rows, then the tab is closed.
	const batch = await api.post(
		`/wp-json/vitrine/v1/products/imports/${ id }/batch`,
		{ headers }
	);
	expect( ( await batch.json() ).done ).toBe( 25 );
	await api.dispose();

	// The screen opened on the job (as after a reload) goes on from row 26 by itself.
	await page.goto( `${ IMPORT }&import=${ id }` );
	const progress = page.getByRole( 'progressbar', { name: 'Rows imported' } );
	await expect( progress ).toHaveAttribute( 'aria-valuenow', '100' );
	await expect( page.locator( '.vitrine-import-status' ) ).toHaveText(
		'40 created, 0 updated, 0 skipped.'
	);
} );

test( 'the sample file is one click away', async ( { page } ) => {
	await page.goto( IMPORT );
	await expect(
		page.getByRole( 'link', { name: 'Download the sample file' } )
	).toHaveAttribute( 'href', /sample\/products\.csv$/ );
	await page.getByRole( 'button', { name: 'Load the sample file' } ).click();
	await expect( page.getByLabel( 'Attribute 2 value(s)' ) ).toHaveValue(
		'attribute:2:value'
	);
	await page.getByRole( 'button', { name: 'Check the file' } ).click();
	await expect(
		page.getByText( 'All 22 rows are ready to import.' )
	).toBeVisible();
} );

test( 'the export downloads the products as a CSV in WooCommerce’s columns', async ( {
	page,
} ) => {
	const sku = unique( 'EXPORT' ).replace( /\W+/g, '-' );
	await createProduct( {
		name: 'Exported =formula',
		sku,
		regular_price: '9.00',
	} );
	await page.goto( '/wp-admin/admin.php?page=vitrine-reports' );
	expect(
		( await loadedAssets( page ) ).some( ( url ) =>
			url.includes( 'admin-product-import' )
		)
	).toBe( false );
	await page.goto( EXPORT );
	await expect(
		page.getByRole( 'heading', { name: 'Export products', level: 1 } )
	).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );
	await page.getByLabel( 'Type' ).selectOption( 'simple' );

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Download the CSV file' } ).click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		/^products-\d{4}-\d{2}-\d{2}\.csv$/
	);
	const file = await readFile( ( await download.path() ) as string, 'utf8' );
	expect( file.startsWith( '\uFEFFID,Type,SKU,Name,Published,' ) ).toBe(
		true
	);
	expect( file ).toContain( `,simple,${ sku },Exported =formula,1,` );
} );
