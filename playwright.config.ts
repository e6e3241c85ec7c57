/**
 * Playwright against the test site that `npm test` starts (http://127.0.0.1:8889), in Debian's
 * Chromium. Run through `npm test -- e2e`, which sets the site up first.
 */
import { defineConfig } from '@playwright/test';

const baseURL = process.env.VITRINE_E2E_URL ?? 'http://127.0.0.1:8889';
const resultsDir = process.env.VITRINE_RESULTS_DIR ?? '.wp/results';

export default defineConfig( {
	testDir: 'tests/e2e',
	outputDir: `${ resultsDir }/playwright`,
	// The specs change site-wide settings (store notice, coming-soon mode): one worker, in order.
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	retries: 0,
	timeout: 30_000,
	reporter: [
		[ 'list' ],
		[
			'json',
			{
				outputFile:
					process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
					`${ resultsDir }/playwright.json`,
			},
		],
	],
	use: {
		baseURL,
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
			// Root in CI needs --no-sandbox; the rest keeps Chromium off the closed network.
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [
		{ name: 'setup', testMatch: /global\.setup\.ts$/ },
		{
			name: 'chromium',
			dependencies: [ 'setup' ],
			testMatch: /\.spec\.ts$/,
		},
	],
} );
