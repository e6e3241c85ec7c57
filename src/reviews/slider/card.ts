/**
 * The review card of the reviews that arrive later (get_reviews), built with the DOM in the
 * markup of Vitrine\Reviews\Views\CardRenderer, so that they look and behave as the cards the
 * page came with. Every text goes in as text: a review never becomes markup.
 *
 * Both renderers draw the golden card of tests/fixtures/review-card (./golden-card.test.ts here,
 * CardRendererTest in PHPUnit): a change to one that the other does not follow fails a test.
 * The one difference kept: with lazy_load_img an image waits in data-vitrine-src until it nears
 * the view (./images.ts), where the server's card leaves that to loading="lazy".
 */
import { roundedToHalf, starLabel, starStates } from '../stars';
import { sharedFormatter } from '../locale';
import type { ReviewsSettings } from '../settings';

/** The spec's "Customer review" (section 3), as get_reviews answers it. */
export interface ClientReview {
	id: number;
	author_name: string;
	author_avatar: string;
	author_url: string;
	time: number;
	rating: number;
	provider: string;
	text: string;
	media: Array< { googleUrl: string; thumbnailUrl: string } >;
	reply: string;
	/** The date as the server's card writes it (the site's date format); get_reviews sends it. */
	date?: string;
}

/** The widget's display options the card follows (data-slider's "card"). */
export interface CardOptions {
	hideAvatar: boolean;
	avatarSize: number;
	hideTime: boolean;
	timeFormat: string;
	textSize: number;
	showReply: boolean;
	openLink: boolean;
	nofollow: boolean;
	lazy: boolean;
}

export interface CardContext {
	options: CardOptions;
	locale: string;
	strings: ReviewsSettings[ 'i18n' ];
}

/** The photo window of the spec (section 2), as CardRenderer::PHOTO_WINDOW. */
const PHOTO_WINDOW = '800x600';

const PROVIDER_COLOURS: Record< string, string > = {
	google: '#1a73e8',
	facebook: '#1877f2',
	yelp: '#d32323',
	shop: '#1e1e1e',
};

const PROVIDER_NAMES: Record< string, string > = {
	google: 'Google',
	facebook: 'Facebook',
	yelp: 'Yelp',
};

/**
 * The text split at `size` characters, back to the last space within the last 20 characters
 * so a word is not cut in two; 0 never cuts. The same rule as CardRenderer::cut(), counted in
 * characters (code points), not UTF-16 units.
 *
 * @param text The review's text, trimmed.
 * @param size text_size.
 * @return What shows and the rest ('' when nothing is cut).
 */
export function cutText( text: string, size: number ): [ string, string ] {
	const characters = Array.from( text );
	if ( size < 1 || characters.length <= size ) {
		return [ text, '' ];
	}
	let shown = characters.slice( 0, size );
	const space = shown.lastIndexOf( ' ' );
	if ( space !== -1 && space >= size - 20 ) {
		shown = characters.slice( 0, space );
	}
	return [ shown.join( '' ), characters.slice( shown.length ).join( '' ) ];
}

/**
 * A URL when it is http(s), else '' (the server checks too; this keeps a javascript: link out
 * even if an answer were altered on the way).
 *
 * @param url The URL.
 */
export function safeUrl( url: string ): string {
	try {
		const parsed = new URL( url, window.location.href );
		return url.trim() !== '' &&
			( parsed.protocol === 'http:' || parsed.protocol === 'https:' )
			? parsed.href
			: '';
	} catch {
		return '';
	}
}

function element< K extends keyof HTMLElementTagNameMap >(
	tag: K,
	className: string,
	text?: string
): HTMLElementTagNameMap[ K ] {
	const node = document.createElement( tag );
	if ( className !== '' ) {
		node.className = className;
	}
	if ( text !== undefined ) {
		node.textContent = text;
	}
	return node;
}

/**
 * A translated string with its %s, %d and %1$s placeholders filled in (a missing value: nothing).
 *
 * @param template The string.
 * @param values   The values, in order.
 */
export function format(
	template: string,
	...values: Array< string | number >
): string {
	let index = 0;
	return template.replace( /%(?:(\d)\$)?[sd]/g, ( _match, position ) => {
		const value =
			position !== undefined
				? values[ Number( position ) - 1 ]
				: values[ index++ ];
		return String( value ?? '' );
	} );
}

function linkAttributes( link: HTMLAnchorElement, options: CardOptions ) {
	if ( options.openLink ) {
		link.target = '_blank';
	}
	link.rel = options.nofollow ? 'noopener nofollow' : 'noopener';
}

/**
 * Lines as text nodes with <br> between them, as PHP's nl2br( esc_html() ): the <br> goes
 * before each line break, which stays in the text.
 *
 * @param parent Where to add them.
 * @param text   The text.
 */
