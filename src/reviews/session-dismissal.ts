/**
 * The badge's and the flash card's close buttons (spec, section 4): a closed widget stays
 * closed for the rest of the browser session, per provider or widget id, and comes back in
 * the next one. A browser that refuses storage (private mode, blocked site data) shows the
 * widget again on the next page rather than failing.
 */

/** Prefix of the sessionStorage keys, so they cannot collide with other scripts' keys. */
export const DISMISSAL_PREFIX = 'vitrine-reviews-dismissed:';

/** The part of sessionStorage this needs; a fake in tests. */
export type DismissalStorage = Pick< Storage, 'getItem' | 'setItem' >;

/**
 * The browser's sessionStorage, or null where reading the property itself throws (a
 * sandboxed frame, blocked site data).
 */
export function sessionStore(): DismissalStorage | null {
	try {
		return window.sessionStorage;
	} catch {
		return null;
	}
}

/**
 * Whether the visitor closed this widget earlier in the session.
 *
 * @param key     The provider (badge) or widget id (flash card).
 * @param storage sessionStorage, or null when there is none.
 */
export function isDismissed(
	key: string,
	storage: DismissalStorage | null
): boolean {
	try {
		return storage?.getItem( DISMISSAL_PREFIX + key ) === '1';
	} catch {
		return false;
	}
}

/**
 * Remembers for the session that the visitor closed this widget. The caller hides it in any
 * case; this only decides whether the next page shows it.
 *
 * @param key     The provider (badge) or widget id (flash card).
 * @param storage sessionStorage, or null when there is none.
 * @return Whether it was stored.
 */
export function dismiss(
	key: string,
	storage: DismissalStorage | null
): boolean {
	if ( storage === null ) {
		return false;
	}
	try {
		storage.setItem( DISMISSAL_PREFIX + key, '1' );
		return true;
	} catch {
		return false;
	}
}
