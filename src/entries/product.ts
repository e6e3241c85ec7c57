/**
 * Product page context: tabs, the gallery (slider, zoom, lightbox), the variation choice and the
 * review form. swiper and PhotoSwipe are separate chunks loaded on demand.
 */
import '../product/product.scss';
import { getSettings } from '../core/settings';
import { onReady } from '../core/dom';
import { createWidgetRegistry } from '../core/widgets';
import { loadChunksFrom } from '../core/chunks';
import '../product/settings';
import { initProductTabs } from '../product/tabs';
import { galleryWidget } from '../product/gallery/widget';
import { initVariationForm } from '../product/variations';
import { initReviewForm } from '../product/review-form';

onReady( () => {
	const settings = getSettings( 'product' );
	loadChunksFrom( settings );
	createWidgetRegistry()
		.define( { gallery: galleryWidget( settings.gallery ) } )
		.start()
		// After the galleries, which listen for the variation's image.
		.then( () =>
			document
				.querySelectorAll< HTMLFormElement >(
					'.vitrine-variations-form'
				)
				.forEach( ( form ) => initVariationForm( form ) )
		);
	document
		.querySelectorAll< HTMLElement >( '[data-vitrine-tabs]' )
		.forEach( ( tabs ) => initProductTabs( tabs ) );
	const reviews = settings.reviews;
	if ( reviews ) {
		document
			.querySelectorAll< HTMLFormElement >( 'form.vitrine-review-form' )
			.forEach( ( form ) => initReviewForm( form, reviews ) );
	}
} );
