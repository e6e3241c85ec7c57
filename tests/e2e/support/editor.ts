/**
 * The block editor, driven as an editor would: a new draft page, the inserter, the block
 * sidebar, publishing; and the errors worth failing a test for.
 */
import { expect, type Page, type FrameLocator } from './fixtures';
import { adminApi } from './wordpress';

/** The editor's data stores, as the tests call them. */
interface EditorWindow {
	wp: {
		blocks?: { getBlockType: ( name: string ) => unknown };
		data: {
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => void >;
			select: ( store: string ) => Record< string, () => string >;
		};
	};
}

/**
 * Opens a new draft page (or post) in the block editor, its welcome guide closed; answers where
 * the blocks are (WordPress 6.5 puts them in an iframe only when every block is of API version
 * 3). The draft is made over REST so that the theme's "Choose a pattern" dialog for brand-new
 * pages does not open.
 *
 * @param page      The browser page.
 * @param title     The page's title.
 * @param waitBlock A block type whose script must be loaded before the test goes on.
 * @param type      The REST base of the post type: pages or posts.
 */
export async function newEditorPage(
	page: Page,
	title: string,
	waitBlock: string,
	type: 'pages' | 'posts' = 'pages'
): Promise< Page | FrameLocator > {
	const { api, nonce } = await adminApi();
	const response = await api.post( `/wp-json/wp/v2/${ type }`, {
		data: { title, status: 'draft' },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const { id } = ( await response.json() ) as { id: number };
	await api.dispose();

	await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
	await page.waitForFunction(
		( name ) =>
			!! (
				window as unknown as Partial< EditorWindow >
			 ).wp?.blocks?.getBlockType( name ),
		waitBlock
	);
	await page.evaluate( () => {
		( window as unknown as EditorWindow ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false );
	} );
	const iframed =
		( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) > 0;
	return iframed ? page.frameLocator( 'iframe[name="editor-canvas"]' ) : page;
}

/**
 * Inserts a block through the inserter, as an editor would.
 *
 * @param page  The browser page.
 * @param title The block's title in the inserter.
 */
export async function insertBlock(
	page: Page,
	title: string
): Promise< void > {
	await page.getByRole( 'button', { name: 'Toggle block inserter' } ).click();
	await page.getByPlaceholder( 'Search' ).fill( title );
	await page
		.locator( '.block-editor-block-types-list__item', { hasText: title } )
		.first()
		.click();
}

/**
 * Opens the editor's sidebar on the selected block's settings or on the document's; answers it.
 *
 * @param page  The browser page.
 * @param which The block's or the document's settings.
 */
export async function openSidebar(
	page: Page,
	which: 'block' | 'document' = 'block'
) {
	await page.evaluate(
		( name ) =>
			( window as unknown as EditorWindow ).wp.data
				.dispatch( 'core/edit-post' )
				.openGeneralSidebar( name ),
		`edit-post/${ which }`
	);
	return page.getByRole( 'region', { name: 'Editor settings' } );
}

/**
 * The post's content as the editor would save it.
 *
 * @param page The browser page.
 */
export async function editedContent( page: Page ): Promise< string > {
	return page.evaluate( () =>
		( window as unknown as EditorWindow ).wp.data
			.select( 'core/editor' )
			.getEditedPostContent()
	);
}

/**
 * Publishes the post through the editor's two Publish buttons; answers its address.
 *
 * @param page The browser page.
 */
export async function publishFromEditor( page: Page ): Promise< string > {
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
	return page.evaluate( () =>
		( window as unknown as EditorWindow ).wp.data
			.select( 'core/editor' )
			.getPermalink()
	);
}

/**
 * The editor's errors, less those of the closed network: the inserter's search also asks the
 * block directory on wordpress.org, which fails here. Failed answers of our own routes and of
 * the block renderer are collected apart (failedOwnCalls), with their address.
 *
 * @param errors Errors collected on the page.
 */
export function realErrors( errors: string[] ): string[] {
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
export function failedOwnCalls( page: Page ): string[] {
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
