/* @jest-environment node */
/**
 * The bench's arithmetic and printing (bin/bench/report.js): wrk's output as bin/bench/wrk.lua
 * prints it, the ratios to the floors, the change against an earlier result, the table.
 */
const {
	parseWrk,
	runFailed,
	median,
	ratio,
	summarize,
	formatTable,
	formatComparison,
	change,
	phpProblems,
} = require( './report' );

/**
 * wrk's output around the Lua script's lines.
 * @param {Object} fields Figures over a good run's.
 * @param {string} error  A BENCH-ERROR line's text, or ''.
 */
function wrkOutput( fields = {}, error = '' ) {
	const raw = {
		requests: 200,
		duration_us: 2000000,
		socket_errors: 0,
		status_errors: 0,
		p50_us: 10000,
		p95_us: 15000,
		mean_us: 10500,
		bad: 0,
		queries_sum: 2400,
		queries_count: 200,
		memory_max: 4194304,
		memory_sum: 200 * 3145728,
		...fields,
	};
	return [
		'Running 2s test @ http://127.0.0.1:8870',
		'  1 threads and 1 connections',
		'  200 requests in 2.00s, 1.20MB read',
		'BENCH-RESULT ' + JSON.stringify( raw ),
		error ? 'BENCH-ERROR ' + error : '',
		'Requests/sec:    100.00',
	].join( '\n' );
}

const run = ( fields = {} ) => parseWrk( wrkOutput( fields ) );

describe( 'parseWrk', () => {
	it( 'reads the Lua script’s figures: latency, throughput, queries and memory per request', () => {
		const parsed = parseWrk( wrkOutput() );
		expect( parsed ).toMatchObject( {
			requests: 200,
			p50Us: 10000,
			p95Us: 15000,
			rps: 100,
			queries: 12,
			memoryMax: 4194304,
			memoryMean: 3145728,
			errorSample: '',
		} );
		expect( runFailed( parsed ) ).toBe( false );
	} );

	it( 'keeps the first wrong answer and counts a run with one as failed', () => {
		const parsed = parseWrk(
			wrkOutput( { bad: 3 }, '200 {"code":"vitrine_ajax_invalid_nonce"}' )
		);
		expect( parsed.errorSample ).toBe(
			'200 {"code":"vitrine_ajax_invalid_nonce"}'
		);
		expect( runFailed( parsed ) ).toBe( true );
	} );

	it( 'counts statuses of 400 and more, socket errors and a run without an answer as failed', () => {
		expect( runFailed( run( { status_errors: 1 } ) ) ).toBe( true );
		expect( runFailed( run( { socket_errors: 2 } ) ) ).toBe( true );
		expect(
			runFailed( run( { requests: 0, duration_us: 1000000 } ) )
		).toBe( true );
	} );

	it( 'has no queries or memory when the site sent no counting headers', () => {
		const parsed = run( { queries_count: 0, queries_sum: 0 } );
		expect( parsed.queries ).toBeNull();
		expect( parsed.memoryMax ).toBeNull();
	} );

	it( 'fails loudly when the Lua script printed nothing', () => {
		expect( () =>
			parseWrk( 'PANIC: unprotected error in call to Lua API' )
		).toThrow( /BENCH-RESULT/ );
	} );
} );

describe( 'median and ratio', () => {
	it( 'takes the middle value, or the mean of the middle two', () => {
		expect( median( [ 3, 1, 2 ] ) ).toBe( 2 );
		expect( median( [ 4, 1, 3, 2 ] ) ).toBe( 2.5 );
		expect( median( [] ) ).toBeNull();
		expect( median( [ null, 5 ] ) ).toBe( 5 );
	} );

	it( 'divides by the floor, and has none without one', () => {
		expect( ratio( 25, 10 ) ).toBe( 2.5 );
		expect( ratio( 25, 0 ) ).toBeNull();
		expect( ratio( null, 10 ) ).toBeNull();
	} );
} );

