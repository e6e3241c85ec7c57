/**
 * What the plugin zip holds: exactly what runs on a site, nothing that only builds or tests it.
 * Shared by bin/plugin-zip.mjs (which collects and checks) and the release tooling, so that the
 * zip of a previous release is made from the same list.
 */
import fs from 'node:fs';
import path from 'node:path';
import AdmZip from 'adm-zip';

export const PLUGIN_SLUG = 'vitrine';

// Files at the plugin's root, and folders taken whole (less the exclusions below).
const ROOT_FILES = [ 'plugin.php', 'uninstall.php', 'readme.txt', 'LICENSE' ];
const ROOT_FOLDERS = [ 'includes', 'build', 'templates', 'languages' ];

// Inside those folders: what a site never needs. Dotfiles (editor and OS leftovers, .gitkeep),
// source maps, and gettext sources other than the template (.po files compile to the .mo and
// .json files that WordPress loads; the .pot stays for translators).
const EXCLUDED = [
	/(^|\/)\./,
	/\.map$/,
	/\.po$/,
	/(^|\/)node_modules\//,
	/\.(ts|tsx|scss)$/,
];

// Every entry of the zip must match one of these (paths inside the slug folder).
const ALLOWED = [
	/^(plugin\.php|uninstall\.php|readme\.txt|LICENSE)$/,
	/^includes\/[\w\-/]+\.php$/,
	// Sample files a screen offers (Products > Import's "Load the sample file").
	/^includes\/[\w\-/]+\/sample\/[\w\-]+\.csv$/,
	/^build\/[\w\-./]+\.(js|css|php|json|svg|png|woff2?)$/,
	/^templates\/[\w\-/]+\.(php|html)$/,
	/^languages\/vitrine(-[a-z]{2,3}(_[A-Z]{2})?(_\w+)?(-[0-9a-f]{32})?)?\.(pot|mo|json|l10n\.php)$/,
];

// A zip without these would not run (or could not be translated).
const REQUIRED = [
	'plugin.php',
	'uninstall.php',
	'readme.txt',
	'LICENSE',
	'includes/autoload.php',
	'includes/Plugin.php',
	'languages/vitrine.pot',
	'build/product.js',
	'build/product.asset.php',
	// The address rules of every country (bin/address-data.mjs, part of npm run build).
	'build/address/rules.php',
];

/**
 * The files of the plugin under `root`, relative, sorted.
 *
 * @param {string} root The plugin's source folder (a checkout with build/ built).
 * @return {string[]} Relative paths with forward slashes.
 */
export function collectPluginFiles( root ) {
	const files = ROOT_FILES.filter( ( file ) =>
		fs.existsSync( path.join( root, file ) )
	);
	for ( const folder of ROOT_FOLDERS ) {
		const base = path.join( root, folder );
		if ( ! fs.existsSync( base ) ) {
			continue;
		}
		for ( const entry of fs.readdirSync( base, {
			recursive: true,
			withFileTypes: true,
		} ) ) {
			if ( ! entry.isFile() ) {
				continue;
			}
			const relative = path
				.relative( root, path.join( entry.parentPath, entry.name ) )
				.split( path.sep )
				.join( '/' );
			if ( ! EXCLUDED.some( ( pattern ) => pattern.test( relative ) ) ) {
				files.push( relative );
			}
		}
	}
	return files.sort();
}

/**
 * The translations of `root` that were not compiled: a languages/vitrine-<locale>.po without its
 * .mo (npm run build compiles them; a zip without the .mo would not be translated).
 *
 * @param {string} root The plugin's source folder.
 * @return {string[]} The .po files, relative.
 */
export function uncompiledTranslations( root ) {
	const languages = path.join( root, 'languages' );
	if ( ! fs.existsSync( languages ) ) {
		return [];
	}
	return fs
		.readdirSync( languages )
		.filter( ( name ) => /^vitrine-.+\.po$/.test( name ) )
		.filter(
			( name ) =>
				! fs.existsSync(
					path.join( languages, name.replace( /\.po$/, '.mo' ) )
				)
		)
		.map( ( name ) => `languages/${ name }` );
}

/**
 * What is wrong with a zip's entries: any entry outside the slug folder or not on the allow-list,
 * and any required file missing.
 *
 * @param {string[]} entries The zip's entry names (folders end with a slash).
 * @return {string[]} One message per problem; empty when the zip is right.
 */
export function checkPluginZipEntries( entries ) {
	const problems = [];
	const files = new Set();
	for ( const entry of entries ) {
		if ( entry.endsWith( '/' ) ) {
			continue;
		}
		if ( ! entry.startsWith( `${ PLUGIN_SLUG }/` ) ) {
			problems.push( `${ entry }: outside the ${ PLUGIN_SLUG }/ folder` );
			continue;
		}
		const relative = entry.slice( PLUGIN_SLUG.length + 1 );
		files.add( relative );
		const excluded = EXCLUDED.some( ( pattern ) =>
			pattern.test( relative )
		);
		if (
			excluded ||
			! ALLOWED.some( ( pattern ) => pattern.test( relative ) )
		) {
			problems.push( `${ entry }: not something a site runs` );
		}
	}
	for ( const required of REQUIRED ) {
		if ( ! files.has( required ) ) {
			problems.push( `${ PLUGIN_SLUG }/${ required }: missing` );
		}
	}
	return problems;
}

/**
 * The zip of the plugin under `root`: its files (collectPluginFiles) in the slug folder.
 *
 * @param {string} root The plugin's source folder, built.
 * @return {{zip: AdmZip, files: string[]}} The zip (not written yet) and the files it holds.
 */
export function zipPlugin( root ) {
	const zip = new AdmZip();
	const files = collectPluginFiles( root );
	for ( const file of files ) {
		const folder = path.posix.dirname( file );
		zip.addLocalFile(
			path.join( root, file ),
			folder === '.'
				? `${ PLUGIN_SLUG }/`
				: `${ PLUGIN_SLUG }/${ folder }/`
		);
	}
	return { zip, files };
}
