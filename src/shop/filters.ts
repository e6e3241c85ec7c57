/**
 * The shop filters without a reload: a choice in a filter block (or a chip removed) fetches the
 * listing's new address as HTML, swaps in its listing and filter blocks, and pushes the address,
 * so it can be shared and the back button walks through the choices. Without this script the
 * filter blocks are plain GET forms and links, which the server answers the same way.
 */
import { send } from '../core/http';
import { filterUrl } from './filter-url';

/** The listing (result count, grid, pagination): ShopRenderer::archive(). */
const LISTING = '[data-vitrine-listing]';
/** A filter block, numbered in the page's order: FilterBlock::render(). */
const FILTER = '[data-vitrine-filter]';

export interface FilterController {
	/** Loads an address and swaps the page's parts; resolves once they are in. */
	navigate: ( url: string, options?: NavigateOptions ) => Promise< void >;
	destroy: () => void;
}

export interface NavigateOptions {
	/** Add a history entry (not when answering the back button). */
	push?: boolean;
	/** The id of the control to give focus back to after the swap. */
	focusId?: string;
}

/**
 * Swaps the listing and each filter block of the page for those of a newly loaded page.
 * Answers false when the new page has no listing (the caller then loads it whole).
 *
 * @param page The current document.
 * @param next The loaded one.
 */
export function swapParts( page: Document, next: Document ): boolean {
	const listing = page.querySelector( LISTING );
	const nextListing = next.querySelector( LISTING );
	if ( ! listing || ! nextListing ) {
		return false;
	}
	listing.replaceWith( page.importNode( nextListing, true ) );
	page.querySelectorAll< HTMLElement >( FILTER ).forEach( ( block ) => {
		const twin = next.querySelector(
			`[data-vitrine-filter="${ block.dataset.vitrineFilter ?? '' }"]`
		);
		if ( twin ) {
			block.replaceWith( page.importNode( twin, true ) );
		}
	} );
	return true;
}

/**
 * Gives each filters sidebar a "Filters" button that shows and hides it on narrow screens (a
 * disclosure; on wide screens the stylesheet hides the button and the sidebar always shows).
 *
 * @param page  The document.
 * @param label The button's text.
 */
export function addToggles( page: Document, label: string ): void {
	page.querySelectorAll< HTMLElement >(
		'.vitrine-shop-layout__sidebar'
	).forEach( ( sidebar, index ) => {
		if ( sidebar.querySelector( ':scope > .vitrine-filters-toggle' ) ) {
			return;
		}
		sidebar.id ||= `vitrine-filters-${ index + 1 }`;
		const button = page.createElement( 'button' );
		button.type = 'button';
		button.className = 'vitrine-button vitrine-filters-toggle';
		button.textContent = label;
		button.setAttribute( 'aria-controls', sidebar.id );
		button.setAttribute( 'aria-expanded', 'false' );
		button.addEventListener( 'click', () => {
			const open = sidebar.classList.toggle( 'is-open' );
			button.setAttribute( 'aria-expanded', String( open ) );
		} );
		sidebar.prepend( button );
	} );
}

/**
 * Starts the filters' behaviour on a page (once: later calls answer the same controller).
 *
 * @param page The document.
 */
export function startFilters( page: Document = document ): FilterController {
	const view = page.defaultView ?? window;
	const live = page.createElement( 'div' );
	live.className = 'vitrine-filters-live';
	live.setAttribute( 'role', 'status' );
	live.setAttribute( 'aria-live', 'polite' );
	page.body.append( live );
	page.documentElement.classList.add( 'vitrine-filters-js' );
	let inflight: AbortController | undefined;

	const navigate = async (
		url: string,
		{ push = true, focusId }: NavigateOptions = {}
	): Promise< void > => {
		inflight?.abort();
		const controller = new AbortController();
		inflight = controller;
		page.querySelector( LISTING )?.setAttribute( 'aria-busy', 'true' );
		const answer = await send( url, {
			headers: { Accept: 'text/html' },
			signal: controller.signal,
		} );
		if ( answer.failure === 'abort' ) {
			return;
		}
		const next =
			answer.status === 200
				? new DOMParser().parseFromString( answer.text, 'text/html' )
				: null;
		if ( ! next || ! swapParts( page, next ) ) {
			view.location.assign( url );
			return;
		}
		if ( push ) {
			view.history.pushState( { vitrineFilters: true }, '', url );
		}
		live.textContent =
			page.querySelector< HTMLElement >( LISTING )?.dataset
				.vitrineFound ?? '';
		const target = focusId ? page.getElementById( focusId ) : null;
		const fallback = page.querySelector< HTMLElement >(
			`${ FILTER } .vitrine-filter__chip, ${ FILTER } input:not([disabled]), ${ FILTER } select`
		);
		( target && ! ( target as HTMLInputElement ).disabled
			? target
			: fallback
		)?.focus();
	};

	const formUrl = ( form: HTMLFormElement ) =>
		filterUrl(
			form.action,
			new FormData( form ) as unknown as Iterable<
				[ string, FormDataEntryValue ]
			>
		);

	const onChange = ( event: Event ) => {
		const control = event.target as HTMLInputElement | HTMLSelectElement;
		const form = control.closest?.( `${ FILTER } form` );
		// Number fields (the price) wait for the form's Apply button or Enter.
		if ( form instanceof HTMLFormElement && control.type !== 'number' ) {
			void navigate( formUrl( form ), { focusId: control.id } );
		}
	};
	const onSubmit = ( event: Event ) => {
		const form = event.target as HTMLFormElement;
		if ( form.closest?.( FILTER ) ) {
			event.preventDefault();
			const active = page.activeElement;
			void navigate( formUrl( form ), {
				focusId: active instanceof HTMLElement ? active.id : undefined,
			} );
		}
	};
	const onClick = ( event: MouseEvent ) => {
		const link = ( event.target as Element ).closest?.(
			`${ FILTER } a[href]`
		);
		if (
			link instanceof HTMLAnchorElement &&
			! event.ctrlKey &&
			! event.metaKey &&
			! event.shiftKey &&
			event.button === 0
		) {
			event.preventDefault();
			void navigate( link.href );
		}
	};
	const onPopState = () => {
		void navigate( view.location.href, { push: false } );
	};

	page.addEventListener( 'change', onChange );
	page.addEventListener( 'submit', onSubmit );
	page.addEventListener( 'click', onClick );
	view.addEventListener( 'popstate', onPopState );
	return {
		navigate,
		destroy: () => {
			page.removeEventListener( 'change', onChange );
			page.removeEventListener( 'submit', onSubmit );
			page.removeEventListener( 'click', onClick );
			view.removeEventListener( 'popstate', onPopState );
			live.remove();
			page.documentElement.classList.remove( 'vitrine-filters-js' );
		},
	};
}
