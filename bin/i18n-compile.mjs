/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * node bin/i18n-compile.mjs (run by `npm run build`, after webpack): compiles each translation
 * languages/vitrine-<locale>.po into what WordPress loads from the plugin's languages/ folder:
 * - languages/vitrine-<locale>.mo, for PHP (load_plugin_textdomain() in includes/Plugin.php);
 * - languages/vitrine-<locale>-<md5>.json, one per built script that carries translated strings,
 *   for wp_set_script_translations() (includes/Core/Assets/Assets.php). The mapping of strings to
 *   scripts, and the file names, are in bin/lib/script-translations.js.
 * Both are build output (gitignored): the plugin zip and the test sites get them from the build.
 * A language pack from WordPress.org (wp-content/languages/plugins/) takes precedence over them.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );
const gettextParser = require( 'gettext-parser' );
const {
	translatedEntries,
	scriptTranslations,
} = require( './lib/script-translations.js' );

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const DOMAIN = 'vitrine';
const LANGUAGES = path.join( ROOT, 'languages' );
const BUILD = path.join( ROOT, 'build' );

/**
 * The .js files under a folder, as paths relative to the plugin folder with forward slashes.
 *
 * @param {string} dir Absolute folder.
 * @return {string[]} Paths such as build/blocks/cart/index.js.
 */
function scriptsUnder( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { recursive: true } )
		.filter( ( file ) => file.endsWith( '.js' ) )
		.map( ( file ) =>
			path
				.relative( ROOT, path.join( dir, file ) )
				.split( path.sep )
				.join( '/' )
		)
		.sort();
}

const all = scriptsUnder( BUILD );
if ( all.length === 0 ) {
	console.error( 'i18n-compile: build/ has no scripts. Run npm run build.' );
	process.exit( 1 );
}
const read = ( file ) => fs.readFileSync( path.join( ROOT, file ), 'utf8' );
const scripts = {};
const chunks = {};
for ( const file of all ) {
	if ( file.startsWith( 'build/chunks/' ) ) {
		chunks[ file.slice( 'build/chunks/'.length, -'.js'.length ) ] =
			read( file );
	} else {
		scripts[ file ] = read( file );
	}
}

const poFiles = fs
	.readdirSync( LANGUAGES )
	.filter( ( file ) =>
		new RegExp( `^${ DOMAIN }-[a-z]{2,3}(_[A-Za-z0-9]+)*\\.po$` ).test(
			file
		)
	)
	.sort();

for ( const poFile of poFiles ) {
	const po = gettextParser.po.parse(
		fs.readFileSync( path.join( LANGUAGES, poFile ) ),
		'utf-8'
	);
	const locale = poFile.slice( DOMAIN.length + 1, -'.po'.length );
	// gettext-parser 1.x gives the header names in lower case, later versions as written.
	const header = ( name ) =>
		Object.entries( po.headers ).find(
			( [ key ] ) => key.toLowerCase() === name.toLowerCase()
		)?.[ 1 ];
	if ( header( 'Language' ) !== locale ) {
		console.error(
			`i18n-compile: ${ poFile } says Language: ${ header( 'Language' ) }; its name says ${ locale }.`
		);
		process.exit( 1 );
	}
	const pluralForms = header( 'Plural-Forms' );
	if ( ! pluralForms ) {
		console.error(
			`i18n-compile: ${ poFile } has no Plural-Forms header.`
		);
		process.exit( 1 );
	}
	const entries = translatedEntries( po.translations );

	// The .mo carries only what is translated (an empty msgstr would translate to nothing).
	const moTranslations = { '': { '': po.translations[ '' ][ '' ] } };
	for ( const entry of entries ) {
		const context = entry.msgctxt ?? '';
		moTranslations[ context ] ??= {};
		moTranslations[ context ][ entry.msgid ] = entry;
	}
	const moFile = `${ DOMAIN }-${ locale }.mo`;
	fs.writeFileSync(
		path.join( LANGUAGES, moFile ),
		gettextParser.mo.compile( {
			charset: 'utf-8',
			headers: po.headers,
			translations: moTranslations,
		} )
	);

	// A rebuild drops the JSON files of scripts that no longer carry a translated string.
	const stale = new RegExp( `^${ DOMAIN }-${ locale }-[0-9a-f]{32}\\.json$` );
	for ( const file of fs.readdirSync( LANGUAGES ) ) {
		if ( stale.test( file ) ) {
			fs.unlinkSync( path.join( LANGUAGES, file ) );
		}
	}
	const files = scriptTranslations( {
		entries,
		scripts,
		chunks,
		domain: DOMAIN,
		header: {
			locale,
			pluralForms,
			revisionDate: header( 'PO-Revision-Date' ),
		},
	} );
	for ( const [ file, { data } ] of Object.entries( files ) ) {
		fs.writeFileSync(
			path.join( LANGUAGES, file ),
			JSON.stringify( data )
		);
	}
	const list = Object.values( files )
		.map(
			( { script, data } ) =>
				`${ script } (${ Object.keys( data.locale_data.messages ).length - 1 })`
		)
		.join( ', ' );
	console.log(
		`i18n-compile: ${ locale }: ${ entries.length } strings in ${ moFile }; scripts: ${ list || 'none' }`
	);
}
