import { labelText } from './checkout-form';

test( 'a label is read without its asterisk and without a hidden "(optional)"', () => {
	document.body.innerHTML = `
		<label id="required-field">
			<span>Email address</span> <span aria-hidden="true">*</span><span hidden>(optional)</span>
		</label>
		<label id="optional-field">
			<span>Phone</span> <span aria-hidden="true" hidden>*</span><span>(optional)</span>
		</label>`;

	expect( labelText( document.getElementById( 'required-field' ) ) ).toBe(
		'Email address'
	);
	expect( labelText( document.getElementById( 'optional-field' ) ) ).toBe(
		'Phone (optional)'
	);
	expect( labelText( null ) ).toBe( '' );
} );
