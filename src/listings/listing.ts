/**
 * A listing's later pages (spec §2 "Listing grids", §4 "Load-more", §7, §8, §9): the load-more
 * button, infinite scroll and lazy loading, all through the `listing` ajax call. A failed call
 * only restores the listing's styles (its loading state removed); the visitor may try again.
 *
 * A listing of a data store's items (reference.store) follows the visitor's stores
 * (window.vitrine.stores of the data-stores bundle): when its store changes, page 1 is asked for
 * again and replaces the items. When only the browser knows the items (reference.browser: a
 * guest's, or a store kept in the browser), the server rendered no items: page 1 is asked for at
 * once (or when a lazy listing nears the viewport), with the store's ids as source_args. A
 * listing without items shows the block's empty text in its polite live region.
 */
import { callAjax } from '../core/ajax';
import { whenStores } from '../data-stores/events';
import type { Stores } from '../data-stores/model';
import { jsonBody } from '../core/http';
import type { Widget } from '../core/widgets';
import { applyAnswer } from './apply';
import type { ListingSettings } from './settings';
import {
	hasMore,
	loaded,
	readAnswer,
	type ListingReference,
	type ListingState,
} from './state';

/** Infinite scroll: the pause before the sentinel is watched again after a load (spec §9). */
export const REOBSERVE_DELAY = 250;

const LOADING = 'vitrine-listing--loading';

/** The event a listing fires on itself once a page is in (the slider updates on it). */
export const LOADED_EVENT = 'vitrine-listing-loaded';

/**
 * Starts one listing.
 *
 * @param element  The .vitrine-listing with its data-vitrine-listing reference.
 * @param settings The bundle's settings.
 */
export function initListing(
	element: HTMLElement,
	settings: ListingSettings
): Widget | void {
	const reference = JSON.parse(
		element.dataset.vitrineListing ?? 'null'
	) as ListingReference | null;
	const list = element.querySelector( '.vitrine-listing__items' );
	if ( ! reference || ! list ) {
		return;
	}
	let state: ListingState = {
		page: reference.page,
		pages: reference.pages,
		busy: false,
	};
	const more = element.querySelector< HTMLElement >(
		'.vitrine-listing__more'
	);
	const button = more?.querySelector( 'button' );
	const sentinel = element.querySelector( '.vitrine-listing__sentinel' );
	const status = element.querySelector( '.vitrine-listing__status' );
	const empty = element.querySelector( '.vitrine-listing__empty' );
	const store = reference.store ?? '';
	let stores: Stores | undefined;
	// A store change during a call: page 1 again once it is in.
	let again = false;
	let unsubscribe = () => {};
	const observers: IntersectionObserver[] = [];
	let timer: ReturnType< typeof setTimeout > | undefined;

	const showMore = () => {
		if ( more ) {
			more.hidden = state.page >= state.pages;
		}
	};

	const load = async ( first: boolean ): Promise< boolean > => {
		if ( state.busy || ( ! first && ! hasMore( state ) ) ) {
			again ||= first && state.busy;
			return false;
		}
		state = { ...state, busy: true };
		element.classList.add( LOADING );
		element.setAttribute( 'aria-busy', 'true' );
		button?.setAttribute( 'aria-disabled', 'true' );
		if ( reference.browser && ! stores ) {
			stores = await whenStores();
			await stores.ready;
		}
		const { status: code, body } = await callAjax(
			settings.ajaxUrl,
			'listing',
			{
				method: 'POST',
				...jsonBody( {
					handler: first ? 'get_listing' : 'listing_load_more',
					page_settings: {
						post_id: reference.post,
						queried_id: reference.queried,
						element_id: reference.listing,
						page: first ? 1 : state.page + 1,
					},
					listing_type: reference.layout,
					...( reference.browser && stores
						? { source_args: { ids: stores.items( store ) } }
						: {} ),
				} ),
			}
		);
		// Success or not, the loading state goes (spec §8: a failure just restores the styles).
		element.classList.remove( LOADING );
		element.removeAttribute( 'aria-busy' );
		button?.removeAttribute( 'aria-disabled' );
		const data = readAnswer( code, body );
		if ( ! data ) {
			state = { ...state, busy: false };
			return false;
		}
		// Page 1 replaces what was there (a refreshed store's items).
		const focused =
			first && list.contains( element.ownerDocument.activeElement );
		if ( first ) {
			list.replaceChildren();
		}
		const added = applyAnswer( list, data );
		state = loaded( data );
		showMore();
		const shown = list.children.length;
		if ( empty ) {
			empty.textContent = shown ? '' : ( reference.empty ?? '' );
		}
		if ( focused ) {
			// The focused item went with the old page: focus stays in the listing.
			const target =
				list.querySelector< HTMLElement >( 'a[href], button' ) ??
				( empty as HTMLElement | null );
			if ( target && target === empty ) {
				target.tabIndex = -1;
			}
			target?.focus();
		}
		if ( status ) {
			status.textContent = shown
				? settings.i18n.loaded.replace( '%d', String( shown ) )
				: '';
		}
		if ( again ) {
			again = false;
			void load( true );
		}
		element.dispatchEvent(
			new CustomEvent( LOADED_EVENT, { detail: added } )
		);
		// After a click, focus moves to the first new item, where reading goes on.
		if (
			! first &&
			button &&
			element.ownerDocument.activeElement === button &&
			added[ 0 ]
		) {
			const target =
				added[ 0 ].querySelector< HTMLElement >( 'a[href], button' ) ??
				( added[ 0 ] as HTMLElement );
			if ( target === added[ 0 ] ) {
				target.tabIndex = -1;
			}
			target.focus();
		}
		return true;
	};

	button?.addEventListener( 'click', () => void load( false ) );
	showMore();

	const watchEnd = () => {
		if ( ! sentinel || reference.pagination !== 'infinite' ) {
			return;
		}
		const observer = new IntersectionObserver( ( entries ) => {
			if ( ! entries.some( ( entry ) => entry.isIntersecting ) ) {
				return;
			}
			observer.unobserve( sentinel );
			void load( false ).finally( () => {
				// Watched again a moment later, so that a sentinel still in view loads the next page.
				timer = setTimeout( () => {
					if ( state.page < state.pages ) {
						observer.observe( sentinel );
					}
				}, REOBSERVE_DELAY );
			} );
		} );
		observers.push( observer );
		if ( state.page < state.pages ) {
			observer.observe( sentinel );
		}
	};

	if ( store ) {
		// Subscribed once the stores have read their state: the page's load asks for nothing
		// more than a listing the server could not fill.
		void whenStores().then( async ( found ) => {
			stores = found;
			await found.ready;
			unsubscribe = found.subscribe( ( changed ) => {
				if ( changed === store ) {
					void load( true );
				}
			} );
		} );
	}

	if ( reference.browser && ! reference.lazy ) {
		void load( true ).then( watchEnd );
	} else if ( reference.lazy && state.page === 0 ) {
		const observer = new IntersectionObserver(
			( entries ) => {
				if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
					observer.disconnect();
					void load( true ).then( watchEnd );
				}
			},
			{ rootMargin: reference.offset || '0px' }
		);
		observers.push( observer );
		observer.observe( element );
	} else {
		watchEnd();
	}

	return {
		destroy: () => {
			unsubscribe();
			clearTimeout( timer );
			observers.forEach( ( observer ) => observer.disconnect() );
		},
	};
}
