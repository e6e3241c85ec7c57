/**
 * Chunks loaded on demand (swiper, photoswipe) come from the plugin's build/ URL that PHP prints,
 * rather than from a URL guessed from the current script tag, which is wrong once a page
 * optimizer moves or combines scripts. Imported first by the product entry.
 */
import './settings';

// webpack's run-time public path (webpack replaces this free variable).
// eslint-disable-next-line camelcase
declare let __webpack_public_path__: string;

const buildUrl = window.vitrineSettings?.product?.buildUrl;
if ( buildUrl ) {
	// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars -- webpack reads this assignment.
	__webpack_public_path__ = buildUrl;
}

export {};
