/**
 * The measuring half of `npm run bench` (bin/bench/bench.sh brings the bench site up, runs this,
 * and stops the site): for each endpoint of bin/bench/endpoints.mjs, rounds of wrk runs, the
 * floor's then the endpoint's, at 1 connection (latency p50 and p95) and at 8 (throughput);
 * then the table, bench/results.json, and the change against an earlier result.
 *
 *   node bin/bench/run.mjs [--quick] [--compare FILE] [--rounds N] [--duration SECONDS] [--only NAME,...] [--out FILE]
 *
 * --quick: one round of 5 answers a run, no c8 runs, results not written; exits non-zero when a measured request failed
 * (socket error, status of 400 or more, a body without its expected text) or the site logged a
 * PHP notice, warning or error. The full run exits non-zero on the same failures, after writing.
 *
 * Reads the site from the environment bench.sh sets: VITRINE_BENCH_URL, VITRINE_BENCH_HOME
 * (info.json, the specs and cart tokens), VITRINE_BENCH_DEBUG_LOG, VITRINE_BENCH_PHP_LOG, and
 * VITRINE_WP_DIR / VITRINE_SITE_URL for bin/bench/prepare.php.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ENDPOINTS, FLOORS } from './endpoints.mjs';

const require = createRequire( import.meta.url );
const {
	parseWrk,
	runFailed,
	summarize,
	summarizeCluster,
	formatClusterTable,
	formatTable,
	formatComparison,
	phpProblems,
} = require( './report.js' );

const HERE = path.dirname( fileURLToPath( import.meta.url ) );
const ROOT = path.resolve( HERE, '../..' );

function options( argv ) {
	const opts = {
		quick: false,
		compare: null,
		rounds: 3,
		duration: 3,
		only: null,
		cluster: false,
		out: path.join( ROOT, 'bench/results.json' ),
	};
	for ( let i = 0; i < argv.length; i++ ) {
		const arg = argv[ i ];
		const value = () => {
			if ( i + 1 >= argv.length ) {
				throw new Error( `${ arg } needs a value` );
			}
			return argv[ ++i ];
		};
		if ( arg === '--quick' ) {
			opts.quick = true;
		} else if ( arg === '--cluster' ) {
			opts.cluster = true;
		} else if ( arg === '--compare' ) {
			opts.compare = path.resolve( value() );
		} else if ( arg === '--rounds' ) {
			opts.rounds = Math.max( 1, parseInt( value(), 10 ) );
		} else if ( arg === '--duration' ) {
			opts.duration = Math.max( 1, parseInt( value(), 10 ) );
		} else if ( arg === '--only' ) {
			opts.only = value().split( ',' );
		} else if ( arg === '--out' ) {
			opts.out = path.resolve( value() );
		} else {
			throw new Error(
				`Unknown option ${ arg }. See bin/bench/run.mjs.`
			);
		}
	}
	if ( opts.quick ) {
		opts.rounds = 1;
	}
	return opts;
}

const env = ( name ) => {
	const value = process.env[ name ];
	if ( ! value ) {
		throw new Error(
			`${ name } is not set: run this through npm run bench.`
		);
	}
	return value;
};

const BASE_URL = env( 'VITRINE_BENCH_URL' );
const HOME = env( 'VITRINE_BENCH_HOME' );
const WORK = path.join( HOME, 'work' );

/** The answers of each run of a quick run. */
const QUICK_REQUESTS = 5;

/**
 * Runs bin/bench/prepare.php on the bench site.
 *
 * @param {string[]} args Its options.
 * @return {string} What it printed.
 */
function prepare( args ) {
	const result = spawnSync(
		'php',
		[ path.join( HERE, 'prepare.php' ), ...args ],
		{
			encoding: 'utf8',
		}
	);
	if ( result.status !== 0 ) {
		throw new Error(
			`bin/bench/prepare.php ${ args.join( ' ' ) } failed:\n${ result.stderr }${ result.stdout }`
		);
	}
	return result.stdout;
}

let tokenFiles = 0;

/**
 * A file of fresh cart tokens, one a line: carts holding one of the first product.
 *
 * @param {Object} info  prepare.php --info's.
 * @param {number} count How many.
 * @return {string} The file.
 */
function freshCarts( info, count ) {
	const file = path.join( WORK, `tokens-${ ++tokenFiles }.txt` );
	prepare( [
		`--carts=${ count }`,
		`--product=${ info.products[ 0 ].id }`,
		`--out=${ file }`,
	] );
	return file;
}

/**
 * Runs wrk once against one request.
 *
 * @param {Object}      request     The request (endpoints.mjs's shape).
 * @param {Object}      info        prepare.php --info's.
 * @param {number}      connections wrk's -c.
 * @param {number}      seconds     wrk's -d.
 * @param {number|null} max         Answers after which the run stops, if sooner.
 * @return {Promise<ReturnType<typeof parseWrk>>} The run.
 */
