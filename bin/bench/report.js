/**
 * The bench's arithmetic and its printing, apart from wrk and the site (used by bin/bench/run.mjs;
 * tested in report.test.js): reading wrk's output, ratios to the floors, the change against an
 * earlier result, the table, and the PHP notices a log holds.
 *
 * CommonJS so that jest runs it as is and the ESM command-line script imports it.
 */

/**
 * One wrk run's figures, from the lines bin/bench/wrk.lua prints in done().
 *
 * @param {string} stdout wrk's standard output.
 * @return {{requests: number, durationUs: number, socketErrors: number, statusErrors: number,
 *   bad: number, p50Us: number, p95Us: number, meanUs: number, rps: number, queries: number|null,
 *   memoryMax: number|null, memoryMean: number|null, errorSample: string}} The run.
 */
function parseWrk( stdout ) {
	const line = stdout
		.split( '\n' )
		.find( ( l ) => l.startsWith( 'BENCH-RESULT ' ) );
	if ( ! line ) {
		throw new Error(
			'wrk printed no BENCH-RESULT line (did the Lua script fail?):\n' +
				stdout
		);
	}
	const raw = JSON.parse( line.slice( 'BENCH-RESULT '.length ) );
	const errorLine = stdout
		.split( '\n' )
		.find( ( l ) => l.startsWith( 'BENCH-ERROR ' ) );
	const counted = raw.queries_count > 0;
	return {
		requests: raw.requests,
		durationUs: raw.duration_us,
		socketErrors: raw.socket_errors,
		statusErrors: raw.status_errors,
		bad: raw.bad,
		p50Us: raw.p50_us,
		p95Us: raw.p95_us,
		meanUs: raw.mean_us,
		rps: raw.duration_us > 0 ? ( raw.requests * 1e6 ) / raw.duration_us : 0,
		queries: counted ? raw.queries_sum / raw.queries_count : null,
		memoryMax: counted ? raw.memory_max : null,
		memoryMean: counted ? raw.memory_sum / raw.queries_count : null,
		errorSample: errorLine ? errorLine.slice( 'BENCH-ERROR '.length ) : '',
	};
}

/**
 * Whether a run had a failed request: a socket error, a status of 400 or more, or a body
 * without the expected text; and not a single answer.
 *
 * @param {ReturnType<typeof parseWrk>} run A run.
 * @return {boolean} Whether it failed.
 */
function runFailed( run ) {
	return (
		run.requests === 0 ||
		run.socketErrors > 0 ||
		run.statusErrors > 0 ||
		run.bad > 0
	);
}

/**
 * The median of numbers (the mean of the middle two for an even count); null for none.
 *
 * @param {number[]} values Numbers.
 * @return {number|null} The median.
 */
