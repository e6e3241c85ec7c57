/**
 * Badge, flash and tag review widgets (issue 5, sections 3 and 4) with a controlled clock: the
 * flash card's cycle, hover and expand, closing for the browser session, the badge's popup and
 * the tag's sidebar loaded through reviews_embed, keyboard use, axe, and the badge page's weight.
 *
 * Content comes from tests/e2e/mu-plugins/vitrine-test-reviews-floating.php: two sources
 * (Google and Yelp) with reviews, and a page holding one widget of the given layout.
 */
import { test, expect, type Page, type Request } from '../support/fixtures';
import {
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
} from '../support/wordpress';
import { switchTheme, THEMES } from './product-helpers';

interface Fixture {
	widget_id: number;
	url: string;
}

/**
 * A page with one floating widget.
 *
 * @param options The widget's options (layout included).
 */
async function floatingPage(
	options: Record< string, unknown >
): Promise< Fixture > {
	const { api, nonce } = await adminApi();
	const response = await api.post(
		'/wp-json/vitrine-test/v1/reviews-floating',
		{ data: { options }, headers: { 'X-WP-Nonce': nonce } }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const fixture = ( await response.json() ) as Fixture;
	await api.dispose();
	return fixture;
}

/**
 * Opens the page with the browser clock installed, so that timers only run when told.
 *
 * @param page The page.
 * @param url  The address.
 */
async function openWithClock( page: Page, url: string ): Promise< void > {
	// Installed, the clock still flows with real time; paused, it only moves when told.
	const start = Date.UTC( 2026, 0, 15, 10, 0, 0 );
	await page.clock.install( { time: start } );
	await page.clock.pauseAt( start + 1000 );
	await page.goto( url );
}

function flash( page: Page ) {
	return page.locator( '[data-vitrine-floating="flash"]' );
}

function visibleStory( page: Page ) {
	return flash( page ).locator( '.vitrine-flash__story:visible' );
}

test.describe( 'flash card', () => {
	let fixture: Fixture;

	test.beforeAll( async () => {
		fixture = await floatingPage( {
			layout: 'flash',
			flash_start: 3,
			flash_visible: 5,
			flash_invisible: 5,
			flash_user_photo: true,
		} );
	} );

	test( 'hidden, visible after 3 s, hidden after 5 s, visible again with the next review after 5 s', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await openWithClock( page, fixture.url );
		const card = flash( page );
		await expect( card ).toBeHidden();
		await page.clock.runFor( 2900 );
		await expect( card ).toBeHidden();
		await page.clock.runFor( 100 );
		await expect( card ).toBeVisible();
		// A labelled region that does not take focus.
		await expect(
			page.getByRole( 'region', { name: 'Customer reviews' } )
		).toBeVisible();
		await expect( card ).not.toBeFocused();
		const first = await visibleStory( page ).getAttribute( 'data-index' );
		expect( first ).toBe( '0' );

		await page.clock.runFor( 4900 );
		await expect( card ).toBeVisible();
		await page.clock.runFor( 100 );
		await expect( card ).toBeHidden();

		await page.clock.runFor( 5000 );
		await expect( card ).toBeVisible();
		await expect( visibleStory( page ) ).toHaveAttribute(
			'data-index',
			'1'
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'does not hide while hovered; hides once the pointer leaves', async ( {
		page,
	} ) => {
		await openWithClock( page, fixture.url );
		await page.clock.runFor( 3000 );
		const card = flash( page );
		await expect( card ).toBeVisible();
		await card.locator( '.vitrine-flash__excerpt:visible' ).hover();
		await page.clock.runFor( 20000 );
		await expect( card ).toBeVisible();
		await page.mouse.move( 5, 5 );
		await expect( card ).toBeHidden();
	} );

	test( 'a click on the story expands it, highlights and scrolls to the review, and pauses the cycle', async ( {
		page,
	} ) => {
		await openWithClock( page, fixture.url );
		await page.clock.runFor( 13000 ); // The second showing: the second review.
		const card = flash( page );
		const story = visibleStory( page );
		await expect( story ).toHaveAttribute( 'data-index', '1' );
		await story.click();
		await expect( story ).toHaveAttribute( 'aria-expanded', 'true' );
		const highlighted = card.locator(
			'.vitrine-flash__review.is-highlighted'
		);
		await expect( highlighted ).toHaveCount( 1 );
		await expect( highlighted ).toHaveAttribute( 'data-index', '1' );
		await expect( highlighted ).toBeInViewport();

		await page.mouse.move( 5, 5 );
		await page.clock.runFor( 60000 );
		await expect( card ).toBeVisible();
		await expect( highlighted ).toBeVisible();

		// Collapsed (Escape), the countdown resumes.
		await page.keyboard.press( 'Escape' );
		await expect( story ).toHaveAttribute( 'aria-expanded', 'false' );
		await page.locator( 'body' ).click( { position: { x: 5, y: 5 } } );
		await page.clock.runFor( 5000 );
		await expect( card ).toBeHidden();
	} );

	test( 'closed, it stays closed across pages in the session, and shows in a new session', async ( {
		page,
		browser,
	} ) => {
		await openWithClock( page, fixture.url );
		await page.clock.runFor( 3000 );
		await flash( page )
			.getByRole( 'button', { name: 'Close the reviews card' } )
			.click();
		await expect( flash( page ) ).toBeHidden();
		await page.clock.runFor( 30000 );
		await expect( flash( page ) ).toBeHidden();

		await page.reload();
		await page.clock.runFor( 30000 );
		await expect( flash( page ) ).toBeHidden();

		const context = await browser.newContext();
		const fresh = await context.newPage();
		await openWithClock( fresh, fixture.url );
		await fresh.clock.runFor( 3000 );
		await expect( flash( fresh ) ).toBeVisible();
		await context.close();
	} );

	test( 'axe finds no violation in the shown and the expanded card', async ( {
		page,
	} ) => {
		await openWithClock( page, fixture.url );
		await page.clock.runFor( 3000 );
		// axe waits on timers of its own, so the clock runs again; hovered, the card stays.
		await flash( page )
			.locator( '.vitrine-flash__excerpt:visible' )
			.hover();
		await page.clock.resume();
		await expectNoAxeViolations( page, '.vitrine-flash' );
		await visibleStory( page ).click();
		await expectNoAxeViolations( page, '.vitrine-flash' );
	} );
} );

test.describe( 'badge', () => {
	let fixture: Fixture;

	test.beforeAll( async () => {
		fixture = await floatingPage( {
			layout: 'badge',
			badge_mode: 'floating',
			badge_position: 'bottom-left',
		} );
	} );

	function badge( page: Page, provider: string ) {
		return page.locator( `.vitrine-badge[data-provider="${ provider }"]` );
	}

	test( 'one badge per provider; a closed one stays closed for the session, per provider', async ( {
		page,
		browser,
	} ) => {
		await page.goto( fixture.url );
		await expect( badge( page, 'google' ) ).toBeVisible();
		await expect( badge( page, 'yelp' ) ).toBeVisible();

		await page
			.getByRole( 'button', { name: 'Hide the Google rating' } )
			.click();
		await expect( badge( page, 'google' ) ).toBeHidden();
		await expect( badge( page, 'yelp' ) ).toBeVisible();

		await page.reload();
		await expect( badge( page, 'yelp' ) ).toBeVisible();
		await expect( badge( page, 'google' ) ).toBeHidden();

		const context = await browser.newContext();
		const fresh = await context.newPage();
		await fresh.goto( fixture.url );
		await expect( badge( fresh, 'google' ) ).toBeVisible();
		await context.close();
	} );

	test( 'the page loads no React, and the popup only when first opened', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( request: Request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );
		await page.goto( fixture.url );
		await expect( badge( page, 'google' ) ).toBeVisible();
		expect(
			scripts.filter( ( url ) =>
				/react|wp-element|api-fetch/.test( url )
			)
		).toEqual( [] );
		expect(
			scripts.some( ( url ) => url.includes( 'reviews-floating.js' ) )
		).toBe( true );
		expect(
			scripts.some( ( url ) => url.includes( 'reviews-floating-dialog' ) )
		).toBe( false );
		// The header's cart drawer is a <dialog> of its own.
		await expect(
			page.locator( 'dialog:not(.vitrine-mini-cart__drawer)' )
		).toHaveCount( 0 );

		await badge( page, 'google' ).locator( '.vitrine-badge__open' ).click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		expect(
			scripts.some( ( url ) => url.includes( 'reviews-floating-dialog' ) )
		).toBe( true );
		expect(
			scripts.filter( ( url ) =>
				/react|wp-element|api-fetch/.test( url )
			)
		).toEqual( [] );
	} );

	test( 'the popup of reviews comes from reviews_embed; keyboard: Tab stays inside, Escape closes, focus returns', async ( {
		page,
	} ) => {
		await page.goto( fixture.url );
		const open = badge( page, 'google' ).locator( '.vitrine-badge__open' );
		const embed = page.waitForResponse( ( response ) =>
			response.url().includes( 'vitrine-ajax=reviews_embed' )
		);
		await open.focus();
		await page.keyboard.press( 'Enter' );
		const response = await embed;
		expect( response.request().method() ).toBe( 'POST' );
		expect( response.url() ).toContain( 'view_mode=popup' );
		expect( response.url() ).toContain( `id=${ fixture.widget_id }` );
		expect( response.status() ).toBe( 200 );

		const dialog = page.getByRole( 'dialog' );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.locator( '.vitrine-reviews-embed__item' )
		).not.toHaveCount( 0 );
		await expect( open ).toHaveAttribute( 'aria-expanded', 'true' );

		// Focus starts on the dialog and never leaves it.
		const focusInDialog = () =>
			page.evaluate( () =>
				Boolean( document.querySelector( 'dialog[open]:focus-within' ) )
			);
		expect( await focusInDialog() ).toBe( true );
		for ( let press = 0; press < 12; press++ ) {
			await page.keyboard.press( 'Tab' );
			expect( await focusInDialog() ).toBe( true );
		}
		for ( let press = 0; press < 4; press++ ) {
			await page.keyboard.press( 'Shift+Tab' );
			expect( await focusInDialog() ).toBe( true );
		}

		await expectNoAxeViolations( page, 'dialog[open]' );

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
		await expect( open ).toHaveAttribute( 'aria-expanded', 'false' );

		// Opened again: the same dialog, no second call.
		let calls = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'reviews_embed' ) ) {
				calls++;
			}
		} );
		await open.click();
		await expect( dialog ).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Close', exact: true } )
			.click();
		await expect( dialog ).toBeHidden();
		await expect( open ).toBeFocused();
		expect( calls ).toBe( 0 );
	} );

	test( 'a failed reviews_embed call shows nothing, and the button still works', async ( {
		page,
	} ) => {
		let fail = true;
		await page.route( /vitrine-ajax=reviews_embed/, ( route ) =>
			fail
				? route.fulfill( { status: 500, body: '{}' } )
				: route.continue()
		);
		const errors = collectPageErrors( page );
		await page.goto( fixture.url );
		const open = badge( page, 'yelp' ).locator( '.vitrine-badge__open' );
		const failed = page.waitForResponse( /reviews_embed/ );
		await open.click();
		await failed;
		await page.waitForTimeout( 200 );
		await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
		// Not the cart's empty live regions (the header's cart button brings them to every page).
		await expect(
			page.getByRole( 'alert' ).filter( { hasText: /\S/ } )
		).toHaveCount( 0 );

		fail = false;
		await open.click();
		await expect( page.getByRole( 'dialog' ) ).toBeVisible();
		// The failed call is a network error the browser logs itself; no script error.
		expect( errors.filter( ( e ) => ! e.includes( '500' ) ) ).toEqual( [] );
	} );

	test( 'axe finds no violation in the badges', async ( { page } ) => {
		await page.goto( fixture.url );
		await expect( badge( page, 'google' ) ).toBeVisible();
		await expectNoAxeViolations( page, '.vitrine-badges' );
	} );
} );

