/**
 * The lightbox's share panel: links to share the page and the image on Facebook, Twitter and
 * Pinterest, each opened in a 550 x 420 window, and a link to download the image.
 */
import { t } from '../strings';

export type ShareService = 'facebook' | 'twitter' | 'pinterest' | 'download';

export interface ShareLink {
	id: ShareService;
	label: string;
	href: string;
	/** Opened in the share window; false for the download. */
	popup: boolean;
}

/**
 * The share links of an image.
 *
 * @param pageUrl  The product page's address.
 * @param imageUrl The full image's address.
 * @param text     The image's caption or title, for Twitter and Pinterest.
 */
export function shareLinks(
	pageUrl: string,
	imageUrl: string,
	text: string
): ShareLink[] {
	const page = encodeURIComponent( pageUrl );
	const media = encodeURIComponent( imageUrl );
	const description = encodeURIComponent( text );
	return [
		{
			id: 'facebook',
			label: t( 'shareFacebook' ),
			href: `https://www.facebook.com/sharer/sharer.php?u=${ page }`,
			popup: true,
		},
		{
			id: 'twitter',
			label: t( 'shareTwitter' ),
			href: `https://twitter.com/intent/tweet?text=${ description }&url=${ page }`,
			popup: true,
		},
		{
			id: 'pinterest',
			label: t( 'sharePinterest' ),
			href: `https://www.pinterest.com/pin/create/button/?url=${ page }&media=${ media }&description=${ description }`,
			popup: true,
		},
		{
			id: 'download',
			label: t( 'download' ),
			href: imageUrl,
			popup: false,
		},
	];
}

/**
 * The window features of the share window: its size, 100 px from the top, centred across the
 * screen (100 px from the left when the screen's width is unknown).
 *
 * @param width       Window width.
 * @param height      Window height.
 * @param screenWidth The screen's width, if known.
 */
export function shareWindowFeatures(
	width: number,
	height: number,
	screenWidth?: number
): string {
	const left = screenWidth ? Math.round( screenWidth / 2 - width / 2 ) : 100;
	return `scrollbars=yes,resizable=yes,toolbar=no,location=yes,width=${ width },height=${ height },top=100,left=${ left }`;
}
