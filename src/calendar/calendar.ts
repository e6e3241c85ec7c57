/**
 * One calendar block (Vitrine\Calendar\CalendarBlock): the month's links load the month in place
 * through calendar_month, with a loading state, and the grid of days follows the WAI-ARIA grid
 * pattern (arrows, Home and End, Page Up and Page Down for months, one day in the tab order).
 * Without this script the links load the page for that month.
 */
import { callAjax } from '../core/ajax';
import type { CalendarBundleSettings } from './settings';
import { createMonthCache, type MonthCache } from './month-cache';
import { targetDay } from './grid-keys';

const DAY = 'td[data-date]';

interface MonthAnswer {
	content?: unknown;
	month?: unknown;
}

export interface CalendarWidget {
	/** Shows a month, from the page's cache or the server; settles when it is shown (or failed). */
	show: ( month: string, focusDay?: string ) => Promise< boolean >;
	destroy: () => void;
}

/**
 * The address of the page for a month: the current address with the calendar's parameter set.
 *
 * @param href  The current address.
 * @param param The calendar's parameter: vitrine_month, vitrine_month_2…
 * @param month YYYY-MM.
 */
export function monthUrl( href: string, param: string, month: string ): string {
	const url = new URL( href );
	url.searchParams.set( param, month );
	return url.toString();
}

/**
 * Makes the month's table a grid: one day focusable (the one given, else today, else the
 * first), the events' links out of the tab order (Enter reaches them).
 *
 * @param root  The calendar.
 * @param focus The day to make focusable.
 */
export function enhanceGrid( root: HTMLElement, focus?: string ): void {
	const table = root.querySelector< HTMLTableElement >(
		'.vitrine-calendar__grid'
	);
	if ( ! table ) {
		return;
	}
	table.setAttribute( 'role', 'grid' );
	const days = [ ...table.querySelectorAll< HTMLElement >( DAY ) ];
	const chosen =
		days.find( ( cell ) => cell.dataset.date === focus ) ??
		days.find(
			( cell ) => cell.getAttribute( 'aria-current' ) === 'date'
		) ??
		days[ 0 ];
	days.forEach( ( cell ) => {
		cell.tabIndex = cell === chosen ? 0 : -1;
	} );
	table
		.querySelectorAll< HTMLElement >( 'td a' )
		.forEach( ( link ) => ( link.tabIndex = -1 ) );
}

/**
 * Starts one calendar.
 *
 * @param root     The calendar's element.
 * @param settings The bundle's settings.
 */