test.describe( 'tag', () => {
	test( 'pops up after its delay and opens the sidebar of reviews', async ( {
		page,
	} ) => {
		const fixture = await floatingPage( {
			layout: 'tag',
			tag_popup: 4,
			tag_click: 'sidebar',
			tag_sidebar: 'right',
			tag_color: '#0b5394',
			tag_text_color: '#ffffff',
		} );
		await openWithClock( page, fixture.url );
		const tag = page.locator( '[data-vitrine-floating="tag"]' );
		await expect( tag ).toBeHidden();
		await page.clock.runFor( 3900 );
		await expect( tag ).toBeHidden();
		await page.clock.runFor( 100 );
		await expect( tag ).toBeVisible();
		await expect( tag.locator( '.vitrine-tag__button' ) ).toHaveCSS(
			'background-color',
			'rgb(11, 83, 148)'
		);
		// axe waits on timers of its own: the clock runs again (the tag stays once shown).
		await page.clock.resume();
		await expectNoAxeViolations( page, '.vitrine-tag' );

		const button = tag.getByRole( 'button' );
		const embed = page.waitForResponse( /view_mode=sidebar/ );
		await button.click();
		expect( ( await embed ).status() ).toBe( 200 );
		const sidebar = page.getByRole( 'dialog' );
		await expect( sidebar ).toBeVisible();
		await expect( sidebar ).toHaveClass( /is-sidebar/ );
		await expect(
			sidebar.locator( '.vitrine-reviews-embed__item' )
		).not.toHaveCount( 0 );
		// On the right edge of the window.
		const box = await sidebar.boundingBox();
		const width = page.viewportSize()!.width;
		expect( Math.round( box!.x + box!.width ) ).toBe( width );
		await expectNoAxeViolations( page, 'dialog[open]' );

		await page.keyboard.press( 'Escape' );
		await expect( sidebar ).toBeHidden();
		await expect( button ).toBeFocused();
	} );

	test( 'with tag_click link it opens the provider page in an 800 x 600 window', async ( {
		page,
	} ) => {
		const fixture = await floatingPage( {
			layout: 'tag',
			tag_popup: 0,
			tag_click: 'link',
		} );
		await page.goto( fixture.url );
		await page.evaluate( () => {
			( window as unknown as { opened: unknown[] } ).opened = [];
			window.open = ( ...args: unknown[] ) => {
				( window as unknown as { opened: unknown[] } ).opened.push(
					args
				);
				return null;
			};
		} );
		const link = page.locator( 'a.vitrine-tag__button' );
		await expect( link ).toBeVisible();
		await link.click();
		const opened = await page.evaluate(
			() => ( window as unknown as { opened: string[][] } ).opened
		);
		expect( opened ).toHaveLength( 1 );
		expect( opened[ 0 ][ 0 ] ).toBe( await link.getAttribute( 'href' ) );
		expect( opened[ 0 ][ 2 ] ).toContain( 'width=800,height=600' );
	} );
} );

