import { billingDetails, billingFromForm, neverAskedFields } from './billing';

function form( html: string ): HTMLFormElement {
	document.body.innerHTML = `<form>${ html }</form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

test( 'the billing details are read from the form: names joined, email, phone, address', () => {
	const address = billingFromForm(
		form( `
			<input name="billing_first_name" value="Ada ">
			<input name="billing_last_name" value="Lovelace">
			<input name="billing_email" value="ada@example.com">
			<input name="billing_phone" value="+44 20">
			<select name="billing_country"><option value="GB" selected>UK</option></select>
			<input name="billing_address_1" value="1 Main St">
			<input name="billing_address_2" value="">
			<input name="billing_city" value="London">
			<input name="billing_state" value="">
			<input name="billing_postcode" value="N1 1AA">
			<input name="shipping_city" value="Paris">` )
	);

	expect( billingDetails( address ) ).toEqual( {
		name: 'Ada Lovelace',
		email: 'ada@example.com',
		phone: '+44 20',
		address: {
			city: 'London',
			country: 'GB',
			line1: '1 Main St',
			line2: '',
			postal_code: 'N1 1AA',
			state: '',
		},
	} );
} );

test( 'fields the form does not have are not sent', () => {
	const address = billingFromForm(
		form( '<input name="billing_email" value="a@b.c">' )
	);

	expect( billingDetails( address ) ).toEqual( { email: 'a@b.c' } );
} );

test( 'the Payment Element never asks what the shop collects and the page gives', () => {
	const known = billingDetails( {
		first_name: 'Ada',
		last_name: 'L',
		email: 'a@b.c',
		country: 'GB',
		postcode: 'N1',
	} );

	expect(
		neverAskedFields(
			[
				'billing_first_name',
				'billing_last_name',
				'billing_email',
				'billing_country',
				'billing_postcode',
				// Collected by the shop but not on this page: Stripe may ask it.
				'billing_phone',
				'billing_company',
			],
			known
		)
	).toEqual( {
		name: 'never',
		email: 'never',
		address: { country: 'never', postalCode: 'never' },
	} );
	// The add-payment-method page gives none.
	expect( neverAskedFields( [ 'billing_email' ], {} ) ).toEqual( {} );
} );
