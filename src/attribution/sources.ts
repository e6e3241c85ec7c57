/**
 * Where a visit comes from, read from the referrer: a known search engine (organic) or another
 * site (referral), with the short-link hosts mapped to the site they stand for.
 */
import type { ReferralMapping, SearchEngine } from './settings';

/**
 * The built-in search engines. Google and Yandex drop the query from the referrer, so a host
 * without a top-level domain ("google") matches any of its country domains, and google is
 * recognised by its host alone (see isGoogle()).
 */
export const SEARCH_ENGINES: SearchEngine[] = [
	{ host: 'google', param: 'q', name: 'google' },
	{ host: 'bing.com', param: 'q', name: 'bing' },
	{ host: 'search.yahoo.com', param: 'p', name: 'yahoo' },
	{ host: 'yandex', param: 'text', name: 'yandex' },
	{ host: 'duckduckgo.com', param: 'q', name: 'duckduckgo' },
	{ host: 'baidu.com', param: 'wd', name: 'baidu' },
	{ host: 'ecosia.org', param: 'q', name: 'ecosia' },
	{ host: 'search.brave.com', param: 'q', name: 'brave' },
	{ host: 'ask.com', param: 'q', name: 'ask' },
	{ host: 'search.aol.com', param: 'q', name: 'aol' },
	{ host: 'go.mail.ru', param: 'q', name: 'mail.ru' },
	{ host: 'qwant.com', param: 'q', name: 'qwant' },
];

/** The built-in referral mappings: short-link and "plus" services. */
export const REFERRALS: ReferralMapping[] = [
	{ host: 't.co', source: 'twitter.com', medium: 'social' },
	{ host: 'lnkd.in', source: 'linkedin.com', medium: 'social' },
	{ host: 'plus.url.google.com', source: 'plus.google.com', medium: '' },
];

/**
 * A host without its leading "www.", lower case.
 * @param host A host.
 */
export function bareHost( host: string ): string {
	return host.toLowerCase().replace( /^www\./, '' );
}

/**
 * Whether a host is the given one or one of its subdomains; a host pattern without a dot
 * ("google") matches that name under any top-level domain (google.com, www.google.co.uk).
 *
 * @param host    The referrer's host.
 * @param pattern The table's host.
 */
export function hostMatches( host: string, pattern: string ): boolean {
	const h = host.toLowerCase();
	const p = pattern.toLowerCase().replace( /^www\./, '' );
	if ( ! p.includes( '.' ) ) {
		// The engine's own domain under a country's top-level domain (google.co.uk), not any
		// host that merely contains its name (plus.url.google.com is a referral mapping).
		return new RegExp(
			`^(www\\.)?${ p.replace( /[^\w-]/g, '' ) }(\\.[a-z]{2,3})?\\.[a-z]{2,6}$`
		).test( h );
	}
	return h === p || h.endsWith( '.' + p );
}

export interface OrganicSource {
	source: string;
	term: string;
}

/**
 * The search engine a referrer belongs to, or null. An engine matches on its host with its query
 * parameter present; Google also on its host alone, since it sends no query.
 *
 * @param referrer The referrer URL.
 * @param extra    Configured engines, checked first.
 */
export function organicSource(
	referrer: URL,
	extra: SearchEngine[]
): OrganicSource | null {
	for ( const engine of [ ...extra, ...SEARCH_ENGINES ] ) {
		if ( ! hostMatches( referrer.hostname, engine.host ) ) {
			continue;
		}
		const term = referrer.searchParams.get( engine.param );
		if ( term !== null || engine === SEARCH_ENGINES[ 0 ] ) {
			return {
				source: engine.name || bareHost( referrer.hostname ),
				term: term || '(none)',
			};
		}
	}
	return null;
}

export interface ReferralSource {
	source: string;
	medium: string;
	content: string;
}

/**
 * A referral's source (the referrer's host, or the site a mapped host stands for), medium and
 * content (the referrer's path).
 *
 * @param referrer The referrer URL.
 * @param extra    Configured mappings, checked first.
 */
export function referralSource(
	referrer: URL,
	extra: ReferralMapping[]
): ReferralSource {
	const mapping = [ ...extra, ...REFERRALS ].find( ( entry ) =>
		hostMatches( referrer.hostname, entry.host )
	);
	return {
		source: mapping?.source || bareHost( referrer.hostname ),
		medium: mapping?.medium || 'referral',
		content: referrer.pathname,
	};
}
