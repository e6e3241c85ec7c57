/**
 * The product grid block on an ordinary page, in a block theme and a classic theme: the products
 * its attributes choose (category, tag, order, number, on sale only), in its columns.
 */
import { test, expect } from '../support/fixtures';
import {
	ADMIN_STATE,
	adminApi,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	publishPage,
} from '../support/wordpress';

const CATEGORY = 'Shop spec grid';

/**
 * Switches the site's theme through the test-only route; returns the previous one.
 *
 * @param stylesheet The theme's folder name.
 */
async function switchTheme( stylesheet: string ): Promise< string > {
	const { api, nonce } = await adminApi();
	const response = await api.post( '/wp-json/vitrine-test/v1/theme', {
		data: { stylesheet },
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
	const body = ( await response.json() ) as { previous: string };
	await api.dispose();
	return body.previous;
}

/**
 * The id of a product category, by name.
 *
 * @param name     The category's name.
 * @param required Whether it must exist.
 */
async function categoryId( name: string, required = true ): Promise< number > {
	const { api, nonce } = await adminApi();
	const response = await api.get(
		`/wp-json/wp/v2/vitrine_product_cat?search=${ encodeURIComponent(
			name
		) }`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	const terms = ( await response.json() ) as { id: number; name: string }[];
	await api.dispose();
	const term = terms.find( ( candidate ) => candidate.name === name );
	if ( required ) {
		expect( term ).toBeDefined();
	}
	return term?.id ?? 0;
}

test.describe( 'product grid block', () => {
	let previousTheme = 'twentytwentyfour';
	let cheapestUrl = '';
	let onSaleUrl = '';

	test.beforeAll( async () => {
		const products: [ string, string, string? ][] = [
			[ 'Grid vase', '40.00' ],
			[ 'Grid bowl', '15.00', '11.00' ],
			[ 'Grid plate', '22.00' ],
			[ 'Grid jug', '31.00', '19.00' ],
			[ 'Grid cup', '8.00' ],
		];
		// A worker that restarts after a failure runs this again: create the products once.
		const existing = await categoryId( CATEGORY, false );
		for ( const [ name, price, sale ] of existing ? [] : products ) {
			await createProduct( {
				name,
				regular_price: price,
				category: CATEGORY,
				images: 1,
				image_width: 400,
				image_height: 400,
				...( sale ? { sale_price: sale } : {} ),
			} );
		}
		const category = await categoryId( CATEGORY );
		cheapestUrl = await publishPage(
			'Three cheapest',
			`<!-- wp:vitrine/product-grid {"category":${ category },"orderby":"price","perPage":3,"columns":3} /-->`
		);
		onSaleUrl = await publishPage(
			'On sale now',
			`<!-- wp:vitrine/product-grid {"category":${ category },"orderby":"price-desc","onSale":true,"columns":2} /-->`
		);
		previousTheme = await switchTheme( 'twentytwentyfour' );
	} );

	test.afterAll( async () => {
		await switchTheme( previousTheme );
	} );

	test( 'is offered in the block editor, with a server-rendered preview', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			storageState: ADMIN_STATE,
		} );
		const page = await context.newPage();
		const errors = collectPageErrors( page );
		await page.goto( '/wp-admin/post-new.php?post_type=page' );
		await page.waitForFunction(
			() =>
				!! (
					window as unknown as {
						wp?: {
							blocks?: { getBlockType: ( n: string ) => unknown };
						};
					}
				 ).wp?.blocks?.getBlockType( 'vitrine/product-grid' )
		);
		const category = await categoryId( CATEGORY );
		await page.evaluate( ( id ) => {
			const wp = (
				window as unknown as {
					wp: {
						blocks: {
							createBlock: (
								name: string,
								attributes: Record< string, unknown >
							) => unknown;
						};
						data: {
							dispatch: ( store: string ) => {
								insertBlocks: ( blocks: unknown[] ) => void;
							};
						};
					};
				}
			 ).wp;
			wp.data.dispatch( 'core/block-editor' ).insertBlocks( [
				wp.blocks.createBlock( 'vitrine/product-grid', {
					category: id,
					orderby: 'price',
					perPage: 2,
				} ),
			] );
		}, category );
		// WordPress 6.5 puts the editor in an iframe only when every block on the site is of
		// API version 3: look where the blocks are.
		const iframed =
			( await page.locator( 'iframe[name="editor-canvas"]' ).count() ) >
			0;
		const titles = iframed
			? page
					.frameLocator( 'iframe[name="editor-canvas"]' )
					.locator( '.vitrine-product-card__title' )
			: page.locator( '.vitrine-product-card__title' );
		await expect( titles ).toHaveText( [ 'Grid cup', 'Grid bowl' ], {
			timeout: 15000,
		} );
		// The test machines are offline: the editor's requests to other hosts fail.
		expect(
			errors.filter(
				( error ) => ! error.includes( 'net::ERR_NAME_NOT_RESOLVED' )
			)
		).toEqual( [] );
		await context.close();
	} );

	for ( const stylesheet of [ 'twentytwentyfour', 'twentytwentyone' ] ) {
		test( `shows the chosen products in order (${ stylesheet })`, async ( {
			page,
		} ) => {
			await switchTheme( stylesheet );
			const errors = collectPageErrors( page );

			await page.goto( cheapestUrl );
			const grid = page.locator( '.wp-block-vitrine-product-grid' );
			await expect( grid.locator( '.vitrine-products' ) ).toHaveAttribute(
				'style',
				'--vitrine-columns:3'
			);
			await expect(
				grid.locator( '.vitrine-product-card__title' )
			).toHaveText( [ 'Grid cup', 'Grid bowl', 'Grid jug' ] );
			// The grid is a listing of its own: no count, sort form or pages.
			await expect( grid.locator( '.vitrine-ordering' ) ).toHaveCount(
				0
			);
			await expect(
				grid.getByRole( 'link', { name: 'Grid bowl' } ).first()
			).toHaveAttribute( 'href', /\/product\/grid-bowl\/$/ );
			await expectNoAxeViolations(
				page,
				'.wp-block-vitrine-product-grid'
			);

			await page.goto( onSaleUrl );
			await expect(
				page.locator(
					'.wp-block-vitrine-product-grid .vitrine-product-card__title'
				)
			).toHaveText( [ 'Grid jug', 'Grid bowl' ] );
			await expect(
				page
					.locator( '.wp-block-vitrine-product-grid' )
					.getByText( 'Sale!' )
			).toHaveCount( 2 );
			expect( errors ).toEqual( [] );
		} );
	}
} );
