/**
 * The traffic type of a page view, in the order docs/decisions.md gives ("Attribution: the traffic
 * type"): campaign parameters (utm) → a search engine (organic) → another site without a session
 * (referral) → what was stored before (kept) → typed in (direct).
 */
import { bareHost, organicSource, referralSource } from './sources';
import type { AttributionSettings } from './settings';

/** The main fields of the current and first containers, under their cookie keys. */
export interface MainData {
	/** type: utm, organic, referral or typein. */
	typ: string;
	/** source */
	src: string;
	/** medium */
	mdm: string;
	/** campaign */
	cmp: string;
	/** content */
	cnt: string;
	/** term */
	trm: string;
	/** id */
	id: string;
	/** platform */
	plt: string;
	/** format */
	fmt: string;
	/** tactic */
	tct: string;
}

/** The campaign parameters, each with the field it fills. */
export const UTM_PARAMS: Record< string, keyof MainData > = {
	utm_source: 'src',
	utm_medium: 'mdm',
	utm_campaign: 'cmp',
	utm_content: 'cnt',
	utm_term: 'trm',
	utm_id: 'id',
	utm_source_platform: 'plt',
	utm_creative_format: 'fmt',
	utm_marketing_tactic: 'tct',
};

const NONE = '(none)';

function data( typ: string, fields: Partial< MainData > ): MainData {
	return {
		typ,
		src: NONE,
		mdm: NONE,
		cmp: NONE,
		cnt: NONE,
		trm: NONE,
		id: NONE,
		plt: NONE,
		fmt: NONE,
		tct: NONE,
		...fields,
	};
}

export interface PageView {
	/** The page's address. */
	url: URL;
	/** document.referrer, possibly empty. */
	referrer: string;
	/** Whether a session was running before this page view. */
	hasSession: boolean;
	/** The current container already stored, if any. */
	current: MainData | null;
	/** The first container already stored, if any. */
	first: MainData | null;
}

function utm( params: URLSearchParams, custom: string[] ): MainData | null {
	const names = [ ...Object.keys( UTM_PARAMS ), 'gclid', 'yclid', ...custom ];
	if ( ! names.some( ( name ) => params.has( name ) ) ) {
		return null;
	}
	const fields: Partial< MainData > = {};
	for ( const [ name, key ] of Object.entries( UTM_PARAMS ) ) {
		const value = params.get( name );
		if ( value ) {
			fields[ key ] = value;
		}
	}
	// Ads clicks that carry only the click id: the ad network is the source, paid the medium.
	const clickSource = params.has( 'gclid' )
		? 'google'
		: params.has( 'yclid' ) && 'yandex';
	if ( clickSource ) {
		fields.src ??= clickSource;
		fields.mdm ??= 'cpc';
	}
	return data( 'utm', fields );
}

function parse( referrer: string ): URL | null {
	try {
		return referrer ? new URL( referrer ) : null;
	} catch {
		return null;
	}
}

/**
 * The main data of this page view.
 *
 * @param view     The page view.
 * @param settings The merchant's extra parameters, engines and mappings.
 * @return The new current data; the stored current (or first) when it is kept.
 */
export function trafficType(
	view: PageView,
	settings: Pick<
		AttributionSettings,
		'customParams' | 'searchEngines' | 'referrals'
	>
): MainData {
	const campaign = utm( view.url.searchParams, settings.customParams );
	if ( campaign ) {
		return campaign;
	}
	const referrer = parse( view.referrer );
	const external =
		referrer !== null &&
		bareHost( referrer.hostname ) !== bareHost( view.url.hostname );
	if ( referrer && external ) {
		const organic = organicSource( referrer, settings.searchEngines );
		if ( organic ) {
			return data( 'organic', {
				src: organic.source,
				mdm: 'organic',
				trm: organic.term,
			} );
		}
		if ( ! view.hasSession ) {
			const referral = referralSource( referrer, settings.referrals );
			return data( 'referral', {
				src: referral.source,
				mdm: referral.medium,
				cnt: referral.content,
			} );
		}
	}
	const kept = view.current ?? view.first;
	return kept ?? data( 'typein', { src: '(direct)' } );
}
