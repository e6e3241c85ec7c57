/**
 * A gallery image as PHP describes it (Vitrine\ProductPage\ProductImages::data()), and the same
 * read back from an <img>'s data attributes (large_image, large_image_width, large_image_height,
 * caption, alt, title).
 */
import { t } from '../strings';

export interface GalleryImageData {
	id?: number;
	src: string;
	width: number;
	height: number;
	srcset: string;
	sizes: string;
	alt: string;
	title: string;
	caption: string;
	large_image: string;
	large_image_width: number;
	large_image_height: number;
	thumb: string;
}

/**
 * What the zoom and the lightbox read of an image on the page.
 */
export interface GalleryImage {
	src: string;
	largeImage: string;
	largeWidth: number;
	largeHeight: number;
	caption: string;
	alt: string;
	title: string;
	thumb: string;
}

/**
 * Reads a gallery <img>.
 *
 * @param img The image.
 */
export function readImage( img: HTMLImageElement ): GalleryImage {
	const data = img.dataset;
	return {
		src: img.currentSrc || img.src,
		largeImage: data.large_image || img.src,
		largeWidth: Number( data.large_image_width ) || img.naturalWidth,
		largeHeight: Number( data.large_image_height ) || img.naturalHeight,
		caption: data.caption ?? '',
		alt: data.alt || img.alt,
		title: data.title ?? img.title,
		thumb:
			img.closest< HTMLElement >( '[data-thumb]' )?.dataset.thumb ??
			img.src,
	};
}

/**
 * Writes an image's data into a gallery <img> and its link.
 *
 * @param img   The image.
 * @param image The data.
 */
export function writeImage(
	img: HTMLImageElement,
	image: GalleryImageData
): void {
	img.src = image.src;
	img.width = image.width;
	img.height = image.height;
	if ( image.srcset ) {
		img.srcset = image.srcset;
		img.sizes = image.sizes;
	} else {
		img.removeAttribute( 'srcset' );
		img.removeAttribute( 'sizes' );
	}
	img.alt = image.alt;
	img.title = image.title;
	img.dataset.large_image = image.large_image;
	img.dataset.large_image_width = String( image.large_image_width );
	img.dataset.large_image_height = String( image.large_image_height );
	img.dataset.caption = image.caption;
	img.dataset.alt = image.alt;
	img.dataset.title = image.title;
	const link = img.closest< HTMLAnchorElement >( 'a' );
	if ( link ) {
		link.href = image.large_image;
	}
	const slide = img.closest< HTMLElement >( '[data-thumb]' );
	if ( slide ) {
		slide.dataset.thumb = image.thumb;
	}
}

/**
 * Reads back what writeImage() writes, so that an image can be put back.
 *
 * @param img The image.
 */
export function snapshotImage( img: HTMLImageElement ): GalleryImageData {
	const data = img.dataset;
	return {
		src: img.getAttribute( 'src' ) ?? '',
		width: img.width,
		height: img.height,
		srcset: img.getAttribute( 'srcset' ) ?? '',
		sizes: img.getAttribute( 'sizes' ) ?? '',
		alt: img.alt,
		title: img.title,
		caption: data.caption ?? '',
		large_image: data.large_image ?? '',
		large_image_width: Number( data.large_image_width ) || 0,
		large_image_height: Number( data.large_image_height ) || 0,
		thumb:
			img.closest< HTMLElement >( '[data-thumb]' )?.dataset.thumb ?? '',
	};
}

/**
 * The message of an image that failed to load, with a link to the image (spec: "a message that
 * the image could not be loaded, with a link to it").
 *
 * @param doc The document.
 * @param url The image's address.
 */
export function imageErrorMessage( doc: Document, url: string ): HTMLElement {
	const message = doc.createElement( 'p' );
	message.className = 'vitrine-image-error';
	const link = doc.createElement( 'a' );
	link.href = url;
	link.target = '_blank';
	link.rel = 'noopener';
	link.textContent = t( 'openImage' );
	message.append( t( 'imageError' ), ' ', link );
	return message;
}
