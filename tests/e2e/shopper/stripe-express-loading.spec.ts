/**
 * What the express checkout loads, and when. Issue 13 §3: Stripe.js comes after the first paint,
 * and the buttons' coming moves nothing (the area's height is reserved: no layout shift).
 * Issue 13 §5: the size budgets count what the pages load: on a product page
 * and on the cart page with express checkout, the scripts of ours and of WordPress that load are
 * exactly the entries of their size-budgets.json contexts ("product (express checkout)", ≤ 45 KB
 * gzip; "cart (express checkout)", ≤ 20 KB gzip; both with order attribution allowed), so that
 * `npm run size` measures those pages, and then the buttons' chunk, after the first paint.
 * Stripe.js and that chunk, loaded after the first paint, are not counted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import {
	configureExpressCheckout,
	configureStripe,
	expressButton,
	installStripeDouble,
} from '../support/stripe';
import { loadedAssets, updateSettings } from '../support/wordpress';
import { addToCart, checkoutProduct } from './checkout-helpers';
import { unique } from './product-helpers';

const budgets = JSON.parse(
	readFileSync( path.join( __dirname, '../../../size-budgets.json' ), 'utf8' )
) as { contexts: Record< string, { entries: string[]; lazy?: string[] } > };

const THEME_SCRIPTS = [
	'/wp-includes/blocks/navigation/view.min.js',
	'/wp-includes/js/dist/interactivity.min.js',
	'/wp-includes/js/wp-emoji-release.min.js',
];

/**
 * The JavaScript files a context counts on load: build/<entry>.js of each entry.
 *
 * @param context The context's name in size-budgets.json.
 */
function budgetScripts( context: string ): string[] {
	return budgets.contexts[ context ].entries
		.map( ( entry ) => `build/${ entry }.js` )
		.sort();
}

/** The buttons' code: a chunk loaded when they start, after the first paint. */
const BUTTONS_CHUNK = 'chunks/stripe-express-buttons';

/**
 * The scripts a page with the buttons shown has loaded: its context's entries, then the chunk
 * (which the context lists as loaded on demand, so that the size report shows it).
 *
 * @param context The context's name in size-budgets.json.
 */
function shownScripts( context: string ): string[] {
	expect( budgets.contexts[ context ].lazy ).toContain( BUTTONS_CHUNK );
	return [
		...budgetScripts( context ),
		`build/${ BUTTONS_CHUNK }.js`,
	].sort();
}

/**
 * The scripts of ours (build/…) and of WordPress (wp-includes) the page loaded.
 *
 * @param page The page, its buttons shown.
 */
async function loadedScripts( page: Page ): Promise< string[] > {
	const scripts = ( await loadedAssets( page ) )
		.map( ( url ) => new URL( url ).pathname )
		.filter( ( name ) => name.endsWith( '.js' ) );
	// WordPress's own on every page of a block theme, with or without Vitrine (the header's
	// navigation block and its interactivity runtime, the emoji loader) are not ours to count.
	expect(
		scripts.filter(
			( name ) =>
				name.startsWith( '/wp-includes/' ) &&
				! THEME_SCRIPTS.some( ( theme ) => name.endsWith( theme ) )
		)
	).toEqual( [] );
	return scripts
		.filter( ( name ) => name.includes( '/plugins/vitrine/build/' ) )
		.map( ( name ) => name.replace( /^.*\/plugins\/vitrine\//, '' ) )
		.sort();
}

test.afterAll( async () => {
	await updateSettings( {
		store_notice_enabled: false,
		attribution_enabled: false,
	} );
} );

test.describe( 'Stripe express checkout: what loads, and when', () => {
	test.beforeEach( async () => {
		// The budget contexts are measured with the store notice on, the header's cart button
		// and order attribution allowed (every page's bundle then); other specs of this worker's
		// site may have switched them.
		await updateSettings( {
			attribution_enabled: true,
			store_notice_enabled: true,
			store_notice_text: 'Free shipping in Germany from €50.',
			mini_cart_in_header: true,
		} );
		await configureStripe();
		await configureExpressCheckout( {
			express_checkout: true,
			express_link: true,
			express_locations: [ 'product', 'cart' ],
		} );
	} );

	test( 'a product page and the cart page with the buttons load their contexts’ scripts, no more', async ( {
		page,
		site,
	} ) => {
		const productId = await checkoutProduct(
			unique( 'Budget bowl' ),
			'18.00'
		);
		await installStripeDouble( page, site );

		await page.goto( `/?p=${ productId }` );
		await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
		expect( await loadedScripts( page ) ).toEqual(
			shownScripts( 'product (express checkout)' )
		);

		await addToCart( page, productId );
		await page.goto( '/cart/' );
		await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
		expect( await loadedScripts( page ) ).toEqual(
			shownScripts( 'cart (express checkout)' )
		);
	} );

	test( 'Stripe.js loads after the first paint, and the buttons’ coming shifts nothing', async ( {
		page,
		site,
	} ) => {
		const productId = await checkoutProduct(
			unique( 'Steady bowl' ),
			'18.00'
		);
		await installStripeDouble( page, site );
		await page.addInitScript( () => {
			const shifts: Array< {
				value: number;
				startTime: number;
				sources: string[];
			} > = [];
			( window as unknown as { shifts: typeof shifts } ).shifts = shifts;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					const shift = entry as PerformanceEntry & {
						value: number;
						sources?: Array< { node?: Node | null } >;
					};
					shifts.push( {
						value: shift.value,
						startTime: shift.startTime,
						sources: ( shift.sources ?? [] ).map( ( source ) => {
							const node = source.node;
							const element =
								node instanceof Element
									? node
									: node?.parentElement;
							return element
								? `${ element.tagName }.${ element.className }`
								: '?';
						} ),
					} );
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );

		await page.goto( `/?p=${ productId }` );
		await expect( expressButton( page, 'Google Pay' ) ).toBeVisible();
		await expect(
			page.locator( '#vitrine-express-checkout-separator' )
		).toBeVisible();
		// A frame for the observer to report the last change.
		await page.evaluate(
			() =>
				new Promise( ( resolve ) =>
					requestAnimationFrame( () => setTimeout( resolve, 100 ) )
				)
		);
		const timing = await page.evaluate( () => ( {
			paint:
				performance.getEntriesByName( 'first-contentful-paint' )[ 0 ]
					?.startTime ?? 0,
			stripe:
				performance
					.getEntriesByType( 'resource' )
					.find( ( entry ) =>
						entry.name.startsWith( 'https://js.stripe.com/' )
					)?.startTime ?? 0,
			chunk:
				performance
					.getEntriesByType( 'resource' )
					.find( ( entry ) =>
						entry.name.includes(
							'/chunks/stripe-express-buttons.js'
						)
					)?.startTime ?? 0,
			shifts: (
				window as unknown as {
					shifts: Array< {
						value: number;
						startTime: number;
						sources: string[];
					} >;
				}
			 ).shifts,
		} ) );
		expect( timing.paint ).toBeGreaterThan( 0 );
		expect( timing.stripe ).toBeGreaterThan( timing.paint );
		expect( timing.chunk ).toBeGreaterThan( timing.paint );
		// Nothing moves from the time the express checkout starts (the header's and the store
		// notice's fonts may settle before, which is not the buttons' doing), and nothing of the
		// buttons' area ever moves.
		expect(
			timing.shifts.filter(
				( shift ) =>
					shift.startTime >= timing.stripe ||
					shift.sources.some( ( source ) =>
						source.includes( 'vitrine-express-checkout' )
					)
			)
		).toEqual( [] );
	} );
} );
