/**
 * List, grid and slider widgets (see docs/reviews.md): the PHP markup is complete, this adds
 * relative times, read more, show more, the sized windows and the width classes, and starts
 * the code of a widget type that has its own chunk (the slider) only when one is on the page.
 */
import { toggleReadMore } from './read-more';
import { initShowMore } from './show-more';
import { debounce, widthClass, type WidthClass } from './width-class';
import { writeRelativeTimes } from './floating/review-times';
import { openSizedWindow } from './floating/popup-window';
import type { ReviewsSettings } from './settings';

const WIDTH_CLASSES: WidthClass[] = [ 'xs', 'x', 's', 'm', 'l', 'xl' ];

/** Starts one widget of a type; loaded on demand as its own chunk. */
type Enhancer = ( root: HTMLElement, settings: ReviewsSettings ) => unknown;

/**
 * The widget types with a chunk of their own (data-vitrine-reviews => loader). webpack loads
 * the chunk from the bundle's own folder with a 120 s timeout (webpack.config.js); a chunk that
 * fails rejects with webpack's ChunkLoadError ("Loading chunk N failed", with its type and
 * request).
 */
export const ENHANCERS: Record< string, () => Promise< Enhancer > > = {
	slider: () =>
		import( /* webpackChunkName: "reviews-slider" */ './slider' ).then(
			( module ) => module.initSlider
		),
};

/**
 * Starts the widgets that have an enhancer, one chunk load per type. A chunk that fails to load
 * leaves the widgets as PHP rendered them (a slider stays a scrollable row) and the error is
 * reported to the page's error handlers (window.onerror, the console), not swallowed.
 *
 * @param roots    The page's widgets.
 * @param settings The bundle's settings.
 */
function enhance( roots: HTMLElement[], settings: ReviewsSettings ): void {
	const types = new Set(
		roots.map( ( root ) => root.dataset.vitrineReviews ?? '' )
	);
	types.forEach( ( type ) => {
		const loader = ENHANCERS[ type ];
		if ( ! loader ) {
			return;
		}
		loader().then(
			( start ) =>
				roots
					.filter( ( root ) => root.dataset.vitrineReviews === type )
					.forEach( ( root ) => start( root, settings ) ),
			( error: unknown ) => {
				if ( typeof window.reportError === 'function' ) {
					window.reportError( error );
				} else {
					window.setTimeout( () => {
						throw error;
					} );
				}
			}
		);
	} );
}

/**
 * Sets the widget's width class (vitrine-reviews--m) from its own width.
 *
 * @param root The widget.
 */
function applyWidthClass( root: HTMLElement ): void {
	const current = widthClass( root.getBoundingClientRect().width );
	WIDTH_CLASSES.forEach( ( name ) =>
		root.classList.toggle( `vitrine-reviews--${ name }`, name === current )
	);
}

/**
 * Opens `a[data-vitrine-window="800x600"]` links in a window of that size.
 *
 * @param event The click.
 */
function openInWindow( event: MouseEvent ): void {
	const link = (
		event.target as Element | null
	 )?.closest< HTMLAnchorElement >( 'a[data-vitrine-window]' );
	const size = /^(\d+)x(\d+)$/.exec( link?.dataset.vitrineWindow ?? '' );
	if (
		! link ||
		! size ||
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey
	) {
		return;
	}
	event.preventDefault();
	openSizedWindow( link.href, Number( size[ 1 ] ), Number( size[ 2 ] ) );
}

/**
 * Enhances every list, grid and slider widget of the page.
 *
 * @param settings The bundle's settings.
 */
export function initReviewWidgets( settings: ReviewsSettings ): void {
	// A widget is started once, however often this runs (a preview re-rendered, say).
	const roots = Array.from(
		document.querySelectorAll< HTMLElement >(
			'[data-vitrine-reviews]:not([data-vitrine-ready])'
		)
	);
	roots.forEach( ( root ) => ( root.dataset.vitrineReady = '1' ) );
	const observer =
		'ResizeObserver' in window
			? new ResizeObserver(
					debounce( ( entries: ResizeObserverEntry[] ) =>
						entries.forEach( ( entry ) =>
							applyWidthClass( entry.target as HTMLElement )
						)
					)
				)
			: null;
	roots.forEach( ( root ) => {
		writeRelativeTimes( root, settings.locale, {
			justNow: settings.i18n.justNow,
		} );
		applyWidthClass( root );
		observer?.observe( root );
		initShowMore( root, Number( root.dataset.batch ) );
		root.addEventListener( 'click', ( event ) => {
			const button = (
				event.target as Element | null
			 )?.closest< HTMLButtonElement >( '.vitrine-review__read-more' );
			if ( button ) {
				toggleReadMore( button, settings.i18n );
				return;
			}
			openInWindow( event );
		} );
	} );
	enhance( roots, settings );
}
