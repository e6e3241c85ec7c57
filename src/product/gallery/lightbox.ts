/**
 * The full-screen lightbox, on PhotoSwipe 5. This module and PhotoSwipe are one chunk, loaded the
 * first time a visitor opens the lightbox; PhotoSwipe's stylesheet is requested as the chunk runs
 * (build/chunks/photoswipe-style.css: webpack.config.js, core/chunks.ts).
 *
 * PhotoSwipe 5 brings the counter, the zoom button, arrows, keyboard navigation (arrows, Esc,
 * focus kept inside) and no idle timer: its controls never hide after a delay, which is what the
 * product page wants. The fullscreen button, the share panel (Facebook, Twitter, Pinterest,
 * download) and the caption are added here with its UI API (registerElement).
 */
import PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import { t } from '../strings';
import type { GalleryImage } from './image';
import { imageErrorMessage } from './image';
import { shareLinks, shareWindowFeatures } from './share';
import { loadStylesheet } from '../../core/chunks';

export interface LightboxOptions {
	/** Images loaded before and after the current one. */
	preload: [ number, number ];
	/** The share window's size. */
	shareWindow: { width: number; height: number };
	/** The page being shared. */
	pageUrl: string;
}

type Slide = SlideData & { image: GalleryImage };

/** PhotoSwipe's stylesheet, requested once, as soon as this chunk runs. */
const styled = loadStylesheet( 'chunks/photoswipe-style.css' );

const ICON = ( path: string ): string =>
	`<svg aria-hidden="true" class="pswp__icn" viewBox="0 0 32 32" width="32" height="32"><path d="${ path }" fill="currentColor"/></svg>`;

/**
 * Opens the lightbox on the given images, once its stylesheet applies.
 *
 * @param images  The gallery's images, in order.
 * @param index   The image to open on.
 * @param options Preload, share window, page address.
 */
export async function openLightbox(
	images: GalleryImage[],
	index: number,
	options: LightboxOptions
): Promise< PhotoSwipe > {
	await styled;
	const dataSource: Slide[] = images.map( ( image ) => ( {
		src: image.largeImage,
		width: image.largeWidth,
		height: image.largeHeight,
		msrc: image.src,
		alt: image.alt,
		image,
	} ) );

	const pswp = new PhotoSwipe( {
		dataSource,
		index,
		preload: options.preload,
		bgOpacity: 0.9,
		showHideAnimationType: 'fade',
		imageClickAction: 'zoom',
		tapAction: 'toggle-controls',
		clickToCloseNonZoomable: false,
		closeTitle: t( 'close' ),
		zoomTitle: t( 'zoom' ),
		arrowPrevTitle: t( 'previous' ),
		arrowNextTitle: t( 'next' ),
		errorMsg: t( 'imageError' ),
		mainClass: 'vitrine-lightbox',
	} );

	// An image that fails: the message, with a link to the image.
	pswp.addFilter( 'contentErrorElement', ( element, content ) => {
		const message = imageErrorMessage(
			element.ownerDocument,
			String( content.data.src ?? '' )
		);
		message.classList.add( 'pswp__error-msg' );
		return message;
	} );

	// Open, and listening to the keyboard (PhotoSwipe binds its keys once the opening ends).
	pswp.on( 'openingAnimationEnd', () =>
		pswp.element?.classList.add( 'vitrine-lightbox--open' )
	);

	// Tab and Shift+Tab go round the lightbox's controls instead of leaving the dialog.
	pswp.on( 'keydown', ( event ) => {
		const key = event.originalEvent;
		if ( key.key !== 'Tab' || ! pswp.element ) {
			return;
		}
		const controls = focusableIn( pswp.element );
		const active = pswp.element.ownerDocument.activeElement;
		const first = controls[ 0 ];
		const last = controls[ controls.length - 1 ];
		if ( ! first || ! last ) {
			return;
		}
		const leaving = key.shiftKey
			? active === first || active === pswp.element
			: active === last;
		if ( leaving ) {
			key.preventDefault();
			event.preventDefault();
			( key.shiftKey ? last : first ).focus();
		}
	} );

	pswp.on( 'uiRegister', () => {
		registerCaption( pswp );
		registerFullscreen( pswp );
		registerShare( pswp, options );
	} );

	pswp.init();
	return pswp;
}

/**
 * The visible controls of the lightbox, in tab order.
 *
 * @param root The lightbox's root element.
 */
function focusableIn( root: HTMLElement ): HTMLElement[] {
	return Array.from(
		root.querySelectorAll< HTMLElement >( 'button, a[href]' )
	).filter(
		( element ) =>
			! element.closest( '[hidden]' ) &&
			element.getClientRects().length > 0 &&
			getComputedStyle( element ).visibility !== 'hidden'
	);
}

/**
 * The image shown: read by index, since the current slide object changes after "change" fires.
 *
 * @param pswp The lightbox.
 */
function currentImage( pswp: PhotoSwipe ): GalleryImage | undefined {
	const { dataSource } = pswp.options;
	return Array.isArray( dataSource )
		? ( dataSource[ pswp.currIndex ] as Slide | undefined )?.image
		: undefined;
}

