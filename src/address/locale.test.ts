/**
 * Address rules per country: visibility, required status, labels, placeholders, order, state control.
 */
import {
	countryLocale,
	fieldPriorities,
	findState,
	stateOptions,
	type AddressField,
	type CountryLocale,
} from './locale';
import { CONFIG, RULES } from './test-fixtures';

/**
 * Field => [ hidden, required, label, priority ].
 *
 * @param locale A country's locale.
 */
function summary(
	locale: CountryLocale
): Record< AddressField, [ boolean, boolean, string, number ] > {
	const result = {} as Record<
		AddressField,
		[ boolean, boolean, string, number ]
	>;
	for ( const [ key, field ] of Object.entries( locale.fields ) ) {
		result[ key as AddressField ] = [
			field.hidden,
			field.required,
			field.label,
			field.priority,
		];
	}
	return result;
}

describe( 'countryLocale', () => {
	it( 'gives the United States a required state select and a ZIP Code', () => {
		const locale = countryLocale( RULES.US, CONFIG );
		expect( locale.known ).toBe( true );
		expect( locale.stateControl ).toBe( 'select' );
		expect( locale.states ).toEqual( [
			[ 'AL', 'Alabama' ],
			[ 'CA', 'California' ],
			[ 'TX', 'Texas' ],
		] );
		expect( summary( locale ) ).toEqual( {
			address_1: [ false, true, 'Street address', 50 ],
			address_2: [ false, false, 'Apartment, suite, unit, etc.', 60 ],
			city: [ false, true, 'Town / City', 70 ],
			state: [ false, true, 'State', 80 ],
			postcode: [ false, true, 'ZIP Code', 90 ],
		} );
		expect( locale.fields.postcode.placeholder ).toBe( 'e.g. 95014' );
		expect( locale.fields.address_1.placeholder ).toBe(
			'House number and street name'
		);
		expect( locale.fields.city.placeholder ).toBe( '' );
	} );

	it( 'hides the state of a country without one and puts the postcode where the country writes it', () => {
		const locale = countryLocale( RULES.DE, CONFIG );
		expect( locale.stateControl ).toBe( 'hidden' );
		expect( locale.states ).toEqual( [] );
		expect( summary( locale ) ).toEqual( {
			address_1: [ false, true, 'Street address', 50 ],
			address_2: [ false, false, 'Apartment, suite, unit, etc.', 60 ],
			postcode: [ false, true, 'Postcode', 70 ],
			city: [ false, true, 'Town / City', 80 ],
			state: [ true, false, 'Province', 90 ],
		} );
	} );

	it( 'starts Japanese addresses with the postcode and prefecture, without a city', () => {
		const locale = countryLocale( RULES.JP, CONFIG );
		expect( summary( locale ) ).toEqual( {
			postcode: [ false, true, 'Postcode', 50 ],
			state: [ false, true, 'Prefecture', 60 ],
			address_1: [ false, true, 'Street address', 70 ],
			address_2: [ false, false, 'Apartment, suite, unit, etc.', 80 ],
			city: [ true, false, 'Town / City', 90 ],
		} );
		expect( locale.fields.postcode.placeholder ).toBe( 'e.g. 154-0023' );
	} );

	it( 'names states in the first language the data has', () => {
		expect( countryLocale( RULES.JP, CONFIG, [ 'ja' ] ).states ).toEqual( [
			[ 'JP01', '北海道' ],
			[ 'JP13', '東京都' ],
		] );
		expect(
			countryLocale( RULES.JP, CONFIG, [ 'fr-ca', 'fr' ] ).states
		).toEqual( [
			[ 'JP01', 'Hokkaido' ],
			[ 'JP13', 'Tokyo' ],
		] );
	} );

	it( 'keeps optional what the country does not require', () => {
		const locale = countryLocale( RULES.IE, CONFIG );
		expect( locale.stateControl ).toBe( 'select' );
		expect( summary( locale ).state ).toEqual( [
			false,
			false,
			'County',
			80,
		] );
		expect( summary( locale ).postcode ).toEqual( [
			false,
			false,
			'Eircode',
			90,
		] );
		expect( locale.fields.postcode.placeholder ).toBe( 'e.g. A65 F4E2' );
	} );

	it( 'makes the state free text where the country shows one without a list', () => {
		const locale = countryLocale( RULES.CO, CONFIG );
		expect( locale.stateControl ).toBe( 'text' );
		expect( locale.fields.state.label ).toBe( 'Department' );
		expect( locale.fields.postcode.hidden ).toBe( true );
	} );

	it( 'asks for everything, requiring little, in a country the data does not know', () => {
		const locale = countryLocale( undefined, CONFIG );
		expect( locale.known ).toBe( false );
		expect( locale.stateControl ).toBe( 'text' );
		expect( summary( locale ) ).toEqual( {
			address_1: [ false, true, 'Street address', 50 ],
			address_2: [ false, false, 'Apartment, suite, unit, etc.', 60 ],
			city: [ false, true, 'Town / City', 70 ],
			state: [ false, false, 'State / County', 80 ],
			postcode: [ false, false, 'Postcode / ZIP', 90 ],
		} );
	} );

	it( 'falls back to the field label for a kind it has no label for', () => {
		const locale = countryLocale(
			{ ...RULES.US, state: 'canton', postcode: 'postal_code' },
			CONFIG
		);
		expect( locale.fields.state.label ).toBe( 'State / County' );
		expect( locale.fields.postcode.label ).toBe( 'Postcode / ZIP' );
	} );
} );

describe( 'fieldPriorities', () => {
	it( 'orders the shown fields as the format does, the hidden ones last', () => {
		expect( fieldPriorities( 'ZSCA' ) ).toEqual( {
			postcode: 50,
			state: 60,
			city: 70,
			address_1: 80,
			address_2: 90,
		} );
		expect( fieldPriorities( '' ) ).toEqual( {
			address_1: 50,
			address_2: 60,
			city: 70,
			state: 80,
			postcode: 90,
		} );
	} );
} );

describe( 'findState and stateOptions', () => {
	const states = stateOptions( RULES.US, [] );

	it( 'finds a state by code or name, whatever the case', () => {
		expect( findState( states, 'ca' ) ).toBe( 'CA' );
		expect( findState( states, ' texas ' ) ).toBe( 'TX' );
		expect( findState( states, 'Bavaria' ) ).toBeUndefined();
		expect( findState( states, '' ) ).toBeUndefined();
	} );

	it( 'has no states for a country without a list', () => {
		expect( stateOptions( RULES.DE, [ 'de' ] ) ).toEqual( [] );
		expect( stateOptions( undefined, [] ) ).toEqual( [] );
	} );
} );
