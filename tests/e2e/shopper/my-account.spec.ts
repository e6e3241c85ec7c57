/**
 * The account area of the demo shop (/my-account/): an account made at checkout, its orders,
 * the next checkout filled in from it, account details with the password toggle, and axe.
 */
import { test, expect } from '../support/fixtures';
import { expectNoAxeViolations } from '../support/wordpress';
import {
	addToCart,
	checkoutProduct,
	fillBerlinAddress,
	pendingOrder,
} from './checkout-helpers';
import { unique } from './product-helpers';

const THEME_NAVIGATION = '.wp-block-navigation';

test( 'an account made at checkout finds its order under My account and fills the next checkout', async ( {
	page,
} ) => {
	// Two checkouts, a registration and the account pages: 35 s once on a loaded two-core machine.
	test.slow();
	const email = `buyer-${ Date.now() }@example.org`;
	const name = unique( 'Account teapot' );
	const product = await checkoutProduct( name, '24.00' );

	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await fillBerlinAddress( page, email );
	await page.getByLabel( 'Create an account?' ).check();
	const password = page.getByLabel( /^Create account password/ );
	await expect( password ).toBeVisible();
	await password.fill( 'a long enough password' );
	await page.getByLabel( /I have read and agree/ ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /\/order-received\/(\d+)\/\?key=/ );
	const orderId = new URL( page.url() ).pathname.match(
		/order-received\/(\d+)/
	)?.[ 1 ];

	// Logged in by the checkout: the order is in the account. A customer sees no admin bar
	// and is kept out of wp-admin.
	await page.goto( '/wp-admin/profile.php' );
	await expect( page ).toHaveURL( /\/my-account\/$/ );
	await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	await page.goto( '/my-account/orders/' );
	const row = page.getByRole( 'row', {
		name: new RegExp( `#${ orderId }` ),
	} );
	await expect( row ).toContainText( 'On hold' );
	await expect(
		page
			.getByRole( 'navigation', { name: 'Account pages' } )
			.getByRole( 'link', { name: 'Orders' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );

	await row.getByRole( 'link', { name: `View order ${ orderId }` } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `/my-account/view-order/${ orderId }/` )
	);
	await expect( page.locator( '.vitrine-order-details' ) ).toContainText(
		name
	);

	// The next checkout is filled in from the account.
	await addToCart( page, product, 1 );
	await page.goto( '/checkout/' );
	await expect( page.locator( '#billing_first_name' ) ).toHaveValue( 'Ada' );
	await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Berlin' );
	await expect( page.locator( '#billing_email' ) ).toHaveValue( email );
	await expect( page.getByLabel( 'Create an account?' ) ).toHaveCount( 0 );

	// The saved addresses are enough to place the order as they are.
	const review = page.locator( '.vitrine-checkout-review-order-table' );
	await expect( review ).toContainText( 'Parcel' );
	await page.getByLabel( /I have read and agree/ ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /\/order-received\/(\d+)\/\?key=/ );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	const secondId = new URL( page.url() ).pathname.match(
		/order-received\/(\d+)/
	)?.[ 1 ];
	expect( secondId ).not.toBe( orderId );
	await expect( page.locator( '.vitrine-order-details' ) ).toContainText(
		name
	);
	await page.goto( '/my-account/orders/' );
	await expect(
		page.getByRole( 'row', { name: new RegExp( `#${ secondId }` ) } )
	).toContainText( 'On hold' );
} );

test( 'another customer’s order is not shown', async ( { page } ) => {
	const product = await checkoutProduct( unique( 'Someone else’s cup' ) );
	const theirs = await pendingOrder( product, 'someone.else@example.org' );
	const email = `nosy-${ Date.now() }@example.org`;

	await page.goto( '/my-account/' );
	const register = page.locator( '.vitrine-register-form' );
	await register.getByLabel( 'Email address' ).fill( email );
	await register.getByLabel( /^Password/ ).fill( 'a long enough password' );
	await register.getByRole( 'button', { name: /Register/ } ).click();
	await expect(
		page.getByText( 'Your account was created. Welcome!' )
	).toBeVisible();

	const response = await page.goto(
		`/my-account/view-order/${ theirs.id }/`
	);
	expect( response?.status() ).toBe( 404 );
	// Not the cart's live regions (the header's cart button brings them to every page).
	await expect(
		page.getByRole( 'alert' ).filter( { hasText: 'Invalid order.' } )
	).toHaveCount( 1 );
	await expect( page.getByText( 'Someone else’s cup' ) ).toHaveCount( 0 );
} );

test( 'account details have the password toggle, and a wrong current password changes nothing', async ( {
	page,
} ) => {
	const email = `details-${ Date.now() }@example.org`;
	await page.goto( '/my-account/' );
	const register = page.locator( '.vitrine-register-form' );
	await register.getByLabel( 'Email address' ).fill( email );
	await register.getByLabel( /^Password/ ).fill( 'a long enough password' );
	await register.getByRole( 'button', { name: /Register/ } ).click();

	await page.goto( '/my-account/edit-account/' );
	await page.getByLabel( /^First name/ ).fill( 'Grace' );
	await page.getByLabel( /^Last name/ ).fill( 'Hopper' );
	const current = page.getByLabel( /^Current password/ );
	await current.fill( 'not my password' );
	const show = page.getByRole( 'button', { name: 'Show password' } ).first();
	await show.click();
	await expect( current ).toHaveAttribute( 'type', 'text' );
	await expect( current ).toBeFocused();
	await page.getByLabel( /^New password/ ).fill( 'another long password' );
	await page
		.getByLabel( /^Confirm new password/ )
		.fill( 'another long password' );
	await expectNoAxeViolations( page, undefined, [ THEME_NAVIGATION ] );
	await page.getByRole( 'button', { name: /Save changes/ } ).click();

	await expect(
		page.getByText( 'Your current password is incorrect.' ).first()
	).toBeVisible();
	await expect( page.getByLabel( /^Current password/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );
