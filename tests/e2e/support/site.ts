/**
 * The test sites of an e2e run. `npm test -- e2e` sets up one site per Playwright worker (its own
 * WordPress, database, PHP server, logs and admin login: bin/test.sh) and lists them in
 * VITRINE_E2E_SITES; each worker uses only its own, so that a spec that changes site-wide
 * settings (the store notice, coming-soon mode, the theme) affects no spec of another worker.
 */

export interface Site {
	/** The site's address, without a trailing slash. */
	url: string;
	/** Its WordPress folder. */
	wpDir: string;
	/** The emails it caught (VITRINE_MAIL_LOG, bin/wp/mu-plugins/vitrine-local-mail.php). */
	mailLog: string;
	/** The administrator's login state, written by tests/e2e/global.setup.ts. */
	adminState: string;
	/**
	 * The fake Stripe server of the run (tests/fixtures/stripe/router.php), without a trailing
	 * slash: the site's Stripe client calls it (VITRINE_STRIPE_API_BASE), and so do the Stripe.js
	 * double and the specs (its /_test/ routes). Shared by every worker's site; each test keeps
	 * to its own account by using its own keys.
	 */
	stripeUrl: string;
	/**
	 * The worker's bare site: WordPress without Vitrine, which the release specs reset
	 * (bin/release/bare-site.sh) and install the plugin zip on, as a site admin does.
	 */
	bare: BareSite;
}

/** A bare site (bin/lib/env.sh, bare_site_define). */
export interface BareSite {
	/** Its address, without a trailing slash. */
	url: string;
	/** Its WordPress folder. */
	wpDir: string;
	/** Its logs folder (debug.log, mail.log, schema.log). */
	logs: string;
	/** Its database, on the test site's MariaDB server. */
	db: string;
	/** That server's socket (the specs read the database with the mariadb client). */
	dbSocket: string;
}

/**
 * Every site of the run, worker 0's first. Without VITRINE_E2E_SITES (Playwright run by hand
 * against one site): the one of VITRINE_E2E_URL, VITRINE_E2E_WP_DIR and VITRINE_E2E_STRIPE_URL.
 */
export function e2eSites(): Site[] {
	const listed = process.env.VITRINE_E2E_SITES;
	if ( listed ) {
		return JSON.parse( listed ) as Site[];
	}
	const wpDir = process.env.VITRINE_E2E_WP_DIR ?? '.wp/sites/test/wordpress';
	return [
		{
			url: process.env.VITRINE_E2E_URL ?? 'http://127.0.0.1:8889',
			wpDir,
			mailLog: `${ wpDir }/../logs/mail.log`,
			adminState: `${
				process.env.VITRINE_RESULTS_DIR ?? '.wp/results'
			}/admin-state.json`,
			stripeUrl:
				process.env.VITRINE_E2E_STRIPE_URL ?? 'http://127.0.0.1:8989',
			bare: {
				url: 'http://127.0.0.1:9089',
				wpDir: '.wp/sites/test-bare-w1/wordpress',
				logs: '.wp/sites/test-bare-w1/logs',
				db: 'vitrine_test-bare-w1',
				dbSocket: '.wp/sites/test/run/mysqld.sock',
			},
		},
	];
}

/**
 * The site of the worker with this parallel index (testInfo.parallelIndex, from 0 to the number
 * of workers less one).
 *
 * @param parallelIndex The worker's parallel index.
 */
export function siteOfWorker( parallelIndex: number ): Site {
	const sites = e2eSites();
	const site = sites[ parallelIndex ];
	if ( ! site ) {
		throw new Error(
			`Playwright worker ${ parallelIndex } has no test site: ${ sites.length } were set up. Run with at most as many workers (VITRINE_E2E_WORKERS for npm test).`
		);
	}
	return site;
}

/**
 * The site of the worker this code runs in, for helpers called without fixtures. Playwright sets
 * TEST_PARALLEL_INDEX (testInfo.parallelIndex) in each worker process before it loads the specs;
 * the runner process, which only lists the tests, gets worker 0's.
 */
export function currentSite(): Site {
	return siteOfWorker( Number( process.env.TEST_PARALLEL_INDEX ?? 0 ) );
}