function wrk( request, info, connections, seconds, max = null ) {
	const lines = [
		`method ${ request.method }`,
		`path ${ request.path }`,
		`connections ${ connections }`,
	];
	if ( max ) {
		lines.push( `max ${ max }` );
	}
	const headers = { Origin: BASE_URL, ...( request.headers || {} ) };
	if ( request.cart === 'fixed' ) {
		headers.Cookie = `${ info.cookie }=${ info.fixedCart }`;
	}
	for ( const [ name, value ] of Object.entries( headers ) ) {
		lines.push( `header ${ name }: ${ value }` );
	}
	if ( request.body ) {
		lines.push( `body ${ request.body }` );
	}
	if ( request.expect ) {
		lines.push( `expect ${ request.expect }` );
	}
	if ( request.cart === 'fresh' ) {
		// Enough for the run at a pace no call here reaches; the run stops early if they run out.
		const carts = max
			? max + 2 * connections
			: Math.max( 20, seconds * ( connections > 1 ? 80 : 50 ) );
		lines.push(
			`tokens ${ freshCarts( info, carts ) }`,
			`cookie ${ info.cookie }`
		);
	}
	const spec = path.join( WORK, 'spec.txt' );
	fs.writeFileSync( spec, lines.join( '\n' ) + '\n' );
	const child = spawn(
		'wrk',
		[
			'-t1',
			`-c${ connections }`,
			`-d${ seconds }s`,
			'--timeout',
			'10s',
			'-s',
			path.join( HERE, 'wrk.lua' ),
			BASE_URL,
		],
		{ env: { ...process.env, VITRINE_BENCH_SPEC: spec } }
	);
	let stdout = '';
	let stderr = '';
	let stopped = false;
	child.stdout.on( 'data', ( chunk ) => ( stdout += chunk ) );
	child.stderr.on( 'data', ( chunk ) => {
		stderr += chunk;
		// The Lua script has its answers: wrk would otherwise sleep out -d before reporting.
		if ( ! stopped && stderr.includes( 'BENCH-STOPPED' ) ) {
			stopped = true;
			child.kill( 'SIGINT' );
		}
	} );
	return new Promise( ( resolve, reject ) => {
		child.on( 'error', reject );
		child.on( 'close', () => {
			try {
				resolve( parseWrk( stdout + stderr ) );
			} catch ( error ) {
				reject( error );
			}
		} );
	} );
}

/**
 * wrk(), once more for twice as long when no answer came in time: on a machine busy with
 * other work, a slow page at 8 connections may finish nothing in a few seconds. A run with no
 * answer the second time counts as failed.
 *
 * @param {Object}      request     The request.
 * @param {Object}      info        prepare.php --info's.
 * @param {number}      connections wrk's -c.
 * @param {number}      seconds     wrk's -d.
 * @param {number|null} max         Answers after which the run stops.
 * @return {Promise<ReturnType<typeof parseWrk>>} The run.
 */
async function patient( request, info, connections, seconds, max = null ) {
	const run = await wrk( request, info, connections, seconds, max );
	return run.requests > 0
		? run
		: wrk( request, info, connections, seconds * 2, max );
}

/**
 * The endpoint's rounds: floor then endpoint, at c1 then c8 (only c1 in a quick run).
 *
 * @param {Object} endpoint An entry of ENDPOINTS.
 * @param {Object} info     prepare.php --info's.
 * @param {Object} opts     The options.
 * @return {Promise<Object[]>} The rounds' runs.
 */
async function measure( endpoint, info, opts ) {
	const floorRequest = FLOORS[ endpoint.floor ].request( info );
	const request = endpoint.request( info );
	// A quick run counts answers, not seconds: a slow page on a busy machine still gets its
	// QUICK_REQUESTS answers checked.
	const seconds = opts.quick ? 60 : opts.duration;
	const max = opts.quick ? QUICK_REQUESTS : null;
	// Warm up: the first answers fill opcache and WordPress's caches.
	await wrk( floorRequest, info, 1, 60, 2 );
	await wrk( request, info, 1, 60, 2 );
	const rounds = [];
	for ( let i = 0; i < opts.rounds; i++ ) {
		const round = {
			floor1: await patient( floorRequest, info, 1, seconds, max ),
			endpoint1: await patient( request, info, 1, seconds, max ),
		};
		if ( ! opts.quick ) {
			round.floor8 = await patient(
				floorRequest,
				info,
				8,
				opts.duration
			);
			round.endpoint8 = await patient( request, info, 8, opts.duration );
		}
		rounds.push( round );
	}
	return rounds;
}

