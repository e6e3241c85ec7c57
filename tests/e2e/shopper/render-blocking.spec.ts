/**
 * Nothing of ours blocks rendering or moves the page (issue 14, section 2): on the store-notice
 * front page, the shop, a product, the cart and the checkout with a cart, and the reviews page, in
 * a block and a classic theme, at a phone's and a desktop's width:
 * - no script of ours in <head> without defer or async, no stylesheet link of ours in <head>
 *   (our stylesheets are inlined on the front end, Core\Assets\Assets);
 * - no layout shift whose moved elements are ours, measured by a PerformanceObserver from the end
 *   of parsing (before any deferred script runs) until the page has been scrolled through (lazy
 *   widgets start near the viewport).
 *
 * Shifts while the HTML still streams in are not counted: the browser then lays out a partial
 * document, and a table's columns widen when its rows arrive, a select when its options do. That
 * is streaming, the same for any markup, and happens only when the server sends the page in slow
 * pieces (seen on a loaded machine: 6 of 20 runs, in the shop's filters, its order select and the
 * cart's table). Our stylesheets are in the document before the markup they style (inlined in
 * <head>, or before the content, Core\Assets\Assets), and our scripts are deferred, so everything
 * of ours that can move the page does so after parsing, where it is counted.
 *
 * The theme's web fonts are not served here: their swap is the theme's shift, not ours, and it
 * moves every line of text, ours included.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	collectPageErrors,
	demoProductId,
	updateSettings,
} from '../support/wordpress';
import { addToCart } from './checkout-helpers';
import { describeInEachTheme } from './product-helpers';

interface Shift {
	value: number;
	/** When it happened, in the document's time (performance.now()). */
	startTime: number;
	/** The moved elements that are ours (or inside ours), described. */
	ours: string[];
}

interface RenderReport {
	blockingScripts: string[];
	blockingStyles: string[];
	shifts: Shift[];
}

const PAGES: Array< { name: string; path: string; cart?: true } > = [
	{ name: 'front page with the store notice', path: '/' },
	{ name: 'shop', path: '/shop/' },
	{ name: 'product with a gallery', path: '/product/logo-t-shirt/' },
	{ name: 'variable product', path: '/product/classic-t-shirt/' },
	{ name: 'cart with an item', path: '/cart/', cart: true },
	{ name: 'checkout with an item', path: '/checkout/', cart: true },
	{ name: 'reviews', path: '/reviews/' },
];

/**
 * Records layout shifts from the start of every document of the page: each entry's value and
 * which of its moved elements are ours (an element with a vitrine class, or inside one).
 *
 * @param page The page, before navigation.
 */
