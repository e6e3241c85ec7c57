/**
 * Nothing on any page a shopper reaches may be wider than the window (issue 11, point 4): every
 * demo page at 375 px and 1,280 px, in a block theme (Twenty Twenty-Four) and a classic theme
 * (Twenty Twenty-One), with the store notice on (the demo's default). A failure names the
 * elements that stick out, so that the message says what to fix.
 *
 * To check a new page, add it to PAGES: a name and a path, or a `prepare` that makes what the
 * page needs (a cart with an item, say) and answers the path.
 */
import { test, expect, type Page } from '../support/fixtures';
import { collectPageErrors, demoProductId } from '../support/wordpress';
import { addToCart } from './checkout-helpers';
import { switchTheme, THEMES } from './product-helpers';

export interface WidthPage {
	name: string;
	/** The page's path, or a function that prepares the page (for the shopper's page) and answers it. */
	path: string | ( ( page: Page ) => Promise< string > );
}

/**
 * A cart with one demo product in it, for the cart and checkout pages.
 *
 * @param page The shopper's page (its cookies get the cart).
 * @param path The page to answer.
 */
async function withItemInCart( page: Page, path: string ): Promise< string > {
	await addToCart( page, await demoProductId( 'logo-t-shirt' ) );
	return path;
}

/** Every page a shopper can reach on the demo site. Extend it for new pages. */
export const PAGES: WidthPage[] = [
	{ name: 'home', path: '/' },
	{ name: 'shop', path: '/shop/' },
	{ name: 'category', path: '/product-category/clothing/' },
	{ name: 'product with a gallery', path: '/product/logo-t-shirt/' },
	{ name: 'variable product', path: '/product/classic-t-shirt/' },
	{
		name: 'shop, filtered',
		path: '/shop/?filter_colour=blue&min_price=5&on_sale=1',
	},
	{ name: 'search results', path: '/?s=a&post_type=vitrine_product' },
	{
		name: 'search without results',
		path: '/?s=zzyzx&post_type=vitrine_product',
	},
	{ name: 'empty cart', path: '/cart/' },
	{
		name: 'reviews (badge, slider, grid, list, flash card, tag)',
		path: '/reviews/',
	},
	{ name: 'about', path: '/about/' },
	{ name: 'favourites (store count and buttons)', path: '/favourites/' },
	{ name: 'events (calendar)', path: '/events/' },
	{ name: 'log in', path: '/log-in/' },
	{ name: 'my account', path: '/my-account/' },
	{
		name: 'cart with an item',
		path: ( page ) => withItemInCart( page, '/cart/' ),
	},
	{
		name: 'checkout with an item',
		path: ( page ) => withItemInCart( page, '/checkout/' ),
	},
];

const WIDTHS = [ 375, 1280 ];

interface Overflow {
	scrollWidth: number;
	innerWidth: number;
	/** The elements that stick out of the window while their parent does not, widest first. */
	culprits: string[];
}

/**
 * How wide the document is against the window, and what sticks out.
 *
 * @param page The page, loaded.
 */
function measure( page: Page ): Promise< Overflow > {
	return page.evaluate( () => {
		const width = window.innerWidth;
		const describe = ( element: Element ): string => {
			const parts: string[] = [];
			let node: Element | null = element;
			while ( node && parts.length < 4 && node !== document.body ) {
				const classes = Array.from( node.classList )
					.slice( 0, 2 )
					.map( ( name ) => `.${ name }` )
					.join( '' );
				parts.unshift(
					node.tagName.toLowerCase() +
						( node.id ? `#${ node.id }` : '' ) +
						classes
				);
				node = node.parentElement;
			}
			return parts.join( ' > ' );
		};
		const outside = ( element: Element ): number => {
			const box = element.getBoundingClientRect();
			return Math.max(
				box.right + window.scrollX - width,
				-( box.left + window.scrollX )
			);
		};
		// Whether a box that clips overflow (a scroll row, a slider) hides the element: a
		// box clips its descendants, but not an absolutely placed one whose containing block
		// lies outside it (an unpositioned box is no containing block). An approximation of
		// CSS's rules, enough to name what widens the page rather than the hidden slides.
		const clipped = ( element: Element ): boolean => {
			const placed = [ 'absolute', 'fixed' ].includes(
				getComputedStyle( element ).position
			);
			let positionedOnTheWay = false;
			for (
				let node = element.parentElement;
				node && node !== document.body;
				node = node.parentElement
			) {
				const style = getComputedStyle( node );
				if ( style.position !== 'static' ) {
					positionedOnTheWay = true;
				}
				if (
					style.overflowX !== 'visible' &&
					( ! placed || positionedOnTheWay )
				) {
					return true;
				}
			}
			return false;
		};
		const culprits = Array.from( document.body.querySelectorAll( '*' ) )
			.filter( ( element ) => {
				const by = outside( element );
				if ( by <= 1 || clipped( element ) ) {
					return false;
				}
				const parent = element.parentElement;
				return ! parent || outside( parent ) < by;
			} )
			.sort( ( a, b ) => outside( b ) - outside( a ) )
			.slice( 0, 5 )
			.map(
				( element ) =>
					`${ describe( element ) } (${ Math.round(
						outside( element )
					) } px out)`
			);
		return {
			scrollWidth: document.documentElement.scrollWidth,
			innerWidth: width,
			culprits,
		};
	} );
}

for ( const theme of THEMES ) {
	test.describe( `page width, ${ theme.kind } theme`, () => {
		let previous = '';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		for ( const width of WIDTHS ) {
			test( `no page is wider than a ${ width } px window`, async ( {
				page,
			} ) => {
				test.slow();
				const errors = collectPageErrors( page );
				await page.setViewportSize( { width, height: 800 } );
				const failures: string[] = [];
				for ( const entry of PAGES ) {
					const path =
						typeof entry.path === 'string'
							? entry.path
							: await entry.path( page );
					const response = await page.goto( path );
					expect( response?.status(), entry.name ).toBeLessThan(
						400
					);
					// Widgets that start near the viewport (the reviews' lazy registry) and late
					// images get their chance to change the layout.
					await page.waitForLoadState( 'networkidle' );
					const found = await measure( page );
					if ( found.scrollWidth > found.innerWidth ) {
						failures.push(
							`${ entry.name } (${ path }) is ${
								found.scrollWidth
							} px wide: ${ found.culprits.join( '; ' ) }`
						);
					}
				}
				expect( failures ).toEqual( [] );
				expect( errors ).toEqual( [] );
			} );
		}
	} );
}
