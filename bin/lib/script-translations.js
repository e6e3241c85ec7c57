/**
 * Which translations go into which script's JSON file, and what that file holds (used by
 * bin/i18n-compile.mjs; tested in script-translations.test.js).
 *
 * WordPress's load_script_textdomain() looks, for a script registered with
 * wp_set_script_translations( $handle, 'vitrine', <plugin>/languages ), for
 * languages/vitrine-<locale>-<md5 of the script's path relative to the plugin folder>.json
 * (md5( 'build/admin-settings.js' )), in the Jed 1.x format that wp.i18n.setLocaleData() takes.
 *
 * A script's strings are those whose msgid (or plural) stands as a string literal in the built
 * file, or in a chunk that file loads on demand: wp.i18n keeps one set of locale data per
 * domain, so the strings of a chunk are known once its entry's JSON is loaded. Matching the
 * built files, not the sources' references, is what ties a string to the bundles that really
 * carry it (a module shared by several entries lands in each of them).
 *
 * CommonJS so that jest runs it as is and the ESM command-line script imports it.
 */
const crypto = require( 'node:crypto' );

/** The separator of a context and a msgid in Jed keys (gettext's EOT). */
const CONTEXT_GLUE = '\u0004';

/**
 * The ways a minifier may write a string as a JavaScript literal: double or single quotes, or a
 * template without placeholders; non-ASCII characters as they are or as \u escapes.
 *
 * @param {string} text The string.
 * @return {string[]} The literals, quotes included.
 */
function literalForms( text ) {
	const doubleQuoted = JSON.stringify( text );
	const inner = doubleQuoted.slice( 1, -1 );
	const singleQuoted = `'${ inner.replace( /\\"/g, '"' ).replace( /'/g, "\\'" ) }'`;
	const forms = [ doubleQuoted, singleQuoted ];
	if ( ! /[`\\]|\$\{/.test( text ) ) {
		forms.push( `\`${ text }\`` );
	}
	const escaped = forms.map( ( form ) =>
		form.replace(
			/[\u0080-\uffff]/g,
			( char ) =>
				`\\u${ char.charCodeAt( 0 ).toString( 16 ).padStart( 4, '0' ) }`
		)
	);
	return [ ...new Set( [ ...forms, ...escaped ] ) ];
}

/**
 * Whether a string stands in a JavaScript source as a whole literal.
 *
 * @param {string} source The script's code.
 * @param {string} text   The string.
 * @return {boolean} Whether it does.
 */
function appearsIn( source, text ) {
	return literalForms( text ).some( ( form ) => source.includes( form ) );
}

/**
 * The chunks (their names under build/chunks/) a webpack bundle loads on demand, read from its
 * runtime's chunk URL function: "chunks/"+{641:"photoswipe",979:"swiper"}[e]+".js?ver=…" when it
 * loads several, "chunks/reviews-slider.js?ver=…" when it loads one.
 *
 * @param {string} source The bundle's code.
 * @return {string[]} The chunk names, sorted.
 */
