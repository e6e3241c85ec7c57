/**
 * The traffic type, row by row in its order, and the search-engine and referral tables.
 */
import { trafficType } from './traffic-type';
import type { MainData, PageView } from './traffic-type';
import { organicSource, referralSource, SEARCH_ENGINES } from './sources';

const none = {
	customParams: [],
	searchEngines: [],
	referrals: [],
};

function view( overrides: Partial< PageView > & { href?: string } ): PageView {
	return {
		url: new URL( overrides.href ?? 'https://shop.example/page/' ),
		referrer: '',
		hasSession: false,
		current: null,
		first: null,
		...overrides,
	};
}

const stored: MainData = {
	typ: 'referral',
	src: 'blog.example',
	mdm: 'referral',
	cmp: '(none)',
	cnt: '/post',
	trm: '(none)',
	id: '(none)',
	plt: '(none)',
	fmt: '(none)',
	tct: '(none)',
};

describe( 'traffic type order', () => {
	it( '1. utm: every campaign parameter fills its field, the rest (none)', () => {
		const data = trafficType(
			view( {
				href: 'https://shop.example/?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=a&utm_term=shoes&utm_id=42&utm_source_platform=ads&utm_creative_format=banner&utm_marketing_tactic=remarketing',
				referrer: 'https://www.google.com/',
				current: stored,
			} ),
			none
		);
		expect( data ).toEqual( {
			typ: 'utm',
			src: 'news',
			mdm: 'email',
			cmp: 'spring',
			cnt: 'a',
			trm: 'shoes',
			id: '42',
			plt: 'ads',
			fmt: 'banner',
			tct: 'remarketing',
		} );
	} );

	it.each( [
		[ 'utm_campaign=x', { src: '(none)', mdm: '(none)', cmp: 'x' } ],
		[ 'gclid=abc', { src: 'google', mdm: 'cpc' } ],
		[ 'yclid=abc', { src: 'yandex', mdm: 'cpc' } ],
		[ 'gclid=abc&utm_source=bing', { src: 'bing', mdm: 'cpc' } ],
	] )( '1. utm from %s', ( query, expected ) => {
		const data = trafficType(
			view( { href: `https://shop.example/?${ query }` } ),
			none
		);
		expect( data ).toMatchObject( { typ: 'utm', ...expected } );
	} );

	it( '1. utm from a configured custom parameter only', () => {
		const href = 'https://shop.example/?ref_code=abc';
		expect( trafficType( view( { href } ), none ).typ ).toBe( 'typein' );
		expect(
			trafficType( view( { href } ), {
				...none,
				customParams: [ 'ref_code' ],
			} ).typ
		).toBe( 'utm' );
	} );

	it( '2. organic: a search engine, even within a session', () => {
		const data = trafficType(
			view( {
				referrer: 'https://www.bing.com/search?q=red+shoes',
				hasSession: true,
				current: stored,
			} ),
			none
		);
		expect( data ).toMatchObject( {
			typ: 'organic',
			src: 'bing',
			mdm: 'organic',
			trm: 'red shoes',
			cmp: '(none)',
		} );
	} );

	it( '3. referral: an external site without a session', () => {
		const data = trafficType(
			view( {
				referrer: 'https://www.blog.example/2026/post?x=1',
				current: stored,
			} ),
			none
		);
		expect( data ).toMatchObject( {
			typ: 'referral',
			src: 'blog.example',
			mdm: 'referral',
			cnt: '/2026/post',
		} );
	} );

	it( '3. referral: a short-link host counts as the site it stands for', () => {
		for ( const [ referrer, source ] of [
			[ 'https://t.co/xyz', 'twitter.com' ],
			[ 'https://plus.url.google.com/url?q=x', 'plus.google.com' ],
		] ) {
			expect( trafficType( view( { referrer } ), none ) ).toMatchObject( {
				typ: 'referral',
				src: source,
			} );
		}
	} );

	it( '4. keep: an external site within a session keeps the current data', () => {
		const data = trafficType(
			view( {
				referrer: 'https://pay.example/return',
				hasSession: true,
				current: stored,
			} ),
			none
		);
		expect( data ).toBe( stored );
	} );

	it( '4. keep: an internal referrer keeps the current data, or the first when no current', () => {
		const internal = 'https://www.shop.example/other/';
		expect(
			trafficType( view( { referrer: internal, current: stored } ), none )
		).toBe( stored );
		expect(
			trafficType( view( { referrer: internal, first: stored } ), none )
		).toBe( stored );
	} );

	it( '5. typein: nothing at all is (direct) / (none)', () => {
		expect( trafficType( view( {} ), none ) ).toEqual( {
			typ: 'typein',
			src: '(direct)',
			mdm: '(none)',
			cmp: '(none)',
			cnt: '(none)',
			trm: '(none)',
			id: '(none)',
			plt: '(none)',
			fmt: '(none)',
			tct: '(none)',
		} );
		expect(
			trafficType(
				view( { referrer: 'https://shop.example/', hasSession: true } ),
				none
			).typ
		).toBe( 'typein' );
	} );

	it( 'an unreadable referrer counts as none', () => {
		expect(
			trafficType( view( { referrer: 'not a url' } ), none ).typ
		).toBe( 'typein' );
	} );
} );

