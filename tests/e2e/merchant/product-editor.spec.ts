/**
 * Merchant product editing: the classic edit screen with the "Product data" box, its validation
 * (nothing saved, messages by the fields, what was typed kept), variations, and the product list.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

// The classic edit screen (TinyMCE, the media library) and axe runs take their time.
test.describe.configure( { timeout: 90_000 } );

const run = Date.now().toString( 36 ).toUpperCase();

test.beforeEach( async ( { page } ) => {
	// Leaving an edited post asks for confirmation; the specs always mean to leave.
	page.on( 'dialog', ( dialog ) => dialog.accept() );
} );

/**
 * Opens Products > Add new and types the title.
 *
 * @param page  The page.
 * @param title The product's title.
 */
async function newProduct( page: Page, title: string ): Promise< void > {
	await page.goto( '/wp-admin/post-new.php?post_type=vitrine_product' );
	await expect(
		page.getByRole( 'heading', { name: 'Product data' } )
	).toBeVisible();
	await page.locator( '#title' ).fill( title );
}

/**
 * Publishes (or updates) the product and waits for the edit screen to come back.
 *
 * @param page The page.
 */
async function publish( page: Page ): Promise< void > {
	await Promise.all( [
		page.waitForURL( /post\.php\?post=\d+&action=edit/ ),
		page.locator( '#publish' ).click(),
	] );
	await expect(
		page.getByRole( 'heading', { name: 'Product data' } )
	).toBeVisible();
}

const panel = ( page: Page, name: string ) =>
	page.locator( `#vitrine-panel-${ name }` );

