import { initCartPage } from './cart-page';
import {
	CART_UPDATED_EVENT,
	createCartContext,
	dispatchCartUpdated,
} from './context';
import { fakeFetch } from '../test-support/fetch';
import { cartRestClient, type CartJson } from './rest';
import { cartSettings } from './test-settings';
import { cartWithTotals, totalsBoxHtml, totalsSettings } from './test-totals';

const wait = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

const FORMAT = {
	pattern: '€%s',
	decimals: 2,
	decimalSeparator: '.',
	thousandSeparator: ',',
};

const row = ( key: string, name: string, quantity: number, max = '' ) => `
	<tr class="vitrine-cart__item" data-cart_item_key="${ key }">
		<td class="vitrine-cart__remove"><a href="/cart/?vitrine-remove-item=${ key }" class="vitrine-cart__remove-link" data-cart_item_key="${ key }">×</a></td>
		<td class="vitrine-cart__name"><a href="#">${ name }</a></td>
		<td class="vitrine-cart__quantity"><input type="number" class="vitrine-qty" name="cart[${ key }][qty]" value="${ quantity }" min="0" ${ max }></td>
		<td class="vitrine-cart__subtotal">old</td>
	</tr>`;

function cartPage( ...rows: string[] ): void {
	document.body.innerHTML = `<main><div class="vitrine-cart" data-vitrine-cart>
		<div class="vitrine-cart__notices"></div>
		<div class="vitrine-cart__status" role="status"></div>
		<form class="vitrine-cart__form" method="post"><table><tbody>${ rows.join(
			''
		) }</tbody></table><button type="submit" name="vitrine-update-cart" value="1">Update cart</button></form>
		<div class="vitrine-cart__totals"><table><tr><th>Subtotal</th><td class="vitrine-cart__totals-subtotal">old</td></tr></table></div>
		<div class="vitrine-cart__empty" hidden><p>Your cart is currently empty.</p></div>
	</div></main>`;
}

function cart(
	items: Array< [ string, number, string ] >,
	subtotal: string
): CartJson {
	return {
		items: items.map( ( [ key, quantity, line ] ) => ( {
			key,
			id: 1,
			variation_id: 0,
			quantity,
			name: key,
			permalink: '#',
			variation: [],
			prices: { price: '1.00', regular_price: '1.00' },
			totals: {
				line_total: line,
				line_subtotal: line,
				line_subtotal_tax: '0.00',
				line_total_tax: '0.00',
				currency_minor_unit: 2,
			},
			max_quantity: null,
		} ) ),
		items_count: items.reduce(
			( sum, [ , quantity ] ) => sum + quantity,
			0
		),
		totals: {
			subtotal,
			currency_code: 'EUR',
			currency_minor_unit: 2,
			total_items: subtotal,
			total_items_tax: '0.00',
			total_discount: '0.00',
			total_discount_tax: '0.00',
			total_shipping: '0.00',
			total_shipping_tax: '0.00',
			total_tax: '0.00',
			total_price: subtotal,
			total_refund: '0.00',
			tax_lines: [],
		},
		hash: items.length ? 'h' : '',
		needs_shipping: items.length > 0,
		coupons: [],
		shipping_rates: [],
		errors: [],
	};
}

const FRAGMENTS = { body: { fragments: {}, cart_hash: 'h' } };
const navigate = jest.fn();

function setUp( ...answers: Parameters< typeof fakeFetch > ) {
	const fetcher = fakeFetch( ...answers );
	const context = createCartContext(
		cartSettings( { isCart: true } ),
		navigate
	);
	const rest = cartRestClient(
		{ url: '/wp-json/vitrine/v1/', nonce: 'rest-nonce' },
		context.client
	);
	// The page's listener on document is taken away after the test (see afterEach): every page
	// calls the one window.fetch, which belongs to the current test.
	const add = jest.spyOn( document, 'addEventListener' );
	const page = initCartPage( context, rest, FORMAT )!;
	for ( const [ type, listener ] of add.mock.calls ) {
		documentListeners.push( [ type, listener as EventListener ] );
	}
	add.mockRestore();
	return { fetcher, page };
}

