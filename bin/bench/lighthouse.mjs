#!/usr/bin/env node
/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * Lighthouse on the demo's pages and on the same theme's front page with nothing of Vitrine,
 * against a site that is already running (`npm run bench -- lighthouse` brings one up through
 * nginx with compression and calls this):
 *
 *   node bin/bench/lighthouse.mjs --base-url URL --out DIR [--runs 3] [--bare-path PATH]
 *
 * Mobile (Lighthouse's default: a simulated slow phone), each page `--runs` times (3 by default);
 * per page it prints the median performance score, total blocking time and cumulative layout
 * shift, the layout shifts whose element is ours and the render-blocking resources of ours, and
 * writes DIR/summary.json with every run's figures and DIR/<page>-<run>.report.{html,json}.
 * Figures vary between runs on a shared machine: read the medians, and the scores as differences
 * to the bare front page of the same run. Nothing here asserts a figure; it exits non-zero only
 * when a page cannot be audited.
 *
 * Chromium is Debian's (CHROME_PATH, /usr/bin/chromium by default), kept off the network.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';

const run = promisify( execFile );
const require = createRequire( import.meta.url );

/**
 * The pages, in the order they are audited. `cart: true` pages are audited with a cart holding
 * one product (added through the site first); `expect` is what the page's HTML must hold to be
 * the page meant (a cart with its table, a checkout with its form). `bare` is the same theme's front page with Vitrine
 * not loaded: the bench site's floor (bin/bench/mu-plugins/vitrine-bench.php), overridable with
 * --bare-path for a site without it.
 */
export const PAGES = [
	{
		name: 'bare',
		label: 'front page without Vitrine',
		path: '/?vitrine-bench=bare',
	},
	{
		name: 'notice',
		label: 'a page with only the store notice',
		path: '/about/',
	},
	{ name: 'shop', label: 'shop', path: '/shop/' },
	{ name: 'product', label: 'a product', path: '/product/classic-t-shirt/' },
	{
		name: 'cart',
		label: 'cart (one product)',
		path: '/cart/',
		cart: true,
		expect: /class="vitrine-cart__table"/,
	},
	{
		name: 'checkout',
		label: 'checkout (one product)',
		path: '/checkout/',
		cart: true,
		expect: /id="billing_country"/,
	},
	{ name: 'reviews', label: 'reviews', path: '/reviews/' },
];

/** Chromium flags: headless, as root, and off the network (no update checks, no sync). */
export const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-dev-shm-usage',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--no-default-browser-check',
];

/** Whether a URL or element selector is ours. */
const OURS = /\/plugins\/vitrine\/|vitrine/;

/**
 * The median of numbers (the lower middle one for an even count, so it is a measured value).
 *
 * @param {number[]} values
 * @return {number|null} The median, null for none.
 */
export function median( values ) {
	const sorted = values
		.filter( ( v ) => typeof v === 'number' )
		.sort( ( a, b ) => a - b );
	return sorted.length
		? sorted[ Math.floor( ( sorted.length - 1 ) / 2 ) ]
		: null;
}

/**
 * The figures of one Lighthouse report (its JSON) that the summary keeps.
 *
 * @param {any} lhr Lighthouse result.
 */
export function figures( lhr ) {
	const audit = ( id ) => lhr.audits?.[ id ];
	const blocking = audit( 'render-blocking-resources' )?.details?.items ?? [];
	const shifts = audit( 'layout-shifts' )?.details?.items ?? [];
	const score = lhr.categories?.performance?.score;
	return {
		score: typeof score === 'number' ? Math.round( score * 100 ) : null,
		tbt: audit( 'total-blocking-time' )?.numericValue ?? null,
		cls: audit( 'cumulative-layout-shift' )?.numericValue ?? null,
		fcp: audit( 'first-contentful-paint' )?.numericValue ?? null,
		lcp: audit( 'largest-contentful-paint' )?.numericValue ?? null,
		renderBlocking: blocking.map( ( item ) => item.url ),
		renderBlockingOurs: blocking
			.map( ( item ) => item.url )
			.filter( ( url ) => OURS.test( url ) ),
		layoutShiftsOurs: shifts
			.filter( ( item ) =>
				OURS.test( JSON.stringify( item.node ?? {} ) )
			)
			.map( ( item ) => ( {
				score: item.score,
				node: item.node?.selector ?? item.node?.snippet ?? '',
			} ) ),
		runtimeError: lhr.runtimeError?.message ?? null,
	};
}

