/**
 * The gallery's zoom: while the pointer is over an image whose full size is wider than the
 * gallery, the full image is shown in its place, moved so that the point under the pointer
 * stays under it. Shown on hover (mouse) or toggled by a click, as the settings say.
 */
import { readImage } from './image';

export interface ZoomOffset {
	x: number;
	y: number;
}

/**
 * Where the full image goes (its top-left corner, relative to the frame) for a pointer position.
 *
 * @param pointerX    Pointer, from the frame's left edge.
 * @param pointerY    Pointer, from the frame's top edge.
 * @param frameWidth  The frame's width.
 * @param frameHeight The frame's height.
 * @param imageWidth  The full image's width.
 * @param imageHeight The full image's height.
 */
export function zoomOffset(
	pointerX: number,
	pointerY: number,
	frameWidth: number,
	frameHeight: number,
	imageWidth: number,
	imageHeight: number
): ZoomOffset {
	const clamp = ( value: number ) => Math.min( 1, Math.max( 0, value ) );
	const ratioX = frameWidth > 0 ? clamp( pointerX / frameWidth ) : 0;
	const ratioY = frameHeight > 0 ? clamp( pointerY / frameHeight ) : 0;
	return {
		x: -Math.max( 0, imageWidth - frameWidth ) * ratioX,
		y: -Math.max( 0, imageHeight - frameHeight ) * ratioY,
	};
}

/**
 * Whether an image can zoom: its full size is wider than the gallery.
 *
 * @param largeWidth   The full image's width.
 * @param galleryWidth The gallery's width.
 */
export function canZoom( largeWidth: number, galleryWidth: number ): boolean {
	return galleryWidth > 0 && largeWidth > galleryWidth;
}

export interface Zoom {
	/** Whether the zoomed image is showing. */
	active: () => boolean;
	/** Click mode: shows or hides the zoom; false when this image cannot zoom. */
	toggle: ( event: MouseEvent ) => boolean;
	hide: () => void;
}

/**
 * Adds the zoom to one slide.
 *
 * @param frame The slide (position: relative; overflow: hidden).
 * @param mode  'hover' or 'click' (the gallery calls toggle() on a click).
 */
export function attachZoom(
	frame: HTMLElement,
	mode: 'hover' | 'click'
): Zoom {
	const doc = frame.ownerDocument;
	let zoomed: HTMLImageElement | null = null;

	const move = ( event: MouseEvent ): void => {
		if ( ! zoomed ) {
			return;
		}
		const rect = frame.getBoundingClientRect();
		const offset = zoomOffset(
			event.clientX - rect.left,
			event.clientY - rect.top,
			rect.width,
			rect.height,
			zoomed.width,
			zoomed.height
		);
		zoomed.style.transform = `translate(${ offset.x }px, ${ offset.y }px)`;
	};

	const hide = (): void => {
		zoomed?.remove();
		zoomed = null;
		frame.classList.remove( 'is-zoomed' );
	};

	const show = ( event: MouseEvent ): boolean => {
		const img = frame.querySelector< HTMLImageElement >(
			'img.vitrine-product-gallery__img'
		);
		if ( zoomed || ! img ) {
			return zoomed !== null;
		}
		const image = readImage( img );
		if (
			! image.largeImage ||
			! canZoom( image.largeWidth, frame.getBoundingClientRect().width )
		) {
			return false;
		}
		zoomed = doc.createElement( 'img' );
		zoomed.className = 'vitrine-zoom-image';
		zoomed.src = image.largeImage;
		zoomed.width = image.largeWidth;
		zoomed.height = image.largeHeight;
		zoomed.alt = '';
		zoomed.setAttribute( 'aria-hidden', 'true' );
		// From the top-left corner whatever the direction: the offset is computed from there.
		zoomed.style.left = '0';
		zoomed.style.top = '0';
		zoomed.addEventListener( 'error', hide );
		frame.append( zoomed );
		frame.classList.add( 'is-zoomed' );
		move( event );
		return true;
	};

	frame.addEventListener( 'pointermove', ( event ) => {
		if ( ! zoomed && mode === 'hover' && event.pointerType === 'mouse' ) {
			show( event );
		}
		move( event );
	} );
	frame.addEventListener( 'pointerleave', hide );

	return {
		active: () => zoomed !== null,
		toggle: ( event ) => {
			if ( zoomed ) {
				hide();
				return true;
			}
			return show( event );
		},
		hide,
	};
}
