/**
 * The pay-for-order and add-payment-method forms: plain forms that post to their page (they work
 * without JavaScript). With it, only the chosen method's box shows, and the chosen gateway's
 * place-order handler (place-order.ts) runs before the form goes: its fields are added as hidden
 * inputs, its refusal is shown above the form and the form stays.
 */
import { errorNotice, showNotices } from './notices';
import { chosenHandler, isRefusal, runPlaceOrderHandler } from './place-order';

/** The forms this module takes over. */
const FORMS = 'form[data-vitrine-pay-for-order], form#add_payment_method';

/**
 * Adds or replaces a hidden field.
 *
 * @param form  The form.
 * @param name  The field's name.
 * @param value Its value.
 */
export function setHiddenField(
	form: HTMLFormElement,
	name: string,
	value: string
): void {
	let input = Array.from(
		form.querySelectorAll< HTMLInputElement >( 'input[type="hidden"]' )
	).find( ( field ) => field.name === name );
	if ( ! input ) {
		input = form.ownerDocument.createElement( 'input' );
		input.type = 'hidden';
		input.name = name;
		form.append( input );
	}
	input.value = value;
}

/**
 * The area where a refusal shows: the one before the form, made on first use.
 *
 * @param form The form.
 */
function noticesFor( form: HTMLFormElement ): HTMLElement {
	const previous = form.previousElementSibling;
	if ( previous?.classList.contains( 'vitrine-payment-form__notices' ) ) {
		return previous as HTMLElement;
	}
	const area = form.ownerDocument.createElement( 'div' );
	area.className = 'vitrine-payment-form__notices';
	form.before( area );
	return area;
}

/**
 * Shows the chosen method's box only.
 *
 * @param form The form.
 */
function showChosenBox( form: HTMLFormElement ): void {
	const chosen =
		form.querySelector< HTMLInputElement >(
			'input[name="payment_method"]:checked'
		)?.value ?? '';
	form.querySelectorAll< HTMLElement >( '.vitrine-payment-box' ).forEach(
		( box ) => {
			box.hidden = box.dataset.method !== chosen;
		}
	);
}

/**
 * Takes over one form.
 *
 * @param form     The pay-for-order or add-payment-method form.
 * @param fallback The message when a handler fails without one.
 */
export function startPaymentForm(
	form: HTMLFormElement,
	fallback: string
): void {
	let busy = false;
	showChosenBox( form );
	form.addEventListener( 'change', ( event ) => {
		if ( ( event.target as HTMLInputElement ).name === 'payment_method' ) {
			showChosenBox( form );
		}
	} );
	form.addEventListener( 'submit', ( event ) => {
		// A gateway without a handler (the offline ones) posts the form as it is.
		if ( ! busy && ! chosenHandler( form ) ) {
			return;
		}
		event.preventDefault();
		if ( busy ) {
			return;
		}
		busy = true;
		form.classList.add( 'is-processing' );
		form.setAttribute( 'aria-busy', 'true' );
		// The clicked button's name and value (vitrine_pay_for_order=1) go with the form, as a
		// native submission would send them; submit() sends no button.
		const submitter = ( event as SubmitEvent ).submitter as
			HTMLButtonElement | null | undefined;
		void runPlaceOrderHandler( form, fallback ).then( ( result ) => {
			if ( result && isRefusal( result ) ) {
				busy = false;
				form.classList.remove( 'is-processing' );
				form.setAttribute( 'aria-busy', 'false' );
				showNotices(
					noticesFor( form ),
					errorNotice( form.ownerDocument, result.error ),
					form
				);
				return;
			}
			for ( const [ name, value ] of Object.entries( result ?? {} ) ) {
				setHiddenField( form, name, value );
			}
			if ( submitter?.name ) {
				setHiddenField( form, submitter.name, submitter.value );
			}
			form.submit();
		} );
	} );
}

/**
 * Takes over every such form of the page.
 *
 * @param doc      The document.
 * @param fallback The message when a handler fails without one.
 */
export function startPaymentForms( doc: Document, fallback: string ): void {
	doc.querySelectorAll< HTMLFormElement >( FORMS ).forEach( ( form ) =>
		startPaymentForm( form, fallback )
	);
}
