/**
 * The reviews block in the block editor: insert it, pick a widget made in Vitrine > Reviews,
 * see the server's preview with the widget's look, follow the link to edit the widget,
 * publish, and find the same widget on the page.
 */
import {
	test,
	expect,
	type Page,
	type FrameLocator,
} from '../support/fixtures';
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
 * Opens a new draft page in the block editor, its welcome guide closed; answers where the
 * blocks are (WordPress 6.5 puts them in an iframe only when every block is of API version 3).
 * The draft is made over REST so that the theme's "Choose a pattern" dialog for brand-new
 * pages does not open.
 *
 * @param page  The browser page.
 * @param title The page's title.
 */
async function newPage(
	page: Page,
	title: string
): Promise< Page | FrameLocator > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/wp/v2/pages', {
		data: { title, status: 'draft' },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const { id } = ( await response.json() ) as { id: number };
	await api.dispose();

	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction(
		() =>
			!! (
				window as unknown as {
					wp?: {
						blocks?: { getBlockType: ( n: string ) => unknown };
					};
				}
			 ).wp?.blocks?.getBlockType( 'vitrine/reviews' )
	);
	await page.evaluate( () => {
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							set: (
								scope: string,
								key: string,
								value: unknown
							) => void;
						};
					};
				};
			}
		 ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
	} );
	const iframed =
		( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0;
	return iframed ? page.frameLocator( 'iframe[name="editor-canvas"]' ) : page;
}

/**
 * Inserts the reviews block through the inserter, as an editor would.
 *
 * @param page The browser page.
 */
async function insertReviewsBlock( page: Page ): Promise< void > {
	await page.getByRole( 'button', { name: 'Toggle block inserter' } ).click();
	await page.getByPlaceholder( 'Search' ).fill( 'Customer reviews' );
	await page
		.locator( '.block-editor-block-types-list__item', {
			hasText: 'Customer reviews',
		} )
		.click();
}

/**
 * The editor's errors, less those of the closed network: the inserter's search also asks the
 * block directory on wordpress.org, which fails here. Failed answers of our own routes and of
 * the block renderer are collected apart (failedOwnCalls), with their address.
 *
 * @param errors Errors collected on the page.
 */
function realErrors( errors: string[] ): string[] {
	return errors.filter(
		( error ) =>
			! error.includes( 'net::ERR_NAME_NOT_RESOLVED' ) &&
			! error.includes( 'net::ERR_INTERNET_DISCONNECTED' ) &&
			! error.startsWith( 'Failed to load resource' )
	);
}

/**
 * Collects the failed answers of Vitrine's routes and of the block renderer.
 *
 * @param page The browser page.
 */
function failedOwnCalls( page: Page ): string[] {
	const failed: string[] = [];
	page.on( 'response', ( response ) => {
		const url = response.url();
		if (
			response.status() >= 400 &&
			( url.includes( 'vitrine' ) || url.includes( 'block-renderer' ) )
		) {
			failed.push( `${ response.status() } ${ url }` );
		}
	} );
	return failed;
}

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
		const errors = collectPageErrors( page );
		const failed = failedOwnCalls( page );
		const canvas = await newPage( page, 'Reviews block page' );

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
		await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							dispatch: ( store: string ) => {
								openGeneralSidebar: ( name: string ) => void;
							};
						};
					};
				}
			 ).wp.data
				.dispatch( 'core/edit-post' )
				.openGeneralSidebar( 'edit-post/block' )
		);
		await expect(
			page
				.getByRole( 'region', { name: 'Editor settings' } )
				.getByRole( 'combobox', { name: 'Reviews widget' } )
		).toHaveValue( String( gridWidget ) );
		const edit = page.getByRole( 'link', {
			name: /Edit this widget in Vitrine > Reviews/,
		} );
		await expect( edit ).toHaveAttribute(
			'href',
			`admin.php?page=vitrine-reviews#/widgets/${ gridWidget }`
		);

		const content = await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getEditedPostContent: () => string;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getEditedPostContent()
		);
		expect( content ).toContain(
			`<!-- wp:vitrine/reviews {"widgetId":${ gridWidget }} /-->`
		);

		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await page
			.getByRole( 'region', { name: 'Editor publish' } )
			.getByRole( 'button', { name: 'Publish', exact: true } )
			.click();
		await expect(
			page
				.getByRole( 'region', { name: 'Editor publish' } )
				.getByText( 'is now live.' )
		).toBeVisible();
		const url = await page.evaluate( () =>
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getPermalink: () => string;
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/editor' )
				.getPermalink()
		);
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
		const canvas = await newPage( page, 'Reviews flash block' );
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
