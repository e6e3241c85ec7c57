/**
 * The golden card (tests/fixtures/review-card): PHPUnit's CardRendererTest writes what the
 * server's renderer prints for a review (card.html) and what this renderer is given for the same
 * review (input.json: the get_reviews answer, the slider's card options, the bundle's strings).
 * This renderer must draw the same card, so that a card loaded on demand never differs from one
 * the page came with (issue 11).
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { renderCard, type CardContext, type ClientReview } from './card';
import type { ReviewsSettings } from '../settings';

const FIXTURES = join( __dirname, '../../../tests/fixtures/review-card' );

interface GoldenInput {
	review: ClientReview;
	card: CardContext[ 'options' ];
	locale: string;
	strings: ReviewsSettings[ 'i18n' ];
}

/**
 * A node written so that two equal trees read the same whatever their attribute order or the
 * way their text was split: elements with sorted attributes, adjacent texts merged.
 *
 * @param node The node.
 */
export function canonical( node: Node ): string {
	if ( node.nodeType === Node.TEXT_NODE ) {
		return JSON.stringify( node.textContent );
	}
	if ( ! ( node instanceof Element ) ) {
		return '';
	}
	const copy = node.cloneNode( true ) as Element;
	copy.normalize();
	const attributes = Array.from( copy.attributes )
		// The one deliberate difference: the script's lazy image waits in data-vitrine-src
		// (./images.ts) for the address the server's card gives at once.
		.map( ( attribute ) =>
			attribute.name === 'data-vitrine-src'
				? `src=${ JSON.stringify( attribute.value ) }`
				: `${ attribute.name }=${ JSON.stringify( attribute.value ) }`
		)
		.sort();
	return `<${ copy.tagName.toLowerCase() } ${ attributes.join(
		' '
	) }>${ Array.from( copy.childNodes ).map( canonical ).join( '' ) }</>`;
}

test( 'the script draws the card the server prints for the same review', () => {
	const input = JSON.parse(
		readFileSync( join( FIXTURES, 'input.json' ), 'utf8' )
	) as GoldenInput;
	const template = document.createElement( 'template' );
	template.innerHTML = readFileSync(
		join( FIXTURES, 'card.html' ),
		'utf8'
	).trim();
	const server = template.content.firstElementChild!;

	const script = renderCard( input.review, {
		options: input.card,
		locale: input.locale,
		strings: input.strings,
	} );

	expect( canonical( script ) ).toBe( canonical( server ) );
} );