export function initCalendar(
	root: HTMLElement,
	settings: CalendarBundleSettings
): CalendarWidget {
	const container = root.querySelector< HTMLElement >(
		'.vitrine-calendar__month'
	);
	const status = root.querySelector< HTMLElement >(
		'.vitrine-calendar__status'
	);
	const param = root.dataset.param ?? 'vitrine_month';
	const instance = /_(\d+)$/.exec( param )?.[ 1 ] ?? '1';
	let rules = { cacheTimeout: 0, maxCache: 12 };
	try {
		rules = { ...rules, ...JSON.parse( root.dataset.settings ?? '{}' ) };
	} catch {
		// Settings the page mangled: no cache; the server refuses the call anyway.
	}
	const cache: MonthCache = createMonthCache( rules );
	const first = root.dataset.month ?? '';
	let pending: AbortController | null = null;

	if ( container && first ) {
		cache.set( first, container.innerHTML );
	}

	const fixLinks = () =>
		root
			.querySelectorAll< HTMLAnchorElement >( 'a[data-month]' )
			.forEach( ( link ) => {
				link.href = monthUrl(
					window.location.href,
					param,
					link.dataset.month ?? ''
				);
			} );

	const setBusy = ( busy: boolean ) => {
		root.classList.toggle( 'is-loading', busy );
		if ( busy ) {
			root.setAttribute( 'aria-busy', 'true' );
		} else {
			root.removeAttribute( 'aria-busy' );
		}
	};

	const fetchMonth = async (
		month: string,
		signal: AbortSignal
	): Promise< string | null > => {
		const cached = cache.get( month );
		if ( cached !== undefined ) {
			return cached;
		}
		const answer = await callAjax< MonthAnswer >(
			settings.ajaxUrl,
			'calendar_month',
			{
				method: 'POST',
				body: new URLSearchParams( {
					month,
					settings: root.dataset.settings ?? '',
					post: root.dataset.post ?? '0',
					instance,
				} ),
				signal,
			}
		);
		const content = answer.body?.content;
		if ( answer.status !== 200 || typeof content !== 'string' ) {
			return null;
		}
		cache.set( month, content );
		return content;
	};

	const show = async ( month: string, focusDay?: string ) => {
		if ( ! container ) {
			return false;
		}
		pending?.abort();
		const controller = new AbortController();
		pending = controller;
		setBusy( true );
		if ( status ) {
			status.textContent = settings.i18n.loading;
		}
		const content = await fetchMonth( month, controller.signal );
		if ( controller.signal.aborted ) {
			return false;
		}
		pending = null;
		setBusy( false );
		if ( content === null ) {
			if ( status ) {
				status.textContent = settings.i18n.failed;
			}
			return false;
		}
		const hadFocus = container.contains( root.ownerDocument.activeElement );
		const focusedNav = (
			root.ownerDocument.activeElement as HTMLElement | null
		 )?.classList.contains( 'vitrine-calendar__nav--next' )
			? 'next'
			: 'prev';
		container.innerHTML = content;
		root.dataset.month = month;
		fixLinks();
		enhanceGrid( root, focusDay );
		window.history.replaceState(
			window.history.state,
			'',
			monthUrl( window.location.href, param, month )
		);
		if ( status ) {
			status.textContent =
				root.querySelector( '.vitrine-calendar__title' )?.textContent ??
				'';
		}
		if ( focusDay ) {
			root.querySelector< HTMLElement >(
				'[role="grid"] [tabindex="0"]'
			)?.focus();
		} else if ( hadFocus ) {
			root.querySelector< HTMLElement >(
				`.vitrine-calendar__nav--${ focusedNav }`
			)?.focus();
		}
		return true;
	};

	const moveTo = ( day: string ) => {
		const cell = root.querySelector< HTMLElement >(
			`${ DAY }[data-date="${ day }"]`
		);
		if ( cell ) {
			root.querySelectorAll< HTMLElement >( DAY ).forEach(
				( other ) => ( other.tabIndex = other === cell ? 0 : -1 )
			);
			cell.focus();
			return;
		}
		const month = day.slice( 0, 7 );
		void show( month, day );
	};

	const onClick = ( event: MouseEvent ) => {
		const link = (
			event.target as Element | null
		 )?.closest< HTMLAnchorElement >( 'a[data-month]' );
		if (
			! link ||
			! root.contains( link ) ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		event.preventDefault();
		void show( link.dataset.month ?? '' );
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		const target = event.target as HTMLElement;
		const cell = target.closest< HTMLElement >( DAY );
		if (
			! cell ||
			! root.contains( cell ) ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey
		) {
			return;
		}
		if ( target !== cell ) {
			// On an event's link: Escape or F2 goes back to the day, arrows between its events.
			const links = [ ...cell.querySelectorAll< HTMLElement >( 'a' ) ];
			const index = links.indexOf( target );
			if ( event.key === 'Escape' || event.key === 'F2' ) {
				event.preventDefault();
				cell.focus();
			} else if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
				event.preventDefault();
				const next =
					links[ index + ( event.key === 'ArrowDown' ? 1 : -1 ) ];
				next?.focus();
			}
			return;
		}
		if ( event.key === 'Enter' || event.key === 'F2' ) {
			const link = cell.querySelector< HTMLElement >( 'a' );
			if ( link ) {
				event.preventDefault();
				link.focus();
			}
			return;
		}
		const row = [
			...( cell.parentElement?.querySelectorAll< HTMLElement >( DAY ) ??
				[] ),
		];
		const day = cell.dataset.date ?? '';
		const rtl = getComputedStyle( root ).direction === 'rtl';
		const destination = targetDay(
			day,
			event.key,
			{
				first: row[ 0 ]?.dataset.date ?? day,
				last: row[ row.length - 1 ]?.dataset.date ?? day,
			},
			rtl,
			event.shiftKey
		);
		if ( destination === null ) {
			return;
		}
		event.preventDefault();
		moveTo( destination );
	};

	fixLinks();
	enhanceGrid( root );
	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeyDown );

	return {
		show,
		destroy() {
			pending?.abort();
			root.removeEventListener( 'click', onClick );
			root.removeEventListener( 'keydown', onKeyDown );
		},
	};
}
