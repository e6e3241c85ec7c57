/**
 * The reviews block in the block editor: insert it, pick a widget made in Vitrine > Reviews,
 * see the server's preview with the widget's look, follow the link to edit the widget,
 * publish, and find the same widget on the page.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	editedContent,
	failedOwnCalls,
	insertBlock,
	newEditorPage,
	openSidebar,
	publishFromEditor,
	realErrors,
} from '../support/editor';
import { ADMIN_STATE, adminApi, collectPageErrors } from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

/**
 * Stores a source with reviews and a widget through the test site's route
 * (tests/e2e/mu-plugins/vitrine-test-reviews.php); answers the widget's id.
 *
 * @param options The widget's options.
 */
async function createWidget(
	options: Record< string, unknown >
): Promise< number > {
	const { api, nonce } = await adminApi();
	const response = await api.post(
		'/wp-json/vitrine-test/v1/reviews-widget',
		{
			data: { options, count: 6 },
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const body = ( await response.json() ) as { widget_id: number };
	await api.dispose();
	return body.widget_id;
}

/**
 * Inserts the reviews block through the inserter, as an editor would.
 *
 * @param page The browser page.
 */
const insertReviewsBlock = ( page: Page ) =>
	insertBlock( page, 'Customer reviews' );

test.describe( 'reviews block', () => {
	let gridWidget = 0;
	let flashWidget = 0;

	test.beforeAll( async () => {
		gridWidget = await createWidget( { layout: 'grid', pagination: 0 } );
		flashWidget = await createWidget( { layout: 'flash' } );
	} );

	test( 'is inserted, shows the chosen widget and publishes it on the page', async ( {
		page,
	} ) => {
		// The block editor's start, the server's preview and two page loads: 37 s at load 10.
		test.slow();
		const errors = collectPageErrors( page );
		const failed = failedOwnCalls( page );
		const canvas = await newEditorPage(
			page,
			'Reviews block page',
			'vitrine/reviews'
		);

		await insertReviewsBlock( page );
		const block = canvas.locator( '.wp-block-vitrine-reviews' ).first();
		await expect( block ).toContainText(
			'Choose one of the reviews widgets made in Vitrine > Reviews.'
		);

		await block
			.getByRole( 'combobox', { name: 'Reviews widget' } )
			.selectOption( String( gridWidget ) );

		// The server's markup, styled as on the page.
		const cards = block.locator( '.vitrine-reviews--grid .vitrine-review' );
		await expect( cards.first() ).toBeVisible( { timeout: 15000 } );
		await expect( cards ).toHaveCount( 6 );
		await expect(
			block.locator( '.vitrine-review__author' ).first()
		).toHaveText( 'Reviewer 1' );
		await expect( block.locator( '.vitrine-reviews__items' ) ).toHaveCSS(
			'display',
			'grid'
		);

		// The sidebar offers the same picker and a link to the widget's settings.
		const sidebar = await openSidebar( page );
		await expect(
			sidebar.getByRole( 'combobox', { name: 'Reviews widget' } )
		).toHaveValue( String( gridWidget ) );
		const edit = page.getByRole( 'link', {
			name: /Edit this widget in Vitrine > Reviews/,
		} );
		await expect( edit ).toHaveAttribute(
			'href',
			`admin.php?page=vitrine-reviews#/widgets/${ gridWidget }`
		);

		const content = await editedContent( page );
		expect( content ).toContain(
			`<!-- wp:vitrine/reviews {"widgetId":${ gridWidget }} /-->`
		);

		const url = await publishFromEditor( page );
		expect( realErrors( errors ) ).toEqual( [] );
		expect( failed ).toEqual( [] );

		const visitor = collectPageErrors( page );
		await page.goto( url );
		const widget = page.locator(
			'.wp-block-vitrine-reviews .vitrine-reviews--grid'
		);
		await expect( widget ).toBeVisible();
		await expect( widget ).toHaveAttribute(
			'data-widget-id',
			String( gridWidget )
		);
		await expect( widget.locator( '.vitrine-review' ) ).toHaveCount( 6 );
		await expect(
			widget.locator( '.vitrine-review__author' ).first()
		).toHaveText( 'Reviewer 1' );
		expect( visitor ).toEqual( [] );
	} );

	test( 'shows a floating widget where the block is, with a note on where the page shows it', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		const failed = failedOwnCalls( page );
		const canvas = await newEditorPage(
			page,
			'Reviews flash block',
			'vitrine/reviews'
		);
		await insertReviewsBlock( page );
		const block = canvas.locator( '.wp-block-vitrine-reviews' ).first();
		await block
			.getByRole( 'combobox', { name: 'Reviews widget' } )
			.selectOption( String( flashWidget ) );

		// On the page the flash card waits for its timer in a corner; here it shows in the flow.
		const flash = block.locator( '.vitrine-flash' );
		await expect( flash ).toBeVisible( { timeout: 15000 } );
		await expect( flash ).toHaveCSS( 'position', 'static' );
		await expect(
			flash.locator( '.vitrine-flash__story' ).first()
		).toContainText( 'Reviewer 1' );
		await expect( block ).toContainText(
			'the flash card appears in a corner of the window'
		);
		expect( realErrors( errors ) ).toEqual( [] );
		expect( failed ).toEqual( [] );
	} );
} );
