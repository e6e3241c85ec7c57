/**
 * The reviews slider (spec, sections 2 and 4; docs/reviews.md, "Slider"): a chunk of the
 * reviews bundle, loaded only when a slider is on the page. The row is PHP's scroll-snap row
 * (it scrolls by touch, trackpad and keys without this); this wires the controls PHP printed
 * (play/pause, previous, next), draws the dots, runs autoplay by the widget's step, wrapping to
 * the start, stops it on hover (mousestop), on a click (clickstop), while focus is inside and
 * while unseen, turns the mouse wheel into steps (wheelscroll), and loads more reviews through
 * get_reviews as the visitor nears the end, with blurred placeholders meanwhile.
 *
 * No React: the cards are the page's, and the few that arrive later are built with the DOM
 * (./card.ts). The column count is CSS PHP wrote (SliderRenderer::columns_css()); this reads it.
 */
import { debounce } from '../width-class';
import { writeRelativeTimes } from '../floating/review-times';
import { browserTimers, type Timers } from '../timers';
import type { ReviewsSettings } from '../settings';
import { format, renderCard, type CardContext } from './card';
import { observeLazyImages } from './images';
import { fetchReviews } from './load';
import {
	activeDot,
	autoplayRuns,
	clampStart,
	maxStart,
	nextStart,
	placeholderCount,
	previousStart,
	shouldLoadMore,
	sliderDots,
	startFromScroll,
	stepSize,
	type AutoplayState,
	type Extent,
} from './model';
import { parseSliderOptions } from './options';

/** How often the slider checks whether it can be seen, ms (spec, section 9: 300). */
export const VISIBILITY_POLL = 300;

/** The fade effect's half: out, move, in. Matches the CSS transition. */
export const FADE_MS = 250;

/** One wheel gesture is one step: wheel events closer than this are the same gesture, ms. */
export const WHEEL_PAUSE = 400;

export interface Slider {
	/** The first visible card. */
	start: () => number;
	destroy: () => void;
}

/**
 * Starts one slider.
 *
 * @param root     The section[data-vitrine-reviews=slider].
 * @param settings The reviews bundle's settings.
 * @param timers   The clock.
 */
