/**
 * The review form's star rating (markup: Vitrine\ProductReviews\ReviewsTab): five native radio
 * buttons, so one is checked at a time and arrow keys move between them, drawn as stars that
 * fill up to the chosen (or pointed-at) one. When the shop requires a rating, sending the form
 * without one is stopped with an alert of the configured text.
 */
import type { ReviewFormSettings } from './settings';

/**
 * Whether a submission must be stopped: the form has a rating control, none is chosen, and a
 * rating is required.
 *
 * @param radios   The rating's radio buttons.
 * @param required Whether the shop requires a rating.
 */
export function ratingMissing(
	radios: readonly HTMLInputElement[],
	required: boolean
): boolean {
	return (
		required &&
		radios.length > 0 &&
		! radios.some( ( radio ) => radio.checked )
	);
}

/**
 * Enhances one review form.
 *
 * @param form     The form (#commentform).
 * @param settings The review settings.
 */
export function initReviewForm(
	form: HTMLFormElement,
	settings: ReviewFormSettings
): void {
	const fieldset = form.querySelector< HTMLElement >(
		'.vitrine-rating-input'
	);
	if ( ! fieldset ) {
		return;
	}
	const radios = Array.from(
		fieldset.querySelectorAll< HTMLInputElement >(
			'input[type="radio"][name="rating"]'
		)
	);
	const labels = radios.map( ( radio ) =>
		fieldset.querySelector< HTMLLabelElement >(
			`label[for="${ radio.id }"]`
		)
	);
	const checkedValue = (): number =>
		Number( radios.find( ( radio ) => radio.checked )?.value ?? 0 );

	/**
	 * Fills the stars up to a value.
	 *
	 * @param value 0 to 5.
	 */
	const paint = ( value: number ): void => {
		labels.forEach( ( label, index ) => {
			label?.classList.toggle( 'is-filled', index < value );
		} );
	};

	fieldset.classList.add( 'is-enhanced' );
	radios.forEach( ( radio, index ) => {
		radio.addEventListener( 'change', () => {
			fieldset.dataset.rating = String( checkedValue() );
			paint( checkedValue() );
		} );
		labels[ index ]?.addEventListener( 'pointerenter', () =>
			paint( index + 1 )
		);
	} );
	fieldset.addEventListener( 'pointerleave', () => paint( checkedValue() ) );
	paint( checkedValue() );

	form.addEventListener( 'submit', ( event ) => {
		if ( ! ratingMissing( radios, settings.ratingRequired ) ) {
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		// eslint-disable-next-line no-alert -- the spec's behaviour: an alert with the configured text.
		window.alert( settings.requiredRatingText );
		radios[ 0 ]?.focus();
	} );
}
