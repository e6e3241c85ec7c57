/**
 * The data store blocks in the block editor: a store the merchant adds in Vitrine > Data stores
 * is offered by name to the store button, the store count and the listing grid's "Items of a
 * data store" source, and what the editor picks is what the page uses.
 */
import { test, expect } from '../support/fixtures';
import {
	editedContent,
	failedOwnCalls,
	insertBlock,
	newEditorPage,
	openSidebar,
	publishFromEditor,
	realErrors,
} from '../support/editor';
import {
	ADMIN_STATE,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

test( 'a new data store is offered by name to the three blocks and used on the page', async ( {
	page,
} ) => {
	test.slow();
	const slug = `compare-${ Date.now() }`;
	const label = `Compare ${ slug.slice( -5 ) }`;

	// The merchant adds the store.
	await page.goto( '/wp-admin/admin.php?page=vitrine-data-stores' );
	await page.getByLabel( 'Label', { exact: true } ).fill( label );
	await page.getByLabel( 'Slug', { exact: true } ).fill( slug );
	await page.getByRole( 'button', { name: 'Add data store' } ).click();
	await expect(
		page.getByRole( 'row' ).filter( { hasText: slug } )
	).toHaveCount( 1 );

	const errors = collectPageErrors( page );
	const failed = failedOwnCalls( page );
	await newEditorPage(
		page,
		`Compare page ${ slug }`,
		'vitrine/store-button'
	);

	// Store button: Favourites by default, the new store by its label.
	await insertBlock( page, 'Store button' );
	let sidebar = await openSidebar( page );
	const buttonStore = sidebar.getByRole( 'combobox', { name: 'Data store' } );
	await expect( buttonStore ).toHaveValue( 'favourites' );
	await buttonStore.selectOption( { label } );
	await expect( buttonStore ).toHaveValue( slug );

	// Store count: the same choice.
	await insertBlock( page, 'Store count' );
	sidebar = await openSidebar( page );
	const countStore = sidebar.getByRole( 'combobox', { name: 'Data store' } );
	await expect( countStore ).toHaveValue( 'favourites' );
	await countStore.selectOption( { label } );

	// Listing grid: "Items of a data store" and the store.
	await insertBlock( page, 'Listing grid' );
	sidebar = await openSidebar( page );
	await sidebar
		.getByRole( 'combobox', { name: 'Items from' } )
		.selectOption( 'store' );
	const listingStore = sidebar.getByRole( 'combobox', {
		name: 'Data store',
	} );
	await expect( listingStore ).toBeVisible();
	await listingStore.selectOption( { label } );
	await expect( listingStore ).toHaveValue( slug );

	const content = await editedContent( page );
	expect( content ).toContain(
		`<!-- wp:vitrine/store-button {"store":"${ slug }"} /-->`
	);
	expect( content ).toContain(
		`<!-- wp:vitrine/store-count {"store":"${ slug }"} /-->`
	);
	expect( content ).toMatch(
		new RegExp(
			`wp:vitrine/listing-grid \\{[^}]*"source":"store","sourceArgs":\\{"store":"${ slug }"\\}`
		)
	);

	const url = await publishFromEditor( page );
	expect( realErrors( errors ) ).toEqual( [] );
	expect( failed ).toEqual( [] );

	// On the page: the button and the listing use the store picked.
	await page.goto( url );
	await expect(
		page.locator( `.vitrine-store-button[data-store="${ slug }"]` )
	).toHaveCount( 1 );
	await expect(
		page.locator( `.vitrine-listing[data-vitrine-listing*='"${ slug }"']` )
	).toHaveCount( 1 );
	await expectNoAxeViolations( page, 'main' );

	// Left as it was found: the store goes again.
	await page.goto( '/wp-admin/admin.php?page=vitrine-data-stores' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await page
		.getByRole( 'row' )
		.filter( { hasText: slug } )
		.getByRole( 'button', { name: /Delete/ } )
		.click();
	await expect(
		page.getByRole( 'row' ).filter( { hasText: slug } )
	).toHaveCount( 0 );
} );