function registerCaption( pswp: PhotoSwipe ): void {
	pswp.ui?.registerElement( {
		name: 'vitrine-caption',
		className: 'vitrine-lightbox__caption',
		appendTo: 'root',
		order: 9,
		onInit: ( element ) => {
			element.setAttribute( 'aria-live', 'polite' );
			pswp.on( 'change', () => {
				const image = currentImage( pswp );
				element.textContent = image?.caption || image?.title || '';
				element.hidden = element.textContent === '';
			} );
		},
	} );
}

function registerFullscreen( pswp: PhotoSwipe ): void {
	const doc = document;
	if ( ! doc.fullscreenEnabled ) {
		return;
	}
	pswp.ui?.registerElement( {
		name: 'vitrine-fullscreen',
		className: 'pswp__button--vitrine-fullscreen',
		isButton: true,
		order: 8,
		title: t( 'fullscreen' ),
		html: ICON(
			'M7 13h2V9h4V7H7zm0 6v6h6v-2H9v-4zm12 6h6v-6h-2v4h-4zm4-18h-4v2h4v4h2V7z'
		),
		onInit: ( element ) => {
			element.setAttribute( 'aria-pressed', 'false' );
			const sync = (): void => {
				const on = doc.fullscreenElement === pswp.element;
				element.setAttribute( 'aria-pressed', String( on ) );
				pswp.element?.classList.toggle(
					'vitrine-lightbox--fullscreen',
					on
				);
			};
			doc.addEventListener( 'fullscreenchange', sync );
			pswp.on( 'destroy', () => {
				doc.removeEventListener( 'fullscreenchange', sync );
				if ( doc.fullscreenElement === pswp.element ) {
					doc.exitFullscreen().catch( () => undefined );
				}
			} );
		},
		onClick: () => {
			if ( doc.fullscreenElement ) {
				doc.exitFullscreen().catch( () => undefined );
			} else {
				pswp.element?.requestFullscreen().catch( () => undefined );
			}
		},
	} );
}

function registerShare( pswp: PhotoSwipe, options: LightboxOptions ): void {
	const panelId = `vitrine-lightbox-share-${ Date.now() }`;
	let button: HTMLElement | null = null;
	let panel: HTMLElement | null = null;

	const setOpen = ( open: boolean, focusButton = false ): void => {
		if ( ! button || ! panel ) {
			return;
		}
		panel.hidden = ! open;
		button.setAttribute( 'aria-expanded', String( open ) );
		if ( open ) {
			panel.querySelector< HTMLElement >( 'a' )?.focus();
		} else if ( focusButton ) {
			button.focus();
		}
	};

	const fill = (): void => {
		const image = currentImage( pswp );
		if ( ! panel || ! image ) {
			return;
		}
		const list = panel.ownerDocument.createElement( 'ul' );
		for ( const link of shareLinks(
			options.pageUrl,
			image.largeImage,
			image.caption || image.title || image.alt
		) ) {
			const item = panel.ownerDocument.createElement( 'li' );
			const anchor = panel.ownerDocument.createElement( 'a' );
			anchor.href = link.href;
			anchor.textContent = link.label;
			anchor.className = `vitrine-lightbox__share-link vitrine-lightbox__share-link--${ link.id }`;
			anchor.dataset.share = link.id;
			if ( link.popup ) {
				anchor.target = '_blank';
				anchor.rel = 'noopener noreferrer';
				anchor.addEventListener( 'click', ( event ) => {
					event.preventDefault();
					window.open(
						link.href,
						'vitrine_share',
						shareWindowFeatures(
							options.shareWindow.width,
							options.shareWindow.height,
							window.screen?.width
						)
					);
					setOpen( false, true );
				} );
			} else {
				anchor.download = '';
				anchor.addEventListener( 'click', () =>
					setOpen( false, true )
				);
			}
			item.append( anchor );
			list.append( item );
		}
		panel.replaceChildren( list );
	};

	pswp.ui?.registerElement( {
		name: 'vitrine-share',
		className: 'pswp__button--vitrine-share',
		isButton: true,
		order: 7,
		title: t( 'share' ),
		html: ICON(
			'M22 19.2a2.8 2.8 0 0 0-1.9.8l-7-4.1a3 3 0 0 0 0-1.8l6.9-4A2.9 2.9 0 1 0 19 8l-7 4a2.9 2.9 0 1 0 0 4.1l7 4.1a2.8 2.8 0 1 0 2.9-1z'
		),
		onInit: ( element ) => {
			button = element;
			element.setAttribute( 'aria-expanded', 'false' );
			element.setAttribute( 'aria-controls', panelId );
		},
		onClick: () => setOpen( panel?.hidden ?? false ),
	} );

	pswp.ui?.registerElement( {
		name: 'vitrine-share-panel',
		className: 'vitrine-lightbox__share',
		appendTo: 'root',
		order: 10,
		onInit: ( element ) => {
			panel = element;
			element.id = panelId;
			element.hidden = true;
			element.setAttribute( 'role', 'group' );
			element.setAttribute( 'aria-label', t( 'share' ) );
			pswp.on( 'change', () => {
				fill();
				setOpen( false );
			} );
		},
	} );

	// Esc closes the open share panel first, then the lightbox.
	pswp.on( 'keydown', ( event ) => {
		if ( event.originalEvent.key === 'Escape' && panel && ! panel.hidden ) {
			event.preventDefault();
			setOpen( false, true );
		}
	} );
}
