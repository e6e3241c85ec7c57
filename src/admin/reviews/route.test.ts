/**
 * The hash routes of Vitrine > Reviews.
 */
import { parseRoute, routeHash } from './route';

describe( 'parseRoute', () => {
	it.each( [ '', '#', '#/', '#/sources', '#/nothing-here', 'sources' ] )(
		'reads %p as the sources section',
		( hash ) => {
			expect( parseRoute( hash ) ).toEqual( { section: 'sources' } );
		}
	);

	it( 'reads the reviews section', () => {
		expect( parseRoute( '#/reviews' ) ).toEqual( { section: 'reviews' } );
		expect( parseRoute( '#/reviews/' ) ).toEqual( { section: 'reviews' } );
	} );

	it( 'reads the widgets list, a new widget and a widget by id', () => {
		expect( parseRoute( '#/widgets' ) ).toEqual( {
			section: 'widgets',
			widget: null,
		} );
		expect( parseRoute( '#/widgets/new' ) ).toEqual( {
			section: 'widgets',
			widget: 'new',
		} );
		expect( parseRoute( '#/widgets/42' ) ).toEqual( {
			section: 'widgets',
			widget: 42,
		} );
	} );

	it.each( [
		'#/widgets/0',
		'#/widgets/-3',
		'#/widgets/4x',
		'#/widgets/1.5',
	] )( 'reads the bad widget id in %p as the widgets list', ( hash ) => {
		expect( parseRoute( hash ) ).toEqual( {
			section: 'widgets',
			widget: null,
		} );
	} );
} );

describe( 'routeHash', () => {
	it.each( [
		'#/sources',
		'#/reviews',
		'#/widgets',
		'#/widgets/new',
		'#/widgets/7',
	] )( 'gives %p back', ( hash ) => {
		expect( routeHash( parseRoute( hash ) ) ).toBe( hash );
	} );
} );
