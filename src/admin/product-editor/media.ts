/**
 * The media library (wp.media, which WordPress loads on this screen with wp_enqueue_media()) for
 * the gallery, the variations' images and the downloadable files. wp.media runs on jQuery and
 * Backbone, as every wp-admin media picker does; none of it reaches the storefront.
 */
import { __ } from '@wordpress/i18n';

export interface MediaAttachment {
	id: number;
	url: string;
	title?: string;
	alt?: string;
	sizes?: Record< string, { url: string } | undefined >;
}

interface MediaSelection {
	map: < T >(
		callback: ( attachment: { toJSON: () => MediaAttachment } ) => T
	) => T[];
}

interface MediaFrame {
	on: ( event: 'select' | 'close', callback: () => void ) => void;
	open: () => void;
	state: () => { get: ( name: 'selection' ) => MediaSelection };
}

interface MediaFrameOptions {
	title: string;
	button: { text: string };
	library?: { type: string };
	multiple: boolean | 'add';
}

declare global {
	interface Window {
		wp?: { media?: ( options: MediaFrameOptions ) => MediaFrame };
	}
}

/**
 * Opens the media library and hands over what the merchant picked; focus goes back to the
 * control that opened it.
 *
 * @param options  Title, button text, type and whether several may be picked.
 * @param opener   The control that opened it.
 * @param onSelect Receives the attachments picked.
 * @return Whether the library could be opened.
 */
export function pickMedia(
	options: MediaFrameOptions,
	opener: HTMLElement,
	onSelect: ( attachments: MediaAttachment[] ) => void
): boolean {
	const media = window.wp?.media;
	if ( ! media ) {
		return false;
	}
	const frame = media( options );
	frame.on( 'select', () => {
		onSelect(
			frame
				.state()
				.get( 'selection' )
				.map( ( attachment ) => attachment.toJSON() )
		);
	} );
	frame.on( 'close', () => {
		// The modal is removed after its close event: focus once it is gone.
		window.setTimeout( () => opener.focus(), 0 );
	} );
	frame.open();
	return true;
}

/**
 * The small version of an image for previews.
 *
 * @param attachment The image.
 */
export function thumbnailUrl( attachment: MediaAttachment ): string {
	return attachment.sizes?.thumbnail?.url ?? attachment.url;
}

export const galleryFrame = (): MediaFrameOptions => ( {
	title: __( 'Add images to the product gallery', 'vitrine' ),
	button: { text: __( 'Add to gallery', 'vitrine' ) },
	library: { type: 'image' },
	multiple: 'add',
} );

export const variationImageFrame = (): MediaFrameOptions => ( {
	title: __( 'Choose the variation’s image', 'vitrine' ),
	button: { text: __( 'Use this image', 'vitrine' ) },
	library: { type: 'image' },
	multiple: false,
} );

export const downloadFrame = (): MediaFrameOptions => ( {
	title: __( 'Choose a file to download', 'vitrine' ),
	button: { text: __( 'Use this file', 'vitrine' ) },
	multiple: false,
} );
