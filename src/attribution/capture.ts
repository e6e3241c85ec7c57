/**
 * One page view's capture: the traffic type, the containers written back with their lifetimes,
 * and the values the checkout's hidden inputs carry.
 */
import { CONTAINERS, DAY_MS, read, write } from './cookies';
import type { Container } from './cookies';
import { nextSession, nextUser, promo } from './session';
import { trafficType } from './traffic-type';
import type { MainData } from './traffic-type';
import type { AttributionSettings } from './settings';

/** The cookies' format, in the migrations container: a later format can convert older ones. */
export const FORMAT_VERSION = '1';

/** URLs kept in a cookie are cut to this many characters, so that the cookies stay under 4 KB. */
export const MAX_URL = 200;

export interface Visit {
	url: URL;
	referrer: string;
	agent: string;
	/** Milliseconds since the epoch. */
	now: number;
	random: () => number;
}

function main( container: Container | null ): MainData | null {
	return container && container.typ
		? ( container as unknown as MainData )
		: null;
}

/**
 * A date as the spec's fire date: "2026-11-27 05:30:00", UTC.
 * @param now Milliseconds since the epoch.
 */
export function fireDate( now: number ): string {
	return new Date( now ).toISOString().slice( 0, 19 ).replace( 'T', ' ' );
}

/**
 * Captures one page view.
 *
 * @param settings The merchant's settings.
 * @param visit    This page view.
 */
export function capture( settings: AttributionSettings, visit: Visit ): void {
	const lifetime = new Date(
		visit.now + settings.lifetimeMonths * 30 * DAY_MS
	);
	const session = read( CONTAINERS.session );
	const current = main( read( CONTAINERS.current ) );
	const first = main( read( CONTAINERS.first ) );
	const data = trafficType(
		{
			url: visit.url,
			referrer: visit.referrer,
			hasSession: session !== null,
			current,
			first,
		},
		settings
	);
	const stored = read( CONTAINERS.currentExtra );
	const extra =
		data === current && stored
			? stored
			: {
					fd: fireDate( visit.now ),
					ep: visit.url.href.slice( 0, MAX_URL ),
					rf: visit.referrer.slice( 0, MAX_URL ) || '(none)',
				};
	const record = data as unknown as Container;
	write( CONTAINERS.current, record, lifetime );
	write( CONTAINERS.currentExtra, extra, lifetime );
	if ( ! first ) {
		write( CONTAINERS.first, record, lifetime );
		write( CONTAINERS.firstExtra, extra, lifetime );
	}
	write(
		CONTAINERS.session,
		nextSession( session, visit.url.href.slice( 0, MAX_URL ) ),
		new Date( visit.now + settings.sessionMinutes * 60000 )
	);
	write(
		CONTAINERS.user,
		nextUser( read( CONTAINERS.user ), session === null, visit.agent ),
		lifetime
	);
	write(
		CONTAINERS.promo,
		promo( read( CONTAINERS.promo ), visit.random ),
		lifetime
	);
	write( CONTAINERS.migrations, { v: FORMAT_VERSION }, lifetime );
}

/**
 * The order's attribution fields, from the stored containers; empty strings when nothing is
 * stored (no consent yet, tracking just switched on).
 */
export function orderFields(): Record< string, string > {
	const current = read( CONTAINERS.current ) ?? {};
	const extra = read( CONTAINERS.currentExtra ) ?? {};
	const session = read( CONTAINERS.session ) ?? {};
	const user = read( CONTAINERS.user ) ?? {};
	const fields: Record< string, string | undefined > = {
		source_type: current.typ,
		referrer: extra.rf,
		utm_source: current.src,
		utm_medium: current.mdm,
		utm_campaign: current.cmp,
		utm_content: current.cnt,
		utm_term: current.trm,
		utm_id: current.id,
		utm_source_platform: current.plt,
		utm_creative_format: current.fmt,
		utm_marketing_tactic: current.tct,
		session_entry: extra.ep,
		session_start_time: extra.fd,
		session_pages: session.pgs,
		session_count: user.vst,
		user_agent: user.uag,
	};
	const values: Record< string, string > = {};
	for ( const [ field, value ] of Object.entries( fields ) ) {
		values[ field ] = value ?? '';
	}
	return values;
}
