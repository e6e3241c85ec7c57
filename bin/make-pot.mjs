/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * npm run pot            Regenerates languages/vitrine.pot from the PHP and TypeScript sources and
 *                        the plugin header, with @wp-blocks/make-pot (no wp-cli on this machine).
 * npm run pot -- --check Regenerates into a temporary file and exits 1 if languages/vitrine.pot
 *                        differs from it (the POT-Creation-Date line aside).
 *
 * Either way the result is validated with `msgfmt --check` when GNU gettext is installed.
 *
 * make-pot runs in-process, through its internal modules, because its CLI cannot do three things:
 * - it reads the plugin header only from `<slug>.php` (ours is plugin.php), and its --headers flag
 *   splits on ":" so it cannot pass a URI;
 * - it writes only under the working directory, and exits 0 even when it failed;
 * - its output depends on the order the file system lists files in, and embeds the current year;
 * - it writes translators: comments as translator comments (# ), which msgmerge drops, and misses
 *   those more than a few syntax levels above the call.
 * The make-pot version is pinned by package-lock.json; a new version may move these modules.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const SLUG = 'vitrine';
const MAIN_FILE = 'plugin.php';
const POT_FILE = path.join( ROOT, 'languages', `${ SLUG }.pot` );
const MAKEPOT_FLAGS = [
	'--slug',
	SLUG,
	'--domain',
	'plugin',
	'--exclude',
	'node_modules,languages,build,tests,.wp,vendor',
	// Without it, strings of other text domains (core's, say) end up in our POT.
	'--translation-domains',
	SLUG,
	'--charset',
	'utf-8',
	'--location',
	// Without it, make-pot waits on a y/N prompt when the header lacks an author email.
	'--silent',
	// Its audit looks for translators: comments where it does not put them; see translatorComments().
	'--skip-audit',
	// The default comment embeds the current year, which would change the file every January.
	'--file-comment',
	`# Copyright (C) ${ SLUG } contributors\n# This file is distributed under the GPL-2.0-or-later.`,
];
// Headers a translation template carries (as xgettext writes them). make-pot fills these with the
// plugin author, the current year and English.
const HEADER_OVERRIDES = {
	'Last-Translator': 'FULL NAME <EMAIL@ADDRESS>',
	'Language-Team': 'LANGUAGE <LL@li.org>',
	'PO-Revision-Date': 'YEAR-MO-DA HO:MI+ZONE',
	Language: '',
};
const CREATION_DATE = /^"POT-Creation-Date: .*\\n"\n/m;
// Source file => its lines, read once.
const sources = new Map();
// A printf placeholder: %s, %d, %1$s, %.2f...
const PRINTF_PLACEHOLDER =
	/%(?:\d+\$)?[+-]?(?:[ 0]|'.)?-?\d*(?:\.\d+)?[bcdeEfFgGhHosuxX]/;

const require = createRequire( import.meta.url );
const MAKEPOT_DIR = path.dirname(
	require.resolve( '@wp-blocks/make-pot/package.json' )
);
resolveMinimatchAsGlobDoes();
const { getArgs } = require( `${ MAKEPOT_DIR }/lib/cli/getArgs.js` );
const { exec } = require( `${ MAKEPOT_DIR }/lib/parser/exec.js` );
const { parsePHPFile } = require( `${ MAKEPOT_DIR }/lib/extractors/php.js` );
loadLocalI18nSchemas();
const { po } = createRequire( `${ MAKEPOT_DIR }/package.json` )(
	'gettext-parser'
);

const check = process.argv.includes( '--check' );
process.chdir( ROOT );

const pot = await generate();
const tmpDir = fs.mkdtempSync( path.join( os.tmpdir(), 'vitrine-pot-' ) );
try {
	const tmpFile = path.join( tmpDir, `${ SLUG }.pot` );
	fs.writeFileSync( tmpFile, pot );
	validate( tmpFile );

	const current = fs.existsSync( POT_FILE )
		? fs.readFileSync( POT_FILE, 'utf8' )
		: null;
	const upToDate =
		current !== null && withoutDate( current ) === withoutDate( pot );
	const count = countStrings( pot );
	if ( check ) {
		if ( ! upToDate ) {
			console.error(
				`${ path.relative( ROOT, POT_FILE ) } is out of date with the sources. Run: npm run pot`
			);
			spawnSync(
				'diff',
				[ '-u', '-I', '^"POT-Creation-Date:', POT_FILE, tmpFile ],
				{ stdio: 'inherit' }
			);
			process.exitCode = 1;
		} else {
			console.log(
				`${ path.relative( ROOT, POT_FILE ) } is up to date (${ count } strings).`
			);
		}
	} else if ( upToDate ) {
		// Left untouched so that its creation date only moves when its strings do.
		console.log(
			`${ path.relative( ROOT, POT_FILE ) } is up to date (${ count } strings).`
		);
	} else {
		fs.mkdirSync( path.dirname( POT_FILE ), { recursive: true } );
		fs.writeFileSync( POT_FILE, pot );
		console.log(
			`Wrote ${ path.relative( ROOT, POT_FILE ) } (${ count } strings).`
		);
	}
} finally {
	fs.rmSync( tmpDir, { recursive: true, force: true } );
}

/**
 * make-pot 1.6.6 requires `minimatch` without declaring it, counting on glob 11's copy (v10, with a
 * named export) being hoisted. Where npm hoists minimatch 3 instead, every file walk throws
 * "minimatch is not a function". Resolve it, for make-pot only, to the copy glob itself uses.
 */
function resolveMinimatchAsGlobDoes() {
	const globRequire = createRequire(
		require.resolve( 'glob', { paths: [ MAKEPOT_DIR ] } )
	);
	const minimatch = globRequire.resolve( 'minimatch' );
	const resolveFilename = Module._resolveFilename;
	Module._resolveFilename = function ( request, parent, ...rest ) {
		if (
			request === 'minimatch' &&
			parent?.filename?.startsWith( MAKEPOT_DIR + path.sep )
		) {
			return minimatch;
		}
		return resolveFilename.call( this, request, parent, ...rest );
	};
}

/**
 * Runs make-pot and returns the POT text, in an order that does not depend on the file system.
 */
async function generate() {
	const args = parseMakePotFlags( MAKEPOT_FLAGS );
	// What make-pot's own entry point does, with our main file instead of `<slug>.php`.
	args.headers = {
		...args.options.headers,
		...parsePHPFile( fs.readFileSync( MAIN_FILE, 'utf8' ) ),
	};
	if ( ! args.headers.name ) {
		throw new Error( `No plugin header found in ${ MAIN_FILE }.` );
	}
	const output = await exec( args );
	if ( ! output ) {
		throw new Error( 'make-pot produced nothing (see the error above).' );
	}

	// The --file-comment survives as the header entry's comment.
	const data = po.parse( output );
	Object.assign( data.headers, HEADER_OVERRIDES, {
		'POT-Creation-Date': gettextDate( new Date() ),
	} );
	data.translations = sortTranslations( data.translations, `${ SLUG }.php` );
	return po.compile( data ).toString( 'utf8' ) + '\n';
}

/**
 * make-pot's own CLI parser (defaults included) applied to our flags rather than process.argv.
 * @param {string[]} flags makepot command-line flags.
 */
function parseMakePotFlags( flags ) {
	const argv = process.argv;
	process.argv = [ argv[ 0 ], 'makepot', '.', 'languages', ...flags ];
	try {
		return getArgs();
	} finally {
		process.argv = argv;
	}
}

/**
 * Makes translators: comments extracted comments (#. translators: ...), as wp i18n make-pot does,
 * and warns about strings with placeholders that have none.
 *
 * make-pot strips "translators:" and keeps the rest as a translator comment (# ...), which
 * msgmerge replaces with the translator's own when it updates a PO file. It also misses comments
 * more than a few syntax levels above the call, as in
 * `$errors->add( 'code', sprintf( __( '%s is...', 'vitrine' ), $key ) );`
 * so a translators: comment alone on the line above a reference is taken too.
 *
 * @param {Object} entry gettext-parser's entry; its references are sorted.
 * @param {string} msgid Its msgid.
 */
function translatorComments( entry, msgid ) {
	// One translator comment per reference, joined by make-pot with new lines.
	const comments = new Set(
		( entry.comments.translator ?? '' )
			.split( '\n' )
			.filter( Boolean )
			.map( ( comment ) => `translators: ${ comment }` )
	);
	for ( const reference of entry.comments.reference.split( '\n' ) ) {
		const [ file, line ] = reference.split( ':' );
		const above = line && sourceLines( file )[ Number( line ) - 2 ]?.trim();
		const found = above?.match(
			/^(?:\/\*+\s*(translators:.*?)\s*\*\/|\/\/\s*(translators:.*))$/i
		);
		if ( found ) {
			comments.add( found[ 1 ] ?? found[ 2 ] );
		}
	}
	delete entry.comments.translator;
	if ( comments.size ) {
		// Sorted: make-pot joins the comments of a string's references in the order its parsers
		// finish, which differs between runs, and the lint compares the file byte for byte.
		entry.comments.extracted = [
			...new Set( [
				...( entry.comments.extracted ?? '' ).split( '\n' ),
				...comments,
			] ),
		]
			.filter( Boolean )
			.sort()
			.join( '\n' );
	} else if ( PRINTF_PLACEHOLDER.test( msgid ) ) {
		console.warn(
			`warning: "${ msgid }" has placeholders but no translators: comment (${ entry.comments.reference.split( '\n' )[ 0 ] }).`
		);
	}
}

function sourceLines( file ) {
	if ( ! sources.has( file ) ) {
		sources.set( file, fs.readFileSync( file, 'utf8' ).split( '\n' ) );
	}
	return sources.get( file );
}

/**
 * Sorts each string's references by file and line, and the strings by their first reference,
 * plugin header strings first (as wp i18n make-pot orders them). make-pot lists them in the order
 * its directory walk met the files, which differs between file systems.
 *
 * @param {Record<string, Record<string, object>>} translations gettext-parser's translations.
 * @param {string}                                 headerRef    make-pot's reference for the header.
 */
function sortTranslations( translations, headerRef ) {
	const byFileAndLine = ( a, b ) => {
		const [ fileA, lineA = 0 ] = a.split( ':' );
		const [ fileB, lineB = 0 ] = b.split( ':' );
		return (
			fileA.localeCompare( fileB, 'en' ) ||
			Number( lineA ) - Number( lineB )
		);
	};
	const entries = [];
	for ( const [ context, messages ] of Object.entries( translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( messages ) ) {
			if ( msgid === '' && context === '' ) {
				continue; // The header entry (with the file comment): kept first, below.
			}
			const refs = ( entry.comments?.reference ?? '' )
				.split( /\s+/ )
				.filter( Boolean );
			const isHeader = refs.includes( headerRef );
			const sorted = refs
				.filter( ( ref ) => ref !== headerRef )
				.sort( byFileAndLine );
			entry.comments = {
				...entry.comments,
				reference: [
					...( isHeader ? [ MAIN_FILE ] : [] ),
					...sorted,
				].join( '\n' ),
			};
			translatorComments( entry, msgid );
			entries.push( {
				context,
				msgid,
				entry,
				isHeader,
				index: entries.length,
				firstRef: sorted[ 0 ] ?? '',
			} );
		}
	}
	entries.sort( ( a, b ) => {
		if ( a.isHeader !== b.isHeader ) {
			return a.isHeader ? -1 : 1;
		}
		if ( a.isHeader ) {
			return a.index - b.index; // make-pot's order: Name, URI, Description, Author, Author URI.
		}
		return (
			byFileAndLine( a.firstRef, b.firstRef ) ||
			a.msgid.localeCompare( b.msgid, 'en' ) ||
			a.context.localeCompare( b.context, 'en' )
		);
	} );

	const sorted = {
		'': { '': translations[ '' ]?.[ '' ] ?? { msgid: '', msgstr: [ '' ] } },
	};
	for ( const { context, msgid, entry } of entries ) {
		sorted[ context ] ??= {};
		sorted[ context ][ msgid ] = entry;
	}
	return sorted;
}

/**
 * A date as gettext headers write it: 2024-06-26 08:47+0000.
 * @param {Date} date The date.
 */
function gettextDate( date ) {
	return `${ date.toISOString().slice( 0, 16 ).replace( 'T', ' ' ) }+0000`;
}

function withoutDate( text ) {
	return text.replace( CREATION_DATE, '' );
}

/**
 * Number of msgid entries, the header excepted.
 * @param {string} text POT text.
 */
function countStrings( text ) {
	return ( text.match( /^msgid /gm ) ?? [] ).length - 1;
}

/**
 * Fails on a POT that gettext would reject (bad escapes, mismatched plural forms...).
 * @param {string} file POT file.
 */
function validate( file ) {
	const result = spawnSync(
		'msgfmt',
		[ '--check', '-o', '/dev/null', file ],
		{ encoding: 'utf8' }
	);
	if ( result.error?.code === 'ENOENT' ) {
		console.warn(
			'msgfmt not found (GNU gettext): the POT file was not validated.'
		);
		return;
	}
	if ( result.status !== 0 ) {
		process.stderr.write( result.stderr );
		throw new Error( 'msgfmt --check rejected the generated POT file.' );
	}
}

/**
 * make-pot fetches WordPress's block.json and theme.json translation schemas from
 * develop.svn.wordpress.org, which cannot be reached here (and a build should not reach out
 * anyway). The same files ship with WordPress in our node_modules: put them in make-pot's
 * schema cache, so block titles, descriptions and keywords are extracted with no request.
 */
function loadLocalI18nSchemas() {
	const { JsonSchemaExtractor } = require(
		`${ MAKEPOT_DIR }/lib/extractors/schema.js`
	);
	const zip = path.join(
		ROOT,
		'node_modules/@wp-playground/wordpress-builds/src/wordpress/wp-6.5.zip'
	);
	for ( const [ url, file ] of [
		[ JsonSchemaExtractor.blockJsonSource, 'wp-includes/block-i18n.json' ],
		[ JsonSchemaExtractor.themeJsonSource, 'wp-includes/theme-i18n.json' ],
	] ) {
		const unzip = spawnSync( 'unzip', [ '-p', zip, file ], {
			encoding: 'utf8',
		} );
		if ( unzip.status !== 0 ) {
			throw new Error( `Cannot read ${ file } from ${ zip }.` );
		}
		JsonSchemaExtractor.schemaCache[ url ] = JSON.parse( unzip.stdout );
	}
}
