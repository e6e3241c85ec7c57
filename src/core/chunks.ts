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
// eslint-disable-next-line camelcase, @typescript-eslint/no-unused-vars -- webpack reads the assignment below.
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