/**
 * A cart cookie: adds the first product of the shop that has a no-script add-to-cart link (its
 * href carries the nonce) and returns the cookies the site set.
 *
 * @param {string} baseUrl
 * @return {Promise<string>} A Cookie header value.
 */
export async function cartCookie( baseUrl ) {
	const shop = await fetch( new URL( '/shop/', baseUrl ) );
	const html = await shop.text();
	const match = html.match(
		/href="([^"]*[?&](?:amp;|#038;)?vitrine-add-to-cart=\d+[^"]*)"/
	);
	if ( ! match ) {
		throw new Error(
			`No add-to-cart link on ${ shop.url } (HTTP ${ shop.status }).`
		);
	}
	const link = match[ 1 ].replace( /&#038;|&amp;/g, '&' );
	const answer = await fetch( new URL( link, baseUrl ), {
		redirect: 'manual',
	} );
	const cookies = answer.headers
		.getSetCookie()
		.map( ( cookie ) => cookie.split( ';' )[ 0 ] )
		.filter( ( cookie ) => cookie.startsWith( 'vitrine_cart' ) );
	if ( ! cookies.length ) {
		throw new Error(
			`Adding to the cart through ${ link } set no cart cookie (HTTP ${ answer.status }).`
		);
	}
	return cookies.join( '; ' );
}

/**
 * Runs Lighthouse once on a URL; writes OUT/<base>.report.html and .report.json.
 *
 * @param {string}                 url
 * @param {string}                 outBase
 * @param {Record<string, string>} headers Extra request headers (the cart cookie).
 */
async function lighthouseOnce( url, outBase, headers ) {
	const cli = path.join(
		path.dirname( require.resolve( 'lighthouse/package.json' ) ),
		'cli',
		'index.js'
	);
	const args = [
		cli,
		url,
		'--only-categories=performance',
		'--output=json',
		'--output=html',
		`--output-path=${ outBase }`,
		`--chrome-flags=${ CHROME_FLAGS.join( ' ' ) }`,
		'--quiet',
	];
	if ( Object.keys( headers ).length ) {
		args.push( `--extra-headers=${ JSON.stringify( headers ) }` );
	}
	await run( process.execPath, args, {
		env: {
			...process.env,
			CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium',
		},
		maxBuffer: 64 * 1024 * 1024,
		timeout: 180_000,
	} );
	return JSON.parse( await readFile( `${ outBase }.report.json`, 'utf8' ) );
}

const format = {
	score: ( v ) => ( v === null ? '–' : String( v ) ),
	ms: ( v ) => ( v === null ? '–' : `${ Math.round( v ) } ms` ),
	cls: ( v ) => ( v === null ? '–' : v.toFixed( 3 ) ),
};

async function main() {
	const { values } = parseArgs( {
		options: {
			'base-url': { type: 'string' },
			out: { type: 'string' },
			runs: { type: 'string', default: '3' },
			'bare-path': { type: 'string' },
			only: { type: 'string' },
		},
	} );
	const runs = Number( values.runs );
	if (
		! values[ 'base-url' ] ||
		! values.out ||
		! Number.isInteger( runs ) ||
		runs < 1
	) {
		console.error(
			'Usage: node bin/bench/lighthouse.mjs --base-url URL --out DIR [--runs 3] [--bare-path PATH] [--only shop,cart]'
		);
		process.exit( 2 );
	}
	const baseUrl = values[ 'base-url' ].replace( /\/?$/, '/' );
	const out = path.resolve( values.out );
	await rm( out, { recursive: true, force: true } );
	await mkdir( out, { recursive: true } );
	const only = values.only ? values.only.split( ',' ) : null;
	const pages = PAGES.filter(
		( page ) => ! only || only.includes( page.name )
	).map( ( page ) =>
		page.name === 'bare' && values[ 'bare-path' ]
			? { ...page, path: values[ 'bare-path' ] }
			: page
	);

	const { version } = require( 'lighthouse/package.json' );
	console.log(
		`Lighthouse ${ version }, mobile, ${ runs } run(s) per page, on ${ baseUrl }`
	);
	const cookie = pages.some( ( page ) => page.cart )
		? await cartCookie( baseUrl )
		: '';

	let failed = false;
	// Each page is checked first (the right page, answering 200), so that a broken page is said
	// before minutes of audits.
	const audited = [];
	for ( const page of pages ) {
		const url = new URL( page.path.replace( /^\//, '' ), baseUrl ).href;
		const headers = page.cart ? { Cookie: cookie } : {};
		const check = await fetch( url, { headers } );
		const html = await check.text();
		if ( check.status !== 200 ) {
			console.error(
				`${ page.name }: ${ url } answered HTTP ${ check.status }; not audited.`
			);
			failed = true;
			continue;
		}
		if ( page.expect && ! page.expect.test( html ) ) {
			console.error(
				`${ page.name }: ${ url } is not the page meant (no ${ page.expect }; an empty cart?); not audited.`
			);
			failed = true;
			continue;
		}
		audited.push( { page, url, headers, runs: [] } );
	}
	if ( audited.length ) {
		// One audit thrown away: the first Chromium start and cold caches would otherwise count
		// against whichever page comes first (the bare front page, the reference).
		try {
			await lighthouseOnce(
				audited[ 0 ].url,
				path.join( out, 'warm-up' ),
				audited[ 0 ].headers
			);
		} catch ( error ) {
			console.error( `warm-up: ${ error.message.split( '\n' )[ 0 ] }` );
		}
	}
	// Rounds that take each page in turn, so that a busier minute of a shared machine falls on
	// every page alike instead of on the pages measured during it.
	for ( let i = 1; i <= runs; i++ ) {
		for ( const { page, url, headers, runs: pageRuns } of audited ) {
			try {
				const lhr = await lighthouseOnce(
					url,
					path.join( out, `${ page.name }-${ i }` ),
					headers
				);
				pageRuns.push( {
					report: `${ page.name }-${ i }.report.html`,
					...figures( lhr ),
				} );
			} catch ( error ) {
				console.error(
					`${ page.name } run ${ i }: ${ error.message.split( '\n' )[ 0 ] }`
				);
				failed = true;
			}
		}
	}

	const results = [];
	for ( const { page, url, runs: pageRuns } of audited ) {
		if ( ! pageRuns.length ) {
			continue;
		}
		const medianScore = median( pageRuns.map( ( r ) => r.score ) );
		const result = {
			name: page.name,
			label: page.label,
			url,
			score: medianScore,
			tbt: median( pageRuns.map( ( r ) => r.tbt ) ),
			cls: median( pageRuns.map( ( r ) => r.cls ) ),
			lcp: median( pageRuns.map( ( r ) => r.lcp ) ),
			// The report of the run whose score is the median, to open first.
			report:
				pageRuns.find( ( r ) => r.score === medianScore )?.report ??
				pageRuns[ 0 ].report,
			renderBlockingOurs: [
				...new Set( pageRuns.flatMap( ( r ) => r.renderBlockingOurs ) ),
			],
			layoutShiftsOurs: pageRuns.flatMap( ( r ) => r.layoutShiftsOurs ),
			runs: pageRuns,
		};
		results.push( result );
		console.log(
			`  ${ page.name.padEnd( 9 ) } score ${ format.score( result.score ).padStart( 3 ) }  TBT ${ format
				.ms( result.tbt )
				.padStart(
					7
				) }  CLS ${ format.cls( result.cls ) }  render-blocking of ours: ${
				result.renderBlockingOurs.length
					? result.renderBlockingOurs.join( ', ' )
					: 'none'
			}${ result.layoutShiftsOurs.length ? `  layout shifts of ours: ${ result.layoutShiftsOurs.length }` : '' }`
		);
	}

	const bare = results.find( ( r ) => r.name === 'bare' );
	for ( const result of results ) {
		result.scoreToBare =
			bare && result.score !== null && bare.score !== null
				? result.score - bare.score
				: null;
	}
	const summary = {
		lighthouse: version,
		formFactor: 'mobile',
		runsPerPage: runs,
		baseUrl,
		date: new Date().toISOString(),
		pages: results,
	};
	await writeFile(
		path.join( out, 'summary.json' ),
		JSON.stringify( summary, null, '\t' ) + '\n'
	);
	if ( bare ) {
		console.log(
			`Score against the bare front page (${ bare.score }): ${ results
				.filter( ( r ) => r !== bare )
				.map(
					( r ) =>
						`${ r.name } ${ r.scoreToBare >= 0 ? '+' : '' }${ r.scoreToBare }`
				)
				.join( ', ' ) }`
		);
	}
	console.log( `Reports and summary.json in ${ out }` );
	process.exit( failed ? 1 : 0 );
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	await main();
}
