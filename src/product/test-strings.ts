/**
 * For tests: the product bundle's settings with the English words PHP prints
 * (Vitrine\ProductPage\Module::strings(), checked by ProductPageModuleTest).
 */
import type { ProductStrings } from './strings';
import type { ProductSettings } from './settings';

export const ENGLISH: ProductStrings = {
	unavailable:
		'Sorry, this product is unavailable. Please choose a different combination.',
	imageError: 'The image could not be loaded.',
	openImage: 'Open the image in a new tab',
	carousel: 'carousel',
	productImages: 'Product images',
	slide: 'slide',
	slideLabel: '%1$d of %2$d',
	previousImage: 'Previous image',
	nextImage: 'Next image',
	pauseSlideshow: 'Pause slideshow',
	close: 'Close (Esc)',
	zoom: 'Zoom in/out',
	previous: 'Previous (arrow left)',
	next: 'Next (arrow right)',
	fullscreen: 'Toggle fullscreen',
	share: 'Share',
	shareFacebook: 'Share on Facebook',
	shareTwitter: 'Tweet',
	sharePinterest: 'Pin it',
	download: 'Download image',
};

/**
 * Puts the product settings, with the English words, where the bundle reads them.
 */
export function installProductStrings(): void {
	window.vitrineSettings = {
		...window.vitrineSettings,
		product: {
			buildUrl: '/build/',
			gallery: window.vitrineSettings?.product?.gallery ?? {
				zoom: true,
				zoomOn: 'hover',
				lightbox: true,
				slider: true,
				autoplay: false,
				slideshowSpeed: 7000,
				animationSpeed: 600,
				preload: [ 1, 1 ],
				shareWindow: { width: 550, height: 420 },
			},
			i18n: ENGLISH,
		} satisfies ProductSettings,
	};
}
