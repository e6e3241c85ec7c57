/**
 * A listing's later pages (spec §2 "Listing grids", §4 "Load-more", §7, §8, §9): the load-more
 * button, infinite scroll and lazy loading, all through the `listing` ajax call. A failed call
 * only restores the listing's styles (its loading state removed); the visitor may try again.
 */
import { callAjax } from '../core/ajax';
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
	const observers: IntersectionObserver[] = [];
	let timer: ReturnType< typeof setTimeout > | undefined;

	const showMore = () => {
		if ( more ) {
			more.hidden = state.page >= state.pages;
		}
	};

	const load = async ( first: boolean ): Promise< boolean > => {
		if ( state.busy || ( ! first && ! hasMore( state ) ) ) {
			return false;
		}
		state = { ...state, busy: true };
		element.classList.add( LOADING );
		element.setAttribute( 'aria-busy', 'true' );
		button?.setAttribute( 'aria-disabled', 'true' );
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
		const added = applyAnswer( list, data );
		state = loaded( data );
		showMore();
		if ( status ) {
			status.textContent = settings.i18n.loaded.replace(
				'%d',
				String( list.children.length )
			);
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

	if ( reference.lazy && state.page === 0 ) {
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
			clearTimeout( timer );
			observers.forEach( ( observer ) => observer.disconnect() );
		},
	};
}
