/**
 * Pure helpers of the settings screen.
 */
import { changedValues, parseNumberInput, toggleItem } from './changes';

describe( 'changedValues', () => {
	it( 'is empty when nothing changed', () => {
		const saved = { store_notice_enabled: true, store_notice_text: 'Hi' };

		expect( changedValues( saved, { ...saved } ) ).toEqual( {} );
	} );

	it( 'holds only the values that differ from the saved ones', () => {
		const saved = {
			store_notice_enabled: true,
			store_notice_text: 'Hi',
			items_per_page: 12,
		};
		const current = {
			store_notice_enabled: false,
			store_notice_text: 'Hi',
			items_per_page: 24,
		};

		expect( changedValues( saved, current ) ).toEqual( {
			store_notice_enabled: false,
			items_per_page: 24,
		} );
	} );

	it( 'compares strictly: a number typed as text is a change', () => {
		expect(
			changedValues( { items_per_page: 12 }, { items_per_page: '12' } )
		).toEqual( { items_per_page: '12' } );
		expect(
			changedValues( { store_notice_text: '' }, { store_notice_text: 0 } )
		).toEqual( { store_notice_text: 0 } );
	} );

	it( 'counts a value that was not saved before as a change', () => {
		expect( changedValues( {}, { store_notice_id: 'spring' } ) ).toEqual( {
			store_notice_id: 'spring',
		} );
	} );

	it( 'sends nothing for a key that is only in the saved values', () => {
		expect( changedValues( { legacy: 'x' }, {} ) ).toEqual( {} );
	} );

	it( 'does not modify its arguments', () => {
		const saved = { a: 1 };
		const current = { a: 2 };

		changedValues( saved, current );

		expect( saved ).toEqual( { a: 1 } );
		expect( current ).toEqual( { a: 2 } );
	} );
} );

describe( 'parseNumberInput', () => {
	it.each( [
		[ '42', 42 ],
		[ '0', 0 ],
		[ '-3', -3 ],
		[ ' 7 ', 7 ],
		[ '007', 7 ],
	] )( 'turns the integer text %p into the number %p', ( raw, expected ) => {
		expect( parseNumberInput( raw ) ).toBe( expected );
	} );

	it.each( [ '', '   ', '1.5', '12abc', 'abc', '1e3', '+5', '-', '1 000' ] )(
		'keeps %p as it is, for the server to reject',
		( raw ) => {
			expect( parseNumberInput( raw ) ).toBe( raw );
		}
	);
} );

describe( 'lists of a checkboxes field', () => {
	it( 'are unchanged when ticked back to the saved items', () => {
		const saved = { locations: [ 'product', 'cart' ] };

		expect(
			changedValues( saved, { locations: [ 'product', 'cart' ] } )
		).toEqual( {} );
		expect( changedValues( saved, { locations: [ 'cart' ] } ) ).toEqual( {
			locations: [ 'cart' ],
		} );
	} );

	it( 'keep the order of the options whatever order they are ticked in', () => {
		const options = [ 'product', 'cart', 'checkout', 'pay_for_order' ];

		expect(
			toggleItem( options, [ 'checkout' ], 'product', true )
		).toEqual( [ 'product', 'checkout' ] );
		expect(
			toggleItem( options, [ 'product', 'checkout' ], 'product', false )
		).toEqual( [ 'checkout' ] );
	} );
} );