describe( 'search engines', () => {
	it.each( [
		[ 'https://www.google.com/', 'google', '(none)' ],
		[ 'https://www.google.co.uk/search?q=boots', 'google', 'boots' ],
		[ 'https://www.bing.com/search?q=boots', 'bing', 'boots' ],
		[ 'https://search.yahoo.com/search?p=boots', 'yahoo', 'boots' ],
		[ 'https://yandex.ru/search/?text=boots', 'yandex', 'boots' ],
		[ 'https://duckduckgo.com/?q=boots', 'duckduckgo', 'boots' ],
		[ 'https://www.baidu.com/s?wd=boots', 'baidu', 'boots' ],
		[ 'https://www.ecosia.org/search?q=boots', 'ecosia', 'boots' ],
		[ 'https://search.brave.com/search?q=boots', 'brave', 'boots' ],
		[ 'https://www.ask.com/web?q=boots', 'ask', 'boots' ],
		[ 'https://search.aol.com/aol/search?q=boots', 'aol', 'boots' ],
		[ 'https://go.mail.ru/search?q=boots', 'mail.ru', 'boots' ],
		[ 'https://www.qwant.com/?q=boots', 'qwant', 'boots' ],
	] )( '%s is %s', ( referrer, source, term ) => {
		expect( organicSource( new URL( referrer ), [] ) ).toEqual( {
			source,
			term,
		} );
	} );

	it( 'has a row for every built-in engine', () => {
		expect( SEARCH_ENGINES ).toHaveLength( 12 );
	} );

	it.each( [
		'https://www.bing.com/',
		'https://search.yahoo.com/news',
		'https://notgoogle.com/?q=x',
		'https://duckduckgo.com.evil.example/?q=x',
		'https://mail.google.com/',
		'https://google.evil.example/',
	] )(
		'%s without its query parameter, or another host, is not a search',
		( referrer ) => {
			expect( organicSource( new URL( referrer ), [] ) ).toBeNull();
		}
	);

	it( 'a configured engine needs its host and its parameter', () => {
		const extra = [ { host: 'find.example', param: 's', name: 'finder' } ];
		expect(
			organicSource( new URL( 'https://www.find.example/?s=hat' ), extra )
		).toEqual( { source: 'finder', term: 'hat' } );
		expect(
			organicSource( new URL( 'https://find.example/?q=hat' ), extra )
		).toBeNull();
		expect(
			organicSource( new URL( 'https://find.example/?s=hat' ), [
				{ ...extra[ 0 ], name: '' },
			] )?.source
		).toBe( 'find.example' );
	} );
} );

describe( 'referrals', () => {
	it.each( [
		[ 'https://t.co/abc', 'twitter.com', 'social', '/abc' ],
		[ 'https://lnkd.in/xyz', 'linkedin.com', 'social', '/xyz' ],
		[
			'https://plus.url.google.com/url',
			'plus.google.com',
			'referral',
			'/url',
		],
		[ 'https://www.news.example/a/b', 'news.example', 'referral', '/a/b' ],
	] )( '%s is %s / %s', ( referrer, source, medium, content ) => {
		expect( referralSource( new URL( referrer ), [] ) ).toEqual( {
			source,
			medium,
			content,
		} );
	} );

	it( 'a configured mapping comes first', () => {
		expect(
			referralSource( new URL( 'https://t.co/abc' ), [
				{ host: 't.co', source: 'x.com', medium: '' },
			] )
		).toEqual( { source: 'x.com', medium: 'referral', content: '/abc' } );
	} );
} );
