import {
	cutText,
	isClientReview,
	renderCard,
	safeUrl,
	type CardContext,
} from './card';

const STRINGS = {
	readMore: 'Read more',
	readLess: 'Read less',
	justNow: 'just now',
	play: 'Start automatic slide show',
	pause: 'Stop automatic slide show',
	slide: '%1$s of %2$s',
	dot: 'Show review %s',
	page: 'Show page %s',
	loading: 'Loading more reviews',
	rated: 'Rated %s out of 5',
	reviewOn: 'Review on %s',
	customer: 'A customer',
	photo: 'Photo %1$d by %2$s',
	reply: 'Response from the owner',
	ourShop: 'Our shop',
	reviews: 'Customer reviews',
};

const context = (
	options: Partial< CardContext[ 'options' ] > = {}
): CardContext => ( {
	locale: 'en_US',
	strings: STRINGS,
	options: {
		hideAvatar: false,
		avatarSize: 48,
		hideTime: false,
		timeFormat: 'relative',
		textSize: 0,
		showReply: true,
		openLink: false,
		nofollow: false,
		lazy: false,
		...options,
	},
} );

const REVIEW = {
	id: 7,
	author_name: 'Ann <b>Lee</b>',
	author_avatar: 'https://shop.example/avatars/ann.jpg',
	author_url: 'https://maps.example/ann',
	time: Date.UTC( 2026, 0, 14, 10 ) / 1000,
	rating: 4.3,
	provider: 'google',
	text: 'Tea <script>alert(1)</script>\nsecond line',
	media: [
		{
			googleUrl: 'https://shop.example/photo.jpg',
			thumbnailUrl: 'https://shop.example/photo-150.jpg',
		},
	],
	reply: 'Thank you!',
};

describe( 'cutText (the rule of CardRenderer::cut)', () => {
	test( 'never cuts at 0 or within the size', () => {
		expect( cutText( 'Short text', 0 ) ).toEqual( [ 'Short text', '' ] );
		expect( cutText( 'Short text', 10 ) ).toEqual( [ 'Short text', '' ] );
	} );

	test( 'cuts back to the last space within the last 20 characters', () => {
		expect( cutText( 'Lovely teapot and friendly people', 20 ) ).toEqual( [
			'Lovely teapot and',
			' friendly people',
		] );
	} );

	test( 'cuts mid-word when no space is near', () => {
		const word = 'a'.repeat( 30 );
		expect( cutText( `x ${ word }`, 25 ) ).toEqual( [
			`x ${ 'a'.repeat( 23 ) }`,
			'a'.repeat( 7 ),
		] );
	} );

	test( 'counts characters, not UTF-16 units', () => {
		expect( cutText( '😀😀😀😀', 2 ) ).toEqual( [ '😀😀', '😀😀' ] );
	} );
} );

test( 'safeUrl keeps http(s) only', () => {
	expect( safeUrl( 'https://a.example/x' ) ).toBe( 'https://a.example/x' );
	expect( safeUrl( 'javascript:alert(1)' ) ).toBe( '' );
	expect( safeUrl( 'data:text/html,<b>' ) ).toBe( '' );
	expect( safeUrl( '' ) ).toBe( '' );
} );

test( 'a card has the markup of CardRenderer, with every text as text', () => {
	const card = renderCard( REVIEW, context() );
	expect( card.className ).toBe( 'vitrine-review' );
	expect( card.dataset.reviewId ).toBe( '7' );
	expect( card.querySelector( 'script, b' ) ).toBeNull();
	expect( card.querySelector( '.vitrine-review__author' )?.textContent ).toBe(
		'Ann <b>Lee</b>'
	);
	expect(
		card.querySelector< HTMLAnchorElement >( 'a.vitrine-review__author' )
			?.href
	).toBe( 'https://maps.example/ann' );
	expect( card.querySelector( '.vitrine-review__text p' )?.innerHTML ).toBe(
		// The line break stays after the <br>, as PHP's nl2br() writes it.
		'Tea &lt;script&gt;alert(1)&lt;/script&gt;<br>\nsecond line'
	);
	expect(
		card.querySelector( '.vitrine-stars' )?.getAttribute( 'aria-label' )
	).toBe( 'Rated 4.3 out of 5' );
	expect(
		Array.from( card.querySelectorAll( '.vitrine-stars__star' ) ).map(
			( star ) =>
				star.className.replace(
					'vitrine-stars__star vitrine-stars__star--',
					''
				)
		)
	).toEqual( [ 'full', 'full', 'full', 'full', 'half' ] );
	const time = card.querySelector( 'time' );
	expect( time?.getAttribute( 'datetime' ) ).toBe(
		'2026-01-14T10:00:00+00:00'
	);
	expect( time?.hasAttribute( 'data-relative' ) ).toBe( true );
	expect( card.querySelector( '.screen-reader-text' )?.textContent ).toBe(
		'Review on Google'
	);
	const photo = card.querySelector< HTMLAnchorElement >(
		'.vitrine-review__media a'
	);
	expect( photo?.dataset.vitrineWindow ).toBe( '800x600' );
	expect( photo?.querySelector( 'img' )?.alt ).toBe(
		'Photo 1 by Ann <b>Lee</b>'
	);
	expect(
		card.querySelector( '.vitrine-review__reply' )?.textContent
	).toContain( 'Thank you!' );
} );

test( 'links and images follow the options; javascript: links are dropped', () => {
	const card = renderCard(
		{ ...REVIEW, author_url: 'javascript:alert(1)', author_avatar: '' },
		context( {
			openLink: true,
			nofollow: true,
			lazy: true,
			showReply: false,
			hideTime: true,
		} )
	);
	expect( card.querySelector( 'a.vitrine-review__author' ) ).toBeNull();
	expect(
		card.querySelector( '.vitrine-review__avatar--initial' )?.textContent
	).toBe( 'A' );
	const link = card.querySelector< HTMLAnchorElement >(
		'.vitrine-review__media a'
	);
	expect( link?.target ).toBe( '_blank' );
	expect( link?.rel ).toBe( 'noopener nofollow' );
	const image = link?.querySelector( 'img' );
	expect( image?.getAttribute( 'src' ) ).toBeNull();
	expect( image?.dataset.vitrineSrc ).toBe(
		'https://shop.example/photo-150.jpg'
	);
	expect( card.querySelector( 'time' ) ).toBeNull();
	expect( card.querySelector( '.vitrine-review__reply' ) ).toBeNull();
} );

test( 'a cut text has its rest hidden and a read-more button', () => {
	const card = renderCard(
		{ ...REVIEW, text: 'Lovely teapot and friendly people' },
		context( { textSize: 20, hideAvatar: true } )
	);
	expect( card.querySelector( '.vitrine-review__avatar' ) ).toBeNull();
	const rest = card.querySelector< HTMLElement >( '.vitrine-review__rest' );
	expect( rest?.hidden ).toBe( true );
	expect( rest?.textContent ).toBe( ' friendly people' );
	const button = card.querySelector( 'button.vitrine-review__read-more' );
	expect( button?.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	expect( button?.textContent ).toBe( 'Read more' );
} );

test( 'isClientReview checks the fields the card reads', () => {
	expect( isClientReview( REVIEW ) ).toBe( true );
	expect( isClientReview( { ...REVIEW, rating: '5' } ) ).toBe( false );
	expect( isClientReview( null ) ).toBe( false );
} );
