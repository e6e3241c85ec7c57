/* @jest-environment node */
/**
 * The plugin zip's allow-list (bin/plugin-zip.mjs, bin/lib/plugin-package.mjs), run as the
 * command it is, on a plugin folder with everything a checkout can hold beside the plugin.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join( __dirname, 'plugin-zip.mjs' );

function run( ...args: string[] ) {
	return spawnSync( process.execPath, [ SCRIPT, ...args ], {
		encoding: 'utf8',
	} );
}

/**
 * The entry names of a zip, read with adm-zip in a child (it has no types here).
 * @param zip
 */
function entries( zip: string ): string[] {
	const child = spawnSync(
		process.execPath,
		[
			'-e',
			"const Zip = require('adm-zip'); console.log(JSON.stringify(new Zip(process.argv[1]).getEntries().map((e) => e.entryName)))",
			zip,
		],
		{ encoding: 'utf8', cwd: path.join( __dirname, '..' ) }
	);
	return ( JSON.parse( child.stdout ) as string[] ).sort();
}

/**
 * A zip holding exactly these entries, with a line of text in each.
 * @param file
 * @param names
 */
function zipOf( file: string, names: string[] ): void {
	spawnSync(
		process.execPath,
		[
			'-e',
			"const Zip = require('adm-zip'); const zip = new Zip(); for (const name of JSON.parse(process.argv[2])) zip.addFile(name, Buffer.from('x')); zip.writeZip(process.argv[1]);",
			file,
			JSON.stringify( names ),
		],
		{ cwd: path.join( __dirname, '..' ) }
	);
}

const RUNS_ON_A_SITE = [
	'LICENSE',
	'build/address/rules.php',
	'build/chunks/swiper.js',
	'build/product.asset.php',
	'build/product.css',
	'build/product.js',
	'includes/Catalog/Import/sample/products.csv',
	'includes/Plugin.php',
	'includes/autoload.php',
	'languages/vitrine-de_DE-0123456789abcdef0123456789abcdef.json',
	'languages/vitrine-de_DE.mo',
	'languages/vitrine.pot',
	'plugin.php',
	'readme.txt',
	'templates/block-templates/single-product.html',
	'templates/single-product.php',
	'uninstall.php',
];

const ONLY_BUILDS_OR_TESTS_IT = [
	'.env',
	'.gitignore',
	'README.md',
	'build/product.js.map',
	'composer.json',
	'includes/.DS_Store',
	'languages/vitrine-de_DE.po',
	'node_modules/adm-zip/adm-zip.js',
	'package.json',
	'src/product/index.ts',
	'tests/php/PluginTest.php',
	'vendor/autoload.php',
	'webpack.config.js',
];

describe( 'npm run plugin-zip', () => {
	let folder: string;

	beforeEach( () => {
		folder = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-zip-' ) );
		for ( const file of [
			...RUNS_ON_A_SITE,
			...ONLY_BUILDS_OR_TESTS_IT,
		] ) {
			fs.mkdirSync( path.dirname( path.join( folder, file ) ), {
				recursive: true,
			} );
			fs.writeFileSync( path.join( folder, file ), `${ file }\n` );
		}
	} );

	afterEach( () => {
		fs.rmSync( folder, { recursive: true, force: true } );
	} );

	it( 'zips what runs on a site, in a vitrine/ folder, and nothing else', () => {
		const zip = path.join( folder, 'out.zip' );
		const result = run( '--no-build', '--source', folder, '--out', zip );

		expect( result.stderr ).toBe( '' );
		expect( result.status ).toBe( 0 );
		expect( result.stdout ).toMatch( /out\.zip: 17 files, \d+ KB/ );
		expect( entries( zip ) ).toEqual(
			RUNS_ON_A_SITE.map( ( file ) => `vitrine/${ file }` ).sort()
		);
	} );

	it( 'refuses to leave a zip that lacks a file the plugin needs', () => {
		fs.rmSync( path.join( folder, 'readme.txt' ) );
		fs.rmSync( path.join( folder, 'build/product.asset.php' ) );

		const zip = path.join( folder, 'out.zip' );
		const result = run( '--no-build', '--source', folder, '--out', zip );

		expect( result.status ).toBe( 1 );
		expect( fs.existsSync( zip ) ).toBe( false );
		expect( result.stderr ).toContain( 'vitrine/readme.txt: missing' );
		expect( result.stderr ).toContain(
			'vitrine/build/product.asset.php: missing'
		);
	} );

	it( 'refuses a translation that was not compiled', () => {
		fs.rmSync( path.join( folder, 'languages/vitrine-de_DE.mo' ) );
		const zip = path.join( folder, 'out.zip' );

		const result = run( '--no-build', '--source', folder, '--out', zip );

		expect( result.status ).toBe( 2 );
		expect( result.stderr ).toContain(
			'languages/vitrine-de_DE.po: not compiled'
		);
		expect( fs.existsSync( zip ) ).toBe( false );
	} );

	it( '--check names each entry that is not on the allow-list', () => {
		const zip = path.join( folder, 'bad.zip' );
		zipOf( zip, [
			...RUNS_ON_A_SITE.map( ( file ) => `vitrine/${ file }` ),
			'vitrine/tests/php/PluginTest.php',
			'vitrine/.env',
			'vitrine/build/product.js.map',
			// A CSV is shipped only as a screen's sample.
			'vitrine/includes/Catalog/export.csv',
			'plugin.php',
		] );

		const result = run( '--check', zip );

		expect( result.status ).toBe( 1 );
		expect( result.stderr ).toContain(
			'vitrine/tests/php/PluginTest.php: not something a site runs'
		);
		expect( result.stderr ).toContain(
			'vitrine/.env: not something a site runs'
		);
		expect( result.stderr ).toContain(
			'vitrine/build/product.js.map: not something a site runs'
		);
		expect( result.stderr ).toContain(
			'vitrine/includes/Catalog/export.csv: not something a site runs'
		);
		expect( result.stderr ).toContain(
			'plugin.php: outside the vitrine/ folder'
		);
		expect( result.stderr ).toContain( '5 problem(s)' );
	} );

	it( '--check accepts a zip of exactly what runs on a site', () => {
		const zip = path.join( folder, 'good.zip' );
		zipOf(
			zip,
			RUNS_ON_A_SITE.map( ( file ) => `vitrine/${ file }` )
		);

		expect( run( '--check', zip ).status ).toBe( 0 );
	} );
} );
