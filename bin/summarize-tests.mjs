/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * Reads the result files of the suites that ran (jest JSON, PHPUnit JUnit XML, Playwright JSON)
 * and prints one line per suite and the closing line "N passed, N failed[, N skipped]".
 * Exits 1 when a suite that ran wrote no results (it crashed before reporting) or ran no test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[ 2 ];
const suites = [];

const jestFile = join( dir, 'jest.json' );
if ( existsSync( jestFile ) ) {
	const jest = JSON.parse( readFileSync( jestFile, 'utf8' ) );
	suites.push( {
		name: 'jest',
		passed: jest.numPassedTests,
		failed: jest.numFailedTests + jest.numRuntimeErrorTestSuites,
		skipped: jest.numPendingTests + jest.numTodoTests,
	} );
}

const phpunitFile = join( dir, 'phpunit.xml' );
if ( existsSync( phpunitFile ) ) {
	const xml = readFileSync( phpunitFile, 'utf8' );
	// The first <testsuite> holds the totals of the whole run.
	const attrs = xml.match( /<testsuite\b([^>]*)>/ )?.[ 1 ] ?? '';
	const num = ( name ) =>
		Number(
			attrs.match( new RegExp( `\\b${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
		);
	const failed = num( 'failures' ) + num( 'errors' );
	const skipped = num( 'skipped' );
	suites.push( {
		name: 'PHPUnit',
		passed: num( 'tests' ) - failed - skipped,
		failed,
		skipped,
	} );
}

const playwrightFile = join( dir, 'playwright.json' );
if ( existsSync( playwrightFile ) ) {
	const { stats, errors = [] } = JSON.parse(
		readFileSync( playwrightFile, 'utf8' )
	);
	suites.push( {
		name: 'Playwright',
		passed: stats.expected + stats.flaky,
		failed: stats.unexpected + errors.length,
		skipped: stats.skipped,
	} );
}

// The cluster's project (bin/cluster.sh), and the PHP problems its servers logged.
const clusterFile = join( dir, 'playwright-cluster.json' );
if ( existsSync( clusterFile ) ) {
	const { stats, errors = [] } = JSON.parse(
		readFileSync( clusterFile, 'utf8' )
	);
	suites.push( {
		name: 'Playwright (cluster)',
		passed: stats.expected + stats.flaky,
		failed: stats.unexpected + errors.length,
		skipped: stats.skipped,
	} );
}
if ( existsSync( join( dir, 'cluster-log.json' ) ) ) {
	suites.push( {
		name: 'PHP logs of the cluster',
		passed: 0,
		failed: 1,
		skipped: 0,
	} );
}

const debugLogFile = join( dir, 'debug-log.json' );
if ( existsSync( debugLogFile ) ) {
	suites.push( {
		name: 'PHP debug.log during e2e',
		passed: 0,
		failed: 1,
		skipped: 0,
	} );
}

let problem = false;
for ( const suite of suites ) {
	const line = `${ suite.name }: ${ suite.passed } passed, ${ suite.failed } failed, ${ suite.skipped } skipped`;
	console.log( line );
	if (
		suite.passed + suite.failed === 0 &&
		suite.name !== 'PHP debug.log during e2e' &&
		suite.name !== 'PHP logs of the cluster'
	) {
		console.log( `  ${ suite.name } ran no test.` );
		problem = true;
	}
}
if ( suites.length === 0 ) {
	console.log( 'No suite wrote results.' );
	problem = true;
}
const total = ( key ) => suites.reduce( ( sum, s ) => sum + s[ key ], 0 );
const skipped = total( 'skipped' );
console.log(
	`${ total( 'passed' ) } passed, ${ total( 'failed' ) } failed${
		skipped ? `, ${ skipped } skipped` : ''
	}`
);
process.exit( problem || total( 'failed' ) > 0 ? 1 : 0 );
