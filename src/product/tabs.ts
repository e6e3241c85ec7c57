/**
 * The product tabs (description, additional_information, reviews), in the WAI-ARIA tabs pattern:
 * exactly one tab selected, its panel shown; arrow keys, Home and End move between the tabs
 * (roving tabindex) and select them. PHP renders the roles and the first state.
 */

export const REVIEWS_TAB = 'reviews';
export const ADDITIONAL_INFORMATION_TAB = 'additional_information';
const PANEL_PREFIX = 'tab-';

/**
 * The tab an address asks for, or null: reviews on #reviews, #tab-reviews, #comment-N, or an
 * address with comment-page- or cpage=; additional information on #tab-additional_information;
 * any tab on #tab-<id>.
 *
 * @param hash   The address's hash, with its #.
 * @param href   The whole address.
 * @param tabIds The tabs on the page.
 */
export function tabFromLocation(
	hash: string,
	href: string,
	tabIds: readonly string[]
): string | null {
	if (
		tabIds.includes( REVIEWS_TAB ) &&
		( hash === '#reviews' ||
			hash === `#${ PANEL_PREFIX }${ REVIEWS_TAB }` ||
			hash.startsWith( '#comment-' ) ||
			href.includes( 'comment-page-' ) ||
			href.includes( 'cpage=' ) )
	) {
		return REVIEWS_TAB;
	}
	if ( hash.startsWith( `#${ PANEL_PREFIX }` ) ) {
		const id = hash.slice( PANEL_PREFIX.length + 1 );
		if ( tabIds.includes( id ) ) {
			return id;
		}
	}
	return null;
}

/**
 * The tab to open on load: the one the address asks for, otherwise the first.
 *
 * @param hash   The address's hash, with its #.
 * @param href   The whole address.
 * @param tabIds The tabs on the page.
 */
export function initialTab(
	hash: string,
	href: string,
	tabIds: readonly string[]
): string | null {
	return tabFromLocation( hash, href, tabIds ) ?? tabIds[ 0 ] ?? null;
}

/**
 * The index a key moves focus to, or null for other keys.
 *
 * @param key   KeyboardEvent.key.
 * @param index The focused tab.
 * @param count The number of tabs.
 * @param rtl   Whether the page reads right to left (the arrows swap).
 */
export function targetIndex(
	key: string,
	index: number,
	count: number,
	rtl = false
): number | null {
	const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
	const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
	switch ( key ) {
		case forward:
			return ( index + 1 ) % count;
		case backward:
			return ( index - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}

export interface ProductTabs {
	/** Selects a tab by id; false when there is no such tab. */
	select: ( id: string, options?: { focus?: boolean } ) => boolean;
	/** The selected tab's id. */
	selected: () => string | null;
}

/**
 * Enhances one tabs container.
 *
 * @param root     The [data-vitrine-tabs] element.
 * @param location Where the page is (window.location).
 */
export function initProductTabs(
	root: HTMLElement,
	location: Pick< Location, 'hash' | 'href' > = window.location
): ProductTabs | null {
	const tablist = root.querySelector< HTMLElement >( '[role="tablist"]' );
	const tabs = Array.from(
		root.querySelectorAll< HTMLElement >( '[role="tab"]' )
	);
	if ( ! tablist || tabs.length === 0 ) {
		return null;
	}
	const idOf = ( tab: HTMLElement ): string =>
		( tab.getAttribute( 'aria-controls' ) ?? '' ).slice(
			PANEL_PREFIX.length
		);
	const panelOf = ( tab: HTMLElement ): HTMLElement | null => {
		const panelId = tab.getAttribute( 'aria-controls' );
		return panelId ? root.ownerDocument.getElementById( panelId ) : null;
	};
	const ids = tabs.map( idOf );
	let current: string | null = null;

	const select: ProductTabs[ 'select' ] = ( id, options = {} ) => {
		const target = tabs[ ids.indexOf( id ) ];
		if ( ! target ) {
			return false;
		}
		for ( const tab of tabs ) {
			const isSelected = tab === target;
			tab.setAttribute( 'aria-selected', String( isSelected ) );
			tab.tabIndex = isSelected ? 0 : -1;
			tab.parentElement?.classList.toggle( 'is-active', isSelected );
			const panel = panelOf( tab );
			if ( panel ) {
				panel.hidden = ! isSelected;
			}
		}
		current = id;
		if ( options.focus ) {
			target.focus();
		}
		return true;
	};

	tablist.addEventListener( 'click', ( event ) => {
		const tab = ( event.target as Element | null )?.closest< HTMLElement >(
			'[role="tab"]'
		);
		if ( tab && tabs.includes( tab ) ) {
			event.preventDefault();
			select( idOf( tab ), { focus: true } );
		}
	} );

	tablist.addEventListener( 'keydown', ( event ) => {
		const tab = ( event.target as Element | null )?.closest< HTMLElement >(
			'[role="tab"]'
		);
		if ( ! tab || event.altKey || event.ctrlKey || event.metaKey ) {
			return;
		}
		const rtl =
			root.ownerDocument.defaultView?.getComputedStyle( root )
				.direction === 'rtl';
		const next = targetIndex(
			event.key,
			tabs.indexOf( tab ),
			tabs.length,
			rtl
		);
		if ( next !== null ) {
			event.preventDefault();
			select( ids[ next ], { focus: true } );
		}
	} );

	/**
	 * Opens the tab an address asks for, and brings its target (a review, the form) into view:
	 * the browser could not scroll to it while its panel was hidden.
	 *
	 * @param hash The address's hash.
	 * @param href The whole address.
	 */
	const follow = ( hash: string, href: string ): void => {
		const id = tabFromLocation( hash, href, ids );
		if ( id === null ) {
			return;
		}
		select( id );
		const target =
			hash.length > 1
				? root.ownerDocument.getElementById(
						decodeURIComponent( hash.slice( 1 ) )
					)
				: null;
		if ( target && root.contains( target ) ) {
			target.scrollIntoView?.( { block: 'start' } );
		}
	};

	select( initialTab( location.hash, location.href, ids ) ?? ids[ 0 ] );
	follow( location.hash, location.href );

	const view = root.ownerDocument.defaultView;
	view?.addEventListener( 'hashchange', () =>
		follow( view.location.hash, view.location.href )
	);
	// A link to #reviews (the summary's "(3 customer reviews)") opens the tab even when the
	// address already ends with #reviews, so that no hashchange follows.
	root.ownerDocument.addEventListener( 'click', ( event ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >(
			'a[href="#reviews"], a[href="#tab-reviews"]'
		);
		if (
			link &&
			! root.contains( link ) &&
			view?.location.hash === link.hash
		) {
			follow( link.hash, view.location.href );
		}
	} );

	return { select, selected: () => current };
}