describe( 'summarize', () => {
	const endpoint = {
		name: 'add_to_cart',
		label: 'add to cart',
		floor: 'early',
		target: 2,
	};

	it( 'takes the median of each round’s ratio to the floor measured beside it', () => {
		// Round 2 ran on a busier machine: both sides slower, the same ratio.
		const rounds = [
			{
				floor1: run( { p50_us: 10000 } ),
				endpoint1: run( { p50_us: 25000 } ),
			},
			{
				floor1: run( { p50_us: 20000 } ),
				endpoint1: run( { p50_us: 50000 } ),
			},
			{
				floor1: run( { p50_us: 10000 } ),
				endpoint1: run( { p50_us: 30000 } ),
			},
		];
		const result = summarize( endpoint, rounds );
		expect( result.ratio_p50 ).toBe( 2.5 );
		expect( result.p50_ms ).toBe( 30 );
		expect( result.floor_p50_ms ).toBe( 10 );
		expect( result.failed ).toBe( 0 );
	} );

	it( 'compares throughput at 8 connections, queries and the highest peak memory with the floor’s', () => {
		const rounds = [
			{
				floor1: run( { queries_sum: 1200 } ),
				endpoint1: run( {
					queries_sum: 4000,
					memory_max: 5 * 1048576,
				} ),
				floor8: run( {
					requests: 800,
					queries_sum: 4800,
					queries_count: 800,
				} ),
				endpoint8: run( {
					requests: 400,
					queries_sum: 8000,
					queries_count: 400,
				} ),
			},
		];
		const result = summarize( endpoint, rounds );
		expect( result.rps_c8 ).toBe( 200 );
		expect( result.floor_rps_c8 ).toBe( 400 );
		expect( result.ratio_rps ).toBe( 0.5 );
		expect( result.queries ).toBe( 20 );
		expect( result.floor_queries ).toBe( 6 );
		expect( result.memory_mb ).toBe( 5 );
		expect( result.floor_memory_mb ).toBe( 4 );
		expect( result.requests ).toBe( 600 );
	} );

	it( 'counts the failed runs, the floor’s too', () => {
		const rounds = [
			{
				floor1: run( { status_errors: 1 } ),
				endpoint1: run( { bad: 1 } ),
			},
		];
		expect( summarize( endpoint, rounds ).failed ).toBe( 2 );
	} );
} );

describe( 'formatTable', () => {
	const result = ( over ) => ( {
		name: 'add_to_cart',
		label: 'add to cart',
		floor: 'early',
		target: 2,
		p50_ms: 25,
		p95_ms: 30,
		floor_p50_ms: 10,
		floor_p95_ms: 12,
		ratio_p50: 2.5,
		ratio_p95: 2.5,
		rps_c8: 80,
		floor_rps_c8: 200,
		ratio_rps: 0.4,
		queries: 20,
		floor_queries: 6,
		memory_mb: 3.6,
		floor_memory_mb: 2.6,
		failed: 0,
		...over,
	} );

	it( 'prints one aligned row per endpoint, with its target met or not', () => {
		const lines = formatTable( [
			result(),
			result( {
				label: 'get refreshed fragments',
				ratio_p50: 1.5,
				target: 2,
			} ),
		] ).split( '\n' );
		expect( lines ).toHaveLength( 4 );
		expect( lines[ 0 ] ).toMatch( /^endpoint\s+floor\s+p50 ms/ );
		expect( lines[ 2 ] ).toMatch(
			/^add to cart\s+early\s+25\s+10\s+2\.5×\s+2\.5×\s+over 2\s+80\s+0\.4×\s+20\s+6\s+3\.6\s+2\.6$/
		);
		expect( lines[ 3 ] ).toMatch( /ok 2/ );
		// Columns line up: every row is as wide as the rule under the header, or narrower.
		expect( lines[ 2 ].length ).toBeLessThanOrEqual( lines[ 1 ].length );
	} );

	it( 'marks a failed endpoint and shows missing figures as -', () => {
		const line = formatTable( [
			result( {
				failed: 1,
				rps_c8: null,
				ratio_rps: null,
				target: null,
			} ),
		] ).split( '\n' )[ 2 ];
		expect( line ).toMatch( /^add to cart \(FAILED\)/ );
		expect( line ).toMatch( /2\.5×\s+-\s+-\s+-\s+20/ );
	} );
} );