function chunksLoadedBy( source ) {
	const names = new Set();
	for ( const map of source.matchAll(
		/["']chunks\/["']\s*\+\s*\{([^}]*)\}/g
	) ) {
		for ( const [ , name ] of map[ 1 ].matchAll(
			/:\s*["']([^"']+)["']/g
		) ) {
			names.add( name );
		}
	}
	for ( const [ , name ] of source.matchAll(
		/["']chunks\/([\w.-]+?)\.js/g
	) ) {
		names.add( name );
	}
	return [ ...names ].sort();
}

/**
 * The translated entries of a parsed PO file (gettext-parser's translations object), flat: the
 * header, untranslated and fuzzy entries left out.
 *
 * @param {Record<string, Record<string, {msgctxt?: string, msgid: string, msgid_plural?: string, msgstr: string[], comments?: {flag?: string}}>>} translations
 * @return {{msgctxt?: string, msgid: string, msgid_plural?: string, msgstr: string[]}[]} The entries.
 */
function translatedEntries( translations ) {
	const entries = [];
	for ( const byId of Object.values( translations ) ) {
		for ( const entry of Object.values( byId ) ) {
			const fuzzy = /\bfuzzy\b/.test( entry.comments?.flag ?? '' );
			if (
				entry.msgid === '' ||
				fuzzy ||
				! entry.msgstr.some( ( s ) => s !== '' )
			) {
				continue;
			}
			entries.push( entry );
		}
	}
	return entries;
}

/**
 * The entries a script carries: those whose msgid or plural is a literal in one of its sources.
 *
 * @param {ReturnType<typeof translatedEntries>} entries The translated entries.
 * @param {string[]}                             sources The script's code and its chunks' code.
 * @return {ReturnType<typeof translatedEntries>} The entries, in the order given.
 */
function entriesIn( entries, sources ) {
	return entries.filter( ( entry ) =>
		sources.some(
			( source ) =>
				appearsIn( source, entry.msgid ) ||
				( entry.msgid_plural !== undefined &&
					entry.msgid_plural !== '' &&
					appearsIn( source, entry.msgid_plural ) )
		)
	);
}

/**
 * The Jed 1.x object wp.i18n.setLocaleData() takes (the format of `wp i18n make-json`).
 *
 * @param {ReturnType<typeof translatedEntries>}                         entries The entries.
 * @param {{locale: string, pluralForms: string, revisionDate?: string}} header  Of the PO file.
 * @return {Object} The JSON object.
 */
function jed( entries, { locale, pluralForms, revisionDate } ) {
	const messages = {
		'': { domain: 'messages', lang: locale, 'plural-forms': pluralForms },
	};
	for ( const entry of entries ) {
		const key = entry.msgctxt
			? entry.msgctxt + CONTEXT_GLUE + entry.msgid
			: entry.msgid;
		messages[ key ] = entry.msgstr;
	}
	return {
		'translation-revision-date': revisionDate ?? '',
		generator: 'Vitrine bin/i18n-compile.mjs',
		domain: 'messages',
		locale_data: { messages },
	};
}

/**
 * The name WordPress looks for: <domain>-<locale>-<md5 of the path relative to the plugin>.json.
 *
 * @param {string} domain       Text domain.
 * @param {string} locale       Locale: de_DE.
 * @param {string} relativePath The script's path in the plugin, with forward slashes: build/cart.js.
 * @return {string} The file name.
 */
function jsonFileName( domain, locale, relativePath ) {
	const md5 = crypto
		.createHash( 'md5' )
		.update( relativePath )
		.digest( 'hex' );
	return `${ domain }-${ locale }-${ md5 }.json`;
}

/**
 * Every script's JSON file for one locale.
 *
 * @param {Object}                                                       options
 * @param {ReturnType<typeof translatedEntries>}                         options.entries The locale's translated entries.
 * @param {Record<string, string>}                                       options.scripts Path in the plugin (build/cart.js) to code: the
 *                                                                                       scripts WordPress registers (not the chunks).
 * @param {Record<string, string>}                                       options.chunks  Chunk name (swiper) to code.
 * @param {string}                                                       options.domain  Text domain.
 * @param {{locale: string, pluralForms: string, revisionDate?: string}} options.header  Of the PO file.
 * @return {Record<string, {script: string, data: object}>} File name to the script it is for and
 *                                                  its content; scripts with none of the strings get no file.
 */
function scriptTranslations( { entries, scripts, chunks, domain, header } ) {
	const files = {};
	for ( const [ script, source ] of Object.entries( scripts ) ) {
		const sources = [ source ];
		const seen = new Set();
		const pending = chunksLoadedBy( source );
		// A chunk may load chunks of its own.
		while ( pending.length > 0 ) {
			const name = pending.shift();
			if ( seen.has( name ) || chunks[ name ] === undefined ) {
				continue;
			}
			seen.add( name );
			sources.push( chunks[ name ] );
			pending.push( ...chunksLoadedBy( chunks[ name ] ) );
		}
		const carried = entriesIn( entries, sources );
		if ( carried.length > 0 ) {
			files[ jsonFileName( domain, header.locale, script ) ] = {
				script,
				data: jed( carried, header ),
			};
		}
	}
	return files;
}

module.exports = {
	CONTEXT_GLUE,
	literalForms,
	appearsIn,
	chunksLoadedBy,
	translatedEntries,
	entriesIn,
	jed,
	jsonFileName,
	scriptTranslations,
};
