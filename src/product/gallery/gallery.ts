/**
 * The product gallery (markup: Vitrine\ProductPage\SingleProduct::gallery()). With more than one
 * image and the slider on, the slides become a swiper slider with thumbnails and previous / next
 * buttons; swiper is loaded then, and only then. The zoom shows the full image under the pointer.
 * The magnifier button and a click on an image open the lightbox, whose code (PhotoSwipe) loads
 * on that first click. A variation's image replaces the main image while it is chosen.
 */
import { format, t } from '../strings';
import type { GallerySettings } from '../settings';
import {
	VARIATION_IMAGE_EVENT,
	type VariationImageDetail,
} from '../variations';
import {
	imageErrorMessage,
	readImage,
	snapshotImage,
	writeImage,
	type GalleryImageData,
} from './image';
import { attachZoom, type Zoom } from './zoom';
import type { Slider } from './slider';

const SLIDE = '.vitrine-product-gallery__slide';
const IMG = 'img.vitrine-product-gallery__img';

export interface ProductGallery {
	/** Shows an image (0-based). */
	goTo: ( index: number ) => void;
	/** The image shown. */
	index: () => number;
	/** Opens the lightbox on an image; resolves once it is open. */
	openLightbox: ( index?: number ) => Promise< void >;
	/** Resolves once the slider is ready (at once when there is none). */
	ready: Promise< void >;
	/** Stops the slider and the variation image, for a gallery that leaves the page. */
	destroy: () => void;
}

/**
 * Enhances one gallery.
 *
 * @param root     The [data-vitrine-gallery] element.
 * @param settings The gallery settings.
 */
