/**
 * Where a bundle loads its chunks (the code behind a dynamic import()) from: the build/ URL PHP
 * prints in the settings of a bundle that declares it loads chunks (Assets::define_settings(),
 * loads_chunks). webpack's own guess from the script tag (publicPath 'auto') is off
 * (webpack.config.js): it is wrong once a page optimizer moves or combines scripts, and its code
 * weighs about 200 bytes gzip in every such bundle (docs/decisions.md, "Chunks load from the URL
 * PHP prints").
 */

/** What the settings of a bundle that loads chunks carry. */
export interface ChunkSettings {
	/** The plugin's build/ URL, ending in a slash. */
	buildUrl: string;
}

// webpack's run-time public path (webpack replaces this free variable).
// eslint-disable-next-line camelcase
declare let __webpack_public_path__: string;

/**
 * Loads this bundle's chunks from the URL its settings carry. Called by the entry before any
 * import() runs.
 *
 * @param settings The bundle's settings; nothing changes without them.
 */
export function loadChunksFrom( settings?: Partial< ChunkSettings > ): void {
	if ( settings?.buildUrl ) {
		// eslint-disable-next-line camelcase
		__webpack_public_path__ = settings.buildUrl;
	}
}

/**
 * Loads a stylesheet of the build (a stylesheet-only entry, webpack.config.js), from code that is
 * itself a chunk: webpack's own way for a chunk's CSS puts about 350 bytes gzip of loader into the
 * bundle that loads the chunk, on every page load, for a stylesheet needed on one interaction.
 *
 * @param path The stylesheet below build/: chunks/photoswipe-style.css.
 * @return Settles once the stylesheet applies; rejects when it could not be loaded.
 */
export function loadStylesheet( path: string ): Promise< void > {
	const link = document.createElement( 'link' );
	link.rel = 'stylesheet';
	// eslint-disable-next-line camelcase
	link.href = __webpack_public_path__ + path;
	return new Promise( ( resolve, reject ) => {
		link.onload = () => resolve();
		link.onerror = () =>
			reject(
				new Error( `Vitrine: ${ link.href } could not be loaded.` )
			);
		document.head.append( link );
	} );
}
