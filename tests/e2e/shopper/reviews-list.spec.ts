/**
 * List, grid and slider review widgets (issue 5, sections 3 and 4): read more, show more,
 * relative times with a controlled clock, width classes, keyboard, axe, the page's scripts, and
 * the two review calls over real HTTP.
 *
 * Content comes from tests/e2e/mu-plugins/vitrine-test-reviews.php: a Google source with
 * reviews and a page holding one widget with the given options.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	adminApi,
	collectPageErrors,
	expectNoAxeViolations,
	loadedAssets,
} from '../support/wordpress';

interface Fixture {
	widget_id: number;
	source_id: number;
	url: string;
}

async function reviewsPage(
	options: Record< string, unknown >,
	extra: Record< string, unknown > = {}
): Promise< Fixture > {
	const { api, nonce } = await adminApi();
	const response = await api.post(
		'/wp-json/vitrine-test/v1/reviews-widget',
		{
			data: { options, ...extra },
			headers: { 'X-WP-Nonce': nonce },
		}
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	const fixture = ( await response.json() ) as Fixture;
	await api.dispose();
	return fixture;
}

/** The reviews were written 1 to 12 days before this moment. */
const NOW = Date.UTC( 2026, 0, 15, 10, 0, 0 );

async function openWithClock( page: Page, url: string ): Promise< void > {
	await page.clock.install( { time: NOW } );
	await page.clock.pauseAt( NOW + 1000 );
	await page.goto( url );
}

function widget( page: Page ) {
	return page.locator( '[data-vitrine-reviews]' );
}