export function initSlider(
	root: HTMLElement,
	settings: ReviewsSettings,
	timers: Timers = browserTimers
): Slider | null {
	const found = root.querySelector< HTMLElement >(
		'.vitrine-reviews__items'
	);
	if ( ! found ) {
		return null;
	}
	const list: HTMLElement = found;
	const strings = settings.i18n;
	const options = parseSliderOptions( root.dataset.slider );
	const widgetId = Number( root.dataset.widgetId );
	const play = root.querySelector< HTMLButtonElement >(
		'.vitrine-slider__play'
	);
	const previous = root.querySelector< HTMLButtonElement >(
		'.vitrine-slider__prev'
	);
	const next = root.querySelector< HTMLButtonElement >(
		'.vitrine-slider__next'
	);
	const dots = root.querySelector< HTMLElement >( '.vitrine-slider__dots' );
	const cardContext: CardContext = {
		options: options.card,
		locale: settings.locale,
		strings,
	};
	const reducedMotion = window.matchMedia(
		'(prefers-reduced-motion: reduce)'
	).matches;

	let start = 0;
	let total = options.total;
	let busy = false;
	let autoplayTimer: number | null = null;
	let pollTimer: number | null = null;
	let fadeTimer: number | null = null;
	let wheelUntil = 0;
	// Where a move the script started is heading: scroll events until it arrives are ours.
	let heading: number | null = null;
	// A dot's start beyond the cards loaded so far: the row loads on until it gets there.
	let wanted: number | null = null;
	const state: AutoplayState = {
		playing: options.autoplay && ! reducedMotion && total > 1,
		hovered: false,
		mousestop: options.mousestop,
		focused: false,
		visible: isVisible(),
	};

	/* ------------------------------------------------------------ Measures */

	function items(): HTMLElement[] {
		return Array.from( list.children ) as HTMLElement[];
	}

	function realCount(): number {
		return list.querySelectorAll(
			':scope > .vitrine-reviews__item:not(.is-placeholder)'
		).length;
	}

	function columns(): number {
		const value = parseInt(
			getComputedStyle( list ).getPropertyValue(
				'--vitrine-reviews-columns'
			),
			10
		);
		return value > 0 ? value : 1;
	}

	/** A card's width plus the gap, px. */
	function pitch(): number {
		const row = items();
		const first = row[ 0 ];
		const second = row[ 1 ];
		if ( ! first ) {
			return 0;
		}
		const left = first.getBoundingClientRect().left;
		return second
			? Math.abs( second.getBoundingClientRect().left - left )
			: first.getBoundingClientRect().width;
	}

	function direction(): number {
		return getComputedStyle( list ).direction === 'rtl' ? -1 : 1;
	}

	function extent(): Extent {
		return {
			count: items().length,
			columns: columns(),
			complete: realCount() >= total,
		};
	}

	function isVisible(): boolean {
		return (
			! document.hidden &&
			root.getClientRects().length > 0 &&
			root.getBoundingClientRect().width > 0
		);
	}

	/* ------------------------------------------------------------ Moving */

	function scrollToStart( target: number, animate: boolean ): void {
		const max = list.scrollWidth - list.clientWidth;
		const left = direction() * Math.min( target * pitch(), max );
		heading = left;
		list.scrollTo( {
			left,
			behavior: animate && ! reducedMotion ? 'smooth' : 'instant',
		} );
		if ( Math.abs( list.scrollLeft - left ) < 2 ) {
			heading = null;
		}
	}

	/**
	 * Shows the cards from `target` on.
	 *
	 * @param target  The first card to show.
	 * @param animate Slide or fade there (false: jump, as after a resize).
	 */
	function goTo( target: number, animate = true ): void {
		const { count, columns: shownColumns } = extent();
		start = clampStart( target, count, shownColumns );
		if ( fadeTimer !== null ) {
			timers.clearTimeout( fadeTimer );
			fadeTimer = null;
		}
		if ( options.effect === 'fade' && animate && ! reducedMotion ) {
			list.classList.add( 'is-fading' );
			const destination = start;
			fadeTimer = timers.setTimeout( () => {
				fadeTimer = null;
				scrollToStart( destination, false );
				list.classList.remove( 'is-fading' );
			}, FADE_MS );
		} else {
			// A fade under way (cut short by a resize, say) ends here too.
			list.classList.remove( 'is-fading' );
			scrollToStart( start, animate );
		}
		updateDots();
		maybeLoad();
	}

	function move( kind: 'autoplay' | 'button', forward: boolean ): void {
		wanted = null;
		const step = stepSize(
			kind,
			options.step,
			options.perButton,
			columns()
		);
		goTo(
			forward
				? nextStart( start, step, extent() )
				: previousStart( start, step, extent() )
		);
	}

	/** The visitor scrolled the row by hand: the nearest card is the start. */
	const syncFromScroll = debounce(
		() => {
			if ( heading !== null ) {
				return;
			}
			start = clampStart(
				startFromScroll( list.scrollLeft, pitch() ),
				items().length,
				columns()
			);
			updateDots();
			maybeLoad();
		},
		100,
		timers
	);

	function onScroll(): void {
		if ( heading !== null && Math.abs( list.scrollLeft - heading ) < 2 ) {
			heading = null;
			return;
		}
		syncFromScroll();
	}

	/* ------------------------------------------------------------ Dots */

	function updateDots(): void {
		if ( ! dots ) {
			return;
		}
		const starts = sliderDots(
			items().length,
			total,
			columns(),
			options.perDot
		);
		if ( dots.childElementCount !== starts.length ) {
			const hadFocus = dots.contains( dots.ownerDocument.activeElement );
			dots.replaceChildren(
				...starts.map( ( _dot, index ) => {
					const button = document.createElement( 'button' );
					button.type = 'button';
					button.className = 'vitrine-slider__dot';
					button.setAttribute( 'aria-controls', list.id );
					button.setAttribute(
						'aria-label',
						format(
							options.perDot ? strings.page : strings.dot,
							index + 1
						)
					);
					return button;
				} )
			);
			if ( hadFocus ) {
				( dots.firstElementChild as HTMLElement | null )?.focus();
			}
		}
		const current = activeDot( starts, start );
		Array.from( dots.children ).forEach( ( dot, index ) => {
			( dot as HTMLButtonElement ).dataset.start = String(
				starts[ index ]
			);
			if ( index === current ) {
				dot.setAttribute( 'aria-current', 'true' );
			} else {
				dot.removeAttribute( 'aria-current' );
			}
		} );
	}

	/* ------------------------------------------------------------ Autoplay */

	function updateAutoplay(): void {
		const runs = autoplayRuns( state );
		list.setAttribute( 'aria-live', runs ? 'off' : 'polite' );
		if ( play ) {
			play.dataset.playing = String( state.playing );
			const label = play.querySelector( '.screen-reader-text' );
			if ( label ) {
				label.textContent = state.playing
					? strings.pause
					: strings.play;
			}
		}
		if ( ! runs && autoplayTimer !== null ) {
			timers.clearTimeout( autoplayTimer );
			autoplayTimer = null;
		} else if ( runs && autoplayTimer === null ) {
			autoplayTimer = timers.setTimeout( tick, options.speed * 1000 );
		}
	}

	function tick(): void {
		autoplayTimer = null;
		if ( autoplayRuns( state ) ) {
			move( 'autoplay', true );
		}
		updateAutoplay();
	}

	/** Autoplay waits while the slider cannot be seen (a closed tab, a hidden page). */
	function poll(): void {
		pollTimer = timers.setTimeout( poll, VISIBILITY_POLL );
		const visible = isVisible();
		if ( visible !== state.visible ) {
			state.visible = visible;
			if ( visible ) {
				goTo( start, false );
			}
			updateAutoplay();
		}
	}

	function setPlaying( playing: boolean ): void {
		state.playing = playing;
		updateAutoplay();
	}

	/* ------------------------------------------------------------ Loading */

	function slideLabels(): void {
		list.querySelectorAll< HTMLElement >(
			':scope > .vitrine-reviews__item:not(.is-placeholder)'
		).forEach( ( item, index ) =>
			item.setAttribute(
				'aria-label',
				format( strings.slide, index + 1, total )
			)
		);
	}

	function placeholder(): HTMLElement {
		const item = document.createElement( 'div' );
		item.className = 'vitrine-reviews__item is-placeholder';
		item.setAttribute( 'aria-hidden', 'true' );
		const card = document.createElement( 'div' );
		card.className = 'vitrine-review vitrine-review--placeholder';
		for ( const part of [ 'avatar', 'line', 'line', 'line' ] ) {
			const bone = document.createElement( 'span' );
			bone.className = `vitrine-review__bone vitrine-review__bone--${ part }`;
			card.append( bone );
		}
		item.append( card );
		return item;
	}

	function maybeLoad(): void {
		const lookahead = Math.max(
			stepSize( 'autoplay', options.step, options.perButton, columns() ),
			stepSize( 'button', options.step, options.perButton, columns() )
		);
		if (
			! Number.isFinite( widgetId ) ||
			! shouldLoadMore(
				start,
				columns(),
				lookahead,
				realCount(),
				total,
				busy
			)
		) {
			return;
		}
		void load();
	}

	async function load(): Promise< void > {
		busy = true;
		const offset = realCount();
		const size = placeholderCount( offset, total, options.batch );
		const placeholders = Array.from( { length: size }, placeholder );
		list.append( ...placeholders );
		list.setAttribute( 'aria-busy', 'true' );
		updateDots();

		const reviews = await fetchReviews(
			settings.ajaxUrl,
			widgetId,
			offset,
			size
		);
		const added: HTMLElement[] = [];
		placeholders.forEach( ( item, index ) => {
			const review = reviews?.[ index ];
			if ( ! review ) {
				item.remove();
				return;
			}
			const slide = document.createElement( 'div' );
			slide.className = 'vitrine-reviews__item';
			slide.setAttribute( 'role', 'group' );
			slide.setAttribute(
				'aria-roledescription',
				root
					.querySelector(
						'.vitrine-reviews__item[aria-roledescription]'
					)
					?.getAttribute( 'aria-roledescription' ) ?? 'slide'
			);
			slide.append( renderCard( review, cardContext ) );
			item.replaceWith( slide );
			added.push( slide );
		} );
		if ( reviews === null || reviews.length < size ) {
			// An unusable answer, or fewer reviews than announced: the row ends here.
			total = realCount();
		}
		added.forEach( ( slide ) => {
			writeRelativeTimes( slide, settings.locale, {
				justNow: strings.justNow,
			} );
			observeLazyImages( slide, list );
		} );
		list.removeAttribute( 'aria-busy' );
		slideLabels();
		busy = false;
		if (
			wanted !== null &&
			wanted <= maxStart( items().length, columns() )
		) {
			start = wanted;
			wanted = null;
		} else if ( wanted !== null && realCount() >= total ) {
			wanted = null;
		}
		goTo( wanted ?? start, false );
	}

	/* ------------------------------------------------------------ Events */

	const listeners: Array<
		[ EventTarget, string, EventListener, AddEventListenerOptions? ]
	> = [];
	function on(
		target: EventTarget | null,
		type: string,
		listener: EventListener,
		listenerOptions?: AddEventListenerOptions
	): void {
		if ( target ) {
			target.addEventListener( type, listener, listenerOptions );
			listeners.push( [ target, type, listener, listenerOptions ] );
		}
	}

	on( previous, 'click', () => move( 'button', false ) );
	on( next, 'click', () => move( 'button', true ) );
	on( dots, 'click', ( event ) => {
		const dot = ( event.target as Element ).closest< HTMLElement >(
			'.vitrine-slider__dot'
		);
		if ( dot?.dataset.start !== undefined ) {
			const target = Number( dot.dataset.start );
			wanted =
				target > maxStart( items().length, columns() ) ? target : null;
			goTo( target );
		}
	} );
	on( play, 'click', () => setPlaying( ! state.playing ) );
	on( list, 'scroll', onScroll, { passive: true } );
	// However a move ended (arrived, snapped nearby, interrupted), the row is the visitor's again.
	on( list, 'scrollend', () => {
		heading = null;
		syncFromScroll();
	} );
	for ( const type of [ 'pointerdown', 'keydown', 'touchstart' ] ) {
		// The visitor takes over the row: whatever the script was heading for is forgotten.
		on(
			list,
			type,
			() => {
				heading = null;
				wanted = null;
			},
			{ passive: true }
		);
	}
	on( root, 'pointerenter', () => {
		state.hovered = true;
		updateAutoplay();
	} );
	on( root, 'pointerleave', () => {
		state.hovered = false;
		updateAutoplay();
	} );
	on( root, 'click', ( event ) => {
		if ( options.clickstop && ! play?.contains( event.target as Node ) ) {
			setPlaying( false );
		}
	} );
	on( root, 'focusin', ( event ) => {
		// The play/pause button is the one control that does not pause: it is how to resume.
		state.focused = event.target !== play;
		updateAutoplay();
	} );
	on( root, 'focusout', ( event ) => {
		const to = ( event as FocusEvent ).relatedTarget as Node | null;
		state.focused = !! to && to !== play && root.contains( to );
		updateAutoplay();
	} );
	if ( options.wheelscroll ) {
		on(
			list,
			'wheel',
			( event ) => {
				const wheel = event as WheelEvent;
				if (
					Math.abs( wheel.deltaY ) <= Math.abs( wheel.deltaX ) ||
					wheel.ctrlKey
				) {
					return;
				}
				const forward = wheel.deltaY > 0;
				const edge = extent();
				// At either end the wheel scrolls the page again instead of wrapping.
				const at = forward
					? nextStart( start, 1, { ...edge, complete: false } ) ===
						start
					: start === 0;
				if ( at ) {
					return;
				}
				wheel.preventDefault();
				if ( timers.now() < wheelUntil ) {
					return;
				}
				wheelUntil = timers.now() + WHEEL_PAUSE;
				move( 'button', forward );
			},
			{ passive: false }
		);
	}
	const resized = debounce( () => goTo( start, false ), undefined, timers );
	// Every browser we support has ResizeObserver and IntersectionObserver (no fallbacks).
	const observer = new ResizeObserver( () => resized() );
	observer.observe( list );

	root.classList.add( 'is-ready' );
	slideLabels();
	updateDots();
	updateAutoplay();
	poll();
	maybeLoad();

	return {
		start: () => start,
		destroy: () => {
			listeners.forEach(
				( [ target, type, listener, listenerOptions ] ) =>
					target.removeEventListener(
						type,
						listener,
						listenerOptions
					)
			);
			observer.disconnect();
			resized.cancel();
			syncFromScroll.cancel();
			for ( const timer of [ autoplayTimer, pollTimer, fadeTimer ] ) {
				if ( timer !== null ) {
					timers.clearTimeout( timer );
				}
			}
			root.classList.remove( 'is-ready' );
		},
	};
}
