/* eslint-disable no-console -- a command-line script: printing is its job. */
/**
 * npm run size [-- --json]: the JavaScript and CSS each page context makes a visitor download on
 * load, checked against size-budgets.json. Run through bin/size.sh, which builds first if needed.
 *
 * For each context (size-budgets.json) it counts:
 * - Vitrine: build/<entry>.js and .css of the context's entries (names relative to build/; a chunk
 *   such as chunks/swiper is an entry of a context whose page loads it at once);
 * - WordPress: the script handles those entries depend on (build/<entry>.asset.php), transitively,
 *   as WordPress 6.5 registers them (packages, vendor scripts and the classic scripts such as
 *   jquery), plus the core stylesheets the context enqueues ("styles");
 * - lazy: entries or chunks ("lazy") loaded only on interaction, reported apart.
 * "forbid" lists script handles the context must not load, directly or through any dependency.
 * Sizes are the files as served with SCRIPT_DEBUG off (.min files), and each file gzipped on its
 * own at level 9. Inline scripts are not counted: what core prints (api-fetch's root URL and nonce,
 * wp-i18n locale data, translations) and Vitrine's settings JSON depend on the site and the page.
 *
 * Exit status: 0 within budgets, 1 when a context exceeds a budget or loads a forbidden handle,
 * 2 on any other error (missing build, unknown handle, bad budgets file).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const BUILD = path.join( ROOT, 'build' );
const BUDGETS_FILE = path.join( ROOT, 'size-budgets.json' );
// WordPress 6.5 (the oldest version Vitrine supports), from the playground builds: PHP in the zip,
// static files (JS, CSS) shipped beside it.
const WP_BUILDS = path.join(
	ROOT,
	'node_modules/@wp-playground/wordpress-builds'
);
const WP_ZIP = path.join( WP_BUILDS, 'src/wordpress/wp-6.5.zip' );
const WP_STATIC = path.join( WP_BUILDS, 'public/wp-6.5' );
// Script handles WordPress 6.5 lacks and Vitrine registers from its own build when core has none
// (Assets::register_jsx_runtime_fallback()): handle => entry.
const FALLBACK_HANDLES = { 'react-jsx-runtime': 'react-jsx-runtime' };
const METRICS = [ 'jsMin', 'jsGzip', 'cssMin', 'cssGzip' ];
// File => its sizes: each file is read and gzipped once, however many contexts load it.
const measured = new Map();

class SizeError extends Error {}

try {
	const json = parseFlags( process.argv.slice( 2 ) );
	const core = loadCore();
	const config = readBudgets();
	const results = Object.entries( config.contexts ).map(
		( [ name, context ] ) => measureContext( name, context, core )
	);
	const failures = results.flatMap( ( result ) =>
		result.failures.map( ( failure ) => `${ result.name }: ${ failure }` )
	);
	if ( json ) {
		console.log(
			JSON.stringify(
				{
					wordpress: core.version,
					ok: failures.length === 0,
					contexts: results,
				},
				null,
				2
			)
		);
	} else {
		printReport( core.version, results );
	}
	if ( failures.length ) {
		console.error(
			`\nSize check failed:\n${ failures.map( ( failure ) => `  - ${ failure }` ).join( '\n' ) }`
		);
		process.exitCode = 1;
	}
} catch ( error ) {
	if ( ! ( error instanceof SizeError ) ) {
		throw error;
	}
	console.error( `size: ${ error.message }` );
	process.exitCode = 2;
}

function parseFlags( flags ) {
	for ( const flag of flags ) {
		if ( flag !== '--json' ) {
			throw new SizeError(
				`unknown option ${ flag } (usage: npm run size [-- --json])`
			);
		}
	}
	return flags.includes( '--json' );
}

/* ---------------------------------------------------------------- WordPress core's registry */

/**
 * The script and style handles WordPress registers, read from its own PHP files:
 * handle => { file (relative to the WordPress root; null for an alias such as jquery), deps }.
 */
