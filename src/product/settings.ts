/**
 * The product bundle's settings (Vitrine\ProductPage\Module::script_settings(), plus "reviews"
 * from Vitrine\ProductReviews\Module).
 */

export interface GallerySettings {
	/** Magnify the image under the pointer when the full image is wider than the gallery. */
	zoom: boolean;
	/** What shows the zoom: pointing at the image, or a click on it. */
	zoomOn: 'hover' | 'click';
	/** The full-screen lightbox (PhotoSwipe), from the magnifier button or a click on an image. */
	lightbox: boolean;
	/** One image at a time, with thumbnails (swiper), when there is more than one. */
	slider: boolean;
	/** Whether the slider advances by itself (with a pause button). */
	autoplay: boolean;
	/** Delay between two slides when it does, in ms (7000). */
	slideshowSpeed: number;
	/** The slide animation, in ms (600). */
	animationSpeed: number;
	/** Images the lightbox loads before and after the current one ([1, 1]). */
	preload: [ number, number ];
	/** The share window's size, in px (550 x 420). */
	shareWindow: { width: number; height: number };
}

export interface ReviewFormSettings {
	/** A review cannot be sent without a rating. */
	ratingRequired: boolean;
	/** The alert shown when it is sent without one. */
	requiredRatingText: string;
	/** "1 of 5 stars" ... "5 of 5 stars". */
	starLabels: string[];
}

import type { ChunkSettings } from '../core/chunks';
import type { ProductStrings } from './strings';

export interface ProductSettings extends ChunkSettings {
	gallery: GallerySettings;
	/** The bundle's words, translated. */
	i18n: ProductStrings;
	reviews?: ReviewFormSettings;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		product: ProductSettings;
	}
}