const documentListeners: Array< [ string, EventListener ] > = [];

const input = ( key: string ) =>
	document.querySelector< HTMLInputElement >(
		`[name="cart[${ key }][qty]"]`
	)!;

afterEach( () => {
	navigate.mockReset();
	document.body.innerHTML = '';
	for ( const [ type, listener ] of documentListeners.splice( 0 ) ) {
		document.removeEventListener( type, listener );
	}
} );

describe( 'the cart page', () => {
	it( 'sends each changed quantity through REST, 0 removes, and follows the answer', async () => {
		cartPage(
			row( 'mug', 'Mug', 1 ),
			row( 'cup', 'Cup', 2 ),
			row( 'bowl', 'Bowl', 1 )
		);
		const { fetcher, page } = setUp(
			{
				body: cart(
					[
						[ 'mug', 3, '37.50' ],
						[ 'cup', 2, '6.00' ],
						[ 'bowl', 1, '4.00' ],
					],
					'47.50'
				),
				headers: { 'X-WP-Nonce': 'next' },
			},
			{
				body: cart(
					[
						[ 'mug', 3, '37.50' ],
						[ 'cup', 2, '6.00' ],
					],
					'1043.50'
				),
			},
			FRAGMENTS
		);
		input( 'mug' ).value = '3';
		input( 'bowl' ).value = '0';

		await page.update();

		expect(
			fetcher.requests.map( ( r ) => [
				r.method,
				r.url,
				r.body,
				r.headers[ 'X-WP-Nonce' ],
			] )
		).toEqual( [
			[
				'POST',
				'/wp-json/vitrine/v1/cart/update-item',
				'{"key":"mug","quantity":3}',
				'rest-nonce',
			],
			[
				'POST',
				'/wp-json/vitrine/v1/cart/remove-item',
				'{"key":"bowl"}',
				'next',
			],
			[ 'GET', '/?vitrine-ajax=get_refreshed_fragments', '', undefined ],
		] );
		expect(
			document.querySelector( '[data-cart_item_key="bowl"]' )
		).toBeNull();
		expect( input( 'mug' ).defaultValue ).toBe( '3' );
		expect(
			document.querySelector(
				'[data-cart_item_key="mug"] .vitrine-cart__subtotal'
			)!.textContent
		).toBe( '€37.50' );
		expect(
			document.querySelector( '.vitrine-cart__totals-subtotal' )!
				.textContent
		).toBe( '€1,043.50' );
		expect(
			document.querySelector( '.vitrine-cart__notices' )!.textContent
		).toBe( 'Cart updated.' );
		await wait( 120 );
		expect(
			document.querySelector( '.vitrine-cart__status' )!.textContent
		).toBe( 'Cart updated.' );
		expect(
			document
				.querySelector( 'form' )!
				.classList.contains( 'vitrine-blocked' )
		).toBe( false );
	} );

	it( 'sends nothing when nothing changed', async () => {
		cartPage( row( 'mug', 'Mug', 1 ) );
		const { fetcher, page } = setUp();

		await page.update();
		await wait( 120 );

		expect( fetcher.requests ).toEqual( [] );
		expect(
			document.querySelector( '.vitrine-cart__status' )!.textContent
		).toBe( 'Cart updated.' );
	} );

	it( 'shows the server’s message for a refused line and the cart as the server has it', async () => {
		cartPage( row( 'mug', 'Mug', 1, 'max="3"' ) );
		const { fetcher, page } = setUp(
			{
				status: 400,
				body: {
					code: 'vitrine_cart_not_enough_stock',
					message: 'Only 3 in stock.',
					data: { status: 400 },
				},
			},
			{ body: cart( [ [ 'mug', 1, '12.50' ] ], '12.50' ) },
			FRAGMENTS
		);
		input( 'mug' ).value = '9';

		await page.update();

		expect( fetcher.requests.map( ( r ) => r.url ) ).toEqual( [
			'/wp-json/vitrine/v1/cart/update-item',
			'/wp-json/vitrine/v1/cart',
			'/?vitrine-ajax=get_refreshed_fragments',
		] );
		const alert = document.querySelector(
			'.vitrine-cart__notices [role="alert"]'
		);
		expect( alert?.textContent ).toBe( 'Only 3 in stock.' );
		expect( input( 'mug' ).value ).toBe( '1' );
	} );

	it( 'replaces a refused REST nonce once from refresh_nonce', async () => {
		cartPage( row( 'mug', 'Mug', 1 ) );
		const { fetcher, page } = setUp(
			{
				status: 403,
				body: {
					code: 'vitrine_rest_invalid_nonce',
					message: 'Expired.',
				},
			},
			{ body: { nonce: 'fresh' } },
			{ body: cart( [ [ 'mug', 2, '25.00' ] ], '25.00' ) },
			FRAGMENTS
		);
		input( 'mug' ).value = '2';

		await page.update();

		expect(
			fetcher.requests.map( ( r ) => [
				r.url,
				r.headers[ 'X-WP-Nonce' ],
			] )
		).toEqual( [
			[ '/wp-json/vitrine/v1/cart/update-item', 'rest-nonce' ],
			[ '/?vitrine-ajax=refresh_nonce', undefined ],
			[ '/wp-json/vitrine/v1/cart/update-item', 'fresh' ],
			[ '/?vitrine-ajax=get_refreshed_fragments', undefined ],
		] );
		expect( input( 'mug' ).defaultValue ).toBe( '2' );
	} );

	it( 'removes a row with its remove link, focus moving to the next row, then shows the empty state', async () => {
		cartPage( row( 'mug', 'Mug', 1 ), row( 'cup', 'Cup', 1 ) );
		const { page } = setUp(
			{ body: cart( [ [ 'cup', 1, '3.00' ] ], '3.00' ) },
			FRAGMENTS,
			{ body: cart( [], '0.00' ) },
			FRAGMENTS
		);
		const mugLink = document.querySelector< HTMLAnchorElement >(
			'[data-cart_item_key="mug"] a'
		)!;
		mugLink.focus();

		await page.remove( mugLink );

		expect(
			document.querySelector( '[data-cart_item_key="mug"]' )
		).toBeNull();
		expect( document.body.ownerDocument.activeElement ).toBe(
			document.querySelector(
				'[data-cart_item_key="cup"] .vitrine-cart__remove-link'
			)
		);
		await wait( 120 );
		expect(
			document.querySelector( '.vitrine-cart__status' )!.textContent
		).toBe( '“Mug” has been removed from your cart.' );

		await page.remove(
			document.querySelector< HTMLAnchorElement >(
				'[data-cart_item_key="cup"] a'
			)!
		);

		expect( document.querySelector( 'form' ) ).toBeNull();
		expect( document.querySelector( '.vitrine-cart__totals' ) ).toBeNull();
		const empty = document.querySelector< HTMLElement >(
			'.vitrine-cart__empty'
		)!;
		expect( empty.hidden ).toBe( false );
		expect( document.body.ownerDocument.activeElement ).toBe( empty );
	} );

	it( 'follows the remove link itself when the REST call fails', async () => {
		cartPage( row( 'mug', 'Mug', 1 ) );
		const { page } = setUp( {
			status: 500,
			body: { code: 'x', message: 'x' },
		} );
		const link = document.querySelector< HTMLAnchorElement >(
			'.vitrine-cart__remove-link'
		)!;

		await page.remove( link );

		expect( navigate ).toHaveBeenCalledWith( link.href );
	} );

	it( 'handles the form’s submit', async () => {
		cartPage( row( 'mug', 'Mug', 1 ) );
		const { fetcher } = setUp(
			{ body: cart( [ [ 'mug', 2, '2.00' ] ], '2.00' ) },
			FRAGMENTS
		);
		input( 'mug' ).value = '2';
		const submit = new Event( 'submit', {
			bubbles: true,
			cancelable: true,
		} );

		document.querySelector( 'form' )!.dispatchEvent( submit );
		await wait( 10 );

		expect( submit.defaultPrevented ).toBe( true );
		expect( fetcher.requests[ 0 ].url ).toBe(
			'/wp-json/vitrine/v1/cart/update-item'
		);
	} );

	it( 'follows changes made elsewhere on the page, and reloads for an item it does not show', async () => {
		cartPage( row( 'mug', 'Mug', 1 ) );
		const { fetcher } = setUp(
			{ body: cart( [ [ 'mug', 4, '50.00' ] ], '50.00' ) },
			{
				body: cart(
					[
						[ 'mug', 4, '50.00' ],
						[ 'new', 1, '1.00' ],
					],
					'51.00'
				),
			}
		);

		dispatchCartUpdated( { source: 'mini-cart', hash: 'x' } );
		await wait( 10 );
		expect( fetcher.requests.map( ( r ) => [ r.method, r.url ] ) ).toEqual(
			[ [ 'GET', '/wp-json/vitrine/v1/cart' ] ]
		);
		expect( input( 'mug' ).value ).toBe( '4' );

		document.dispatchEvent(
			new CustomEvent( CART_UPDATED_EVENT, {
				detail: { source: 'add-to-cart', hash: 'y' },
			} )
		);
		await wait( 10 );
		expect( navigate ).toHaveBeenCalledWith( window.location.href );
	} );

	it( 'tells screen readers of a coupon that stopped applying, after its own message, once', async () => {
		cartPage( row( 'mug', 'Mug', 1 ) );
		const { page } = setUp();
		page.onRender = jest
			.fn()
			.mockReturnValueOnce( [ 'Coupon "big50" no longer applies.' ] )
			.mockReturnValue( [] );
		page.render( cart( [ [ 'mug', 1, '€12.50' ] ], '€12.50' ) );
		page.say( 'Cart updated.' );
		await wait( 120 );
		const status = document.querySelector( '.vitrine-cart__status' )!;
		expect( status.textContent ).toBe(
			'Cart updated. Coupon "big50" no longer applies.'
		);

		page.render( cart( [ [ 'mug', 1, '€12.50' ] ], '€12.50' ) );
		page.say( 'Cart updated.' );
		await wait( 120 );
		expect( status.textContent ).toBe( 'Cart updated.' );
	} );
} );

