/**
 * The markup FloatingRenderer prints, for the jest tests of the scripts (kept in step with
 * tests/php/Reviews/Views/Floating/FloatingRendererTest.php).
 */

export function flashMarkup( attributes = '' ): string {
	const stories = [ 'Ada', 'Grace', 'Linus' ]
		.map(
			( name, index ) => `
			<button type="button" class="vitrine-flash__story" data-index="${ index }" aria-expanded="false" aria-controls="vitrine-flash-7-reviews"${
				index > 0 ? ' hidden' : ''
			}>
				<span class="vitrine-flash__author">${ name }</span>
				<span class="vitrine-flash__excerpt">Review by ${ name }</span>
			</button>`
		)
		.join( '' );
	const reviews = [ 'Ada', 'Grace', 'Linus' ]
		.map(
			( name, index ) =>
				`<li class="vitrine-flash__review" data-index="${ index }"><article>${ name }</article></li>`
		)
		.join( '' );
	return `
		<main><p>Page</p></main>
		<section class="vitrine-flash is-bottom-left" data-vitrine-floating="flash" data-widget-id="7"
			data-dismiss-key="flash:7" data-start="3000" data-visible="5000" data-invisible="5000"
			aria-label="Customer reviews" hidden ${ attributes }>
			<div class="vitrine-flash__card">
				<div class="vitrine-flash__stories">${ stories }</div>
				<button type="button" class="vitrine-flash__close" aria-label="Close">×</button>
			</div>
			<div class="vitrine-flash__reviews" id="vitrine-flash-7-reviews" hidden>
				<ul class="vitrine-flash__list">${ reviews }</ul>
			</div>
		</section>`;
}

export function badgeMarkup(): string {
	const badge = ( provider: string ) => `
		<div class="vitrine-badge" data-provider="${ provider }" data-dismiss-key="badge:7:${ provider }">
			<button type="button" class="vitrine-badge__open" aria-haspopup="dialog" aria-expanded="false">${ provider } 4.5</button>
			<button type="button" class="vitrine-badge__close" aria-label="Hide">×</button>
		</div>`;
	return `
		<div class="vitrine-badges is-floating is-bottom-right" data-vitrine-floating="badge" data-widget-id="7">
			${ badge( 'google' ) }${ badge( 'yelp' ) }
		</div>`;
}

export function tagMarkup( delay: number, click: 'sidebar' | 'link' ): string {
	const button =
		click === 'link'
			? '<a class="vitrine-tag__button" href="https://maps.example/place" target="_blank" rel="noopener noreferrer">4.5</a>'
			: '<button type="button" class="vitrine-tag__button" aria-haspopup="dialog" aria-expanded="false">4.5</button>';
	return `
		<div class="vitrine-tag is-bottom-right" data-vitrine-floating="tag" data-widget-id="7"
			data-delay="${ delay * 1000 }" data-click="${ click }"${
				delay > 0 ? ' hidden' : ''
			}>${ button }</div>`;
}

/** A fake sessionStorage. */
export function fakeStorage() {
	const items = new Map< string, string >();
	return {
		items,
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => {
			items.set( key, value );
		},
	};
}