function appendLines( parent: HTMLElement, text: string ): void {
	text.split( /(\r\n|\n\r|\n|\r)/ ).forEach( ( part, index ) => {
		// Odd parts are the line breaks the capturing split keeps.
		if ( index % 2 === 1 ) {
			parent.append( document.createElement( 'br' ) );
		}
		if ( part !== '' ) {
			parent.append( part );
		}
	} );
}

/**
 * The provider's mark, as PHP prints it (a coloured disc with the provider's initial). Parsed
 * from markup: the colour comes from a fixed table, the class is stripped to [a-z0-9_-] and the
 * letter is one of ours, so nothing from the answer reaches the markup unescaped.
 *
 * @param provider The review's provider.
 */
function providerMark( provider: string ): SVGSVGElement {
	const template = document.createElement( 'template' );
	template.innerHTML = `<svg class="vitrine-provider-logo vitrine-provider-logo--${ provider.replace(
		/[^a-z0-9_-]/gi,
		''
	) }" viewBox="0 0 20 20" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="10" fill="${
		PROVIDER_COLOURS[ provider ] ?? '#1e1e1e'
	}"/><text x="10" y="14.5" text-anchor="middle" font-size="13" font-family="Arial, sans-serif" font-weight="700" fill="#fff">${
		PROVIDER_NAMES[ provider ] ? provider.charAt( 0 ).toUpperCase() : '★'
	}</text></svg>`;
	return template.content.firstElementChild as SVGSVGElement;
}

function stars( rating: number, context: CardContext ): HTMLElement {
	const wrapper = element( 'span', 'vitrine-stars' );
	wrapper.setAttribute( 'role', 'img' );
	wrapper.setAttribute(
		'aria-label',
		starLabel( rating, context.strings.rated, context.locale )
	);
	wrapper.dataset.rating = String( roundedToHalf( rating ) );
	starStates( rating ).forEach( ( state ) =>
		wrapper.append(
			element(
				'span',
				`vitrine-stars__star vitrine-stars__star--${ state }`
			)
		)
	);
	return wrapper;
}

function time(
	seconds: number,
	context: CardContext,
	serverDate: string | undefined
): HTMLTimeElement {
	const node = element( 'time', 'vitrine-review__time' );
	const date = new Date( seconds * 1000 );
	node.dateTime = date.toISOString().replace( /\.\d{3}Z$/, '+00:00' );
	node.dataset.vitrineTime = String( seconds );
	if ( context.options.timeFormat === 'relative' ) {
		node.dataset.relative = '';
	}
	if ( serverDate !== undefined && serverDate !== '' ) {
		node.textContent = serverDate;
		return node;
	}
	// An answer without the server's date (a cached page's older bundle): the locale's own.
	node.textContent = sharedFormatter(
		Intl.DateTimeFormat,
		context.locale,
		context.options.timeFormat === 'datetime'
			? { dateStyle: 'medium', timeStyle: 'short' }
			: { dateStyle: 'medium' }
	).format( date );
	return node;
}

function avatar( review: ClientReview, context: CardContext ): HTMLElement {
	const url = safeUrl( review.author_avatar );
	if ( url !== '' ) {
		const image = element( 'img', 'vitrine-review__avatar' );
		image.alt = '';
		image.width = context.options.avatarSize;
		image.height = context.options.avatarSize;
		// As attributes: the server's card has them in its markup.
		image.setAttribute( 'decoding', 'async' );
		setImageSource( image, url, context.options.lazy );
		return image;
	}
	const name = review.author_name;
	const initial = element(
		'span',
		'vitrine-review__avatar vitrine-review__avatar--initial',
		name !== '' ? Array.from( name )[ 0 ].toUpperCase() : '?'
	);
	initial.setAttribute( 'aria-hidden', 'true' );
	return initial;
}

/**
 * The image's address, now or, with lazy_load_img, when it nears the view
 * (src/reviews/slider/images.ts reads data-vitrine-src).
 *
 * @param image The image.
 * @param url   Its address.
 * @param lazy  lazy_load_img.
 */
function setImageSource(
	image: HTMLImageElement,
	url: string,
	lazy: boolean
): void {
	if ( lazy ) {
		image.dataset.vitrineSrc = url;
		image.setAttribute( 'loading', 'lazy' );
	} else {
		image.src = url;
	}
}

