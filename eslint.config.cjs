/**
 * The ESLint config of the wordpress/scripts, minus the local WordPress copies in .wp/.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{ ignores: [ '.wp/**', 'languages/**', 'coverage/**' ] },
	...defaultConfig,
];