function loadCore() {
	for ( const required of [ WP_ZIP, WP_STATIC ] ) {
		if ( ! fs.existsSync( required ) ) {
			throw new SizeError(
				`${ path.relative( ROOT, required ) } is missing: run npm ci.`
			);
		}
	}
	const version = match(
		unzip( 'wp-includes/version.php' ),
		/\$wp_version = '([^']+)'/,
		'version.php'
	)[ 1 ];
	const loader = unzip( 'wp-includes/script-loader.php' );
	const scripts = new Map();

	// wp_default_packages_scripts(): every wp-* package, with the dependencies webpack found.
	const packages = phpValue(
		unzip( 'wp-includes/assets/script-loader-packages.min.php' )
	);
	for ( const [ file, { dependencies } ] of Object.entries( packages ) ) {
		const name = path.basename( file, '.min.js' );
		scripts.set( `wp-${ name }`, {
			file: `wp-includes/js/dist/${ name }.min.js`,
			deps: [ ...dependencies ],
		} );
	}
	// ...plus the dependencies it and wp_default_packages_inline_scripts() add in code.
	for ( const [ , handle, list ] of functionBody(
		loader,
		'wp_default_packages_scripts'
	).matchAll(
		/case '([^']+)':\s*array_push\(\s*\$dependencies,([^)]*)\)/g
	) ) {
		scripts.get( handle ).deps.push( ...quoted( list ) );
	}
	for ( const [ , handle, dep ] of functionBody(
		loader,
		'wp_default_packages_inline_scripts'
	).matchAll(
		/\$scripts->registered\['([^']+)'\]->deps\[\]\s*=\s*'([^']+)'/g
	) ) {
		scripts.get( handle ).deps.push( dep );
	}

	// wp_default_packages_vendor(): react, react-dom, lodash, wp-polyfill... A string value is a
	// handle without dependencies, as in core's loop.
	const vendorLiteral = match(
		functionBody( loader, 'wp_default_packages_vendor' ),
		/\$vendor_scripts\s*=\s*(array\(.*?\));\s*\$vendor_scripts_versions/s,
		'the vendor scripts'
	)[ 1 ];
	for ( const [ key, value ] of Object.entries(
		phpValue( `<?php return ${ vendorLiteral };` )
	) ) {
		const [ handle, deps ] =
			typeof value === 'string' ? [ value, [] ] : [ key, value ];
		scripts.set( handle, {
			file: `wp-includes/js/dist/vendor/${ handle }.min.js`,
			deps,
		} );
	}

	// wp_default_scripts(): the classic scripts (jquery, its plugins, utils...), so that a dependency
	// on one of them is measured, followed to its own dependencies and can be forbidden. A source
	// of false is an alias that only loads its dependencies (jquery: jquery-core, jquery-migrate);
	// scripts from other hosts (prototype, scriptaculous) are left out: nothing of ours may use them.
	for ( const [ , handle, source, list ] of functionBody(
		loader,
		'wp_default_scripts'
	).matchAll(
		/\$scripts->add\(\s*'([^']+)'\s*,\s*(false|'[^']*'|"[^"]*")\s*(?:,\s*array\(([^)]*)\))?/g
	) ) {
		const src =
			source === 'false'
				? null
				: source.slice( 1, -1 ).replace( /\$(dev_)?suffix/g, '.min' );
		if ( scripts.has( handle ) || /^https?:/.test( src ?? '' ) ) {
			continue;
		}
		scripts.set( handle, {
			file: src && src.replace( /^\//, '' ),
			deps: quoted( list ?? '' ),
		} );
	}
	if ( ! scripts.has( 'jquery' ) ) {
		throw new SizeError(
			'could not read the classic scripts (jquery) from wp_default_scripts().'
		);
	}

	// wp_default_styles(): the package stylesheets (wp-components...).
	const stylesLiteral = match(
		functionBody( loader, 'wp_default_styles' ),
		/\$package_styles\s*=\s*(array\(.*?\));\s*foreach/s,
		'the package styles'
	)[ 1 ];
	const styles = new Map();
	for ( const [ name, deps ] of Object.entries(
		phpValue( `<?php return ${ stylesLiteral };` )
	) ) {
		styles.set( `wp-${ name }`, {
			file: `wp-includes/css/dist/${ name }/style.min.css`,
			deps,
		} );
	}

	for ( const [ handle, { file } ] of [ ...scripts, ...styles ] ) {
		if ( file && ! fs.existsSync( path.join( WP_STATIC, file ) ) ) {
			throw new SizeError(
				`WordPress ${ version } registers ${ handle } as ${ file }, which is not in ${ path.relative( ROOT, WP_STATIC ) }.`
			);
		}
	}
	return { version, scripts, styles };
}