function median( values ) {
	const sorted = values
		.filter( ( v ) => Number.isFinite( v ) )
		.sort( ( a, b ) => a - b );
	if ( sorted.length === 0 ) {
		return null;
	}
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * A value over its floor's, or null when the floor's is missing or zero.
 *
 * @param {number|null} value The endpoint's figure.
 * @param {number|null} floor The floor's figure.
 * @return {number|null} The ratio.
 */
function ratio( value, floor ) {
	if (
		value === null ||
		floor === null ||
		floor === undefined ||
		value === undefined ||
		floor === 0
	) {
		return null;
	}
	return value / floor;
}

/**
 * One endpoint's result from its rounds: each round is a pair of runs, the floor's then the
 * endpoint's, at one connection (latency) and at eight (throughput). The ratios are the median
 * of each round's ratio, so that the machine's load in one round weighs on both sides alike.
 *
 * @param {{name: string, label: string, floor: string, target?: number}}                   endpoint The endpoint.
 * @param {Array<{floor1: object, endpoint1: object, floor8?: object, endpoint8?: object}>} rounds   Its rounds' runs (parseWrk's).
 * @return {Object} The result kept in bench/results.json.
 */
function summarize( endpoint, rounds ) {
	const pick = ( key, field ) =>
		median(
			rounds.filter( ( r ) => r[ key ] ).map( ( r ) => r[ key ][ field ] )
		);
	const pairRatio = ( a, b, field ) =>
		median(
			rounds
				.filter( ( r ) => r[ a ] && r[ b ] )
				.map( ( r ) => ratio( r[ a ][ field ], r[ b ][ field ] ) )
		);
	const ms = ( us ) => ( us === null ? null : round( us / 1000, 2 ) );
	const mb = ( bytes ) =>
		bytes === null ? null : round( bytes / 1048576, 1 );
	const all = rounds.flatMap( ( r ) =>
		[ r.endpoint1, r.endpoint8 ].filter( Boolean )
	);
	const floors = rounds.flatMap( ( r ) =>
		[ r.floor1, r.floor8 ].filter( Boolean )
	);
	const memory = ( runs ) => {
		const values = runs
			.map( ( r ) => r.memoryMax )
			.filter( ( v ) => v !== null );
		return values.length ? Math.max( ...values ) : null;
	};
	const queries = ( runs ) =>
		median( runs.map( ( r ) => r.queries ).filter( ( v ) => v !== null ) );
	return {
		name: endpoint.name,
		label: endpoint.label,
		floor: endpoint.floor,
		target: endpoint.target ?? null,
		p50_ms: ms( pick( 'endpoint1', 'p50Us' ) ),
		p95_ms: ms( pick( 'endpoint1', 'p95Us' ) ),
		floor_p50_ms: ms( pick( 'floor1', 'p50Us' ) ),
		floor_p95_ms: ms( pick( 'floor1', 'p95Us' ) ),
		ratio_p50: round( pairRatio( 'endpoint1', 'floor1', 'p50Us' ), 2 ),
		ratio_p95: round( pairRatio( 'endpoint1', 'floor1', 'p95Us' ), 2 ),
		rps_c8: round( pick( 'endpoint8', 'rps' ), 1 ),
		floor_rps_c8: round( pick( 'floor8', 'rps' ), 1 ),
		ratio_rps: round( pairRatio( 'endpoint8', 'floor8', 'rps' ), 2 ),
		queries: round( queries( all ), 1 ),
		floor_queries: round( queries( floors ), 1 ),
		memory_mb: mb( memory( all ) ),
		floor_memory_mb: mb( memory( floors ) ),
		requests: all.reduce( ( sum, r ) => sum + r.requests, 0 ),
		failed:
			all.filter( runFailed ).length + floors.filter( runFailed ).length,
	};
}

/**
 * @param {number|null} value  A number.
 * @param {number}      digits Decimals kept.
 * @return {number|null} The rounded number.
 */
function round( value, digits ) {
	if ( value === null || value === undefined || ! Number.isFinite( value ) ) {
		return null;
	}
	const scale = 10 ** digits;
	return Math.round( value * scale ) / scale;
}

/**
 * @param {number|null} value A number.
 * @param {string}      unit  Appended.
 * @return {string} The number for the table, '-' for none.
 */
function cell( value, unit = '' ) {
	return value === null || value === undefined ? '-' : `${ value }${ unit }`;
}

/**
 * Lines of text in columns: the first row is the header, underlined.
 *
 * @param {string[][]} rows Cells.
 * @return {string} The table.
 */
function columns( rows ) {
	const widths = rows[ 0 ].map( ( _, i ) =>
		Math.max( ...rows.map( ( r ) => String( r[ i ] ).length ) )
	);
	const line = ( r ) =>
		r
			.map( ( c, i ) =>
				i === 0
					? String( c ).padEnd( widths[ i ] )
					: String( c ).padStart( widths[ i ] )
			)
			.join( '  ' )
			.trimEnd();
	return [
		line( rows[ 0 ] ),
		widths.map( ( w ) => '-'.repeat( w ) ).join( '  ' ),
		...rows.slice( 1 ).map( line ),
	].join( '\n' );
}

/**
 * The results' table: per endpoint, its latency against its floor's (c1), its throughput
 * against its floor's (c8), and its queries and peak memory beside its floor's.
 *
 * @param {object[]} results summarize()'s.
 * @return {string} The table.
 */
function formatTable( results ) {
	const rows = [
		[
			'endpoint',
			'floor',
			'p50 ms',
			'floor',
			'× p50',
			'× p95',
			'target',
			'req/s c8',
			'× floor',
			'queries',
			'floor',
			'peak MB',
			'floor',
		],
	];
	for ( const r of results ) {
		let target = '-';
		if ( r.target !== null && r.ratio_p50 !== null ) {
			target = `${ r.ratio_p50 <= r.target ? 'ok' : 'over' } ${ r.target }`;
		}
		rows.push( [
			r.label + ( r.failed ? ' (FAILED)' : '' ),
			r.floor,
			cell( r.p50_ms ),
			cell( r.floor_p50_ms ),
			cell( r.ratio_p50, '×' ),
			cell( r.ratio_p95, '×' ),
			target,
			cell( r.rps_c8 ),
			cell( r.ratio_rps, '×' ),
			cell( r.queries ),
			cell( r.floor_queries ),
			cell( r.memory_mb ),
			cell( r.floor_memory_mb ),
		] );
	}
	return columns( rows );
}

/**
 * A change in percent, signed, or '-' when either side is missing.
 *
 * @param {number|null} before Earlier.
 * @param {number|null} after  Now.
 * @return {string} E.g. "+12%".
 */
function change( before, after ) {
	if (
		before === null ||
		after === null ||
		before === undefined ||
		after === undefined ||
		before === 0
	) {
		return '-';
	}
	const percent = Math.round( ( ( after - before ) / before ) * 100 );
	return `${ percent > 0 ? '+' : '' }${ percent }%`;
}

/**
 * The change of each endpoint's ratios, queries and memory against an earlier result. Times
 * are compared as ratios to their floors only: absolute times of two runs are not comparable.
 *
 * @param {{endpoints: object[]}} before An earlier bench/results.json.
 * @param {{endpoints: object[]}} after  This run's.
 * @return {string} The table.
 */
function formatComparison( before, after ) {
	const earlier = new Map(
		( before.endpoints || [] ).map( ( e ) => [ e.name, e ] )
	);
	const rows = [
		[
			'endpoint',
			'× p50 before',
			'now',
			'change',
			'× c8 before',
			'now',
			'queries before',
			'now',
			'peak MB before',
			'now',
		],
	];
	for ( const now of after.endpoints ) {
		const was = earlier.get( now.name );
		if ( ! was ) {
			rows.push( [
				now.label,
				'new',
				cell( now.ratio_p50, '×' ),
				'-',
				'-',
				cell( now.ratio_rps, '×' ),
				'-',
				cell( now.queries ),
				'-',
				cell( now.memory_mb ),
			] );
			continue;
		}
		rows.push( [
			now.label,
			cell( was.ratio_p50, '×' ),
			cell( now.ratio_p50, '×' ),
			change( was.ratio_p50, now.ratio_p50 ),
			cell( was.ratio_rps, '×' ),
			cell( now.ratio_rps, '×' ),
			cell( was.queries ),
			cell( now.queries ),
			cell( was.memory_mb ),
			cell( now.memory_mb ),
		] );
	}
	for ( const [ name, was ] of earlier ) {
		if ( ! after.endpoints.some( ( e ) => e.name === name ) ) {
			rows.push( [
				was.label || name,
				cell( was.ratio_p50, '×' ),
				'gone',
				'-',
				'-',
				'-',
				'-',
				'-',
				'-',
				'-',
			] );
		}
	}
	return columns( rows );
}

/**
 * The PHP errors, warnings, notices and deprecations a log holds (WP_DEBUG_LOG, php-fpm's).
 *
 * @param {string} text The log.
 * @return {string[]} Their lines.
 */
function phpProblems( text ) {
	return text
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Recoverable fatal error)/.test(
				line
			)
		);
}

