/**
 * The Mini-cart and Cart blocks in the block editor (WordPress 6.5, which has no
 * react-jsx-runtime script: the editor scripts are written without JSX).
 */
import { test, expect, type Page } from '../support/fixtures';
import { ADMIN_STATE, collectPageErrors } from '../support/wordpress';

test.use( { storageState: ADMIN_STATE } );

/**
 * The editor canvas: an iframe when every block is on API version 3, the page otherwise.
 *
 * @param page The page.
 */
async function canvas( page: Page ) {
	return ( await page.locator( 'iframe[name="editor-canvas"]' ).count() )
		? page.frameLocator( 'iframe[name="editor-canvas"]' )
		: page;
}

test( 'both blocks are registered and show their previews', async ( {
	page,
} ) => {
	const errors = collectPageErrors( page );
	await page.goto( '/wp-admin/post-new.php?post_type=page' );
	await page.waitForFunction(
		() =>
			!! ( window as unknown as { wp?: { blocks?: unknown } } ).wp?.blocks
	);
	const registered = await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				blocks: {
					getBlockType: (
						name: string
					) => { title: string } | undefined;
				};
			};
		};
		return [ 'vitrine/mini-cart', 'vitrine/cart' ].map(
			( name ) => wp.blocks.getBlockType( name )?.title ?? null
		);
	} );
	expect( registered ).toEqual( [ 'Mini-cart', 'Cart' ] );

	await page.evaluate( () => {
		const { wp } = window as unknown as {
			wp: {
				blocks: { createBlock: ( name: string ) => unknown };
				data: {
					dispatch: ( store: string ) => {
						insertBlocks: ( blocks: unknown[] ) => void;
					};
				};
			};
		};
		wp.data
			.dispatch( 'core/block-editor' )
			.insertBlocks( [
				wp.blocks.createBlock( 'vitrine/mini-cart' ),
				wp.blocks.createBlock( 'vitrine/cart' ),
			] );
	} );

	const editor = await canvas( page );
	await expect(
		editor
			.locator( '.wp-block-vitrine-mini-cart' )
			.getByText( 'No products in the cart.' )
	).toBeVisible();
	await expect(
		editor
			.locator( '.wp-block-vitrine-cart' )
			.getByText( /Shoppers see their cart here/ )
	).toBeVisible();
	// The editor asks wordpress.org for patterns and fonts; this machine has no internet.
	expect(
		errors.filter(
			( error ) => ! error.includes( 'net::ERR_NAME_NOT_RESOLVED' )
		)
	).toEqual( [] );
} );
