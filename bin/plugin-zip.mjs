/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * npm run plugin-zip: the zip a site admin uploads in Plugins > Add New > Upload Plugin.
 *
 *   npm run plugin-zip                      build, then write vitrine.zip (folder vitrine/ inside)
 *   npm run plugin-zip -- --no-build        zip the build/ that is there
 *   node bin/plugin-zip.mjs --source DIR --out FILE [--no-build]   another checkout (a previous release)
 *   node bin/plugin-zip.mjs --check FILE    only check a zip against the allow-list
 *
 * What goes in is bin/lib/plugin-package.mjs's list; the written zip is read back and checked
 * against its allow-list, so a stray file fails here, not on a merchant's site.
 * Exit status: 0 written and checked, 1 the zip breaks the allow-list, 2 any other error.
 *
 * Why our own script rather than `wp-scripts plugin-zip`: that one either guesses the files from
 * the plugin handbook's layout (it would miss plugin.php and templates/) or takes package.json's
 * "files", which npm-packlist always extends with package.json and README.md. It uses adm-zip, as
 * this does.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';
import {
	PLUGIN_SLUG,
	checkPluginZipEntries,
	uncompiledTranslations,
	zipPlugin,
} from './lib/plugin-package.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);

function option( name ) {
	const index = process.argv.indexOf( name );
	return index === -1 ? undefined : process.argv[ index + 1 ];
}

function kilobytes( bytes ) {
	return `${ ( bytes / 1024 ).toFixed( 0 ) } KB`;
}

/**
 * Reads a zip back and reports what breaks the allow-list.
 *
 * @param {string} file The zip.
 * @return {boolean} Whether the zip is right.
 */
function check( file ) {
	const entries = new AdmZip( file )
		.getEntries()
		.map( ( entry ) => entry.entryName );
	const problems = checkPluginZipEntries( entries );
	for ( const problem of problems ) {
		console.error( `  ${ problem }` );
	}
	if ( problems.length > 0 ) {
		console.error(
			`${ file }: ${ problems.length } problem(s); the allow-list is in bin/lib/plugin-package.mjs.`
		);
	}
	return problems.length === 0;
}

function main() {
	const onlyCheck = option( '--check' );
	if ( onlyCheck ) {
		return check( path.resolve( onlyCheck ) ) ? 0 : 1;
	}
	const source = path.resolve( option( '--source' ) ?? ROOT );
	if ( ! process.argv.includes( '--no-build' ) ) {
		execFileSync( 'npm', [ 'run', 'build', '--silent' ], {
			cwd: source,
			stdio: 'inherit',
		} );
	}
	if ( ! fs.existsSync( path.join( source, 'build' ) ) ) {
		console.error(
			`${ source }/build is missing: run npm run build first.`
		);
		return 2;
	}

	const uncompiled = uncompiledTranslations( source );
	if ( uncompiled.length > 0 ) {
		console.error(
			`${ uncompiled.join( ', ' ) }: not compiled (no .mo): run npm run build first.`
		);
		return 2;
	}
	const out = path.resolve(
		option( '--out' ) ?? path.join( ROOT, `${ PLUGIN_SLUG }.zip` )
	);
	const { zip, files } = zipPlugin( source );
	fs.rmSync( out, { force: true } );
	zip.writeZip( out );

	if ( ! check( out ) ) {
		// A zip that breaks the allow-list must not be uploaded by mistake.
		fs.rmSync( out );
		return 1;
	}
	const unpacked = files.reduce(
		( total, file ) =>
			total + fs.statSync( path.join( source, file ) ).size,
		0
	);
	console.log(
		`${ path.relative( process.cwd(), out ) || out }: ${ files.length } files, ${ kilobytes(
			fs.statSync( out ).size
		) } (${ kilobytes( unpacked ) } unpacked)`
	);
	return 0;
}

try {
	process.exitCode = main();
} catch ( error ) {
	console.error( error instanceof Error ? error.message : error );
	process.exitCode = 2;
}