test( 'a simple product with a scheduled sale, stock and gallery is saved and listed', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	// Images in the media library to pick from.
	await createProduct( { name: `Media donor ${ run }`, images: 2 } );
	const title = `Linen shirt ${ run }`;
	const sku = `SHIRT-${ run }`;

	await newProduct( page, title );
	// The box is PHP's form, enhanced into tabs.
	await expect(
		page.getByRole( 'tab', { name: 'General' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		page.getByRole( 'tab', { name: 'Variations' } )
	).toBeHidden();

	const general = panel( page, 'general' );
	await general.getByLabel( 'Regular price' ).fill( '50' );
	await general.getByLabel( 'Sale price' ).fill( '39.90' );
	await general.getByLabel( 'Sale starts' ).fill( '2020-01-01' );
	await general.getByLabel( 'Sale ends' ).fill( '2099-12-31' );

	await page.getByRole( 'tab', { name: 'Inventory' } ).click();
	const inventory = panel( page, 'inventory' );
	await inventory.getByLabel( 'SKU' ).fill( sku );
	await expect( inventory.getByLabel( 'Stock quantity' ) ).toBeHidden();
	await inventory.getByLabel( 'Manage stock' ).check();
	await expect( inventory.getByLabel( 'Stock status' ) ).toBeHidden();
	await inventory.getByLabel( 'Stock quantity' ).fill( '12' );
	await inventory
		.getByLabel( 'Allow backorders' )
		.selectOption( { label: 'Allow, but notify the customer' } );

	await page.getByRole( 'tab', { name: 'Shipping' } ).click();
	await panel( page, 'shipping' ).getByLabel( 'Weight' ).fill( '0.4' );
	await page.getByLabel( 'Virtual', { exact: true } ).check();
	await expect( page.getByRole( 'tab', { name: 'Shipping' } ) ).toBeHidden();
	await expect(
		page.getByRole( 'tab', { name: 'General' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await page.getByLabel( 'Virtual', { exact: true } ).uncheck();

	await page.getByRole( 'tab', { name: 'Gallery' } ).click();
	await page.getByRole( 'button', { name: 'Add gallery images' } ).click();
	const modal = page.locator( '.media-modal' );
	await expect( modal ).toBeVisible();
	await modal.getByRole( 'tab', { name: 'Media Library' } ).click();
	const attachments = modal.locator( 'li.attachment' );
	await attachments.nth( 0 ).click();
	await attachments.nth( 1 ).click( { modifiers: [ 'Control' ] } );
	await modal.getByRole( 'button', { name: 'Add to gallery' } ).click();
	await expect( modal ).toBeHidden();
	const gallery = page.locator( '[data-vitrine-gallery-list] > li' );
	await expect( gallery ).toHaveCount( 2 );

	await publish( page );
	await expect( page.locator( '#message' ) ).toContainText(
		'Product published. View product'
	);
	await expect( page.locator( '#vitrine-product-errors' ) ).toHaveCount( 0 );

	// What was saved is what the form shows again.
	await expect( general.getByLabel( 'Regular price' ) ).toHaveValue( '50' );
	await expect( general.getByLabel( 'Sale price' ) ).toHaveValue( '39.90' );
	await expect( general.getByLabel( 'Sale starts' ) ).toHaveValue(
		'2020-01-01'
	);
	await expect( general.getByLabel( 'Sale ends' ) ).toHaveValue(
		'2099-12-31'
	);
	await page.getByRole( 'tab', { name: 'Inventory' } ).click();
	await expect( inventory.getByLabel( 'SKU' ) ).toHaveValue( sku );
	await expect( inventory.getByLabel( 'Manage stock' ) ).toBeChecked();
	await expect( inventory.getByLabel( 'Stock quantity' ) ).toHaveValue(
		'12'
	);
	await expect( inventory.getByLabel( 'Allow backorders' ) ).toHaveValue(
		'notify'
	);
	await page.getByRole( 'tab', { name: 'Gallery' } ).click();
	await expect( gallery ).toHaveCount( 2 );

	// The list reads the lookup table: SKU, sale price, stock.
	await page.goto(
		`/wp-admin/edit.php?post_type=vitrine_product&s=${ encodeURIComponent(
			title
		) }`
	);
	const row = page.locator( '#the-list tr' ).filter( { hasText: title } );
	await expect( row.locator( 'td.column-vitrine_sku' ) ).toHaveText( sku );
	await expect( row.locator( 'td.column-vitrine_price del' ) ).toHaveText(
		'€50.00'
	);
	await expect( row.locator( 'td.column-vitrine_price ins' ) ).toHaveText(
		'€39.90'
	);
	await expect( row.locator( 'td.column-vitrine_stock' ) ).toHaveText(
		'In stock (12)'
	);
	expect( errors ).toEqual( [] );
} );

test( 'a duplicate SKU is refused with its message by the field, nothing is saved and what was typed stays', async ( {
	page,
} ) => {
	const taken = `TAKEN-${ run }`;
	await createProduct( { name: `Existing ${ run }`, sku: taken } );

	await newProduct( page, `Duplicate ${ run }` );
	await panel( page, 'general' ).getByLabel( 'Regular price' ).fill( '20' );
	await panel( page, 'general' ).getByLabel( 'Sale price' ).fill( '25' );
	await page.getByRole( 'tab', { name: 'Inventory' } ).click();
	await panel( page, 'inventory' ).getByLabel( 'SKU' ).fill( taken );
	await publish( page );

	const summary = page.locator( '#vitrine-product-errors' );
	await expect( summary ).toContainText( 'The product data was not saved.' );
	await expect( summary ).toBeFocused();
	await expect( summary.getByRole( 'listitem' ) ).toHaveText( [
		'Sale price: The sale price must be lower than the regular price.',
		`SKU: The SKU ${ taken } is already used by Existing ${ run }.`,
	] );
	// WordPress's "Post published." would be misleading: it is left out.
	await expect( page.locator( '#message.updated' ) ).toHaveCount( 0 );

	// The first message's tab is open, with the typed values and the message by the field.
	const salePrice = panel( page, 'general' ).getByLabel( 'Sale price' );
	await expect( salePrice ).toHaveValue( '25' );
	await expect( salePrice ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( salePrice ).toHaveAccessibleDescription(
		'The sale price must be lower than the regular price.'
	);
	await expect(
		panel( page, 'general' ).getByLabel( 'Regular price' )
	).toHaveValue( '20' );

	// The summary's link opens the SKU's tab and puts focus in the field.
	await summary.getByRole( 'link', { name: 'SKU' } ).click();
	const skuField = panel( page, 'inventory' ).getByLabel( 'SKU' );
	await expect( skuField ).toBeFocused();
	await expect( skuField ).toHaveValue( taken );
	await expect( skuField ).toHaveAccessibleDescription(
		new RegExp( `The SKU ${ taken } is already used` )
	);
	await expectNoAxeViolations( page, '#vitrine-product-errors' );
	await expectNoAxeViolations( page, '#vitrine-product-data' );

	// Nothing of the product data was saved: a reload shows the stored (empty) values.
	await page.reload();
	await expect( page.locator( '#vitrine-product-errors' ) ).toHaveCount( 0 );
	await expect(
		panel( page, 'general' ).getByLabel( 'Regular price' )
	).toHaveValue( '' );

	// Corrected, it saves.
	await panel( page, 'general' ).getByLabel( 'Regular price' ).fill( '20' );
	await page.getByRole( 'tab', { name: 'Inventory' } ).click();
	await panel( page, 'inventory' )
		.getByLabel( 'SKU' )
		.fill( `UNIQUE-${ run }` );
	await publish( page );
	await expect( page.locator( '#vitrine-product-errors' ) ).toHaveCount( 0 );
	await expect( page.locator( '#message' ) ).toContainText(
		'Product updated.'
	);
} );

test( 'a negative stock is refused with its message', async ( { page } ) => {
	await newProduct( page, `Negative stock ${ run }` );
	await panel( page, 'general' ).getByLabel( 'Regular price' ).fill( '9' );
	await page.getByRole( 'tab', { name: 'Inventory' } ).click();
	await panel( page, 'inventory' ).getByLabel( 'Manage stock' ).check();
	await panel( page, 'inventory' )
		.getByLabel( 'Stock quantity' )
		.fill( '-4' );
	await publish( page );

	await expect(
		page.locator( '#vitrine-product-errors' ).getByRole( 'listitem' )
	).toHaveText( [ 'Stock quantity: Stock cannot be negative.' ] );
	await expect(
		page.getByRole( 'tab', { name: 'Inventory' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	const stock = panel( page, 'inventory' ).getByLabel( 'Stock quantity' );
	await expect( stock ).toHaveValue( '-4' );
	await expect( stock ).toHaveAccessibleDescription(
		'Stock cannot be negative.'
	);
	await expect(
		panel( page, 'inventory' ).getByLabel( 'Manage stock' )
	).toBeChecked();
} );

test( 'a variable product with two variations, built with the keyboard, shows its price range', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	const title = `Knit hat ${ run }`;
	await newProduct( page, title );

	// Product type, by keyboard.
	await page.getByLabel( 'Product type' ).focus();
	await page.getByLabel( 'Product type' ).selectOption( 'variable' );
	const variationsTab = page.getByRole( 'tab', { name: 'Variations' } );
	await expect( variationsTab ).toBeVisible();
	await expect(
		panel( page, 'general' ).getByLabel( 'Regular price' )
	).toBeHidden();

	// Tabs: arrow keys move and open, Home and End jump.
	await page.getByRole( 'tab', { name: 'General' } ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.getByRole( 'tab', { name: 'Inventory' } )
	).toBeFocused();
	await expect( panel( page, 'inventory' ) ).toBeVisible();
	await page.keyboard.press( 'End' );
	await expect( page.getByRole( 'tab', { name: 'Gallery' } ) ).toBeFocused();
	await page.keyboard.press( 'ArrowLeft' );
	await page.keyboard.press( 'ArrowLeft' );
	await expect(
		page.getByRole( 'tab', { name: 'Attributes' } )
	).toBeFocused();
	await expect( panel( page, 'attributes' ) ).toBeVisible();

	// A custom attribute used for variations.
	await page.getByRole( 'button', { name: 'Add attribute' } ).focus();
	await page.keyboard.press( 'Enter' );
	const attribute = panel( page, 'attributes' ).locator(
		'[data-vitrine-row="attribute"]'
	);
	await expect(
		attribute.getByLabel( 'Name', { exact: true } )
	).toBeFocused();
	await page.keyboard.type( 'Size' );
	await expect(
		attribute.getByRole( 'heading', { name: 'Size' } )
	).toBeVisible();
	await page.keyboard.press( 'Tab' );
	await expect(
		attribute.getByLabel( 'Values', { exact: true } )
	).toBeFocused();
	await page.keyboard.type( 'Small | Large' );
	await attribute.getByLabel( 'Used for variations' ).focus();
	await page.keyboard.press( 'Space' );
	await expect( attribute.getByLabel( 'Used for variations' ) ).toBeChecked();

	// Two variations.
	await variationsTab.click();
	await expect(
		panel( page, 'variations' ).getByText( 'Tick “Used for variations”' )
	).toBeHidden();
	const addVariation = page.getByRole( 'button', { name: 'Add variation' } );
	const variations = panel( page, 'variations' ).locator(
		'[data-vitrine-row="variation"]'
	);
	for ( const [ size, price, sku ] of [
		[ 'Small', '18', `HAT-S-${ run }` ],
		[ 'Large', '24.5', `HAT-L-${ run }` ],
	] ) {
		await addVariation.focus();
		await page.keyboard.press( 'Enter' );
		const variation = variations.last();
		const sizeSelect = variation.getByLabel( 'Size' );
		await expect( sizeSelect ).toBeFocused();
		await sizeSelect.selectOption( size );
		await variation.getByLabel( 'Regular price' ).fill( price );
		await variation.getByLabel( 'SKU' ).fill( sku );
	}
	await expect( variations ).toHaveCount( 2 );
	await expect( variations.getByRole( 'heading' ) ).toHaveText( [
		'Variation 1',
		'Variation 2',
	] );
	await expect( page.locator( '[data-vitrine-announcer]' ) ).toHaveText(
		'Variation 2 added.'
	);
	// The large one counts its stock, with a low-stock threshold of its own.
	const large = variations.nth( 1 );
	await expect( large.getByLabel( 'Low stock threshold' ) ).toBeHidden();
	await large.getByLabel( 'Manage stock' ).check();
	await large.getByLabel( 'Stock quantity' ).fill( '5' );
	await large.getByLabel( 'Low stock threshold' ).fill( '3' );
	await expectNoAxeViolations( page, '#vitrine-product-data' );

	await publish( page );
	await expect( page.locator( '#vitrine-product-errors' ) ).toHaveCount( 0 );
	await variationsTab.click();
	await expect( variations ).toHaveCount( 2 );
	await expect( variations.nth( 0 ).getByLabel( 'Size' ) ).toHaveValue(
		'Small'
	);
	await expect(
		variations.nth( 1 ).getByLabel( 'Regular price' )
	).toHaveValue( '24.5' );
	await expect(
		variations.nth( 1 ).getByLabel( 'Low stock threshold' )
	).toHaveValue( '3' );

	// Visible on the front end at its permalink.
	const permalink = await page
		.locator( '#sample-permalink a' )
		.getAttribute( 'href' );
	expect( permalink ).toBeTruthy();
	const response = await page.goto( permalink! );
	expect( response?.status() ).toBe( 200 );
	await expect( page.locator( 'body' ) ).toContainText( title );

	// The price range from the lookup table, in the product list.
	await page.goto(
		`/wp-admin/edit.php?post_type=vitrine_product&s=${ encodeURIComponent(
			title
		) }`
	);
	const row = page.locator( '#the-list tr' ).filter( { hasText: title } );
	await expect( row.locator( 'td.column-vitrine_price' ) ).toHaveText(
		'€18.00 – €24.50'
	);
	expect( errors ).toEqual( [] );
} );

test( 'removing a variation deletes it on update', async ( { page } ) => {
	const product = await createProduct( {
		name: `Two sizes ${ run }`,
		type: 'variable',
		attributes: [
			{
				name: 'Size',
				taxonomy: '',
				options: [ 'S', 'L' ],
				variation: true,
			},
		],
		variations: [
			{ regular_price: '10', attributes: { size: 'S' } },
			{ regular_price: '12', attributes: { size: 'L' } },
		],
	} );
	await page.goto( `/wp-admin/post.php?post=${ product.id }&action=edit` );
	await page.getByRole( 'tab', { name: 'Variations' } ).click();
	const variations = panel( page, 'variations' ).locator(
		'[data-vitrine-row="variation"]'
	);
	await expect( variations ).toHaveCount( 2 );
	await expect( variations.nth( 1 ).getByLabel( 'Size' ) ).toHaveValue( 'L' );

	await variations
		.nth( 0 )
		.getByRole( 'button', { name: 'Remove variation' } )
		.click();
	await expect( variations ).toHaveCount( 1 );
	await expect(
		page.getByRole( 'button', { name: 'Add variation' } )
	).toBeFocused();
	await expect( variations.getByRole( 'heading' ) ).toHaveText(
		'Variation 1'
	);
	await publish( page );

	await page.getByRole( 'tab', { name: 'Variations' } ).click();
	await expect( variations ).toHaveCount( 1 );
	await expect( variations.getByLabel( 'Regular price' ) ).toHaveValue(
		'12'
	);
} );

test( 'the product list sorts by price and by SKU', async ( { page } ) => {
	const tag = `Sortable${ run }`;
	await createProduct( {
		name: `${ tag } B`,
		regular_price: '30',
		sku: `C-${ run }`,
	} );
	await createProduct( {
		name: `${ tag } A`,
		regular_price: '10',
		sku: `B-${ run }`,
	} );
	await createProduct( {
		name: `${ tag } C`,
		regular_price: '20',
		sku: `A-${ run }`,
	} );
	await page.goto(
		`/wp-admin/edit.php?post_type=vitrine_product&s=${ tag }`
	);
	const titles = page.locator( '#the-list tr .row-title' );

	await page
		.getByRole( 'link', { name: /^Price/ } )
		.first()
		.click();
	await expect( page ).toHaveURL( /orderby=price&order=asc/ );
	await expect( titles ).toHaveText( [
		`${ tag } A`,
		`${ tag } C`,
		`${ tag } B`,
	] );

	await page
		.getByRole( 'link', { name: /^Price/ } )
		.first()
		.click();
	await expect( page ).toHaveURL( /orderby=price&order=desc/ );
	await expect( titles ).toHaveText( [
		`${ tag } B`,
		`${ tag } C`,
		`${ tag } A`,
	] );

	await page.getByRole( 'link', { name: /^SKU/ } ).first().click();
	await expect( page ).toHaveURL( /orderby=sku&order=asc/ );
	await expect( titles ).toHaveText( [
		`${ tag } C`,
		`${ tag } A`,
		`${ tag } B`,
	] );
	await expect( page.locator( 'thead th#vitrine_image' ) ).toHaveText(
		'Image'
	);
} );

test( 'the product data box has no accessibility violations in any tab', async ( {
	page,
} ) => {
	await newProduct( page, `Accessible ${ run }` );
	await page.getByLabel( 'Product type' ).selectOption( 'variable' );
	await page.getByLabel( 'Downloadable', { exact: true } ).check();
	await page.getByRole( 'button', { name: 'Add file' } ).click();
	for ( const name of [
		'General',
		'Inventory',
		'Shipping',
		'Attributes',
		'Variations',
		'Gallery',
	] ) {
		await page.getByRole( 'tab', { name } ).click();
		if ( name === 'Attributes' ) {
			await page.getByRole( 'button', { name: 'Add attribute' } ).click();
		}
		if ( name === 'Variations' ) {
			await page.getByRole( 'button', { name: 'Add variation' } ).click();
		}
		await expectNoAxeViolations( page, '#vitrine-product-data' );
	}
} );
