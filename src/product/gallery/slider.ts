/**
 * The gallery slider, on swiper. This module and swiper are one chunk, loaded only for a gallery
 * with more than one image.
 */
import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

export interface SliderOptions {
	/** Slide animation, in ms. */
	speed: number;
	/** Delay between slides when playing by itself, in ms; 0 for no autoplay. */
	autoplayDelay: number;
	/** Called with the new index after each change. */
	onChange: ( index: number ) => void;
}

export interface Slider {
	slideTo: ( index: number ) => void;
	index: () => number;
	/** Fits the height to the shown slide again (its content changed). */
	updateHeight: () => void;
	/** Autoplay: starts or stops it; false when there is none. */
	setPlaying: ( playing: boolean ) => boolean;
	destroy: () => void;
}

/**
 * Makes a slider of a gallery's viewport (its slides keep our class names).
 *
 * @param viewport The .vitrine-product-gallery__viewport.
 * @param options  Speed, autoplay and change callback.
 */
export function createSlider(
	viewport: HTMLElement,
	options: SliderOptions
): Slider {
	const swiper = new Swiper( viewport, {
		modules: options.autoplayDelay > 0 ? [ Autoplay ] : [],
		wrapperClass: 'vitrine-product-gallery__slides',
		slideClass: 'vitrine-product-gallery__slide',
		slideActiveClass: 'is-active',
		slidePrevClass: 'is-prev',
		slideNextClass: 'is-next',
		speed: options.speed,
		autoHeight: true,
		watchOverflow: true,
		// Links inside slides stay clickable; a drag does not follow them.
		preventClicks: true,
		preventClicksPropagation: true,
		autoplay:
			options.autoplayDelay > 0
				? {
						delay: options.autoplayDelay,
						disableOnInteraction: true,
						pauseOnMouseEnter: true,
					}
				: false,
		on: {
			slideChange: ( instance ) =>
				options.onChange( instance.activeIndex ),
		},
	} );
	return {
		slideTo: ( index ) => swiper.slideTo( index ),
		index: () => swiper.activeIndex,
		updateHeight: () => swiper.updateAutoHeight( 0 ),
		setPlaying: ( playing ) => {
			if ( ! swiper.autoplay ) {
				return false;
			}
			if ( playing ) {
				swiper.autoplay.start();
			} else {
				swiper.autoplay.stop();
			}
			return true;
		},
		destroy: () => swiper.destroy( true, true ),
	};
}
