import {
	billingAddress,
	shippingAddress,
	splitName,
	stripPhone,
} from './address';

const address = {
	line1: '1 rue de la Paix',
	line2: null,
	city: 'Paris',
	state: '',
	postal_code: '75002',
	country: 'FR',
};

test( 'names split at the first space', () => {
	expect( splitName( 'Jean Pierre Dupont' ) ).toEqual( [
		'Jean',
		'Pierre Dupont',
	] );
	expect( splitName( ' Cher ' ) ).toEqual( [ 'Cher', '' ] );
} );

test( 'phones lose parentheses, spaces and hyphens', () => {
	expect( stripPhone( '+1 (555) 123-4567' ) ).toBe( '+15551234567' );
} );

test( 'the billing address: a missing last name becomes a hyphen', () => {
	expect(
		billingAddress( {
			name: 'Cher',
			email: 'cher@example.com',
			phone: '06 12-34',
			address,
		} )
	).toEqual( {
		first_name: 'Cher',
		last_name: '-',
		company: '',
		email: 'cher@example.com',
		phone: '061234',
		country: 'FR',
		address_1: '1 rue de la Paix',
		address_2: '',
		city: 'Paris',
		state: '',
		postcode: '75002',
	} );
} );

test( 'the shipping address keeps an empty last name, or copies the billing address when none was asked', () => {
	const billing = billingAddress( {
		name: 'Ann Lee',
		email: 'ann@example.com',
		phone: '1',
		address,
	} );
	const shipping = shippingAddress(
		{ name: 'Bob', address: { ...address, city: 'Lyon' } },
		billing
	);
	expect( shipping ).toMatchObject( {
		first_name: 'Bob',
		last_name: '',
		city: 'Lyon',
		email: '',
	} );
	expect( shippingAddress( undefined, billing ) ).toMatchObject( {
		first_name: 'Ann',
		last_name: 'Lee',
		email: '',
	} );
} );
