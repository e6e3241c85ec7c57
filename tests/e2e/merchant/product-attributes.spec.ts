/**
 * Products > Attributes: global attributes added, refused, renamed; their values on WordPress's
 * term screens; and a product using one for its variations.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

// One story, step by step: each test builds on the attribute the previous one made.
test.describe.configure( { mode: 'serial', timeout: 90_000 } );

const run = Date.now().toString( 36 );
const slug = `colour-${ run }`;

const ATTRIBUTES =
	'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-attributes';

async function attributesPage( page: Page ): Promise< void > {
	await page.goto( ATTRIBUTES );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Attributes' } )
	).toBeVisible();
}

test( 'an attribute is added from the keyboard', async ( { page } ) => {
	const errors = collectPageErrors( page );
	await attributesPage( page );
	await expect(
		page.getByRole( 'heading', { name: 'Add new attribute' } )
	).toBeVisible();

	await page.getByLabel( 'Name', { exact: true } ).focus();
	await page.keyboard.type( 'Colour' );
	await page.keyboard.press( 'Tab' );
	await expect( page.getByLabel( 'Slug' ) ).toBeFocused();
	await page.keyboard.type( slug );
	await page.keyboard.press( 'Enter' );

	await expect( page.locator( '.notice-success' ) ).toHaveText(
		'Attribute Colour added. Add its values with “Configure values”.'
	);
	const row = page.getByRole( 'row' ).filter( { hasText: slug } );
	await expect( row.getByRole( 'rowheader' ) ).toContainText( 'Colour' );
	await expect( row ).toContainText( 'No values yet.' );
	await expectNoAxeViolations( page, '.vitrine-attributes' );
	expect( errors ).toEqual( [] );
} );

test( 'a refused attribute keeps what was typed, with the message by the field', async ( {
	page,
} ) => {
	await attributesPage( page );
	await page.getByLabel( 'Name', { exact: true } ).fill( 'Second colour' );
	await page.getByLabel( 'Slug' ).fill( slug );
	await page.getByRole( 'button', { name: 'Add attribute' } ).click();

	const message = `An attribute with the slug ${ slug } already exists. Choose another slug.`;
	await expect( page.locator( '#vitrine-attribute-errors' ) ).toContainText(
		message
	);
	const slugField = page.getByLabel( 'Slug' );
	await expect( slugField ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( slugField ).toHaveAccessibleDescription(
		new RegExp( message.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' ) )
	);
	await expect( page.getByLabel( 'Name', { exact: true } ) ).toHaveValue(
		'Second colour'
	);
	await expect(
		page.getByRole( 'row' ).filter( { hasText: 'Second colour' } )
	).toHaveCount( 0 );

	await page.getByLabel( 'Name', { exact: true } ).fill( '' );
	await page.getByLabel( 'Slug' ).fill( '' );
	await page.getByRole( 'button', { name: 'Add attribute' } ).click();
	await page
		.locator( '#vitrine-attribute-errors' )
		.getByRole( 'link', {
			name: 'Enter the attribute’s name, such as Colour.',
		} )
		.click();
	await expect( page.getByLabel( 'Name', { exact: true } ) ).toBeFocused();
	await expectNoAxeViolations( page, '.vitrine-attributes' );
} );

test( 'an attribute is renamed, and its values are added on the term screen', async ( {
	page,
} ) => {
	await attributesPage( page );
	const row = page.getByRole( 'row' ).filter( { hasText: slug } );
	await row.getByRole( 'link', { name: 'Edit Colour' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Edit attribute' } )
	).toBeVisible();
	await expect( page.getByLabel( 'Slug' ) ).toHaveAttribute( 'readonly', '' );
	await page.getByLabel( 'Name', { exact: true } ).fill( 'Color' );
	await page.getByRole( 'button', { name: 'Update attribute' } ).click();
	await expect( page.locator( '.notice-success' ) ).toHaveText(
		'Attribute Color updated.'
	);
	await expect( row.getByRole( 'rowheader' ) ).toContainText( 'Color' );

	await row.getByRole( 'link', { name: 'Configure values Color' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `edit-tags\\.php\\?taxonomy=vitrine_pa_${ slug }` )
	);
	// The term screen stays under Products > Attributes in the menu.
	await expect(
		page.locator( '#adminmenu li.current a', { hasText: 'Attributes' } )
	).toBeVisible();
	for ( const value of [ 'Red', 'Blue' ] ) {
		await page.locator( '#tag-name' ).fill( value );
		await page.locator( '#submit' ).click();
		await expect(
			page.locator( '#the-list' ).getByRole( 'link', {
				name: `“${ value }” (Edit)`,
			} )
		).toBeVisible();
	}

	await attributesPage( page );
	await expect( row ).toContainText( 'Blue, Red' );
} );

test( 'a variable product uses the global attribute for its variations', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	page.on( 'dialog', ( dialog ) => dialog.accept() );
	await page.goto( '/wp-admin/post-new.php?post_type=vitrine_product' );
	await page.locator( '#title' ).fill( `Colourful scarf ${ run }` );
	await page.getByLabel( 'Product type' ).selectOption( 'variable' );
	// Its values are chosen in the Product data box only, not in a tag box of WordPress's.
	await expect( page.locator( `#tagsdiv-vitrine_pa_${ slug }` ) ).toHaveCount(
		0
	);

	await page.getByRole( 'tab', { name: 'Attributes' } ).click();
	const choice = page.getByLabel( 'Add an attribute' );
	await choice.selectOption( { label: 'Color' } );
	await page.getByRole( 'button', { name: 'Add attribute' } ).click();
	const attribute = page
		.locator( '[data-vitrine-row="attribute"]' )
		.filter( { has: page.getByRole( 'heading', { name: 'Color' } ) } );
	const values = attribute.getByRole( 'group', { name: 'Values of Color' } );
	// Focus moves into the new attribute: its first value.
	await expect(
		values.getByRole( 'checkbox', { name: 'Blue' } )
	).toBeFocused();
	await values.getByRole( 'checkbox', { name: 'Red' } ).check();
	await values.getByRole( 'checkbox', { name: 'Blue' } ).check();
	await attribute.getByLabel( 'Used for variations' ).check();
	// A global attribute is added once.
	await expect(
		choice.locator( 'option', { hasText: 'Color' } )
	).toBeDisabled();

	await page.getByRole( 'tab', { name: 'Variations' } ).click();
	await page.getByRole( 'button', { name: 'Add variation' } ).click();
	const variation = page.locator( '[data-vitrine-row="variation"]' );
	await expect(
		variation.getByLabel( 'Color' ).locator( 'option' )
	).toHaveText( [ 'Any Color', 'Blue', 'Red' ] );
	await variation.getByLabel( 'Color' ).selectOption( { label: 'Blue' } );
	await variation.getByLabel( 'Regular price' ).fill( '9' );

	// Un-ticking a value takes it out of the variations' choices at once.
	await page.getByRole( 'tab', { name: 'Attributes' } ).click();
	await values.getByRole( 'checkbox', { name: 'Red' } ).uncheck();
	await page.getByRole( 'tab', { name: 'Variations' } ).click();
	await expect(
		variation.getByLabel( 'Color' ).locator( 'option' )
	).toHaveText( [ 'Any Color', 'Blue' ] );
	await expect( variation.getByLabel( 'Color' ) ).toHaveValue( 'blue' );

	await Promise.all( [
		page.waitForURL( /post\.php\?post=\d+&action=edit/ ),
		page.locator( '#publish' ).click(),
	] );
	await expect( page.locator( '#vitrine-product-errors' ) ).toHaveCount( 0 );
	await page.getByRole( 'tab', { name: 'Attributes' } ).click();
	await expect(
		values.getByRole( 'checkbox', { name: 'Blue' } )
	).toBeChecked();
	await expect(
		values.getByRole( 'checkbox', { name: 'Red' } )
	).not.toBeChecked();
	await page.getByRole( 'tab', { name: 'Variations' } ).click();
	await expect( variation.getByLabel( 'Color' ) ).toHaveValue( 'blue' );
	await expect( variation.getByLabel( 'Regular price' ) ).toHaveValue( '9' );
	expect( errors ).toEqual( [] );
} );
