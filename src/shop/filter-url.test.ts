/**
 * The filtered listing's address, as the server writes it (FilterBlock::url).
 */
import { filterUrl } from './filter-url';

describe( 'filterUrl', () => {
	it( 'joins a form’s list fields with commas, sorted, parameters in name order', () => {
		expect(
			filterUrl( 'https://shop.test/shop/', [
				[ 'orderby', 'price' ],
				[ 'filter_colour[]', 'red' ],
				[ 'filter_colour[]', 'blue' ],
				[ 'filter_cat', 'hoodies' ],
			] )
		).toBe(
			'https://shop.test/shop/?filter_cat=hoodies&filter_colour=blue%2Cred&orderby=price'
		);
	} );

	it( 'merges comma lists, drops empty values, duplicates and the page number', () => {
		expect(
			filterUrl( '/shop/?old=1', [
				[ 'filter_size', 'm,l' ],
				[ 'filter_size[]', 'm' ],
				[ 'rating', '' ],
				[ 'paged', '3' ],
				[ 'product-page', '2' ],
			] )
		).toBe( '/shop/?filter_size=l%2Cm' );
	} );

	it( 'writes prices as numbers and drops what is not one', () => {
		expect(
			filterUrl( '/shop/', [
				[ 'min_price', '10.50' ],
				[ 'max_price', 'lots' ],
			] )
		).toBe( '/shop/?min_price=10.5' );
	} );

	it( 'keeps a query type only with its attribute’s terms', () => {
		expect(
			filterUrl( '/shop/', [
				[ 'query_type_colour', 'and' ],
				[ 'query_type_size', 'and' ],
				[ 'filter_size[]', 'm' ],
			] )
		).toBe( '/shop/?filter_size=m&query_type_size=and' );
	} );

	it( 'answers the bare listing when nothing is chosen', () => {
		expect( filterUrl( '/shop/', [ [ 'on_sale', '' ] ] ) ).toBe( '/shop/' );
	} );
} );
