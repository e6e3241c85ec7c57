/**
 * List, grid and slider widgets (see docs/reviews.md), as types of the widget registry
 * (core/widgets.ts): the PHP markup is complete; every widget gets, at once, relative times, read
 * more, show more, the sized windows and the width classes; a slider gets its own code, a chunk,
 * once it comes near the viewport.
 */
import { near, now, type Widget, type WidgetType } from '../core/widgets';
import { toggleReadMore } from './read-more';
import { initShowMore } from './show-more';
import { debounce, widthClass, type WidthClass } from './width-class';
import { writeRelativeTimes } from './floating/review-times';
import { openSizedWindow } from './floating/popup-window';
import type { ReviewsSettings } from './settings';

const WIDTH_CLASSES: WidthClass[] = [ 'xs', 'x', 's', 'm', 'l', 'xl' ];

/**
 * Sets the widget's width class (vitrine-reviews--m) for a width.
 *
 * @param root  The widget.
 * @param width Its width in px.
 */
function applyWidthClass( root: Element, width: number ): void {
	const current = widthClass( width );
	WIDTH_CLASSES.forEach( ( name ) =>
		root.classList.toggle( `vitrine-reviews--${ name }`, name === current )
	);
}

/**
 * The border-box width the observer measured.
 *
 * @param entry The observer's entry for a widget.
 */
const observedWidth = ( entry: ResizeObserverEntry ): number =>
	entry.borderBoxSize?.[ 0 ]?.inlineSize ?? entry.contentRect.width;

/** The widgets whose first size has come, and those resized since the last pause. */
const sized = new WeakSet< Element >();
const resized = new Set< Element >();

/**
 * After a pause in resizing (spec: 150 ms), every widget resized meanwhile gets its class: all
 * widths read first, then all classes written, so that one layout serves them all.
 */
const applyResized = debounce( () => {
	const widths = [ ...resized ].map(
		( root ) => [ root, root.getBoundingClientRect().width ] as const
	);
	resized.clear();
	widths.forEach( ( [ root, width ] ) => applyWidthClass( root, width ) );
} );

/**
 * One observer for every widget's width. Its first notification of a widget, right after the
 * widget's first layout and before it is painted, sets the class at once from the size it
 * measured: reading each widget's width as it starts would lay the page out again for each
 * widget (every start writes its relative times), long tasks on a page of several widgets.
 * Later notifications are resizes, debounced.
 */
let resizes: ResizeObserver | undefined;

/**
 * Gives a widget its width class now and whenever its width changes.
 *
 * @param root The widget.
 */
function observeWidth( root: HTMLElement ): void {
	resizes ??= new ResizeObserver( ( entries ) => {
		for ( const entry of entries ) {
			if ( sized.has( entry.target ) ) {
				resized.add( entry.target );
			} else {
				sized.add( entry.target );
				applyWidthClass( entry.target, observedWidth( entry ) );
			}
		}
		if ( resized.size ) {
			applyResized();
		}
	} );
	resizes.observe( root );
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
 * Enhances one list, grid or slider widget.
 *
 * @param root     The [data-vitrine-reviews] element.
 * @param settings The bundle's settings.
 */
function initReviewWidget(
	root: HTMLElement,
	settings: ReviewsSettings
): Widget {
	writeRelativeTimes( root, settings.locale, {
		justNow: settings.i18n.justNow,
	} );
	observeWidth( root );
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
	return {
		destroy: () => {
			resizes?.unobserve( root );
			resized.delete( root );
		},
	};
}

/**
 * The widget types of the reviews bundle. The slider's chunk loads from the bundle's own folder
 * with a 120 s timeout (webpack.config.js); a chunk that fails rejects with webpack's
 * ChunkLoadError ("Loading chunk N failed", with its type and request), which the registry
 * reports to the page's error handlers, and the slider stays a scrollable row, as PHP rendered it.
 *
 * @param settings The bundle's settings.
 */
export const reviewWidgets = (
	settings: ReviewsSettings
): Record< 'reviews' | 'reviews-slider', WidgetType > => ( {
	reviews: {
		selector: '[data-vitrine-reviews]',
		start: now,
		load: async () => ( root ) => initReviewWidget( root, settings ),
	},
	'reviews-slider': {
		selector: '[data-vitrine-reviews="slider"]',
		start: near(),
		load: () =>
			import( /* webpackChunkName: "reviews-slider" */ './slider' ).then(
				( { initSlider } ) =>
					( root ) =>
						initSlider( root, settings )
			),
	},
} );