/**
 * What has focus, described: the tag, its text or label, and whether it is the body or <main>.
 *
 * @param page The page.
 */
function focused( page: Page ): Promise< string > {
	return page.evaluate( () => {
		const active = document.body.ownerDocument.activeElement;
		if ( ! active || active === document.body ) {
			return 'body';
		}
		return `${ active.tagName.toLowerCase() } ${ (
			active.getAttribute( 'aria-label' ) ??
			active.textContent ??
			''
		).trim() }`;
	} );
}

for ( const theme of THEMES ) {
	test.describe( `focus after closing, ${ theme.kind } theme`, () => {
		let flashFixture: Fixture;
		let badgeFixture: Fixture;
		let previous = '';

		test.beforeAll( async () => {
			previous = await switchTheme( theme.stylesheet );
			flashFixture = await floatingPage( {
				layout: 'flash',
				flash_start: 3,
				flash_visible: 5,
				flash_invisible: 5,
			} );
			badgeFixture = await floatingPage( {
				layout: 'badge',
				badge_mode: 'floating',
				badge_position: 'bottom-left',
			} );
		} );

		test.afterAll( async () => {
			await switchTheme( previous );
		} );

		test( 'closing the flash card by keyboard gives focus back where it came from, not to <main>', async ( {
			page,
		} ) => {
			await openWithClock( page, flashFixture.url );
			await page.clock.runFor( 3000 );
			const origin = page.getByRole( 'link' ).first();
			await origin.focus();
			const expected = await focused( page );
			const close = flash( page ).getByRole( 'button', {
				name: 'Close the reviews card',
			} );
			await close.focus();
			await page.keyboard.press( 'Enter' );
			await expect( flash( page ) ).toBeHidden();
			await expect.poll( () => focused( page ) ).toBe( expected );
			expect(
				await page.evaluate( () =>
					document.body.ownerDocument.activeElement?.tagName.toLowerCase()
				)
			).not.toBe( 'main' );
			await page.clock.resume();
			await expectNoAxeViolations( page, '.vitrine-flash' );
		} );

		test( 'closing a badge by keyboard gives focus back where it came from, not to the body', async ( {
			page,
		} ) => {
			await page.goto( badgeFixture.url );
			const origin = page.getByRole( 'link' ).first();
			await origin.focus();
			const expected = await focused( page );
			await page
				.getByRole( 'button', { name: 'Hide the Google rating' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect(
				page.locator( '.vitrine-badge[data-provider="google"]' )
			).toBeHidden();
			await expect.poll( () => focused( page ) ).toBe( expected );

			// Without an origin (focus came from nowhere): the next control, never the body.
			await page.evaluate( () =>
				(
					document.body.ownerDocument
						.activeElement as HTMLElement | null
				 )?.blur()
			);
			await page
				.getByRole( 'button', { name: 'Hide the Yelp rating' } )
				.focus();
			await page.keyboard.press( 'Enter' );
			await expect.poll( () => focused( page ) ).not.toBe( 'body' );
			await expectNoAxeViolations( page, '.vitrine-badges' );
		} );
	} );
}
