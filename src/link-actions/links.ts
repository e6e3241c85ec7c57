/**
 * Binds the page's action links to the registry, by delegation on the document (links added
 * later work too). event=click (default): a click runs the action. event=hover: pointing at the
 * link, or focusing it from the keyboard, runs it after `delay` milliseconds (DEFAULT_HOVER_DELAY
 * when absent); leaving before cancels it; a click runs it at once unless the hover already did.
 * An action link never navigates.
 */
import { linkActions, parseAction, type LinkActionContext } from './registry';

export const DEFAULT_HOVER_DELAY = 300;

const SELECTOR = 'a[href*="#vitrine-action:"]';

/**
 * Starts listening; gives back the function that stops.
 *
 * @param root The document (or an element, in tests).
 */
export function bindActionLinks( root: Document | HTMLElement = document ) {
	const registry = linkActions();
	const timers = new Map< Element, number >();
	const ranByHover = new WeakSet< Element >();

	const actionOf = ( event: Event ) => {
		const link = ( event.target as Element | null )?.closest?.(
			SELECTOR
		) as HTMLAnchorElement | null;
		const action = link && parseAction( link.getAttribute( 'href' ) ?? '' );
		return link && action ? { link, ...action } : null;
	};
	const run = (
		name: string,
		settings: Record< string, string >,
		context: LinkActionContext
	) => void registry.run( name, settings, context );

	const onClick = ( event: Event ) => {
		const found = actionOf( event );
		if ( ! found ) {
			return;
		}
		event.preventDefault();
		const { link, name, settings } = found;
		window.clearTimeout( timers.get( link ) );
		timers.delete( link );
		if ( settings.event === 'hover' && ranByHover.has( link ) ) {
			return;
		}
		run( name, settings, { link, event } );
	};
	const onEnter = ( event: Event ) => {
		const found = actionOf( event );
		if ( ! found || found.settings.event !== 'hover' ) {
			return;
		}
		const { link, name, settings } = found;
		// mouseover bubbles from the link's children: one timer per link.
		if ( timers.has( link ) ) {
			return;
		}
		const delay = Number( settings.delay ?? DEFAULT_HOVER_DELAY );
		timers.set(
			link,
			window.setTimeout(
				() => {
					timers.delete( link );
					ranByHover.add( link );
					run( name, settings, { link, event } );
				},
				delay >= 0 ? delay : DEFAULT_HOVER_DELAY
			)
		);
	};
	const onLeave = ( event: Event ) => {
		const found = actionOf( event );
		const related = ( event as MouseEvent ).relatedTarget as Node | null;
		if ( ! found || ( related && found.link.contains( related ) ) ) {
			return;
		}
		window.clearTimeout( timers.get( found.link ) );
		timers.delete( found.link );
		ranByHover.delete( found.link );
	};

	const listeners: Array< [ string, ( event: Event ) => void ] > = [
		[ 'click', onClick ],
		[ 'mouseover', onEnter ],
		[ 'focusin', onEnter ],
		[ 'mouseout', onLeave ],
		[ 'focusout', onLeave ],
	];
	listeners.forEach( ( [ type, listener ] ) =>
		root.addEventListener( type, listener )
	);
	return () =>
		listeners.forEach( ( [ type, listener ] ) =>
			root.removeEventListener( type, listener )
		);
}

/**
 * The actions every page with links has: reload.
 */
export function registerBuiltInActions() {
	linkActions().register( 'reload', () => window.location.reload() );
}
