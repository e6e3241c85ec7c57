/**
 * Playwright against the test sites that `npm test` starts, one per worker, in Debian's Chromium.
 * Run through `npm test -- e2e`, which sets the sites up first (VITRINE_E2E_WORKERS of them).
 */
import { defineConfig } from '@playwright/test';
import { e2eSites } from './tests/e2e/support/site';

const resultsDir = process.env.VITRINE_RESULTS_DIR ?? '.wp/results';

export default defineConfig( {
	testDir: 'tests/e2e',
	outputDir: `${ resultsDir }/playwright`,
	// The specs change site-wide settings (store notice, coming-soon mode, the theme): each worker
	// has a site of its own (tests/e2e/support/fixtures.ts gives its tests the baseURL), and the specs
	// of a file run in order on one worker.
	workers: e2eSites().length,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	retries: 0,
	// A whole test's budget. The merchant and editor flows load wp-admin, the block editor and the
	// shop several times each; on CI's 2 loaded cores a dozen of them take 25–32 s, so Playwright's
	// 30 s default failed tests whose every step passed (the reviews block published and shown,
	// 31.2 s). Each step keeps its own waits (expect below); a test that hangs still fails.
	timeout: 60_000,
	// CI runs two sites, MariaDB, the fake Stripe server and Chromium on 2 cores: a step that waits
	// on two server round trips (placing an order, then Stripe's confirmation showing its 3-D Secure
	// dialog) has been seen to take over Playwright's 5 s default there. A longer wait only delays a
	// failure; it never lets a wrong page pass.
	expect: { timeout: 10_000 },
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
		trace: 'retain-on-failure',
		screenshot: 'only-on-failure',
		launchOptions: {
			// Debian's chromium-headless-shell: the headless-only build that Playwright itself runs
			// by default. It drew about half the CPU of the full browser's headless mode here, and
			// on CI's 2 cores the run is CPU-bound (two workers' specs took 3.0 min on the full
			// browser, 1.6 min on the shell). CHROME_PATH=/usr/bin/chromium runs the full browser
			// (needed for --headed).
			executablePath:
				process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
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
	// The cluster's specs (tests/e2e/cluster/) run only against the cluster (bin/cluster.sh sets
	// VITRINE_CLUSTER and names its one site): two web servers, Redis, a page cache.
	projects: process.env.VITRINE_CLUSTER
		? [
				{
					name: 'cluster',
					testDir: 'tests/e2e/cluster',
					testMatch: /\.spec\.ts$/,
				},
			]
		: [
				{ name: 'setup', testMatch: /global\.setup\.ts$/ },
				{
					name: 'chromium',
					dependencies: [ 'setup' ],
					testMatch: /\.spec\.ts$/,
					testIgnore: /tests\/e2e\/cluster\//,
				},
			],
} );
