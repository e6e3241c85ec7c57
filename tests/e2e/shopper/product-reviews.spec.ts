/**
 * Product reviews (docs/spec/storefront-and-reviews.md, "Review form (product)", sections 4, 5 and 8;
 * issue 3, section 4): the star rating by mouse and keyboard, the alert when a required rating
 * is missing, the server's refusal, moderation, and the average and count on the page.
 */
import { test, expect, type Page } from '../support/fixtures';
import {
	ADMIN_STATE,
	collectPageErrors,
	createProduct,
	expectNoAxeViolations,
	updateSettings,
} from '../support/wordpress';
import {
	expectSelectedTab,
	productTabs,
	tabTo,
	unique,
} from './product-helpers';

const stars = ( page: Page ) =>
	page.getByRole( 'group', { name: /Your rating/ } ).getByRole( 'radio' );

test.afterAll( async () => {
	await updateSettings( {
		review_rating_required: true,
		review_rating_required_text: 'Please select a rating',
	} );
} );

test.describe( 'as a visitor', () => {
	let product: { id: number; permalink: string };

	test.beforeAll( async () => {
		await updateSettings( { review_rating_required: true } );
		product = await createProduct( {
			name: unique( 'Review kettle' ),
			regular_price: '35.00',
		} );
	} );

	test( 'sending a review without a rating shows the required-rating alert and sends nothing', async ( {
		page,
	} ) => {
		await updateSettings( {
			review_rating_required_text: 'Please select a rating',
		} );
		await page.goto( `${ product.permalink }#reviews` );
		await expectSelectedTab( page, 'reviews' );
		await expect(
			page.getByRole( 'heading', { name: /Be the first to review/ } )
		).toBeVisible();

		await page.getByLabel( 'Your review' ).fill( 'No stars from me.' );
		await page.getByRole( 'textbox', { name: 'Name' } ).fill( 'Vera' );
		await page
			.getByRole( 'textbox', { name: 'Email' } )
			.fill( 'vera@example.org' );
		const alerts: string[] = [];
		page.once( 'dialog', ( dialog ) => {
			alerts.push( `${ dialog.type() }: ${ dialog.message() }` );
			dialog.accept().catch( () => undefined );
		} );
		await page.getByRole( 'button', { name: 'Submit' } ).click();
		await expect
			.poll( () => alerts )
			.toEqual( [ 'alert: Please select a rating' ] );

		await expect( page ).toHaveURL( `${ product.permalink }#reviews` );
		await expect( stars( page ).first() ).toBeFocused();
	} );

	test( 'the stars: one chosen at a time, by mouse', async ( { page } ) => {
		await page.goto( `${ product.permalink }#reviews` );

		await page.locator( 'label[for="vitrine-rating-4"]' ).click();
		await expect( stars( page ).nth( 3 ) ).toBeChecked();
		await expect(
			page.locator( '.vitrine-rating-input__star.is-filled' )
		).toHaveCount( 4 );

		await page.locator( 'label[for="vitrine-rating-2"]' ).click();
		await expect( stars( page ).nth( 1 ) ).toBeChecked();
		await expect( stars( page ).nth( 3 ) ).not.toBeChecked();
		await expect(
			page.locator( 'input[name="rating"]:checked' )
		).toHaveCount( 1 );
		await expect(
			page.locator( '.vitrine-rating-input__star.is-filled' )
		).toHaveCount( 2 );
	} );

	test( 'the stars by keyboard, then the review is sent and awaits approval', async ( {
		page,
	} ) => {
		const errors = collectPageErrors( page );
		await page.goto( `${ product.permalink }#reviews` );

		await tabTo( page, stars( page ).first() );
		await page.keyboard.press( 'Space' );
		await expect( stars( page ).nth( 0 ) ).toBeChecked();
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await page.keyboard.press( 'ArrowRight' );
		await expect( stars( page ).nth( 3 ) ).toBeChecked();
		await expect(
			page.locator( 'input[name="rating"]:checked' )
		).toHaveCount( 1 );
		await expect( stars( page ).nth( 3 ) ).toHaveAccessibleName(
			'4 of 5 stars'
		);

		await page.keyboard.press( 'Tab' );
		await expect( page.getByLabel( 'Your review' ) ).toBeFocused();
		await page.keyboard.type( 'Boils fast and quietly.' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'Walter' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.type( 'walter@example.org' );
		await page.getByRole( 'button', { name: 'Submit' } ).focus();
		await page.keyboard.press( 'Enter' );

		await expect( page ).toHaveURL( /#comment-\d+$/ );
		await expectSelectedTab( page, 'reviews' );
		const review = page
			.locator( '.vitrine-review' )
			.filter( { hasText: 'Boils fast and quietly.' } );
		await expect( review ).toContainText(
			'Your review is awaiting approval'
		);
		await expect(
			review.getByRole( 'img', { name: 'Rated 4.00 out of 5' } )
		).toBeVisible();
		// Not approved: it does not count yet.
		await expect( productTabs( page ).tab( /Reviews/ ) ).toHaveText(
			'Reviews (0)'
		);
		await expect( page.locator( '.vitrine-product-rating' ) ).toHaveCount(
			0
		);
		expect( errors ).toEqual( [] );
	} );

	test( 'the server refuses a review without a rating: 400, a clear message, a way back, nothing saved', async ( {
		request,
		page,
	} ) => {
		const response = await request.post( '/wp-comments-post.php', {
			form: {
				comment_post_ID: String( product.id ),
				comment_parent: '0',
				author: 'Nora',
				email: 'nora@example.org',
				comment: 'Sent without the script.',
			},
			maxRedirects: 0,
		} );

		expect( response.status() ).toBe( 400 );
		const body = await response.text();
		expect( body ).toContain(
			'Please choose a rating of 1 to 5 stars for your review. Your review has not been saved.'
		);
		expect( body ).toContain( 'Back' );

		await page.goto( `${ product.permalink }#reviews` );
		await expect(
			page.getByText( 'Sent without the script.' )
		).toHaveCount( 0 );
	} );

	test( 'the review form has no accessibility violations', async ( {
		page,
	} ) => {
		await page.goto( `${ product.permalink }#reviews` );
		await page.locator( 'label[for="vitrine-rating-5"]' ).click();

		await expectNoAxeViolations( page, '#tab-reviews' );
	} );
} );

test.describe( 'as the administrator', () => {
	test.use( { storageState: ADMIN_STATE } );

	test( 'approved reviews show with their stars, and the average and count under the title', async ( {
		page,
	} ) => {
		const product = await createProduct( {
			name: unique( 'Rated teapot' ),
			regular_price: '28.00',
		} );
		await page.goto( `${ product.permalink }#reviews` );

		await page.locator( 'label[for="vitrine-rating-5"]' ).click();
		await page.getByLabel( 'Your review' ).fill( 'Perfect pour.' );
		await page.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( page ).toHaveURL( /#comment-\d+$/ );

		await page.locator( 'label[for="vitrine-rating-4"]' ).click();
		await page.getByLabel( 'Your review' ).fill( 'Lid a bit loose.' );
		await page.getByRole( 'button', { name: 'Submit' } ).click();
		await expect( page.locator( '.vitrine-review' ) ).toHaveCount( 2 );

		await page.goto( product.permalink );
		const rating = page.locator( '.vitrine-product-rating' );
		await expect(
			rating.getByRole( 'img', { name: 'Rated 4.50 out of 5' } )
		).toBeVisible();
		await expect(
			rating.locator( '.vitrine-stars__star--full' )
		).toHaveCount( 4 );
		await expect(
			rating.locator( '.vitrine-stars__star--half' )
		).toHaveCount( 1 );
		await expect( productTabs( page ).tab( /Reviews/ ) ).toHaveText(
			'Reviews (2)'
		);

		// The link to the reviews opens their tab.
		await rating
			.getByRole( 'link', { name: '(2 customer reviews)' } )
			.click();
		await expectSelectedTab( page, 'reviews' );
		await expect(
			page.getByRole( 'heading', { name: /2 reviews for/ } )
		).toBeVisible();
	} );

	test( 'without the requirement, a review may have no rating; the alert text is the configured one', async ( {
		page,
	} ) => {
		const product = await createProduct( {
			name: unique( 'Unrated cup' ),
			regular_price: '8.00',
		} );
		await updateSettings( {
			review_rating_required: true,
			review_rating_required_text: 'Stars first, please',
		} );
		await page.goto( `${ product.permalink }#reviews` );
		await page.getByLabel( 'Your review' ).fill( 'Nice cup.' );
		const alerts: string[] = [];
		page.once( 'dialog', ( dialog ) => {
			alerts.push( dialog.message() );
			dialog.dismiss().catch( () => undefined );
		} );
		await page.getByRole( 'button', { name: 'Submit' } ).click();
		await expect.poll( () => alerts ).toEqual( [ 'Stars first, please' ] );

		await updateSettings( { review_rating_required: false } );
		// A new load (the same address with a hash would not reload the page).
		await page.goto( product.permalink );
		await productTabs( page )
			.tab( /Reviews/ )
			.click();
		let alerted = false;
		page.on( 'dialog', ( d ) => {
			alerted = true;
			d.dismiss().catch( () => undefined );
		} );
		await page.getByLabel( 'Your review' ).fill( 'Nice cup, no stars.' );
		await page.getByRole( 'button', { name: 'Submit' } ).click();

		await expect( page ).toHaveURL( /#comment-\d+$/ );
		await expect(
			page
				.locator( '.vitrine-review' )
				.filter( { hasText: 'Nice cup, no stars.' } )
		).toBeVisible();
		expect( alerted ).toBe( false );
	} );
} );
