/**
 * The slider layout, on swiper: this module and swiper are one chunk (listing-slider), loaded
 * only for a listing in the slider layout. Slides per view follow the listing's columns at the
 * spec's breakpoints (§9: 1025 for tablets, 768 for phones; 3 / 1 / 1 by default).
 */
import Swiper from 'swiper';
import { Keyboard, Navigation } from 'swiper/modules';
import type { Widget } from '../core/widgets';
import { LOADED_EVENT } from './listing';
import { ITEM_CLASS } from './markup';

export const TABLET = 768;
export const DESKTOP = 1025;

/**
 * Swiper's breakpoints for the columns "desktop,tablet,mobile".
 *
 * @param columns The data-columns attribute.
 */
export function breakpoints( columns: string | undefined ): {
	mobile: number;
	options: Record< number, { slidesPerView: number } >;
} {
	const [ desktop = 3, tablet = 1, mobile = 1 ] = ( columns ?? '' )
		.split( ',' )
		.map( Number )
		.map( ( value ) => ( value >= 1 ? value : undefined ) );
	return {
		mobile,
		options: {
			[ TABLET ]: { slidesPerView: tablet },
			[ DESKTOP ]: { slidesPerView: desktop },
		},
	};
}

/**
 * Makes a slider of a listing.
 *
 * @param element The .vitrine-listing--slider.
 */
export function initSlider( element: HTMLElement ): Widget | void {
	const viewport = element.querySelector< HTMLElement >(
		'.vitrine-listing__viewport'
	);
	if ( ! viewport ) {
		return;
	}
	const prev = element.querySelector< HTMLElement >(
		'.vitrine-listing__arrow--prev'
	);
	const next = element.querySelector< HTMLElement >(
		'.vitrine-listing__arrow--next'
	);
	const { mobile, options } = breakpoints( element.dataset.columns );
	prev?.removeAttribute( 'hidden' );
	next?.removeAttribute( 'hidden' );
	const swiper = new Swiper( viewport, {
		// No A11y module: it would replace the arrows' translated labels with English ones; the
		// list keeps its list semantics and the arrows are buttons with their own labels.
		modules: [ Navigation, Keyboard ],
		wrapperClass: 'vitrine-listing__items',
		slideClass: ITEM_CLASS,
		slidesPerView: mobile,
		spaceBetween: 24,
		breakpoints: options,
		watchOverflow: true,
		keyboard: { enabled: true, onlyInViewport: true },
		navigation: {
			prevEl: prev,
			nextEl: next,
			disabledClass: 'is-disabled',
		},
	} );
	element.classList.add( 'is-ready' );
	const update = () => swiper.update();
	element.addEventListener( LOADED_EVENT, update );
	return {
		destroy: () => {
			element.removeEventListener( LOADED_EVENT, update );
			swiper.destroy();
		},
	};
}