function readLog( file ) {
	return file && fs.existsSync( file ) ? fs.readFileSync( file, 'utf8' ) : '';
}

/**
 * `npm run bench -- cluster` (bench.sh starts the cluster of bin/lib/cluster.sh): throughput at
 * 8 connections of the shop page (past the page cache: PHP's work) and of add to cart, on one
 * web server (nginx sends "X-Vitrine-Web: one" to server A alone) and on two (round robin),
 * alternating in each round; and the shop page from the page cache, for scale. Written to the
 * "cluster" key of bench/results.json (the rest of the file is kept).
 *
 * @param {Object} opts The options.
 * @param {Object} info prepare.php --info's.
 */
async function cluster( opts, info ) {
	const byName = Object.fromEntries(
		ENDPOINTS.map( ( e ) => [ e.name, e ] )
	);
	const cases = [
		{
			name: 'shop',
			label: 'shop page (past the page cache)',
			request: {
				...byName.shop.request( info ),
				headers: { 'X-Vitrine-Page-Cache': 'bypass' },
			},
		},
		{
			name: 'add_to_cart',
			label: 'add to cart',
			request: byName.add_to_cart.request( info ),
		},
	];
	const seconds = opts.quick ? 2 : opts.duration;
	const results = [];
	const failures = [];
	for ( const c of cases ) {
		process.stderr.write(
			`[bench] cluster: ${ c.label }, one web server against two\n`
		);
		const one = {
			...c.request,
			headers: { ...c.request.headers, 'X-Vitrine-Web': 'one' },
		};
		await wrk( one, info, 1, 60, 4 );
		await wrk( c.request, info, 2, 60, 4 );
		const rounds = [];
		for ( let i = 0; i < opts.rounds; i++ ) {
			rounds.push( {
				one: await patient( one, info, 8, seconds ),
				two: await patient( c.request, info, 8, seconds ),
			} );
		}
		for ( const r of rounds ) {
			for ( const [ key, run ] of Object.entries( r ) ) {
				if ( runFailed( run ) ) {
					failures.push(
						`${ c.label } (${ key } server(s), c8): ${ run.requests } requests, ${ run.statusErrors } >= 400, ${ run.bad } wrong, ${ run.socketErrors } socket errors. ${ run.errorSample }`
					);
				}
			}
		}
		results.push( summarizeCluster( c, rounds ) );
	}
	// The page cache's answer of the shop page, for scale (nginx alone, PHP not run).
	const cachedRequest = byName.shop.request( info );
	await wrk( cachedRequest, info, 1, 60, 2 );
	const cached = await patient( cachedRequest, info, 8, seconds );
	if ( runFailed( cached ) ) {
		failures.push(
			`shop page from the page cache: ${ cached.errorSample }`
		);
	}
	const section = {
		date: new Date().toISOString(),
		commit: spawnSync( 'git', [ 'rev-parse', '--short', 'HEAD' ], {
			cwd: ROOT,
			encoding: 'utf8',
		} ).stdout.trim(),
		machine: {
			cpus: os.cpus().length,
			load: os.loadavg().map( ( l ) => Math.round( l * 100 ) / 100 ),
		},
		stack: 'nginx (one upstream, round robin) + two php-fpm masters (a static pool each, own opcache), one MariaDB, Redis object cache (tests/cluster/object-cache.php), nginx fastcgi_cache',
		workers_per_server: Number( process.env.VITRINE_CLUSTER_WORKERS || 4 ),
		rounds: opts.rounds,
		duration_s: seconds,
		quick: opts.quick,
		endpoints: results,
		page_cache_shop_rps_c8: Math.round( cached.rps * 10 ) / 10,
	};
	process.stdout.write( '\n' + formatClusterTable( results ) + '\n\n' );
	process.stdout.write(
		`req/s at 8 connections, median of ${ opts.rounds } alternating round(s); × = two servers over one. ` +
			`The shop page from the page cache: ${ section.page_cache_shop_rps_c8 } req/s.\n`
	);
	if ( ! opts.quick ) {
		const previous = fs.existsSync( opts.out )
			? JSON.parse( fs.readFileSync( opts.out, 'utf8' ) )
			: { version: 1 };
		previous.cluster = section;
		fs.mkdirSync( path.dirname( opts.out ), { recursive: true } );
		fs.writeFileSync(
			opts.out,
			JSON.stringify( previous, null, '\t' ) + '\n'
		);
		process.stdout.write(
			`Written to the "cluster" key of ${ path.relative( process.cwd(), opts.out ) }.\n`
		);
	}
	return failures;
}

