/**
 * The product bundle's words, translated by PHP (Vitrine\ProductPage\Module::strings()) and
 * printed in its settings, so that the page loads no wp-i18n (nor its polyfills) for them.
 */
import './settings';

export interface ProductStrings {
	unavailable: string;
	imageError: string;
	openImage: string;
	carousel: string;
	productImages: string;
	slide: string;
	/** %1$d: image number, %2$d: number of images. */
	slideLabel: string;
	previousImage: string;
	nextImage: string;
	pauseSlideshow: string;
	close: string;
	zoom: string;
	previous: string;
	next: string;
	fullscreen: string;
	share: string;
	shareFacebook: string;
	shareTwitter: string;
	sharePinterest: string;
	download: string;
}

/**
 * One of the words.
 *
 * @param key Its key.
 */
export function t( key: keyof ProductStrings ): string {
	return window.vitrineSettings?.product?.i18n?.[ key ] ?? '';
}

/**
 * Fills the numbered placeholders (%1$d, %2$s...) of a translated template.
 *
 * @param template The template.
 * @param values   The values, in order.
 */
export function format(
	template: string,
	...values: Array< string | number >
): string {
	return template.replace( /%(\d+)\$[ds]/g, ( match, position: string ) => {
		const value = values[ Number( position ) - 1 ];
		return value === undefined ? match : String( value );
	} );
}
