/* @jest-environment node */
/**
 * The Lighthouse runner's arithmetic and reading of a report (bin/bench/lighthouse.mjs), run in
 * a child Node as the ES module it is; and its refusal of a call without its arguments.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join( __dirname, 'lighthouse.mjs' );

/**
 * Calls an export of the runner in a child Node and answers its JSON result.
 *
 * @param name The export.
 * @param args Its arguments (JSON).
 */
function call( name: string, ...args: unknown[] ): unknown {
	const code = `import( ${ JSON.stringify(
		SCRIPT
	) } ).then( ( m ) => process.stdout.write( JSON.stringify( m[ ${ JSON.stringify(
		name
	) } ]( ...${ JSON.stringify( args ) } ) ) ) );`;
	const child = spawnSync( process.execPath, [ '-e', code ], {
		encoding: 'utf8',
	} );
	expect( child.stderr ).toBe( '' );
	return JSON.parse( child.stdout );
}

test( 'the median is a measured value, the lower middle one of an even count, null of none', () => {
	expect( call( 'median', [ 70, 40, 90 ] ) ).toBe( 70 );
	expect( call( 'median', [ 4, 1, 3, 2 ] ) ).toBe( 2 );
	expect( call( 'median', [ null, 5 ] ) ).toBe( 5 );
	expect( call( 'median', [] ) ).toBeNull();
} );

test( 'a report gives the score in points, TBT, CLS, and what of ours blocks rendering or moved', () => {
	const lhr = {
		categories: { performance: { score: 0.786 } },
		audits: {
			'total-blocking-time': { numericValue: 42.5 },
			'cumulative-layout-shift': { numericValue: 0.012 },
			'first-contentful-paint': { numericValue: 1800 },
			'largest-contentful-paint': { numericValue: 2500 },
			'render-blocking-resources': {
				details: {
					items: [
						{
							url: 'http://x/wp-includes/css/dist/block-library/style.min.css',
						},
						{
							url: 'http://x/wp-content/plugins/vitrine/build/shop.css?ver=1',
						},
					],
				},
			},
			'layout-shifts': {
				details: {
					items: [
						{
							score: 0.01,
							node: { selector: 'div.vitrine-store-notice' },
						},
						{
							score: 0.002,
							node: { selector: 'header.wp-block-template-part' },
						},
					],
				},
			},
		},
	};

	expect( call( 'figures', lhr ) ).toEqual( {
		score: 79,
		tbt: 42.5,
		cls: 0.012,
		fcp: 1800,
		lcp: 2500,
		renderBlocking: [
			'http://x/wp-includes/css/dist/block-library/style.min.css',
			'http://x/wp-content/plugins/vitrine/build/shop.css?ver=1',
		],
		renderBlockingOurs: [
			'http://x/wp-content/plugins/vitrine/build/shop.css?ver=1',
		],
		layoutShiftsOurs: [ { score: 0.01, node: 'div.vitrine-store-notice' } ],
		runtimeError: null,
	} );
} );

test( 'a report that failed keeps its error and no figures', () => {
	expect(
		call( 'figures', {
			runtimeError: { message: 'NO_FCP' },
			categories: { performance: { score: null } },
			audits: {},
		} )
	).toMatchObject( {
		score: null,
		tbt: null,
		cls: null,
		renderBlockingOurs: [],
		runtimeError: 'NO_FCP',
	} );
} );

test( 'without a base URL and an output folder it says how to call it and exits 2', () => {
	const child = spawnSync( process.execPath, [ SCRIPT ], {
		encoding: 'utf8',
	} );
	expect( child.status ).toBe( 2 );
	expect( child.stderr ).toContain( '--base-url URL --out DIR' );
} );