async function observeShifts( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		const w = window as unknown as {
			vitrineShifts: unknown[];
			vitrineParsedAt: number;
		};
		w.vitrineShifts = [];
		// "interactive" is set when parsing ends, before the deferred scripts run.
		w.vitrineParsedAt = Infinity;
		document.addEventListener( 'readystatechange', () => {
			if ( document.readyState !== 'loading' ) {
				w.vitrineParsedAt = Math.min(
					w.vitrineParsedAt,
					performance.now()
				);
			}
		} );
		const describe = ( element: Element ): string => {
			const parts: string[] = [];
			for (
				let node: Element | null = element;
				node && parts.length < 3 && node !== document.body;
				node = node.parentElement
			) {
				const classes = Array.from( node.classList )
					.slice( 0, 2 )
					.map( ( name ) => `.${ name }` )
					.join( '' );
				parts.unshift( node.tagName.toLowerCase() + classes );
			}
			return parts.join( ' > ' );
		};
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				// LayoutShift is not in TypeScript's DOM types yet.
				const shift = entry as PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources?: Array< { node?: Node | null } >;
				};
				if ( shift.hadRecentInput ) {
					continue;
				}
				const ours = ( shift.sources ?? [] )
					.map( ( source ) =>
						source.node instanceof Element
							? source.node
							: ( source.node?.parentElement ?? null )
					)
					.filter( ( element ): element is Element => {
						// Ours: an element with a class of ours, or inside one (not
						// the body, whose classes name our post types).
						for (
							let node = element;
							node && node !== document.body;
							node = node.parentElement
						) {
							if (
								Array.from( node.classList ).some( ( name ) =>
									/^(wp-block-)?vitrine-/.test( name )
								)
							) {
								return true;
							}
						}
						return false;
					} )
					.map( describe );
				w.vitrineShifts.push( {
					value: shift.value,
					startTime: shift.startTime,
					ours,
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

/**
 * Loads a page, scrolls through it and answers what of ours blocks rendering or moved.
 *
 * @param page The page.
 * @param path Where to go.
 */
async function renderReport(
	page: Page,
	path: string
): Promise< RenderReport > {
	await page.goto( path, { waitUntil: 'load' } );
	await page.waitForLoadState( 'networkidle' );
	// Through the page a screen at a time, so that lazy widgets start, then a moment for them.
	await page.evaluate( async () => {
		const step = window.innerHeight;
		for (
			let y = 0;
			y < document.documentElement.scrollHeight;
			y += step
		) {
			window.scrollTo( 0, y );
			await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
		}
	} );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 500 );
	return page.evaluate( () => {
		const ours = ( url: string ) => url.includes( '/plugins/vitrine/' );
		const recorded = window as unknown as {
			vitrineShifts: Shift[];
			vitrineParsedAt: number;
		};
		return {
			blockingScripts: Array.from(
				document.head.querySelectorAll< HTMLScriptElement >(
					'script[src]'
				)
			)
				.filter(
					( script ) =>
						ours( script.src ) && ! script.defer && ! script.async
				)
				.map( ( script ) => script.src ),
			blockingStyles: Array.from(
				document.head.querySelectorAll< HTMLLinkElement >(
					'link[rel~="stylesheet"]'
				)
			)
				.filter(
					( link ) =>
						ours( link.href ) &&
						! link.disabled &&
						window.matchMedia( link.media || 'all' ).matches
				)
				.map( ( link ) => link.href ),
			shifts: recorded.vitrineShifts.filter(
				( shift ) =>
					shift.ours.length > 0 &&
					shift.startTime >= recorded.vitrineParsedAt
			),
		};
	} );
}

test.beforeAll( async () => {
	await updateSettings( {
		store_notice_enabled: true,
		store_notice_text: 'Free shipping in Germany from €50.',
		store_notice_id: 'render',
		mini_cart_in_header: true,
	} );
} );

test.afterAll( async () => {
	await updateSettings( { store_notice_enabled: false } );
} );

describeInEachTheme( () => {
	for ( const width of [ 375, 1280 ] ) {
		test( `nothing of ours blocks rendering or moves the page at ${ width } px`, async ( {
			page,
		} ) => {
			test.slow();
			const errors = collectPageErrors( page );
			await page.setViewportSize( { width, height: 800 } );
			await page.route( /\.(woff2?|ttf|otf)(\?|$)/, ( route ) =>
				route.abort()
			);
			await observeShifts( page );
			const productId = await demoProductId( 'logo-t-shirt' );

			const found: Record< string, RenderReport > = {};
			for ( const entry of PAGES ) {
				if ( entry.cart ) {
					await addToCart( page, productId );
				}
				const report = await renderReport( page, entry.path );
				if (
					report.blockingScripts.length ||
					report.blockingStyles.length ||
					report.shifts.length
				) {
					found[ entry.name ] = report;
				}
			}

			expect( found ).toEqual( {} );
			// Only the fonts refused above fail to load.
			expect(
				errors.filter(
					( error ) => ! error.includes( 'net::ERR_FAILED' )
				)
			).toEqual( [] );
		} );
	}
} );
