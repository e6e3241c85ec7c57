/**
 * The ESLint config of the wordpress/scripts, minus the local WordPress copies in .wp/.
 */
const defaultConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );

module.exports = [
	{ ignores: [ '.wp/**', 'languages/**', 'coverage/**' ] },
	...defaultConfig,
	{
		// Playwright's own `test` knows no test site: a spec using it would reach no worker's site.
		files: [ 'tests/e2e/**/*.spec.ts' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@playwright/test',
							importNames: [ 'test' ],
							message:
								"Import test from tests/e2e/support/fixtures.ts: it gives each worker's tests their own site.",
						},
					],
				},
			],
		},
	},
];