test.describe( 'list widget', () => {
	let fixture: Fixture;

	test.beforeAll( async () => {
		fixture = await reviewsPage(
			{ layout: 'list', pagination: 5, text_size: 60 },
			{ count: 12, long_text: true }
		);
	} );

	test( 'show more reveals the next batch, moves focus to it, and is removed when none remain', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await openWithClock( page, fixture.url );
		const items = widget( page ).locator( '.vitrine-reviews__item' );
		const more = page.getByRole( 'button', { name: 'Show more reviews' } );

		await expect( items ).toHaveCount( 12 );
		await expect( items.locator( 'visible=true' ) ).toHaveCount( 5 );
		await more.click();
		await expect( items.locator( 'visible=true' ) ).toHaveCount( 10 );
		await expect( items.nth( 5 ) ).toBeFocused();
		await expect( items.nth( 5 ) ).toContainText( 'Reviewer 6' );

		await more.press( 'Enter' ).catch( () => more.click() );
		await expect( items.locator( 'visible=true' ) ).toHaveCount( 12 );
		await expect( more ).toHaveCount( 0 );
		await expect( items.nth( 10 ) ).toBeFocused();
		expect( errors ).toEqual( [] );
	} );

	test( 'read more expands the cut text and collapses it again', async ( {
		page,
	} ) => {
		await openWithClock( page, fixture.url );
		const card = widget( page ).locator( '.vitrine-review' ).first();
		const button = card.getByRole( 'button', { name: 'Read more' } );
		const rest = card.locator( '.vitrine-review__rest' );

		await expect( rest ).toBeHidden();
		await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( rest ).toBeVisible();
		await expect(
			card.getByRole( 'button', { name: 'Read less' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		await page.keyboard.press( 'Space' );
		await expect( rest ).toBeHidden();
		await expect( button ).toHaveText( 'Read more' );
	} );

	test( "review times are relative to the visitor's clock, the date kept in datetime", async ( {
		page,
	} ) => {
		await openWithClock( page, fixture.url );
		const times = widget( page ).locator( 'time' );

		await expect( times.first() ).toHaveText( '1 day ago' );
		await expect( times.nth( 2 ) ).toHaveText( '3 days ago' );
		await expect( times.first() ).toHaveAttribute(
			'datetime',
			'2026-01-14T10:00:00+00:00'
		);
	} );

	test( 'the leave-a-review link opens a 620 x 500 window', async ( {
		page,
	} ) => {
		await page.goto( fixture.url );
		await page.evaluate( () => {
			( window as unknown as { opened: string[] } ).opened = [];
			window.open = ( url, _target, features ) => {
				( window as unknown as { opened: string[] } ).opened.push(
					`${ String( url ) } ${ String( features ) }`
				);
				return null;
			};
		} );
		await page.getByRole( 'link', { name: 'Review us on Google' } ).click();
		const opened = await page.evaluate(
			() => ( window as unknown as { opened: string[] } ).opened
		);
		expect( opened ).toHaveLength( 1 );
		expect( opened[ 0 ] ).toContain(
			'https://search.example.org/writereview'
		);
		expect( opened[ 0 ] ).toContain( 'width=620,height=500' );
	} );

	test( 'has no accessibility violations, and loads no React', async ( {
		page,
	} ) => {
		await page.goto( fixture.url );
		await expectNoAxeViolations( page, '[data-vitrine-reviews]' );
		const assets = await loadedAssets( page );
		expect(
			assets.some( ( url ) => /build\/reviews\.js/.test( url ) )
		).toBe( true );
		expect(
			assets.filter( ( url ) => /react|wp-element|jquery/.test( url ) )
		).toEqual( [] );
	} );
} );

test( 'a grid widget takes its width class from its own width', async ( {
	page,
} ) => {
	const fixture = await reviewsPage( { layout: 'grid', pagination: 0 } );
	await page.setViewportSize( { width: 420, height: 900 } );
	await page.goto( fixture.url );
	await expect( widget( page ) ).toHaveClass( /vitrine-reviews--xs/ );

	await page.setViewportSize( { width: 1300, height: 900 } );
	const width = await widget( page ).evaluate(
		( element ) => element.getBoundingClientRect().width
	);
	let expected = 'm';
	if ( width < 750 ) {
		expected = 'x';
	} else if ( width < 1100 ) {
		expected = 's';
	}
	await expect( widget( page ) ).toHaveClass(
		new RegExp( `vitrine-reviews--${ expected }(\\s|$)` )
	);
	expect( expected ).not.toBe( 'xs' );
} );

test( 'a slider widget is a focusable row that scrolls with the keyboard', async ( {
	page,
} ) => {
	const fixture = await reviewsPage( { layout: 'slider', count: 2 } );
	await page.setViewportSize( { width: 900, height: 900 } );
	await page.goto( fixture.url );
	const row = widget( page ).locator( '.vitrine-reviews__items' );

	await row.focus();
	const before = await row.evaluate( ( element ) => element.scrollLeft );
	await page.keyboard.press( 'ArrowRight' );
	await expect
		.poll( () => row.evaluate( ( element ) => element.scrollLeft ) )
		.toBeGreaterThan( before );
	await expectNoAxeViolations( page, '[data-vitrine-reviews]' );
} );

test.describe( 'the review calls', () => {
	let fixture: Fixture;

	test.beforeAll( async () => {
		fixture = await reviewsPage(
			{ layout: 'slider', sort: 'newest', hide_name: true },
			{ count: 8 }
		);
	} );

	test( 'get_reviews answers a page of reviews, with what the widget hides left out', async ( {
		request,
	} ) => {
		const response = await request.post(
			`/?vitrine-ajax=get_reviews&id=${ fixture.widget_id }&offset=2&size=3`,
			{ headers: { 'Content-Type': 'application/json' } }
		);
		expect( response.status(), await response.text() ).toBe( 200 );
		const body = ( await response.json() ) as {
			reviews: { text: string; author_name: string; rating: number }[];
			total: number;
		};
		expect( body.total ).toBe( 8 );
		expect( body.reviews.map( ( review ) => review.text ) ).toEqual( [
			'Review number 3.',
			'Review number 4.',
			'Review number 5.',
		] );
		expect(
			body.reviews.every( ( review ) => review.author_name === '' )
		).toBe( true );
	} );

	test( 'get_reviews refuses bad input with 4xx', async ( { request } ) => {
		const call = ( query: string ) =>
			request.post( `/?vitrine-ajax=get_reviews&${ query }`, {
				headers: { 'Content-Type': 'application/json' },
			} );

		expect(
			( await call( `id=${ fixture.widget_id }&size=51` ) ).status()
		).toBe( 400 );
		expect(
			( await call( `id=${ fixture.widget_id }&offset=-1` ) ).status()
		).toBe( 400 );
		expect( ( await call( 'id=abc' ) ).status() ).toBe( 400 );
		const unknown = await call( 'id=999999' );
		expect( unknown.status() ).toBe( 404 );
		expect( ( await unknown.json() ).code ).toBe(
			'vitrine_reviews_unknown_widget'
		);
		expect(
			(
				await request.get(
					`/?vitrine-ajax=get_reviews&id=${ fixture.widget_id }`
				)
			).status()
		).toBe( 405 );
	} );

	test( "reviews_embed answers the popup's HTML, and 400 for an unknown view mode", async ( {
		request,
	} ) => {
		const popup = await request.post(
			`/?vitrine-ajax=reviews_embed&id=${ fixture.widget_id }&view_mode=popup`
		);
		expect( popup.status(), await popup.text() ).toBe( 200 );
		expect( ( ( await popup.json() ) as { data: string } ).data ).toContain(
			'Review number 1.'
		);
		const bad = await request.post(
			`/?vitrine-ajax=reviews_embed&id=${ fixture.widget_id }&view_mode=page`
		);
		expect( bad.status() ).toBe( 400 );
	} );
} );