function textBlock(
	content: string,
	context: CardContext
): HTMLElement | null {
	const trimmed = content.trim();
	if ( trimmed === '' ) {
		return null;
	}
	const wrapper = element( 'div', 'vitrine-review__text' );
	const paragraph = element( 'p', '' );
	const [ shown, rest ] = cutText( trimmed, context.options.textSize );
	appendLines( paragraph, shown );
	wrapper.append( paragraph );
	if ( rest !== '' ) {
		const ellipsis = element( 'span', 'vitrine-review__ellipsis', '…' );
		ellipsis.setAttribute( 'aria-hidden', 'true' );
		const hidden = element( 'span', 'vitrine-review__rest' );
		hidden.hidden = true;
		appendLines( hidden, rest );
		paragraph.append( ellipsis, hidden );
		const button = element(
			'button',
			'vitrine-review__read-more',
			context.strings.readMore
		);
		button.type = 'button';
		button.setAttribute( 'aria-expanded', 'false' );
		wrapper.append( button );
	}
	return wrapper;
}

function media(
	review: ClientReview,
	context: CardContext
): HTMLElement | null {
	const list = element( 'ul', 'vitrine-review__media' );
	review.media.forEach( ( item, index ) => {
		const thumbnail = safeUrl( String( item?.thumbnailUrl ?? '' ) );
		if ( thumbnail === '' ) {
			return;
		}
		const link = element( 'a', '' );
		link.href = safeUrl( String( item.googleUrl ?? '' ) ) || thumbnail;
		link.dataset.vitrineWindow = PHOTO_WINDOW;
		linkAttributes( link, context.options );
		const image = element( 'img', '' );
		image.alt = format(
			context.strings.photo,
			index + 1,
			review.author_name || context.strings.customer
		);
		image.width = 64;
		image.height = 64;
		// As attributes: the server's card has them in its markup.
		image.setAttribute( 'decoding', 'async' );
		setImageSource( image, thumbnail, context.options.lazy );
		link.append( image );
		const entry = element( 'li', '' );
		entry.append( link );
		list.append( entry );
	} );
	return list.childElementCount > 0 ? list : null;
}

/**
 * One review's card.
 *
 * @param review  The review from get_reviews.
 * @param context The widget's options, the locale and the phrases.
 */
export function renderCard(
	review: ClientReview,
	context: CardContext
): HTMLElement {
	const { options, strings } = context;
	const card = element( 'article', 'vitrine-review' );
	card.dataset.reviewId = String( review.id );
	card.dataset.provider = review.provider;

	const header = element( 'header', 'vitrine-review__header' );
	if ( ! options.hideAvatar ) {
		header.append( avatar( review, context ) );
	}
	const meta = element( 'div', 'vitrine-review__meta' );
	const name =
		review.author_name !== '' ? review.author_name : strings.customer;
	const profile = safeUrl( review.author_url );
	if ( profile !== '' ) {
		const link = element( 'a', 'vitrine-review__author', name );
		link.href = profile;
		linkAttributes( link, options );
		meta.append( link );
	} else {
		meta.append( element( 'span', 'vitrine-review__author', name ) );
	}
	meta.append( stars( review.rating, context ) );
	if ( ! options.hideTime && Number.isFinite( review.time ) ) {
		meta.append( time( review.time, context, review.date ) );
	}
	header.append( meta );

	const provider = element( 'span', 'vitrine-review__provider' );
	let providerName = PROVIDER_NAMES[ review.provider ] ?? strings.reviews;
	if ( review.provider === 'shop' ) {
		providerName = strings.ourShop;
	}
	provider.append(
		providerMark( review.provider ),
		element(
			'span',
			'screen-reader-text',
			format( strings.reviewOn, providerName )
		)
	);
	header.append( provider );
	card.append( header );

	const body = textBlock( review.text, context );
	const photos = media( review, context );
	if ( body ) {
		card.append( body );
	}
	if ( photos ) {
		card.append( photos );
	}
	if ( options.showReply && review.reply.trim() !== '' ) {
		const reply = element( 'div', 'vitrine-review__reply' );
		const paragraph = element( 'p', '' );
		appendLines( paragraph, review.reply.trim() );
		reply.append(
			element( 'p', 'vitrine-review__reply-title', strings.reply ),
			paragraph
		);
		card.append( reply );
	}
	return card;
}

/**
 * Whether a value from the answer has the review's shape (the fields the card reads).
 *
 * @param value One entry of the answer's reviews.
 */
export function isClientReview( value: unknown ): value is ClientReview {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const review = value as Record< string, unknown >;
	return (
		typeof review.id === 'number' &&
		typeof review.author_name === 'string' &&
		typeof review.author_avatar === 'string' &&
		typeof review.author_url === 'string' &&
		typeof review.time === 'number' &&
		typeof review.rating === 'number' &&
		typeof review.provider === 'string' &&
		typeof review.text === 'string' &&
		Array.isArray( review.media ) &&
		typeof review.reply === 'string' &&
		( review.date === undefined || typeof review.date === 'string' )
	);
}
