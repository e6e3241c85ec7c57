import { renderTotals } from './cart-totals';
import {
	FORMAT,
	cartWithTotals,
	totalsBoxHtml,
	totalsSettings,
} from './test-totals';

function box(): HTMLElement {
	document.body.innerHTML = totalsBoxHtml();
	return document.querySelector< HTMLElement >(
		'[data-vitrine-cart-totals]'
	)!;
}

const text = ( root: HTMLElement, selector: string ) =>
	Array.from( root.querySelectorAll( selector ) ).map( ( node ) =>
		node.textContent?.replace( /\s+/g, ' ' ).trim()
	);

describe( 'renderTotals', () => {
	it( 'writes net amounts with one row per coupon and per tax rate', () => {
		const root = box();
		renderTotals(
			root,
			cartWithTotals(),
			totalsSettings( false ),
			FORMAT,
			true
		);

		expect( text( root, '.vitrine-cart__totals-subtotal' ) ).toEqual( [
			'€20.00',
		] );
		expect(
			text( root, '.vitrine-cart__totals-row--discount th' )
		).toEqual( [ 'Coupon: welcome10' ] );
		expect( text( root, '.vitrine-cart__discount' ) ).toEqual( [
			'−€2.00',
		] );
		const remove = root.querySelector< HTMLButtonElement >(
			'.vitrine-cart__remove-coupon'
		)!;
		expect( remove.value ).toBe( 'welcome10' );
		expect( remove.getAttribute( 'aria-label' ) ).toBe(
			'Remove coupon welcome10'
		);
		expect( text( root, '.vitrine-cart__totals-row--tax' ) ).toEqual( [
			'VAT€4.35',
		] );
		expect( text( root, '.vitrine-cart__totals-total' ) ).toEqual( [
			'€27.25',
		] );
		expect(
			root.querySelector( '.vitrine-cart__includes-tax' )
		).toBeNull();
		// Rows in the server's order: subtotal, coupons, shipping, taxes, total.
		expect(
			Array.from( root.querySelectorAll( 'tbody > tr' ) ).map( ( tr ) =>
				tr.className.replace( /.*--/, '' )
			)
		).toEqual( [ 'subtotal', 'discount', 'shipping', 'tax', 'total' ] );
	} );

	it( 'writes gross amounts and "(includes … tax)" when prices include tax', () => {
		const root = box();
		renderTotals(
			root,
			cartWithTotals(),
			totalsSettings( true ),
			FORMAT,
			true
		);

		expect( text( root, '.vitrine-cart__totals-subtotal' ) ).toEqual( [
			'€23.80',
		] );
		expect( text( root, '.vitrine-cart__discount' ) ).toEqual( [
			'−€2.38',
		] );
		expect(
			root.querySelectorAll( '.vitrine-cart__totals-row--tax' )
		).toHaveLength( 0 );
		expect( text( root, '.vitrine-cart__totals-total' ) ).toEqual( [
			'€27.25 (includes €4.35 tax)',
		] );
		expect( text( root, '.vitrine-cart__rates-list label' ) ).toEqual( [
			'Parcel: €5.83',
			'Pickup',
		] );
	} );

	it( 'draws the rates as radio buttons with the chosen one checked', () => {
		const root = box();
		renderTotals( root, cartWithTotals(), totalsSettings(), FORMAT, true );

		const radios = Array.from(
			root.querySelectorAll< HTMLInputElement >(
				'input.vitrine-cart__rate'
			)
		);
		expect(
			radios.map( ( radio ) => [
				radio.value,
				radio.checked,
				radio.type,
			] )
		).toEqual( [
			[ 'flat_rate:1', true, 'radio' ],
			[ 'local_pickup:2', false, 'radio' ],
		] );
		expect(
			root.querySelector( `label[for="${ radios[ 0 ].id }"]` )
				?.textContent
		).toBe( 'Parcel: €4.90' );
		expect(
			root.querySelector< HTMLElement >( '.vitrine-cart__rates-submit' )!
				.hidden
		).toBe( true );
	} );

	it( 'says why there are no rates, and hides shipping when nothing ships', () => {
		const root = box();
		renderTotals(
			root,
			cartWithTotals( { shipping_rates: [], coupons: [] } ),
			totalsSettings(),
			FORMAT,
			false
		);
		expect( text( root, '.vitrine-cart__no-rates' ) ).toEqual( [
			'Enter your address to view shipping options.',
		] );
		expect(
			root.querySelectorAll( '.vitrine-cart__totals-row--discount' )
		).toHaveLength( 0 );

		renderTotals(
			root,
			cartWithTotals( { shipping_rates: [] } ),
			totalsSettings(),
			FORMAT,
			true
		);
		expect( text( root, '.vitrine-cart__no-rates' ) ).toEqual( [
			'There are no shipping options available.',
		] );

		renderTotals(
			root,
			cartWithTotals( { needs_shipping: false } ),
			totalsSettings(),
			FORMAT,
			true
		);
		expect(
			root.querySelector< HTMLElement >(
				'.vitrine-cart__totals-row--shipping'
			)!.hidden
		).toBe( true );
	} );

	it( 'shows a coupon that stopped applying with its reason and remove button, and tells it once', () => {
		const root = box();
		const message = root.querySelector< HTMLElement >(
			'.vitrine-cart-coupon__message'
		)!;
		message.textContent = 'Coupon code applied successfully.';
		message.classList.add( 'is-success' );
		const refused = cartWithTotals( {
			errors: [
				{
					code: 'vitrine_coupon_removed',
					coupon: 'big50',
					message: 'The minimum spend for coupon "big50" is €50.00.',
				},
			],
		} );
		expect(
			renderTotals( root, refused, totalsSettings( false ), FORMAT, true )
		).toEqual( [ 'The minimum spend for coupon "big50" is €50.00.' ] );
		expect( message.textContent ).toBe( '' );
		expect( message.className ).toBe( 'vitrine-cart-coupon__message' );
		const row = root.querySelector< HTMLElement >(
			'.vitrine-cart__totals-row--refused-coupon'
		)!;
		expect( row.dataset.coupon ).toBe( 'big50' );
		expect( text( row, 'th' ) ).toEqual( [ 'Coupon: big50' ] );
		expect( text( row, '.vitrine-cart__coupon-refused' ) ).toEqual( [
			'The minimum spend for coupon "big50" is €50.00.',
		] );
		expect(
			row
				.querySelector( '.vitrine-cart__remove-coupon' )
				?.getAttribute( 'aria-label' )
		).toBe( 'Remove coupon big50' );
		// The applied coupon's row is there too, and only one row per coupon.
		expect(
			text( root, '.vitrine-cart__totals-row--discount th' )
		).toEqual( [ 'Coupon: welcome10' ] );

		// Drawn again from an answer that still refuses it: nothing new to tell.
		expect(
			renderTotals( root, refused, totalsSettings( false ), FORMAT, true )
		).toEqual( [] );
		expect(
			root.querySelectorAll( '.vitrine-cart__totals-row--refused-coupon' )
		).toHaveLength( 1 );

		// It applies again: its row goes.
		renderTotals(
			root,
			cartWithTotals(),
			totalsSettings( false ),
			FORMAT,
			true
		);
		expect(
			root.querySelectorAll( '.vitrine-cart__totals-row--refused-coupon' )
		).toHaveLength( 0 );
	} );
} );
