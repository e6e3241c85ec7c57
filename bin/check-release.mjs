/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * Part of npm run lint: the release's facts agree wherever they are written.
 *
 * - The version: plugin.php's header and VITRINE_VERSION, package.json, package-lock.json and
 *   readme.txt's "Stable tag" are equal, and readme.txt's changelog has an entry for it.
 * - "Requires at least" and "Requires PHP": the same in plugin.php and readme.txt.
 * - "Tested up to": the newest WordPress the test suites run on (the playground build that
 *   bin/lib/env.sh unpacks for the sites), as major.minor.
 * - readme.txt's short description fits the plugin directory's 150 characters.
 *
 * Exit status: 0 when all agree, 1 otherwise (each disagreement printed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const read = ( file ) => fs.readFileSync( path.join( ROOT, file ), 'utf8' );

/**
 * A "Name: value" header line's value, or undefined.
 *
 * @param {string} text The file.
 * @param {string} name The header's name.
 * @return {string|undefined} Its value, trimmed.
 */
function header( text, name ) {
	const match = new RegExp( `^[ \\t/*#@]*${ name }:[ \\t]*(.+)$`, 'mi' ).exec(
		text
	);
	return match?.[ 1 ].trim();
}

/**
 * The WordPress version the test sites run (from bin/lib/env.sh's WP_VERSION_DIR).
 *
 * @return {string} major.minor, e.g. "6.5".
 */
function testedWordPress() {
	const versionDir = /^WP_VERSION_DIR="([^"]+)"/m.exec(
		read( 'bin/lib/env.sh' )
	)?.[ 1 ];
	const zip = path.join(
		ROOT,
		'node_modules/@wp-playground/wordpress-builds/src/wordpress',
		`${ versionDir }.zip`
	);
	const versionPhp = new AdmZip( zip ).readAsText(
		'wp-includes/version.php'
	);
	const full = /\$wp_version = '([^']+)'/.exec( versionPhp )?.[ 1 ] ?? '';
	return full.split( '.' ).slice( 0, 2 ).join( '.' );
}

const plugin = read( 'plugin.php' );
const readme = read( 'readme.txt' );
const lock = JSON.parse( read( 'package-lock.json' ) );
const version = header( plugin, 'Version' );

const facts = [
	[
		'plugin.php VITRINE_VERSION',
		/const VITRINE_VERSION\s*=\s*'([^']+)'/.exec( plugin )?.[ 1 ],
		version,
	],
	[
		'package.json version',
		JSON.parse( read( 'package.json' ) ).version,
		version,
	],
	[ 'package-lock.json version', lock.version, version ],
	[
		'package-lock.json packages[""].version',
		lock.packages?.[ '' ]?.version,
		version,
	],
	[ 'readme.txt Stable tag', header( readme, 'Stable tag' ), version ],
	[
		'readme.txt Requires at least',
		header( readme, 'Requires at least' ),
		header( plugin, 'Requires at least' ),
	],
	[
		'readme.txt Requires PHP',
		header( readme, 'Requires PHP' ),
		header( plugin, 'Requires PHP' ),
	],
	[
		'readme.txt Tested up to',
		header( readme, 'Tested up to' ),
		testedWordPress(),
	],
];

const problems = facts
	.filter( ( [ , actual, expected ] ) => actual !== expected )
	.map(
		( [ what, actual, expected ] ) =>
			`${ what } is ${ actual ?? 'missing' }, expected ${ expected }`
	);

const changelog = readme.split( /^== Changelog ==$/m )[ 1 ] ?? '';
if ( ! changelog.includes( `= ${ version } =` ) ) {
	problems.push(
		`readme.txt has no changelog entry "= ${ version } =" under "== Changelog =="`
	);
}
// The short description: the first paragraph after the header block, before "== Description ==".
const shortDescription =
	readme
		.split( /^== Description ==$/m )[ 0 ]
		.trim()
		.split( /\n\s*\n/ )
		.pop() ?? '';
if ( shortDescription.length > 150 ) {
	problems.push(
		`readme.txt's short description has ${ shortDescription.length } characters (150 at most)`
	);
}

for ( const problem of problems ) {
	console.error( `  ${ problem }` );
}
if ( problems.length === 0 ) {
	console.log( `Version ${ version } agrees everywhere.` );
}
process.exitCode = problems.length === 0 ? 0 : 1;
