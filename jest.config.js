/**
 * jest: the unit config of @wordpress/scripts, kept out of the folders that hold no tests of ours.
 * .wp/ holds whole WordPress sites (thousands of files for jest to crawl, and themes whose
 * package.json collide in its module map); vendor/ is Composer's.
 */
const config = require( '@wordpress/scripts/config/jest-unit.config.js' );

const ignored = [ '<rootDir>/.wp/', '<rootDir>/vendor/' ];

module.exports = {
	...config,
	modulePathIgnorePatterns: ignored,
	testPathIgnorePatterns: [ '/node_modules/', ...ignored ],
	watchPathIgnorePatterns: ignored,
};