export function initGallery(
	root: HTMLElement,
	settings: GallerySettings
): ProductGallery {
	const doc = root.ownerDocument;
	const viewport = root.querySelector< HTMLElement >(
		'.vitrine-product-gallery__viewport'
	);
	const slides = Array.from( root.querySelectorAll< HTMLElement >( SLIDE ) );
	const thumbs = root.querySelector< HTMLElement >(
		'.vitrine-product-gallery__thumbs'
	);
	const thumbButtons = Array.from(
		root.querySelectorAll< HTMLButtonElement >(
			'.vitrine-product-gallery__thumb-button'
		)
	);
	const trigger = root.querySelector< HTMLButtonElement >(
		'.vitrine-product-gallery__trigger'
	);
	const productId = Number( root.dataset.product_id ?? 0 );
	const zooms = new Map< HTMLElement, Zoom >();
	let current = 0;
	let slider: Slider | null = null;
	let prev: HTMLButtonElement | null = null;
	let next: HTMLButtonElement | null = null;
	let destroyed = false;

	const imageOf = ( slide: HTMLElement | undefined ) =>
		slide?.querySelector< HTMLImageElement >( IMG ) ?? null;

	/**
	 * Marks the shown image: thumbnails, buttons, and the other slides made inert so that
	 * keyboard and screen-reader users meet only the image they see.
	 *
	 * @param index The shown image.
	 */
	const show = ( index: number ): void => {
		current = index;
		thumbButtons.forEach( ( button, i ) => {
			if ( i === index ) {
				button.setAttribute( 'aria-current', 'true' );
			} else {
				button.removeAttribute( 'aria-current' );
			}
		} );
		if ( slider ) {
			slides.forEach( ( slide, i ) => {
				slide.inert = i !== index;
			} );
		}
		prev?.setAttribute( 'aria-disabled', String( index === 0 ) );
		next?.setAttribute(
			'aria-disabled',
			String( index === slides.length - 1 )
		);
		zooms.forEach( ( zoom ) => zoom.hide() );
	};

	const goTo = ( index: number ): void => {
		const target = Math.max( 0, Math.min( slides.length - 1, index ) );
		if ( slider ) {
			slider.slideTo( target );
		}
		show( target );
	};

	// Images that failed to load say so, with a link to the image: the message takes the
	// image's place (the stylesheet hides the image of a slide .has-error), and the slider
	// fits its height to it, so no empty box stays with the arrows over it.
	const watchImage = ( img: HTMLImageElement ): void => {
		const fail = (): void => {
			const slide = img.closest< HTMLElement >( SLIDE );
			if ( ! slide || slide.querySelector( '.vitrine-image-error' ) ) {
				return;
			}
			slide.classList.add( 'has-error' );
			slide.append(
				imageErrorMessage(
					doc,
					img.dataset.large_image || img.currentSrc || img.src
				)
			);
			zooms.get( slide )?.hide();
			slider?.updateHeight();
		};
		if (
			img.complete &&
			img.naturalWidth === 0 &&
			img.getAttribute( 'src' )
		) {
			fail();
		}
		img.addEventListener( 'error', fail );
		img.addEventListener( 'load', () => {
			const slide = img.closest( SLIDE );
			if ( ! slide?.classList.contains( 'has-error' ) ) {
				return;
			}
			slide.classList.remove( 'has-error' );
			slide.querySelector( '.vitrine-image-error' )?.remove();
			slider?.updateHeight();
		} );
	};
	slides.forEach( ( slide ) => {
		const img = imageOf( slide );
		if ( img ) {
			watchImage( img );
		}
	} );

	const openLightbox = async ( index = current ): Promise< void > => {
		const { openLightbox: open } = await import(
			/* webpackChunkName: "photoswipe" */ './lightbox'
		);
		const images = slides
			.map( imageOf )
			.filter( ( img ): img is HTMLImageElement => img !== null )
			.map( readImage );
		const pswp = await open( images, index, {
			preload: settings.preload,
			shareWindow: settings.shareWindow,
			pageUrl: doc.defaultView?.location.href ?? '',
		} );
		// Closing it on another image leaves the gallery on that image.
		pswp.on( 'change', () => goTo( pswp.currIndex ) );
	};

	if ( settings.lightbox && trigger ) {
		trigger.hidden = false;
		trigger.addEventListener( 'click', () => {
			openLightbox().catch( () => undefined );
		} );
	}

	if ( settings.zoom ) {
		for ( const slide of slides ) {
			zooms.set( slide, attachZoom( slide, settings.zoomOn ) );
		}
	}

	root.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( '.vitrine-product-gallery__link' );
		const slide = link?.closest< HTMLElement >( SLIDE );
		if ( ! link || ! slide ) {
			return;
		}
		const zoom = zooms.get( slide );
		if ( settings.zoomOn === 'click' && zoom?.toggle( event ) ) {
			event.preventDefault();
			return;
		}
		if ( settings.lightbox ) {
			event.preventDefault();
			zooms.get( slide )?.hide();
			openLightbox( slides.indexOf( slide ) ).catch( () => undefined );
		}
	} );

	// A chosen variation's image takes the main image's place until the choice is undone.
	const first = imageOf( slides[ 0 ] );
	let original: GalleryImageData | null = null;
	const onVariationImage = ( event: Event ): void => {
		const { detail } = event as CustomEvent< VariationImageDetail >;
		if ( ! first || ( productId && detail.productId !== productId ) ) {
			return;
		}
		if ( detail.image ) {
			original ??= snapshotImage( first );
			writeImage( first, detail.image );
		} else if ( original ) {
			writeImage( first, original );
			original = null;
		} else {
			return;
		}
		const thumb = thumbButtons[ 0 ]?.querySelector( 'img' );
		if ( thumb ) {
			thumb.src = slides[ 0 ].dataset.thumb ?? thumb.src;
		}
		goTo( 0 );
	};
	doc.addEventListener( VARIATION_IMAGE_EVENT, onVariationImage );

	const multiple = slides.length > 1;
	let ready: Promise< void > = Promise.resolve();
	if ( multiple && ! settings.slider ) {
		root.classList.add( 'vitrine-product-gallery--grid' );
	}
	if ( multiple && settings.slider && viewport ) {
		ready = import( /* webpackChunkName: "swiper" */ './slider' ).then(
			( { createSlider } ) => {
				if ( destroyed ) {
					return;
				}
				slider = createSlider( viewport, {
					speed: settings.animationSpeed,
					autoplayDelay: settings.autoplay
						? settings.slideshowSpeed
						: 0,
					onChange: show,
				} );
				enhanceSlider();
				show( slider.index() );
			}
		);
		ready.catch( () => {
			// Without the slider, the images stay a scrollable strip.
		} );
	}

	/**
	 * The carousel's semantics and controls, once swiper runs: a labelled region, one group per
	 * slide, a polite live region, previous / next buttons, the thumbnails, arrow keys, and a
	 * pause button when it plays by itself.
	 */
	function enhanceSlider(): void {
		if ( ! viewport ) {
			return;
		}
		root.classList.add( 'is-slider' );
		viewport.setAttribute( 'role', 'region' );
		viewport.setAttribute( 'aria-roledescription', t( 'carousel' ) );
		viewport.setAttribute( 'aria-label', t( 'productImages' ) );
		viewport
			.querySelector( '.vitrine-product-gallery__slides' )
			?.setAttribute( 'aria-live', settings.autoplay ? 'off' : 'polite' );
		slides.forEach( ( slide, i ) => {
			slide.setAttribute( 'role', 'group' );
			slide.setAttribute( 'aria-roledescription', t( 'slide' ) );
			slide.setAttribute(
				'aria-label',
				format( t( 'slideLabel' ), i + 1, slides.length )
			);
		} );

		const button = ( className: string, label: string, icon: string ) => {
			const element = doc.createElement( 'button' );
			element.type = 'button';
			element.className = `vitrine-product-gallery__nav ${ className }`;
			element.setAttribute( 'aria-label', label );
			element.innerHTML = `<span aria-hidden="true">${ icon }</span>`;
			return element;
		};
		prev = button(
			'vitrine-product-gallery__nav--prev',
			t( 'previousImage' ),
			'‹'
		);
		next = button(
			'vitrine-product-gallery__nav--next',
			t( 'nextImage' ),
			'›'
		);
		prev.addEventListener( 'click', () => {
			if ( current > 0 ) {
				goTo( current - 1 );
			}
		} );
		next.addEventListener( 'click', () => {
			if ( current < slides.length - 1 ) {
				goTo( current + 1 );
			}
		} );
		viewport.before( prev );
		viewport.after( next );

		if ( settings.autoplay ) {
			const pause = doc.createElement( 'button' );
			pause.type = 'button';
			pause.className = 'vitrine-product-gallery__play';
			pause.setAttribute( 'aria-pressed', 'false' );
			pause.textContent = t( 'pauseSlideshow' );
			pause.addEventListener( 'click', () => {
				const paused = pause.getAttribute( 'aria-pressed' ) !== 'true';
				pause.setAttribute( 'aria-pressed', String( paused ) );
				slider?.setPlaying( ! paused );
			} );
			root.prepend( pause );
		}

		if ( thumbs ) {
			thumbs.hidden = false;
			thumbs.addEventListener( 'click', ( event ) => {
				const thumb = (
					event.target as Element | null
				 )?.closest< HTMLButtonElement >(
					'.vitrine-product-gallery__thumb-button'
				);
				if ( thumb ) {
					goTo( Number( thumb.dataset.index ?? 0 ) );
				}
			} );
		}

		viewport.addEventListener( 'keydown', ( event ) => {
			const rtl =
				doc.defaultView?.getComputedStyle( root ).direction === 'rtl';
			const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
			const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
			let target: number | null = null;
			if ( event.key === forward ) {
				target = Math.min( slides.length - 1, current + 1 );
			} else if ( event.key === backward ) {
				target = Math.max( 0, current - 1 );
			} else if ( event.key === 'Home' ) {
				target = 0;
			} else if ( event.key === 'End' ) {
				target = slides.length - 1;
			}
			if ( target === null ) {
				return;
			}
			event.preventDefault();
			goTo( target );
			slides[ target ]
				.querySelector< HTMLElement >(
					'.vitrine-product-gallery__link'
				)
				?.focus( { preventScroll: true } );
		} );
	}

	return {
		goTo,
		index: () => current,
		openLightbox,
		ready,
		destroy: () => {
			destroyed = true;
			doc.removeEventListener( VARIATION_IMAGE_EVENT, onVariationImage );
			slider?.destroy();
		},
	};
}
