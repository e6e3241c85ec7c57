import { validateField } from './validation';

test( 'a required field is invalid when empty or blank, an optional one never', () => {
	expect( validateField( { type: 'text', value: '', required: true } ) ).toBe(
		'required'
	);
	expect(
		validateField( { type: 'text', value: '   ', required: true } )
	).toBe( 'required' );
	expect(
		validateField( { type: 'text', value: '', required: false } )
	).toBeNull();
	expect(
		validateField( { type: 'text', value: 'Ada', required: true } )
	).toBeNull();
} );

test( 'a required checkbox is invalid when unchecked', () => {
	expect(
		validateField( {
			type: 'checkbox',
			value: '1',
			checked: false,
			required: true,
		} )
	).toBe( 'required' );
	expect(
		validateField( {
			type: 'checkbox',
			value: '1',
			checked: true,
			required: true,
		} )
	).toBeNull();
	expect(
		validateField( {
			type: 'checkbox',
			value: '1',
			checked: false,
			required: false,
		} )
	).toBeNull();
} );

test( 'an email, when filled, must look like one', () => {
	expect(
		validateField( {
			type: 'email',
			value: 'ada@example.org',
			required: true,
		} )
	).toBeNull();
	// As WordPress's is_email() on the server: the domain needs a dot.
	expect(
		validateField( {
			type: 'email',
			value: 'ada@example',
			required: false,
		} )
	).toBe( 'email' );
	expect(
		validateField( {
			type: 'email',
			value: 'ada.example.org',
			required: false,
		} )
	).toBe( 'email' );
	expect(
		validateField( {
			type: 'email',
			value: 'ada@exa mple.org',
			required: false,
		} )
	).toBe( 'email' );
	expect(
		validateField( { type: 'email', value: '', required: false } )
	).toBeNull();
} );

test( 'a phone holds only digits, spaces and # _ - + / ( ) .', () => {
	expect(
		validateField( {
			type: 'tel',
			value: '+49 (30) 123-45/67.8 #9_0',
			required: true,
		} )
	).toBeNull();
	expect(
		validateField( { type: 'tel', value: '030 1234 ext', required: false } )
	).toBe( 'phone' );
	expect(
		validateField( { type: 'tel', value: '030*1234', required: false } )
	).toBe( 'phone' );
} );
