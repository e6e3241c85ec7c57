/**
 * One entry a page context (see src/entries/); everything else is @wordpress/scripts' default.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		// Storefront pages: store notice, password toggles. No React, no api-fetch.
		storefront: './src/entries/storefront.ts',
		// Front end, for logged-in administrators while coming-soon mode is on.
		'coming-soon-banner': './src/entries/coming-soon-banner.ts',
		// wp-admin: Vitrine > Settings.
		'admin-settings': './src/entries/admin-settings.tsx',
		// Registered only on WordPress versions without core's react-jsx-runtime (before 6.6).
		'react-jsx-runtime': './src/compat/react-jsx-runtime.ts',
	},
	output: {
		...defaultConfig.output,
		// Heavy libraries are split into chunks that load on demand; the spec gives them 120 s.
		chunkFilename: 'chunks/[name].js?ver=[chunkhash]',
		chunkLoadTimeout: 120000,
	},
};
