/**
 * The review form's star rating against the markup Vitrine\ProductReviews\ReviewsTab prints.
 */
import { initReviewForm, ratingMissing } from './review-form';

const SETTINGS = {
	ratingRequired: true,
	requiredRatingText: 'Please select a rating',
	starLabels: [ '1', '2', '3', '4', '5' ],
};

function renderForm(): HTMLFormElement {
	const stars = [ 1, 2, 3, 4, 5 ]
		.map(
			( value ) =>
				`<input type="radio" class="vitrine-rating-input__radio" id="vitrine-rating-${ value }" name="rating" value="${ value }"><label class="vitrine-rating-input__star" for="vitrine-rating-${ value }"><span class="screen-reader-text">${ value } of 5 stars</span></label>`
		)
		.join( '' );
	document.body.innerHTML = `<form id="commentform" class="comment-form vitrine-review-form" action="/wp-comments-post.php" method="post" novalidate><fieldset class="vitrine-rating-input"><legend>Your rating</legend><span class="vitrine-rating-input__stars">${ stars }</span></fieldset><textarea name="comment"></textarea><input type="submit" value="Submit"></form>`;
	return document.querySelector( 'form' )!;
}

const radio = ( value: number ) =>
	document.getElementById( `vitrine-rating-${ value }` ) as HTMLInputElement;
const filled = () =>
	Array.from( document.querySelectorAll( 'label' ) ).map( ( label ) =>
		label.classList.contains( 'is-filled' )
	);

function submit( form: HTMLFormElement ): Event {
	const event = new Event( 'submit', { bubbles: true, cancelable: true } );
	form.dispatchEvent( event );
	return event;
}

afterEach( () => {
	document.body.innerHTML = '';
	jest.restoreAllMocks();
} );

describe( 'ratingMissing', () => {
	it( 'is true only with a rating control, none chosen, and the rating required', () => {
		const form = renderForm();
		const radios = Array.from(
			form.querySelectorAll< HTMLInputElement >( 'input[type="radio"]' )
		);
		expect( ratingMissing( radios, true ) ).toBe( true );
		expect( ratingMissing( radios, false ) ).toBe( false );
		expect( ratingMissing( [], true ) ).toBe( false );
		radios[ 2 ].checked = true;
		expect( ratingMissing( radios, true ) ).toBe( false );
	} );
} );

describe( 'initReviewForm', () => {
	it( 'blocks a submission without a rating with an alert of the configured text', () => {
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		const form = renderForm();
		initReviewForm( form, SETTINGS );

		const event = submit( form );

		expect( event.defaultPrevented ).toBe( true );
		expect( alert ).toHaveBeenCalledWith( 'Please select a rating' );
		expect( radio( 1 ).ownerDocument.activeElement ).toBe( radio( 1 ) );
	} );

	it( 'lets a rated review through', () => {
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		const form = renderForm();
		initReviewForm( form, SETTINGS );
		radio( 4 ).click();

		expect( submit( form ).defaultPrevented ).toBe( false );
		expect( alert ).not.toHaveBeenCalled();
	} );

	it( 'lets an unrated review through when no rating is required', () => {
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		const form = renderForm();
		initReviewForm( form, { ...SETTINGS, ratingRequired: false } );

		expect( submit( form ).defaultPrevented ).toBe( false );
		expect( alert ).not.toHaveBeenCalled();
	} );

	it( 'fills the stars up to the chosen one, one chosen at a time', () => {
		const form = renderForm();
		initReviewForm( form, SETTINGS );

		radio( 3 ).click();
		expect( filled() ).toEqual( [ true, true, true, false, false ] );
		expect(
			form.querySelector< HTMLElement >( '.vitrine-rating-input' )!
				.dataset.rating
		).toBe( '3' );

		radio( 5 ).click();
		expect( filled() ).toEqual( [ true, true, true, true, true ] );
		expect( radio( 3 ).checked ).toBe( false );
		expect(
			Array.from(
				form.querySelectorAll< HTMLInputElement >( 'input:checked' )
			).map( ( input ) => input.value )
		).toEqual( [ '5' ] );

		radio( 1 ).click();
		expect( filled() ).toEqual( [ true, false, false, false, false ] );
	} );

	it( 'previews the rating under the pointer and goes back to the chosen one', () => {
		const form = renderForm();
		initReviewForm( form, SETTINGS );
		radio( 2 ).click();

		document
			.querySelector( 'label[for="vitrine-rating-4"]' )!
			.dispatchEvent( new Event( 'pointerenter' ) );
		expect( filled() ).toEqual( [ true, true, true, true, false ] );

		form.querySelector( '.vitrine-rating-input' )!.dispatchEvent(
			new Event( 'pointerleave' )
		);
		expect( filled() ).toEqual( [ true, true, false, false, false ] );
	} );

	it( 'leaves a form without a rating control alone', () => {
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		document.body.innerHTML =
			'<form class="vitrine-review-form"><textarea name="comment"></textarea></form>';
		const form = document.querySelector( 'form' )!;
		initReviewForm( form, SETTINGS );

		expect( submit( form ).defaultPrevented ).toBe( false );
		expect( alert ).not.toHaveBeenCalled();
	} );
} );