describe( 'compare', () => {
	it( 'gives a signed change in percent', () => {
		expect( change( 2, 2.5 ) ).toBe( '+25%' );
		expect( change( 2, 1.5 ) ).toBe( '-25%' );
		expect( change( 2, 2 ) ).toBe( '0%' );
		expect( change( null, 2 ) ).toBe( '-' );
	} );

	it( 'sets each endpoint’s ratios, queries and memory beside the earlier run’s, and names new and gone ones', () => {
		const before = {
			endpoints: [
				{
					name: 'add_to_cart',
					label: 'add to cart',
					ratio_p50: 2.5,
					ratio_rps: 0.4,
					queries: 20,
					memory_mb: 3.6,
				},
				{ name: 'old_call', label: 'old call', ratio_p50: 1.1 },
			],
		};
		const after = {
			endpoints: [
				{
					name: 'add_to_cart',
					label: 'add to cart',
					ratio_p50: 2,
					ratio_rps: 0.5,
					queries: 12,
					memory_mb: 3.5,
				},
				{
					name: 'new_call',
					label: 'new call',
					ratio_p50: 1.3,
					ratio_rps: 0.9,
					queries: 8,
					memory_mb: 3,
				},
			],
		};
		const lines = formatComparison( before, after ).split( '\n' );
		expect( lines[ 2 ] ).toMatch(
			/^add to cart\s+2\.5×\s+2×\s+-20%\s+0\.4×\s+0\.5×\s+20\s+12\s+3\.6\s+3\.5$/
		);
		expect( lines[ 3 ] ).toMatch( /^new call\s+new\s+1\.3×/ );
		expect( lines[ 4 ] ).toMatch( /^old call\s+1\.1×\s+gone/ );
	} );
} );

describe( 'phpProblems', () => {
	it( 'finds the notices, warnings, deprecations and errors of a PHP log, not its other lines', () => {
		const log = [
			'[27-Nov-2026 04:50:01 UTC] PHP Notice:  Undefined index: x in /a.php on line 3',
			'[27-Nov-2026 04:50:02 UTC] PHP Warning:  foreach() argument must be of type array',
			'[27-Nov-2026 04:50:03 UTC] PHP Deprecated:  Creation of dynamic property',
			'[27-Nov-2026 04:50:04 UTC] PHP Fatal error:  Uncaught Error',
			'[27-Nov-2026 04:50:05 UTC] Vitrine: order 12 placed',
			'',
		].join( '\n' );
		expect( phpProblems( log ) ).toHaveLength( 4 );
		expect( phpProblems( '' ) ).toEqual( [] );
	} );
} );

describe( 'summarizeCluster', () => {
	const clusterRun = ( rps, queries = 5 ) => ( {
		requests: 10,
		durationUs: 1e6,
		socketErrors: 0,
		statusErrors: 0,
		bad: 0,
		rps,
		queries,
	} );

	it( 'takes the median of each side and of the rounds’ ratios', () => {
		const { summarizeCluster: sum } = require( './report.js' );
		const result = sum( { name: 'shop', label: 'shop page' }, [
			{ one: clusterRun( 10 ), two: clusterRun( 15 ) },
			{ one: clusterRun( 8 ), two: clusterRun( 16 ) },
			{ one: clusterRun( 12 ), two: clusterRun( 12 ) },
		] );
		expect( result ).toMatchObject( {
			name: 'shop',
			rps_c8_one_server: 10,
			rps_c8_two_servers: 15,
			ratio: 1.5,
			queries: 5,
			requests: 60,
			failed: 0,
		} );
	} );

	it( 'counts a round with a failed run, and the table says so', () => {
		const {
			summarizeCluster: sum,
			formatClusterTable,
		} = require( './report.js' );
		const result = sum( { name: 'add_to_cart', label: 'add to cart' }, [
			{ one: clusterRun( 10 ), two: { ...clusterRun( 0 ), requests: 0 } },
		] );
		expect( result.failed ).toBe( 1 );
		expect( formatClusterTable( [ result ] ) ).toContain(
			'add to cart (FAILED)'
		);
	} );
} );
