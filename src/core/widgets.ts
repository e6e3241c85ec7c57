/**
 * The lazy widget registry: the one way a storefront bundle finds its widgets in the page, loads
 * their code, starts them and tears them down (see docs/architecture.md).
 *
 * A widget type is a selector and a loader. The registry starts each element once, when it comes
 * near the viewport (NEAR_VIEWPORT), or at once for a widget that must be ready at load (one on a
 * timer, one above the fold); it watches the page for elements added later and destroys the
 * widget of an element that leaves the page. The loader runs once per type, on the first element;
 * a loader that fails or an init that throws is reported to the page's error handlers and leaves
 * the other widgets running.
 *
 * To add a widget: in its module, a function that returns its WidgetType,
 *
 *     export const fooWidget = ( settings: FooSettings ): WidgetType => ( {
 *         selector: '.vitrine-foo', // optional: [data-vitrine-widget~="foo"] by default
 *         start: 'now', // optional: 'near' by default; 'now' only if it must work at load
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
 */

/** A started widget. */
export interface Widget {
	/** Undoes what outlives the element: called when the element leaves the page. */
	destroy: () => void;
}

/** Starts the widget of one element. */
export type WidgetInit = ( element: HTMLElement ) => Widget | null | void;

export interface WidgetType {
	/** The widget's elements; `[data-vitrine-widget~="<name>"]` by default. */
	selector?: string;
	/**
	 * 'near' (the default): once the element is within NEAR_VIEWPORT of the viewport. 'now': as
	 * soon as the registry finds the element.
	 */
	start?: 'near' | 'now';
	/** Loads the widget's code (a dynamic import() of its chunk) and returns its init. Called once. */
	load: () => Promise< WidgetInit >;
}

export interface WidgetRegistry {
	/** Adds widget types by name; a name already defined is replaced. */
	define: ( types: Record< string, WidgetType > ) => WidgetRegistry;
	/**
	 * Finds the widgets under (and including) the root and schedules each not seen before.
	 * Settles once those that start 'now' have started (or failed).
	 */
	scan: ( root: ParentNode ) => Promise< unknown >;
	/** Scans the document, then follows it: elements added later, elements removed. */
	start: () => Promise< unknown >;
}

/**
 * How far outside the viewport a 'near' widget starts: a screen's scroll ahead, so that its code
 * (a chunk) is there when it scrolls in.
 */
export const NEAR_VIEWPORT = '300px';

/** A widget waiting to start (for the viewport or for its code). */
const WAITING = 1;
/** A widget started with nothing to destroy, or failed. */
const DONE = 0;

type State = Widget | typeof WAITING | typeof DONE;

/**
 * Hands an error to the page's error handlers (window.onerror, the console) and goes on: a
 * widget's failure is reported, not swallowed, and stops no other widget.
 *
 * @param error What was thrown.
 */
const report = ( error: unknown ): void => {
	window.reportError( error );
};

/**
 * A registry of widget types, for one bundle.
 */
export function createWidgetRegistry(): WidgetRegistry {
	const types = new Map< string, WidgetType >();
	// Type name => its init, loaded once; undefined when its loader failed (reported once).
	const inits = new Map< string, Promise< WidgetInit | void > >();
	// Element => type name => state; an element leaves the map when it leaves the page.
	const states = new Map< HTMLElement, Map< string, State > >();
	let near: IntersectionObserver | undefined;

	/**
	 * Loads the type's code if need be and starts the element's widget, unless it started
	 * already or the element left the page meanwhile.
	 *
	 * @param element The widget's element.
	 * @param name    The type's name.
	 */
	const run = ( element: HTMLElement, name: string ): Promise< void > => {
		let init = inits.get( name );
		if ( ! init ) {
			init = ( types.get( name ) as WidgetType ).load().catch( report );
			inits.set( name, init );
		}
		return init.then( ( start ) => {
			const own = states.get( element );
			if ( start && own?.get( name ) === WAITING ) {
				own.set( name, DONE );
				try {
					own.set( name, start( element ) || DONE );
				} catch ( error ) {
					report( error );
				}
			}
		} );
	};

	/**
	 * Starts the widgets of the elements that came near the viewport.
	 *
	 * @param entries The observer's report.
	 */
	const onNear = ( entries: IntersectionObserverEntry[] ): void =>
		entries.forEach( ( { target, isIntersecting } ) => {
			if ( isIntersecting ) {
				near?.unobserve( target );
				states
					.get( target as HTMLElement )
					?.forEach(
						( state, name ) =>
							state === WAITING &&
							run( target as HTMLElement, name )
					);
			}
		} );

	/**
	 * Destroys the widgets of the elements no longer in the page.
	 */
	const sweep = (): void =>
		states.forEach( ( own, element ) => {
			if ( ! element.isConnected ) {
				states.delete( element );
				near?.unobserve( element );
				own.forEach( ( state ) => {
					try {
						if ( typeof state === 'object' ) {
							state.destroy();
						}
					} catch ( error ) {
						report( error );
					}
				} );
			}
		} );

	const registry: WidgetRegistry = {
		define( added ) {
			Object.entries( added ).forEach( ( [ name, type ] ) =>
				types.set( name, type )
			);
			return registry;
		},

		scan( root ) {
			const started: Array< Promise< void > > = [];
			types.forEach( ( type, name ) => {
				const selector =
					type.selector ?? `[data-vitrine-widget~="${ name }"]`;
				const found = Array.from(
					root.querySelectorAll< HTMLElement >( selector )
				);
				if ( root instanceof HTMLElement && root.matches( selector ) ) {
					found.unshift( root );
				}
				found.forEach( ( element ) => {
					const own = states.get( element ) ?? new Map();
					states.set( element, own );
					if ( own.has( name ) ) {
						return;
					}
					own.set( name, WAITING );
					if ( type.start === 'now' ) {
						started.push( run( element, name ) );
					} else {
						near ??= new IntersectionObserver( onNear, {
							rootMargin: NEAR_VIEWPORT,
						} );
						near.observe( element );
					}
				} );
			} );
			return Promise.all( started );
		},

		start() {
			new MutationObserver( ( records ) => {
				let removed = false;
				records.forEach( ( record ) => {
					record.addedNodes.forEach( ( node ) => {
						if ( node instanceof HTMLElement ) {
							void registry.scan( node );
						}
					} );
					removed ||= record.removedNodes.length > 0;
				} );
				// After the scan: an element moved within the page is found started, and kept.
				if ( removed ) {
					sweep();
				}
			} ).observe( document, { childList: true, subtree: true } );
			return registry.scan( document );
		},
	};
	return registry;
}
