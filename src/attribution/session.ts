/**
 * The session (pages seen, current page), the visitor's data (visits, ip, agent) and the promo
 * code, from what was stored and this page view.
 */
import type { Container } from './cookies';

/** The promo code's range: 6 digits. */
export const PROMO_MIN = 100000;
export const PROMO_MAX = 999999;

/**
 * The session after this page view: a new one (pgs=1) when none was running, else one more
 * page. Its cookie expires after the session length without a page view, so an absent cookie is
 * an ended session.
 *
 * @param stored The session container, null when none is running.
 * @param page   This page's address.
 */
export function nextSession(
	stored: Container | null,
	page: string
): Container {
	const pages = stored ? parseInt( stored.pgs, 10 ) || 0 : 0;
	return { pgs: String( pages + 1 ), cpg: page };
}

/**
 * The visitor's data: visits counted once per session. The IP address is not known in the
 * browser, and is not sent to it (a page cache would share it): "(none)".
 *
 * @param stored     The user container, null on a first visit.
 * @param newSession Whether this page view started a session.
 * @param agent      navigator.userAgent.
 */
export function nextUser(
	stored: Container | null,
	newSession: boolean,
	agent: string
): Container {
	const visits = stored ? parseInt( stored.vst, 10 ) || 0 : 0;
	return {
		vst: String( newSession || ! visits ? visits + 1 : visits ),
		uip: '(none)',
		uag: agent,
	};
}

/**
 * A promo code, kept once drawn.
 *
 * @param stored The promo container, null when none was drawn.
 * @param random A number in [0, 1): Math.random.
 */
export function promo(
	stored: Container | null,
	random: () => number
): Container {
	const code = parseInt( stored?.code ?? '', 10 );
	if ( code >= PROMO_MIN && code <= PROMO_MAX ) {
		return { code: String( code ) };
	}
	return {
		code: String(
			PROMO_MIN + Math.floor( random() * ( PROMO_MAX - PROMO_MIN + 1 ) )
		),
	};
}
