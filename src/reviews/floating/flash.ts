/**
 * Flash widgets (spec, sections 2 and 4): a small card cycling through the widget's reviews,
 * driven by flash-timer.ts with the widget's flash_start / flash_visible / flash_invisible.
 * Every showing brings the next review's story. The card does not hide while the pointer is
 * over it or while focus is in it (a keyboard user's focus must not vanish); it pauses while
 * expanded. A click on the story expands the card to the full reviews, highlights that review
 * and scrolls it into view. Closed, it stays hidden for the rest of the browser session.
 *
 * For screen readers the card is a labelled region that appears without taking focus; there is
 * no live region: announcing every cycle would interrupt the visitor every ten seconds with
 * content they did not ask for. The region can be reached by landmark navigation while it shows.
 *
 * Markup (Vitrine\Reviews\Views\Floating\FloatingRenderer):
 *   section[data-vitrine-floating="flash"][data-dismiss-key][data-start][data-visible][data-invisible][hidden]
 *     button.vitrine-flash__story[data-index] (one per review, all but one hidden)
 *     button.vitrine-flash__close
 *     .vitrine-flash__reviews[hidden] > .vitrine-flash__review[data-index] (the review cards)
 */
import { createFlashTimer, type FlashTimer } from '../flash-timer';
import {
	dismiss,
	isDismissed,
	type DismissalStorage,
} from '../session-dismissal';
import type { Timers } from '../timers';
import { browserTimers } from '../timers';
import { returnFocus, trackFocusOrigin } from './focus-return';

/**
 * A duration data attribute in ms, or undefined (the timer's default) when missing.
 *
 * @param value The attribute.
 */
function milliseconds( value: string | undefined ): number | undefined {
	if ( value === undefined || value.trim() === '' ) {
		return undefined;
	}
	const number = Number( value );
	return Number.isFinite( number ) ? number : undefined;
}

/**
 * Whether the visitor asked for less motion.
 */
function reducedMotion(): boolean {
	return (
		typeof window.matchMedia === 'function' &&
		window.matchMedia( '(prefers-reduced-motion: reduce)' ).matches
	);
}

/**
 * Starts one flash card's cycle, unless it was closed earlier in the session.
 *
 * @param root    The widget's element.
 * @param storage sessionStorage, or null.
 * @param timers  The clock.
 * @return The running timer, or null when the card stays closed or has no review.
 */
export function initFlashWidget(
	root: HTMLElement,
	storage: DismissalStorage | null,
	timers: Timers = browserTimers
): FlashTimer | null {
	const key = root.dataset.dismissKey ?? '';
	const stories = Array.from(
		root.querySelectorAll< HTMLButtonElement >( '.vitrine-flash__story' )
	);
	if (
		stories.length === 0 ||
		( key !== '' && isDismissed( key, storage ) )
	) {
		root.hidden = true;
		return null;
	}

	const panel = root.querySelector< HTMLElement >(
		'.vitrine-flash__reviews'
	);
	let current = 0;
	let showings = 0;
	let pointerOver = false;
	let focusInside = false;
	let expanded = false;

	const showStory = ( index: number ) => {
		current = index;
		stories.forEach( ( story, position ) => {
			story.hidden = position !== index;
		} );
	};

	const timer = createFlashTimer(
		{
			start: milliseconds( root.dataset.start ),
			visible: milliseconds( root.dataset.visible ),
			invisible: milliseconds( root.dataset.invisible ),
			onChange: ( state ) => {
				if ( state === 'visible' ) {
					// The first showing has the first review; each later one the next.
					showStory(
						showings === 0 ? 0 : ( current + 1 ) % stories.length
					);
					showings++;
				}
				root.hidden = state !== 'visible';
				root.dataset.state = state;
			},
		},
		timers
	);
	root.dataset.state = timer.state();

	const origin = trackFocusOrigin( root );
	const hover = () => timer.hover( pointerOver || focusInside );
	root.addEventListener( 'pointerenter', () => {
		pointerOver = true;
		hover();
	} );
	root.addEventListener( 'pointerleave', () => {
		pointerOver = false;
		hover();
	} );
	root.addEventListener( 'focusin', () => {
		focusInside = true;
		hover();
	} );
	root.addEventListener( 'focusout', ( event ) => {
		if ( ! root.contains( event.relatedTarget as Node | null ) ) {
			focusInside = false;
			hover();
		}
	} );

	const setExpanded = ( next: boolean ) => {
		expanded = next;
		root.classList.toggle( 'is-expanded', next );
		stories.forEach( ( story ) =>
			story.setAttribute( 'aria-expanded', next ? 'true' : 'false' )
		);
		if ( panel ) {
			panel.hidden = ! next;
		}
		root.querySelectorAll< HTMLElement >(
			'.vitrine-flash__review'
		).forEach( ( review ) => {
			const highlighted =
				next && Number( review.dataset.index ) === current;
			review.classList.toggle( 'is-highlighted', highlighted );
			if ( highlighted ) {
				review.setAttribute( 'aria-current', 'true' );
				review.scrollIntoView( {
					block: 'nearest',
					behavior: reducedMotion() ? 'auto' : 'smooth',
				} );
			} else {
				review.removeAttribute( 'aria-current' );
			}
		} );
		timer.expand( next );
	};

	stories.forEach( ( story ) =>
		story.addEventListener( 'click', () => setExpanded( ! expanded ) )
	);
	root.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && expanded ) {
			setExpanded( false );
			stories[ current ]?.focus();
		}
	} );

	root.querySelector( '.vitrine-flash__close' )?.addEventListener(
		'click',
		() => {
			const hadFocus = root.contains( root.ownerDocument.activeElement );
			if ( key !== '' ) {
				dismiss( key, storage );
			}
			timer.close();
			root.hidden = true;
			// The focused button is gone: focus goes back where it came from.
			returnFocus( root, origin(), hadFocus );
		}
	);

	return timer;
}