function unzip( file ) {
	return execFileSync( 'unzip', [ '-p', WP_ZIP, file ], {
		encoding: 'utf8',
		maxBuffer: 16 * 1024 * 1024,
	} );
}

/**
 * Evaluates PHP code that returns a value (an asset file, an array literal) and returns it.
 * @param {string} code PHP source, starting with <?php.
 */
function phpValue( code ) {
	const json = execFileSync(
		'php',
		[
			'-r',
			'echo json_encode( eval( "?>" . stream_get_contents( STDIN ) ), JSON_THROW_ON_ERROR );',
		],
		{ input: code, encoding: 'utf8' }
	);
	return JSON.parse( json );
}

/**
 * The source of a top-level PHP function, up to the next named function.
 * @param {string} source PHP source.
 * @param {string} name   Function name.
 */
function functionBody( source, name ) {
	const start = source.indexOf( `function ${ name }(` );
	if ( start === -1 ) {
		throw new SizeError(
			`function ${ name }() not found in wp-includes/script-loader.php.`
		);
	}
	const next = source
		.slice( start + 1 )
		.search( /\bfunction [A-Za-z_]\w*\s*\(/ );
	return next === -1
		? source.slice( start )
		: source.slice( start, start + 1 + next );
}

function match( text, pattern, what ) {
	const found = text.match( pattern );
	if ( ! found ) {
		throw new SizeError(
			`could not read ${ what } from WordPress's sources.`
		);
	}
	return found;
}

function quoted( list ) {
	return [ ...list.matchAll( /'([^']+)'/g ) ].map( ( [ , value ] ) => value );
}

/* ---------------------------------------------------------------- Budgets and contexts */

function readBudgets() {
	const config = JSON.parse( fs.readFileSync( BUDGETS_FILE, 'utf8' ) );
	if ( ! config.contexts || ! Object.keys( config.contexts ).length ) {
		throw new SizeError( 'size-budgets.json has no "contexts".' );
	}
	const keys = [
		'description',
		'entries',
		'lazy',
		'styles',
		'budget',
		'forbid',
	];
	for ( const [ name, context ] of Object.entries( config.contexts ) ) {
		const unknown = [
			...Object.keys( context ).filter(
				( key ) => ! keys.includes( key )
			),
			...Object.keys( context.budget ?? {} ).filter(
				( key ) => ! METRICS.includes( key )
			),
		];
		if ( unknown.length ) {
			throw new SizeError(
				`size-budgets.json, context "${ name }": unknown key(s) ${ unknown.join( ', ' ) } (budget keys: ${ METRICS.join( ', ' ) }).`
			);
		}
		if ( ! context.entries?.length ) {
			throw new SizeError(
				`size-budgets.json, context "${ name }" lists no entries.`
			);
		}
	}
	return config;
}

/**
 * Measures one context: its files on load and lazily, its totals, and what breaks its budget.
 * @param {string} name    Context name.
 * @param {Object} context Its entry in size-budgets.json.
 * @param {Object} core    What loadCore() returns.
 */
function measureContext( name, context, core ) {
	const files = [];
	// Handle => the handle that pulled it in, for every script and style the context loads. Scripts
	// and styles are apart: wp-components is both.
	const loaded = { script: new Map(), style: new Map() };
	const add = ( group, kind, handle, file ) =>
		files.push( { group, kind, handle, file, ...measure( file ) } );

	for ( const entry of context.entries ) {
		addEntry( 'vitrine', entry );
	}
	for ( const handle of context.styles ?? [] ) {
		resolve( handle, `context "${ name }"`, 'style', ( dep, file ) =>
			add( 'wordpress', 'css', dep, file )
		);
	}
	for ( const entry of context.lazy ?? [] ) {
		addEntry( 'lazy', entry );
	}

	const totals = {
		vitrine: sum( files, 'vitrine' ),
		wordpress: sum( files, 'wordpress' ),
		onLoad: sum( files, 'vitrine', 'wordpress' ),
		lazy: sum( files, 'lazy' ),
	};
	const failures = [];
	for ( const [ metric, limit ] of Object.entries( context.budget ?? {} ) ) {
		if ( totals.onLoad[ metric ] > limit ) {
			failures.push(
				`${ metric } ${ bytes( totals.onLoad[ metric ] ) } B on load exceeds its budget of ${ bytes( limit ) } B (+${ bytes( totals.onLoad[ metric ] - limit ) } B).`
			);
		}
	}
	for ( const handle of context.forbid ?? [] ) {
		if ( ! core.scripts.has( handle ) && ! FALLBACK_HANDLES[ handle ] ) {
			throw new SizeError(
				`size-budgets.json, context "${ name }" forbids "${ handle }", which is no script handle of WordPress ${ core.version }.`
			);
		}
		if ( loaded.script.has( handle ) ) {
			failures.push(
				`loads forbidden ${ handle } (${ chain( handle, 'script' ) }).`
			);
		}
	}
	return {
		name,
		description: context.description ?? '',
		budget: context.budget ?? {},
		forbid: context.forbid ?? [],
		scripts: [ ...loaded.script.keys() ],
		files,
		totals,
		failures,
	};

	/**
	 * An entry (or chunk) of ours, then the scripts it depends on that are not loaded yet.
	 * @param {string} group 'vitrine' or 'lazy'.
	 * @param {string} entry Entry or chunk name, relative to build/.
	 */
	function addEntry( group, entry ) {
		const js = path.join( BUILD, `${ entry }.js` );
		const css = path.join( BUILD, `${ entry }.css` );
		// A stylesheet-only entry (webpack.config.js STYLE_ENTRIES) has no script.
		if ( ! fs.existsSync( js ) && ! fs.existsSync( css ) ) {
			throw new SizeError(
				`build/${ entry }.js is missing: run npm run build (or fix size-budgets.json).`
			);
		}
		const handle = `vitrine-${ entry }`;
		if ( fs.existsSync( js ) ) {
			loaded.script.set( handle, null );
			add( group, 'js', handle, js );
		}
		if ( fs.existsSync( css ) ) {
			add( group, 'css', handle, css );
		}
		// Chunks have no asset file: their entry's lists the externals they use.
		for ( const dep of readAsset( entry )?.dependencies ?? [] ) {
			resolve( dep, handle, 'script', ( depHandle, file ) =>
				add(
					group === 'lazy' ? 'lazy' : 'wordpress',
					'js',
					depHandle,
					file
				)
			);
		}
	}

	/**
	 * Visits a handle's dependencies, then the handle, once each: WordPress's printing order.
	 * @param {string}   handle     Script or style handle.
	 * @param {?string}  requiredBy The handle that depends on it.
	 * @param {string}   kind       'script' or 'style'.
	 * @param {Function} visit      Called with ( handle, absolute file ) in loading order.
	 */
	function resolve( handle, requiredBy, kind, visit ) {
		if ( loaded[ kind ].has( handle ) ) {
			return;
		}
		loaded[ kind ].set( handle, requiredBy );
		const fallback = kind === 'script' && FALLBACK_HANDLES[ handle ];
		if ( fallback ) {
			for ( const dep of readAsset( fallback ).dependencies ) {
				resolve( dep, handle, kind, visit );
			}
			visit( handle, path.join( BUILD, `${ fallback }.js` ) );
			return;
		}
		const registered = (
			kind === 'script' ? core.scripts : core.styles
		).get( handle );
		if ( ! registered ) {
			throw new SizeError(
				`unknown ${ kind } handle "${ handle }" (${ chain( handle, kind ) }): WordPress ${ core.version } does not register it. If Vitrine provides it, map it in bin/size.mjs.`
			);
		}
		for ( const dep of registered.deps ) {
			resolve( dep, handle, kind, visit );
		}
		// An alias (jquery) has no file of its own: its dependencies are what it loads.
		if ( registered.file ) {
			visit( handle, path.join( WP_STATIC, registered.file ) );
		}
	}

	function chain( handle, kind ) {
		const links = [];
		for (
			let link = loaded[ kind ].get( handle );
			link;
			link = loaded[ kind ].get( link )
		) {
			links.push( link );
		}
		return `required by ${ links.join( ' < ' ) }`;
	}
}

/**
 * build/<entry>.asset.php, or null when there is none (chunks).
 * @param {string} entry Entry name.
 */
function readAsset( entry ) {
	const file = path.join( BUILD, `${ entry }.asset.php` );
	return fs.existsSync( file )
		? phpValue( fs.readFileSync( file, 'utf8' ) )
		: null;
}

function measure( file ) {
	if ( ! measured.has( file ) ) {
		const content = fs.readFileSync( file );
		measured.set( file, {
			min: content.length,
			gzip: zlib.gzipSync( content, { level: 9 } ).length,
		} );
	}
	return {
		...measured.get( file ),
		file: path.relative( fileRoot( file ), file ),
	};
}

function fileRoot( file ) {
	return file.startsWith( WP_STATIC ) ? WP_STATIC : ROOT;
}

function sum( files, ...groups ) {
	const totals = Object.fromEntries(
		METRICS.map( ( metric ) => [ metric, 0 ] )
	);
	for ( const { group, kind, min, gzip } of files ) {
		if ( groups.includes( group ) ) {
			totals[ `${ kind }Min` ] += min;
			totals[ `${ kind }Gzip` ] += gzip;
		}
	}
	return totals;
}

/* ---------------------------------------------------------------- Report */

function printReport( version, results ) {
	console.log(
		`Download size per page context, in bytes: minified as served, and gzip -9 per file.`
	);
	console.log(
		`WordPress ${ version } (SCRIPT_DEBUG off). Inline scripts are not counted.`
	);
	for ( const result of results ) {
		const rows = [];
		const section = ( title, group ) => {
			const files = result.files.filter(
				( file ) => file.group === group
			);
			rows.push( [ title ] );
			for ( const file of files ) {
				const label = FALLBACK_HANDLES[ file.handle ]
					? `${ file.file } (ours: WordPress ${ version } lacks it)`
					: file.file;
				rows.push( [
					`  ${ label }`,
					...cells( {
						[ `${ file.kind }Min` ]: file.min,
						[ `${ file.kind }Gzip` ]: file.gzip,
					} ),
				] );
			}
			if ( ! files.length ) {
				rows.push( [ '  (none)' ] );
			}
		};
		section( 'Vitrine', 'vitrine' );
		section( 'WordPress', 'wordpress' );
		rows.push( null, [
			'Total on load',
			...cells( result.totals.onLoad ),
		] );
		if ( Object.keys( result.budget ).length ) {
			rows.push( [ 'Budget', ...cells( result.budget, '≤ ' ) ] );
		}
		if ( result.files.some( ( file ) => file.group === 'lazy' ) ) {
			rows.push( null );
			section( 'Lazy (on demand, not in the total)', 'lazy' );
		}

		console.log(
			`\n${ result.name }${ result.description ? ` — ${ result.description }` : '' }`
		);
		printTable( [ '', 'JS min', 'JS gzip', 'CSS min', 'CSS gzip' ], rows );
		if ( result.forbid.length ) {
			const found = result.forbid.filter( ( handle ) =>
				result.scripts.includes( handle )
			);
			console.log(
				`Forbidden: ${ result.forbid.join( ', ' ) }: ${ found.length ? `LOADED ${ found.join( ', ' ) }` : 'none loaded' }.`
			);
		}
		console.log(
			result.failures
				.map( ( failure ) => `FAIL: ${ failure }` )
				.join( '\n' ) || 'Within budget.'
		);
	}
}

function cells( values, prefix = '' ) {
	return METRICS.map( ( metric ) =>
		values[ metric ] === undefined ? '' : prefix + bytes( values[ metric ] )
	);
}

function bytes( value ) {
	return value.toLocaleString( 'en-US' );
}

/**
 * Left-aligned first column, right-aligned numbers; null rows are rules.
 * @param {string[]}         header Column titles.
 * @param {Array<?string[]>} rows   Rows; one cell: a title; null: a rule.
 */
function printTable( header, rows ) {
	const all = [ header, ...rows.filter( Boolean ) ];
	const widths = header.map( ( _, column ) =>
		Math.max( ...all.map( ( row ) => ( row[ column ] ?? '' ).length ) )
	);
	const line = ( row ) =>
		row.length === 1
			? row[ 0 ]
			: header
					.map( ( _, column ) =>
						column === 0
							? ( row[ 0 ] ?? '' ).padEnd( widths[ 0 ] )
							: ( row[ column ] ?? '' ).padStart(
									widths[ column ]
								)
					)
					.join( '  ' )
					.trimEnd();
	console.log( line( header ) );
	for ( const row of rows ) {
		console.log(
			row
				? line( row )
				: '-'.repeat(
						widths.reduce(
							( total, width ) => total + width + 2,
							-2
						)
					)
		);
	}
}