/**
 * One case of `npm run bench -- cluster`: throughput at 8 connections on one web server and on
 * two, alternating in each round; the ratio is the median of the rounds' ratios.
 *
 * @param {{name: string, label: string}}     c      The case.
 * @param {Array<{one: object, two: object}>} rounds Its rounds' runs (parseWrk's).
 * @return {Object} The result kept in bench/results.json's "cluster" key.
 */
function summarizeCluster( c, rounds ) {
	const one = median( rounds.map( ( r ) => r.one.rps ) );
	const two = median( rounds.map( ( r ) => r.two.rps ) );
	const queries = median(
		rounds
			.flatMap( ( r ) => [ r.one.queries, r.two.queries ] )
			.filter( ( v ) => v !== null )
	);
	return {
		name: c.name,
		label: c.label,
		rps_c8_one_server: round( one, 1 ),
		rps_c8_two_servers: round( two, 1 ),
		ratio: round(
			median( rounds.map( ( r ) => ratio( r.two.rps, r.one.rps ) ) ),
			2
		),
		queries: round( queries, 1 ),
		requests: rounds.reduce(
			( sum, r ) => sum + r.one.requests + r.two.requests,
			0
		),
		failed: rounds.filter(
			( r ) => runFailed( r.one ) || runFailed( r.two )
		).length,
	};
}

/**
 * The cluster's table.
 *
 * @param {object[]} results summarizeCluster()'s.
 * @return {string} The table.
 */
function formatClusterTable( results ) {
	const rows = [
		[ 'endpoint', 'req/s c8, 1 server', '2 servers', '×', 'queries' ],
	];
	for ( const r of results ) {
		rows.push( [
			r.label + ( r.failed ? ' (FAILED)' : '' ),
			cell( r.rps_c8_one_server ),
			cell( r.rps_c8_two_servers ),
			cell( r.ratio, '×' ),
			cell( r.queries ),
		] );
	}
	return columns( rows );
}

module.exports = {
	summarizeCluster,
	formatClusterTable,
	parseWrk,
	runFailed,
	median,
	ratio,
	summarize,
	formatTable,
	formatComparison,
	change,
	phpProblems,
};
