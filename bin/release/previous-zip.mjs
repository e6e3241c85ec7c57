/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * The plugin zip of a previous release, built from git, for the upgrade spec
 * (tests/e2e/release/upgrade.spec.ts), which installs it and then uploads the new zip over it.
 *
 *   node bin/release/previous-zip.mjs [COMMIT]   prints the zip's path (default: 0.1.0, 949578f)
 *
 * The commit's tree (git archive: no network, any clone with its history) is unpacked into a
 * temporary folder, this checkout's node_modules linked in, built with its own `npm run build`,
 * and zipped with today's file list (bin/lib/plugin-package.mjs), folder vitrine/ inside, as its
 * release would have been. The zip is kept in .wp/cache/release/vitrine-<commit>.zip: a run
 * builds it once, later runs reuse it (a commit's tree never changes).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
	PLUGIN_SLUG,
	checkPluginZipEntries,
	zipPlugin,
} from '../lib/plugin-package.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/** The previous release: 0.1.0, tagged v0.1.0, the last state before the Stripe work. */
export const PREVIOUS_RELEASE = '949578f';

// Files today's list requires that a release made before the zip existed did not have: their
// absence is no fault of that release's zip.
const ADDED_SINCE = [ 'readme.txt', 'LICENSE' ];

function git( ...args ) {
	return execFileSync( 'git', args, { cwd: ROOT, encoding: 'utf8' } ).trim();
}

/**
 * Builds (or finds in the cache) the zip of a commit.
 *
 * @param {string} commit A commit-ish.
 * @return {string} The zip's path.
 */
export function previousZip( commit = PREVIOUS_RELEASE ) {
	const sha = git( 'rev-parse', '--verify', `${ commit }^{commit}` );
	const cacheDir = path.join( ROOT, '.wp', 'cache', 'release' );
	const out = path.join( cacheDir, `${ PLUGIN_SLUG }-${ sha }.zip` );
	if ( fs.existsSync( out ) ) {
		return out;
	}

	const work = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-release-' ) );
	try {
		const archive = path.join( work, 'tree.tar' );
		git( 'archive', '--format=tar', `--output=${ archive }`, sha );
		const source = path.join( work, 'source' );
		fs.mkdirSync( source );
		execFileSync( 'tar', [ '-xf', archive, '-C', source ] );
		fs.symlinkSync(
			path.join( ROOT, 'node_modules' ),
			path.join( source, 'node_modules' ),
			'dir'
		);
		execFileSync( 'npm', [ 'run', 'build', '--silent' ], {
			cwd: source,
			stdio: [ 'ignore', 'ignore', 'inherit' ],
		} );

		const { zip } = zipPlugin( source );
		const problems = checkPluginZipEntries(
			zip.getEntries().map( ( entry ) => entry.entryName )
		).filter(
			( problem ) =>
				! ADDED_SINCE.some(
					( file ) =>
						problem === `${ PLUGIN_SLUG }/${ file }: missing`
				)
		);
		if ( problems.length > 0 ) {
			throw new Error(
				`The zip of ${ sha } breaks the allow-list:\n  ${ problems.join(
					'\n  '
				) }`
			);
		}
		fs.mkdirSync( cacheDir, { recursive: true } );
		// Written beside, then renamed: a run stopped half-way leaves no broken zip in the cache.
		const partial = `${ out }.${ process.pid }.partial`;
		zip.writeZip( partial );
		fs.renameSync( partial, out );
		return out;
	} finally {
		fs.rmSync( work, { recursive: true, force: true } );
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	try {
		const started = Date.now();
		const zip = previousZip( process.argv[ 2 ] ?? PREVIOUS_RELEASE );
		console.log(
			`${ path.relative( process.cwd(), zip ) }: ${ (
				fs.statSync( zip ).size / 1024
			).toFixed( 0 ) } KB (${ ( ( Date.now() - started ) / 1000 ).toFixed(
				1
			) } s)`
		);
	} catch ( error ) {
		console.error( error instanceof Error ? error.message : error );
		process.exitCode = 1;
	}
}