describe( 'the cart page with its totals box', () => {
	it( 'draws the box from each answer and sends coupons through the same queue', async () => {
		document.body.innerHTML = `<main><div class="vitrine-cart" data-vitrine-cart>
			<div class="vitrine-cart__notices"></div>
			<div class="vitrine-cart__status" role="status"></div>
			<form class="vitrine-cart__form" method="post"><table><tbody>${ row(
				'a',
				'Mug',
				1
			) }</tbody></table><button type="submit">Update cart</button></form>
			${ totalsBoxHtml() }
		</div></main>`;
		const answer = cartWithTotals();
		const fetcher = fakeFetch( { body: answer }, { body: answer } );
		const context = createCartContext(
			cartSettings( { isCart: true } ),
			navigate
		);
		const rest = cartRestClient(
			{ url: '/wp-json/vitrine/v1/', nonce: 'rest-nonce' },
			context.client
		);
		const add = jest.spyOn( document, 'addEventListener' );
		const page = initCartPage(
			context,
			rest,
			FORMAT,
			document,
			totalsSettings( false )
		)!;
		for ( const [ type, listener ] of add.mock.calls ) {
			documentListeners.push( [ type, listener as EventListener ] );
		}
		add.mockRestore();

		page.render( answer );
		expect(
			document.querySelector( '.vitrine-cart__totals-total' )!.textContent
		).toBe( '€27.25' );
		expect(
			document.querySelector( '[data-coupon="welcome10"]' )
		).not.toBeNull();
		expect(
			document
				.querySelector( '.vitrine-cart-shipping__toggle' )!
				.getAttribute( 'aria-expanded' )
		).toBe( 'false' );

		const code = document.querySelector< HTMLInputElement >(
			'.vitrine-cart-coupon__input'
		)!;
		code.value = 'FIVEOFF';
		document
			.querySelector< HTMLFormElement >( '.vitrine-cart-coupon' )!
			.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await wait( 0 );
		expect( fetcher.requests.map( ( r ) => [ r.url, r.body ] ) ).toEqual( [
			[ '/wp-json/vitrine/v1/cart/apply-coupon', '{"code":"FIVEOFF"}' ],
		] );
	} );
} );
