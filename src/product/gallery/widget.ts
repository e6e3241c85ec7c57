/**
 * The product gallery as a type of the widget registry (core/widgets.ts). It starts at once: it
 * sits above the fold, and a gallery of several images becomes its slider (swiper, a chunk) as
 * the page loads. Its own code ships in the product bundle; swiper and PhotoSwipe stay chunks
 * loaded on demand (gallery.ts).
 */
import { now, type WidgetType } from '../../core/widgets';
import type { GallerySettings } from '../settings';
import { initGallery } from './gallery';

/**
 * The gallery widget type.
 *
 * @param settings The gallery settings.
 */
export const galleryWidget = ( settings: GallerySettings ): WidgetType => ( {
	selector: '[data-vitrine-gallery]',
	start: now,
	load: async () => ( root ) => initGallery( root, settings ),
} );
