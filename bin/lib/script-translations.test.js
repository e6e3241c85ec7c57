/**
 * Which translations go into which script's JSON file (bin/lib/script-translations.js).
 */
const {
	CONTEXT_GLUE,
	appearsIn,
	chunksLoadedBy,
	translatedEntries,
	jsonFileName,
	scriptTranslations,
} = require( './script-translations' );

const header = {
	locale: 'de_DE',
	pluralForms: 'nplurals=2; plural=(n != 1);',
	revisionDate: '2026-11-27 02:00+0000',
};

const entry = ( msgid, msgstr, extra = {} ) => ( {
	msgid,
	msgstr: Array.isArray( msgstr ) ? msgstr : [ msgstr ],
	...extra,
} );

describe( 'appearsIn', () => {
	it( 'finds a string written as a whole literal in any quotes', () => {
		expect(
			appearsIn( 'a("Save settings","vitrine")', 'Save settings' )
		).toBe( true );
		expect(
			appearsIn( "a('Save settings','vitrine')", 'Save settings' )
		).toBe( true );
		expect( appearsIn( 'a(`Save settings`)', 'Save settings' ) ).toBe(
			true
		);
	} );

	it( 'does not take part of a longer string for the string', () => {
		expect( appearsIn( 'a("Save settings now")', 'Save settings' ) ).toBe(
			false
		);
		expect( appearsIn( 'a("Settings")', 'Save settings' ) ).toBe( false );
	} );

	it( 'finds strings with quotes, escapes and non-ASCII characters, raw or escaped', () => {
		expect(
			appearsIn( 'a("\\u201c%s\\u201d removed")', '“%s” removed' )
		).toBe( true );
		expect( appearsIn( 'a("“%s” removed")', '“%s” removed' ) ).toBe( true );
		expect( appearsIn( 'a("Say \\"hi\\"")', 'Say "hi"' ) ).toBe( true );
		expect( appearsIn( 'a(\'Say "hi"\')', 'Say "hi"' ) ).toBe( true );
		expect( appearsIn( "a('It\\'s done')", "It's done" ) ).toBe( true );
		expect( appearsIn( 'a("Line\\none")', 'Line\none' ) ).toBe( true );
	} );
} );

describe( 'chunksLoadedBy', () => {
	it( 'reads the chunk map of a bundle that loads several chunks', () => {
		const source =
			'r.u=e=>"chunks/"+{641:"photoswipe",979:"swiper"}[e]+".js?ver="+{641:"c7",979:"5d"}[e],r.miniCssF=e=>{}';
		expect( chunksLoadedBy( source ) ).toEqual( [
			'photoswipe',
			'swiper',
		] );
	} );

	it( 'reads the one chunk of a bundle that loads one', () => {
		const source =
			'n.u=e=>"chunks/reviews-slider.js?ver=0b9eb70a369dadcf19d9",n.miniCssF=e=>{}';
		expect( chunksLoadedBy( source ) ).toEqual( [ 'reviews-slider' ] );
	} );

	it( 'finds none in a bundle without chunks', () => {
		expect(
			chunksLoadedBy( '(()=>{"use strict";a("chunks")})()' )
		).toEqual( [] );
	} );
} );

describe( 'translatedEntries', () => {
	it( 'leaves out the header, untranslated and fuzzy entries', () => {
		const translations = {
			'': {
				'': entry( '', 'Language: de_DE\n' ),
				Done: entry( 'Done', 'Erledigt' ),
				Open: entry( 'Open', '' ),
				Close: entry( 'Close', 'Schließen', {
					comments: { flag: 'fuzzy' },
				} ),
			},
			menu: { File: entry( 'File', 'Datei', { msgctxt: 'menu' } ) },
		};
		expect(
			translatedEntries( translations ).map( ( e ) => e.msgid )
		).toEqual( [ 'Done', 'File' ] );
	} );
} );

describe( 'jsonFileName', () => {
	it( 'is the name load_script_textdomain() looks for: md5 of the path in the plugin', () => {
		// md5( 'build/admin-settings.js' ), as PHP and md5sum compute it.
		expect(
			jsonFileName( 'vitrine', 'de_DE', 'build/admin-settings.js' )
		).toBe( 'vitrine-de_DE-5097602477a8d28295e9e5d6c48e0304.json' );
	} );
} );

describe( 'scriptTranslations', () => {
	const entries = [
		entry( 'Save settings', 'Einstellungen speichern' ),
		entry( 'Zoom', 'Vergrößern' ),
		entry( 'Cart,', 'Warenkorb,', { msgctxt: 'mini-cart button' } ),
		entry( '%s item', [ '%s Artikel', '%s Artikel' ], {
			msgid_plural: '%s items',
		} ),
		entry( 'Only in PHP', 'Nur in PHP' ),
	];
	const files = scriptTranslations( {
		entries,
		domain: 'vitrine',
		header,
		scripts: {
			'build/admin-settings.js': 'x((0,a.__)("Save settings","vitrine"))',
			'build/product.js':
				'r.u=e=>"chunks/"+{641:"photoswipe"}[e]+".js?ver="+{641:"c7"}[e];a._x("Cart,","mini-cart button","vitrine")',
			'build/cart.js': 'a._n("%s item","%s items",n,"vitrine")',
			'build/shop.js': 'a("no strings of ours")',
		},
		chunks: {
			photoswipe: 'a.__("Zoom","vitrine")',
			swiper: 'a.__("Save settings","vitrine")',
		},
	} );
	const of = ( script ) =>
		files[ jsonFileName( 'vitrine', 'de_DE', script ) ]?.data.locale_data
			.messages;

	it( 'gives a script the strings its built file carries', () => {
		expect( of( 'build/admin-settings.js' ) ).toEqual( {
			'': {
				domain: 'messages',
				lang: 'de_DE',
				'plural-forms': header.pluralForms,
			},
			'Save settings': [ 'Einstellungen speichern' ],
		} );
	} );

	it( 'adds the strings of the chunks it loads, and only those chunks', () => {
		const messages = of( 'build/product.js' );
		expect( messages.Zoom ).toEqual( [ 'Vergrößern' ] );
		expect( messages[ 'Save settings' ] ).toBeUndefined();
	} );

	it( 'keys a string with a context by context, EOT, msgid', () => {
		expect(
			of( 'build/product.js' )[ `mini-cart button${ CONTEXT_GLUE }Cart,` ]
		).toEqual( [ 'Warenkorb,' ] );
	} );

	it( 'gives a plural every form', () => {
		expect( of( 'build/cart.js' )[ '%s item' ] ).toEqual( [
			'%s Artikel',
			'%s Artikel',
		] );
	} );

	it( 'writes no file for a script without translated strings, nor for chunks', () => {
		expect( of( 'build/shop.js' ) ).toBeUndefined();
		expect(
			Object.values( files )
				.map( ( f ) => f.script )
				.sort()
		).toEqual( [
			'build/admin-settings.js',
			'build/cart.js',
			'build/product.js',
		] );
	} );

	it( 'writes the Jed 1.x envelope wp.i18n.setLocaleData() is given', () => {
		const data =
			files[ jsonFileName( 'vitrine', 'de_DE', 'build/cart.js' ) ].data;
		expect( data.domain ).toBe( 'messages' );
		expect( data[ 'translation-revision-date' ] ).toBe(
			header.revisionDate
		);
		expect( Object.keys( data.locale_data ) ).toEqual( [ 'messages' ] );
	} );
} );
