/**
 * The checkout's field rules (spec, section 5 "Checkout"): a required field is invalid when
 * empty, a required checkbox when unchecked; an email, when filled, must look like one; a phone
 * may hold only digits, spaces and # _ - + / ( ) . characters. The server checks the same.
 */

export type FieldError = 'required' | 'email' | 'phone';

/** A standard email pattern (the one the spec's reference uses). */
const EMAIL =
	/^([a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@((([a-z0-9]([a-z0-9-]*[a-z0-9])?)\.)+[a-z0-9]([a-z0-9-]*[a-z0-9])?)$/i;

const PHONE = /^[\d\s#_\-+/().]*$/;

export interface FieldValue {
	/** 'checkbox', 'email', 'tel', or anything else. */
	type: string;
	value: string;
	checked?: boolean;
	required: boolean;
}

/**
 * The first rule a field breaks, or null.
 *
 * @param field The field's type, value and whether it is required.
 */
export function validateField( field: FieldValue ): FieldError | null {
	if ( field.type === 'checkbox' ) {
		return field.required && ! field.checked ? 'required' : null;
	}
	const value = field.value.trim();
	if ( value === '' ) {
		return field.required ? 'required' : null;
	}
	if ( field.type === 'email' && ! EMAIL.test( value ) ) {
		return 'email';
	}
	if ( field.type === 'tel' && ! PHONE.test( value ) ) {
		return 'phone';
	}
	return null;
}
