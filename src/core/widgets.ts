/**
 * The lazy widget registry: the one way a storefront bundle finds its widgets in the page, loads
 * their code, starts them and tears them down (see docs/architecture.md).
 *
 * A widget type is a selector, a scheduler and a loader. The registry starts each element once:
 * at once (`now`: a widget that must be ready at load, one on a timer, one above the fold) or
 * when it comes near the viewport (`near()`, NEAR_VIEWPORT); it watches the page for elements
 * added later and destroys the widget of an element that leaves the page. The loader runs once
 * per type, on the first element; a loader that fails or an init that throws is reported to the
 * page's error handlers and leaves the other widgets running.
 *
 * To add a widget: in its module, a function that returns its WidgetType,
 *
 *     export const fooWidget = ( settings: FooSettings ): WidgetType => ( {
 *         selector: '.vitrine-foo', // optional: [data-vitrine-widget~="foo"] by default
 *         start: near(), // or now, only if it must work at load
 *         load: () =>
 *             import( './foo' ).then(
 *                 ( { initFoo } ) => ( element ) => initFoo( element, settings )
 *             ),
 *     } );
 *
 * with a webpackChunkName comment in the import() for code of its own chunk; code small enough
 * to ship in the bundle is imported statically and returned by an async loader (an eager
 * import() would keep webpack from concatenating modules, which costs bytes). Then in the entry,
 * once the document is parsed: `createWidgetRegistry().define( { foo: fooWidget( settings ) } )
 * .start()`. The init returns a Widget when something outlives its element (timers, observers,
 * listeners on the document), and nothing otherwise.
 *
 * The schedulers are functions rather than names so that a bundle whose widgets all start at
 * once carries no viewport code (docs/decisions.md, "The lazy widget registry").
 */

/** A started widget. */
export interface Widget {
	/** Undoes what outlives the element: called when the element leaves the page. */
	destroy: () => void;
}

/** Starts the widget of one element. */
export type WidgetInit = ( element: HTMLElement ) => Widget | null | void;

/**
 * When a widget starts. Given the element and its start, it either starts it at once and returns
 * the start's promise (which scan() waits for), or arranges to start it later and returns what
 * stops waiting (called when the element leaves the page first).
 */
export type Scheduler = (
	element: Element,
	start: () => Promise< void >
) => Promise< void > | ( () => void );

export interface WidgetType {
	/** The widget's elements; `[data-vitrine-widget~="<name>"]` by default. */
	selector?: string;
	/** `now`, or `near()`. */
	start: Scheduler;
	/** Loads the widget's code (a dynamic import() of its chunk) and returns its init. Called once. */
	load: () => Promise< WidgetInit >;
}

export interface WidgetRegistry {
	/** Adds widget types by name; a name already defined is replaced. */
	define: ( types: Record< string, WidgetType > ) => WidgetRegistry;
	/**
	 * Finds the widgets under (and including) the root and schedules each not seen before.
	 * Settles once those that start `now` have started (or failed).
	 */
	scan: ( root: ParentNode ) => Promise< unknown >;
	/** Scans the document, then follows it: elements added later, elements removed. */
	start: () => Promise< unknown >;
}

/**
 * How far outside the viewport a `near()` widget starts: a screen's scroll ahead, so that its
 * code (a chunk) is there when it scrolls in.
 */
export const NEAR_VIEWPORT = '300px';

/**
 * Starts the widget as soon as the registry finds its element.
 * @param _element
 * @param start
 */
export const now: Scheduler = ( _element, start ) => start();

/**
 * Starts the widget once its element comes within NEAR_VIEWPORT of the viewport. One observer
 * per widget type, made when the first element waits.
 */
export function near(): Scheduler {
	let observer: IntersectionObserver | undefined;
	// Element => the starts waiting for it (several types may share an element).
	const waiting = new Map< Element, Array< () => unknown > >();
	return ( element, start ) => {
		observer ??= new IntersectionObserver(
			( entries ) =>
				entries.forEach( ( { target, isIntersecting } ) => {
					if ( isIntersecting ) {
						observer?.unobserve( target );
						waiting.get( target )?.forEach( ( run ) => run() );
						waiting.delete( target );
					}
				} ),
			{ rootMargin: NEAR_VIEWPORT }
		);
		waiting.set( element, [ ...( waiting.get( element ) ?? [] ), start ] );
		observer.observe( element );
		return () => {
			observer?.unobserve( element );
			waiting.delete( element );
		};
	};
}

/** A widget started with nothing to destroy, or failed. */
const DONE = 0;

/*
 * Written for bytes as much as for reading: every storefront bundle with widgets carries this.
 * Errors go to the page's error handlers (reportError: window.onerror, the console) and stop no
 * other widget: reported, not swallowed.
 */

/**
 * A registry of widget types, for one bundle.
 */
export function createWidgetRegistry(): WidgetRegistry {
	const types: Record< string, WidgetType > = {};
	// Type name => its init, loaded once; undefined when its loader failed (reported once).
	const inits: Record< string, Promise< WidgetInit | void > > = {};
	// Element => type name => its widget: while it waits, a Widget whose destroy stops waiting.
	// An element leaves the map when it leaves the page.
	const states = new Map< Element, Record< string, Widget | typeof DONE > >();

	const registry: WidgetRegistry = {
		define( added ) {
			Object.assign( types, added );
			return registry;
		},

		scan( root ) {
			const started: Array< Promise< void > > = [];
			for ( const name in types ) {
				const {
					selector = `[data-vitrine-widget~="${ name }"]`,
					start,
					load,
				} = types[ name ];
				const found = [ ...root.querySelectorAll( selector ) ];
				// A Document has no matches(): only an element added later can be one itself.
				if ( ( root as Element ).matches?.( selector ) ) {
					found.unshift( root as Element );
				}
				found.forEach( ( element ) => {
					const own = states.get( element ) ?? {};
					states.set( element, own );
					if ( name in own ) {
						return;
					}
					const waiting: Widget = { destroy() {} };
					own[ name ] = waiting;
					// Loads the type's code if need be and starts the widget, unless it started
					// already or the element left the page meanwhile.
					const scheduled = start( element, () =>
						( inits[ name ] ??= load().catch( ( error ) => {
							reportError( error );
						} ) ).then( ( init ) => {
							if (
								init &&
								states.get( element )?.[ name ] === waiting
							) {
								own[ name ] = DONE;
								try {
									own[ name ] =
										init( element as HTMLElement ) || DONE;
								} catch ( error ) {
									reportError( error );
								}
							}
						} )
					);
					if ( typeof scheduled === 'function' ) {
						waiting.destroy = scheduled;
					} else {
						started.push( scheduled );
					}
				} );
			}
			return Promise.all( started );
		},

		start() {
			new MutationObserver( ( records ) => {
				records.forEach( ( record ) =>
					record.addedNodes.forEach(
						( node ) =>
							node instanceof Element && registry.scan( node )
					)
				);
				// After the scan: an element moved within the page is found started, and
				// kept. Then the widgets of the elements no longer in the page are destroyed.
				states.forEach( ( own, element ) => {
					if ( ! element.isConnected ) {
						states.delete( element );
						for ( const name in own ) {
							try {
								(
									own[ name ] as Partial< Widget >
								 ).destroy?.();
							} catch ( error ) {
								reportError( error );
							}
						}
					}
				} );
			} ).observe( document, { childList: true, subtree: true } );
			return registry.scan( document );
		},
	};
	return registry;
}
