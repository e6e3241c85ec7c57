/**
 * The store notice: dismissing it sets vitrine_store_notice<id>=hidden (path /) and hides it.
 */
import Cookies from 'js-cookie';
import { focusMainContent } from '../core/dom';

export const STORE_NOTICE_COOKIE_PREFIX = 'vitrine_store_notice';

/**
 * The cookie that remembers a dismissed notice.
 *
 * @param noticeId The notice id, possibly empty.
 */
export function storeNoticeCookieName( noticeId: string ): string {
	return STORE_NOTICE_COOKIE_PREFIX + noticeId;
}

/**
 * Enhances every store notice below the root.
 *
 * @param root Where to look.
 */
export function initStoreNotices( root: ParentNode = document ): void {
	root.querySelectorAll< HTMLElement >( '.vitrine-store-notice' ).forEach(
		( notice ) => {
			const cookieName = storeNoticeCookieName(
				notice.dataset.noticeId ?? ''
			);
			// A page served from a page cache still holds the notice; hide it here.
			if ( Cookies.get( cookieName ) === 'hidden' ) {
				notice.hidden = true;
				return;
			}
			const dismiss = notice.querySelector< HTMLButtonElement >(
				'.vitrine-store-notice__dismiss-link'
			);
			if ( ! dismiss ) {
				return;
			}
			dismiss.hidden = false;
			dismiss.addEventListener( 'click', ( event ) => {
				event.preventDefault();
				Cookies.set( cookieName, 'hidden', {
					path: '/',
					sameSite: 'Lax',
					secure: window.location.protocol === 'https:',
				} );
				const hadFocus = notice.contains(
					notice.ownerDocument.activeElement
				);
				notice.hidden = true;
				if ( hadFocus ) {
					focusMainContent();
				}
			} );
		}
	);
}