async function main() {
	const opts = options( process.argv.slice( 2 ) );
	fs.mkdirSync( WORK, { recursive: true } );
	const info = JSON.parse(
		fs.readFileSync( path.join( HOME, 'info.json' ), 'utf8' )
	);
	info.fixedCart = fs.readFileSync( freshCarts( info, 1 ), 'utf8' ).trim();

	if ( opts.cluster ) {
		const failures = await cluster( opts, info );
		const problems = [
			...phpProblems( readLog( process.env.VITRINE_BENCH_DEBUG_LOG ) ),
			...( process.env.VITRINE_BENCH_PHP_LOGS || '' )
				.split( ':' )
				.filter( Boolean )
				.flatMap( ( file ) => phpProblems( readLog( file ) ) ),
		];
		if ( failures.length || problems.length ) {
			process.stderr.write( '\n[bench] FAILED\n' );
			for ( const line of [
				...failures,
				...problems.slice( 0, 10 ).map( ( p ) => `PHP: ${ p }` ),
			] ) {
				process.stderr.write( `  ${ line }\n` );
			}
			process.exitCode = 1;
		}
		return;
	}

	const started = Date.now();
	const endpoints = ENDPOINTS.filter(
		( e ) => ! opts.only || opts.only.includes( e.name )
	);
	const results = [];
	const failures = [];
	for ( const endpoint of endpoints ) {
		process.stderr.write(
			`[bench] ${ endpoint.label } against the ${ FLOORS[ endpoint.floor ].label }\n`
		);
		const rounds = await measure( endpoint, info, opts );
		const result = summarize( endpoint, rounds );
		results.push( result );
		for ( const round of rounds ) {
			for ( const [ key, run ] of Object.entries( round ) ) {
				if ( runFailed( run ) ) {
					const who = key.startsWith( 'floor' )
						? FLOORS[ endpoint.floor ].label
						: endpoint.label;
					failures.push(
						`${ who } (${ key.endsWith( '8' ) ? 'c8' : 'c1' }): ${ run.requests } requests, ${ run.statusErrors } with status >= 400, ` +
							`${ run.bad } wrong, ${ run.socketErrors } socket errors. ${ run.errorSample }`
					);
				}
			}
		}
	}

	const problems = [
		...phpProblems( readLog( process.env.VITRINE_BENCH_DEBUG_LOG ) ),
		...phpProblems( readLog( process.env.VITRINE_BENCH_PHP_LOG ) ),
	];
	const output = {
		version: 1,
		date: new Date().toISOString(),
		commit: spawnSync( 'git', [ 'rev-parse', '--short', 'HEAD' ], {
			cwd: ROOT,
			encoding: 'utf8',
		} ).stdout.trim(),
		machine: {
			cpus: os.cpus().length,
			load: os.loadavg().map( ( l ) => Math.round( l * 100 ) / 100 ),
		},
		stack: 'nginx + php-fpm (opcache), MariaDB, WordPress 6.5, Twenty Twenty-Four, the demo catalog',
		rounds: opts.rounds,
		duration_s: opts.duration,
		quick: opts.quick,
		endpoints: results,
	};

	process.stdout.write( '\n' + formatTable( results ) + '\n\n' );
	process.stdout.write(
		`× p50, × p95: latency at 1 connection over the floor's, median of ${ opts.rounds } alternating round(s); ` +
			"× floor (c8): throughput at 8 connections over the floor's; queries, peak MB: per request.\n"
	);
	if ( ! opts.quick ) {
		fs.mkdirSync( path.dirname( opts.out ), { recursive: true } );
		fs.writeFileSync(
			opts.out,
			JSON.stringify( output, null, '\t' ) + '\n'
		);
		process.stdout.write(
			`Written to ${ path.relative( process.cwd(), opts.out ) }.\n`
		);
	}
	if ( opts.compare ) {
		const before = JSON.parse( fs.readFileSync( opts.compare, 'utf8' ) );
		process.stdout.write(
			`\nAgainst ${ opts.compare } (${ before.date || 'undated' }, ${ before.commit || '' }):\n\n`
		);
		process.stdout.write( formatComparison( before, output ) + '\n' );
	}
	process.stdout.write(
		`\n${ Math.round( ( Date.now() - started ) / 1000 ) } s of measuring.\n`
	);

	if ( failures.length || problems.length ) {
		process.stderr.write( '\n[bench] FAILED\n' );
		for ( const line of [
			...failures,
			// The first few: one notice on every request would fill the terminal.
			...problems.slice( 0, 10 ).map( ( p ) => `PHP: ${ p }` ),
			...( problems.length > 10
				? [
						`PHP: ${ problems.length - 10 } more in the site's logs (.wp/bench/logs/)`,
					]
				: [] ),
		] ) {
			process.stderr.write( `  ${ line }\n` );
		}
		process.exitCode = 1;
	}
}

main().catch( ( error ) => {
	process.stderr.write( `[bench] ${ error.stack || error }\n` );
	process.exitCode = 1;
} );
