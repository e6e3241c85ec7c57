import {
	createWidgetRegistry,
	NEAR_VIEWPORT,
	near,
	now,
	type WidgetInit,
	type WidgetType,
} from './widgets';

/** The IntersectionObservers the registry made; the test says which elements come near. */
class FakeIntersectionObserver {
	static instances: FakeIntersectionObserver[] = [];
	readonly observed = new Set< Element >();

	constructor(
		readonly callback: IntersectionObserverCallback,
		readonly options: IntersectionObserverInit = {}
	) {
		FakeIntersectionObserver.instances.push( this );
	}

	observe( element: Element ): void {
		this.observed.add( element );
	}

	unobserve( element: Element ): void {
		this.observed.delete( element );
	}

	disconnect(): void {
		this.observed.clear();
	}

	/**
	 * Reports elements as near the viewport (or not), as the browser would.
	 *
	 * @param elements       The elements.
	 * @param isIntersecting Whether they are within the root margin.
	 */
	report( elements: Element[], isIntersecting = true ): void {
		this.callback(
			elements
				.filter( ( element ) => this.observed.has( element ) )
				.map(
					( target ) =>
						( {
							target,
							isIntersecting,
						} ) as IntersectionObserverEntry
				),
			this as unknown as IntersectionObserver
		);
	}
}

/** Lets promises and mutation observers run. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const reported: unknown[] = [];

/**
 * A widget type whose init records the elements it started and whose widgets record their end.
 *
 * @param start            now, or near().
 * @param options          The type's selector, and its loader.
 * @param options.selector The selector; the default when missing.
 * @param options.load     The loader; one that answers the recording init when missing.
 */
function recordingType(
	start: WidgetType[ 'start' ],
	options: { selector?: string; load?: () => Promise< WidgetInit > } = {}
) {
	const started: HTMLElement[] = [];
	const destroyed: HTMLElement[] = [];
	const init: WidgetInit = ( element ) => {
		started.push( element );
		return { destroy: () => destroyed.push( element ) };
	};
	const load = jest.fn( options.load ?? ( async () => init ) );
	const type: WidgetType = { start, load };
	if ( options.selector ) {
		type.selector = options.selector;
	}
	return { type, load, started, destroyed };
}

function fragment( html: string ): HTMLElement {
	const template = document.createElement( 'template' );
	template.innerHTML = html.trim();
	return template.content.firstElementChild as HTMLElement;
}

beforeEach( () => {
	document.body.innerHTML = '';
	FakeIntersectionObserver.instances = [];
	reported.length = 0;
	window.IntersectionObserver =
		FakeIntersectionObserver as unknown as typeof IntersectionObserver;
	window.reportError = ( error: unknown ) => reported.push( error );
} );

describe( 'createWidgetRegistry', () => {
	test( "a 'near' widget starts once its element comes near the viewport, with the registry's margin", async () => {
		document.body.innerHTML =
			'<div data-vitrine-widget="foo" id="a"></div><div data-vitrine-widget="foo" id="b"></div>';
		const foo = recordingType( near() );
		await createWidgetRegistry().define( { foo: foo.type } ).start();

		expect( foo.load ).not.toHaveBeenCalled();
		const [ observer ] = FakeIntersectionObserver.instances;
		expect( observer.options.rootMargin ).toBe( NEAR_VIEWPORT );
		const a = document.getElementById( 'a' ) as HTMLElement;
		const b = document.getElementById( 'b' ) as HTMLElement;
		expect( [ ...observer.observed ] ).toEqual( [ a, b ] );

		observer.report( [ a, b ], false );
		await settle();
		expect( foo.started ).toEqual( [] );

		observer.report( [ b ] );
		await settle();
		expect( foo.started ).toEqual( [ b ] );
		expect( foo.load ).toHaveBeenCalledTimes( 1 );
		expect( observer.observed.has( b ) ).toBe( false );

		observer.report( [ a ] );
		await settle();
		expect( foo.started ).toEqual( [ b, a ] );
		// The code loads once per type, however many elements.
		expect( foo.load ).toHaveBeenCalledTimes( 1 );
	} );

	test( "a 'now' widget starts at once, without waiting for the viewport, before start() settles", async () => {
		document.body.innerHTML =
			'<section class="vitrine-bar"></section><section class="vitrine-bar"></section>';
		const bar = recordingType( now, { selector: '.vitrine-bar' } );
		await createWidgetRegistry().define( { bar: bar.type } ).start();

		expect( bar.started ).toEqual(
			Array.from( document.querySelectorAll( '.vitrine-bar' ) )
		);
		expect( FakeIntersectionObserver.instances ).toEqual( [] );
	} );

	test( 'each element starts once per type, however often the page is scanned', async () => {
		document.body.innerHTML =
			'<div data-vitrine-widget="foo bar" id="a"></div>';
		const foo = recordingType( now );
		const bar = recordingType( now );
		const registry = createWidgetRegistry().define( {
			foo: foo.type,
			bar: bar.type,
		} );
		await Promise.all( [
			registry.start(),
			registry.scan( document ),
			registry.scan( document.body ),
		] );
		await registry.scan( document );

		const a = document.getElementById( 'a' );
		// One element may carry several widgets: data-vitrine-widget is a list.
		expect( foo.started ).toEqual( [ a ] );
		expect( bar.started ).toEqual( [ a ] );
	} );

	test( "a 'near' element reported twice starts once", async () => {
		document.body.innerHTML = '<div data-vitrine-widget="foo"></div>';
		const foo = recordingType( near() );
		await createWidgetRegistry().define( { foo: foo.type } ).start();
		const target = document.body.firstElementChild as HTMLElement;
		const [ observer ] = FakeIntersectionObserver.instances;
		observer.observed.add( target );
		observer.report( [ target ] );
		observer.observed.add( target );
		observer.report( [ target ] );
		await settle();

		expect( foo.started ).toEqual( [ target ] );
	} );

	test( 'types that share one near() scheduler and one element each start when it comes near', async () => {
		document.body.innerHTML = '<div data-vitrine-widget="foo bar"></div>';
		const shared = near();
		const foo = recordingType( shared );
		const bar = recordingType( shared );
		await createWidgetRegistry()
			.define( { foo: foo.type, bar: bar.type } )
			.start();
		const target = document.body.firstElementChild as HTMLElement;
		expect( FakeIntersectionObserver.instances ).toHaveLength( 1 );

		FakeIntersectionObserver.instances[ 0 ].report( [ target ] );
		await settle();
		expect( foo.started ).toEqual( [ target ] );
		expect( bar.started ).toEqual( [ target ] );
	} );

	test( 'elements added later are found, and an explicit scan finds them too', async () => {
		const foo = recordingType( now );
		const later = recordingType( near(), { selector: '.near' } );
		const registry = createWidgetRegistry().define( {
			foo: foo.type,
			near: later.type,
		} );
		await registry.start();
		expect( foo.load ).not.toHaveBeenCalled();

		// Added, then found by the registry's own watch.
		const late = fragment(
			'<div><p data-vitrine-widget="foo"></p><p class="near"></p></div>'
		);
		document.body.append( late );
		await settle();
		expect( foo.started ).toEqual( [ late.firstElementChild ] );
		const [ observer ] = FakeIntersectionObserver.instances;
		expect( [ ...observer.observed ] ).toEqual( [ late.lastElementChild ] );

		// The added element may itself be the widget.
		const itself = fragment( '<p data-vitrine-widget="foo"></p>' );
		document.body.append( itself );
		await registry.scan( itself );
		expect( foo.started ).toEqual( [ late.firstElementChild, itself ] );
		await settle();
		expect( foo.started ).toHaveLength( 2 );
	} );

	test( 'a widget whose element leaves the page is destroyed; one moved within the page is kept', async () => {
		document.body.innerHTML =
			'<div id="box"><p data-vitrine-widget="foo" id="a"></p></div><p data-vitrine-widget="foo" id="b"></p><p data-vitrine-widget="foo" id="c"></p><p data-vitrine-widget="near" id="d"></p>';
		const foo = recordingType( now );
		const later = recordingType( near() );
		await createWidgetRegistry()
			.define( { foo: foo.type, near: later.type } )
			.start();
		const [ a, b, c, d ] = [ 'a', 'b', 'c', 'd' ].map(
			( id ) => document.getElementById( id ) as HTMLElement
		);
		const [ observer ] = FakeIntersectionObserver.instances;

		( document.getElementById( 'box' ) as HTMLElement ).remove();
		b.remove();
		// Moved: removed and inserted again in the same turn.
		document.body.prepend( c );
		d.remove();
		await settle();

		expect( foo.destroyed ).toEqual( [ a, b ] );
		expect( foo.started ).toEqual( [ a, b, c ] );
		// A 'near' widget removed before it started is no longer watched, and never starts.
		expect( observer.observed.has( d ) ).toBe( false );
		observer.observed.add( d );
		observer.report( [ d ] );
		await settle();
		expect( later.started ).toEqual( [] );
		expect( later.destroyed ).toEqual( [] );
	} );

	test( 'an element removed while its code loads is not started', async () => {
		document.body.innerHTML = '<p data-vitrine-widget="slow"></p>';
		let resolve: ( init: WidgetInit ) => void = () => {};
		const started: Element[] = [];
		const load = () =>
			new Promise< WidgetInit >( ( done ) => ( resolve = done ) );
		const done = createWidgetRegistry()
			.define( { slow: { start: now, load } } )
			.start();
		document.body.innerHTML = '';
		await settle();
		resolve( ( element ) => {
			started.push( element );
		} );
		await done;

		expect( started ).toEqual( [] );
	} );

	test( 'a loader that fails is reported once and stops no other widget', async () => {
		document.body.innerHTML =
			'<p data-vitrine-widget="broken"></p><p data-vitrine-widget="broken"></p><p data-vitrine-widget="foo"></p>';
		const failure = new Error( 'Loading chunk 1 failed.' );
		const broken = recordingType( now, {
			load: () => Promise.reject( failure ),
		} );
		const foo = recordingType( now );
		await createWidgetRegistry()
			.define( { broken: broken.type, foo: foo.type } )
			.start();

		expect( reported ).toEqual( [ failure ] );
		expect( broken.load ).toHaveBeenCalledTimes( 1 );
		expect( foo.started ).toHaveLength( 1 );

		// Another element of the broken type later: no second report, no second load.
		document.body.append(
			fragment( '<p data-vitrine-widget="broken"></p>' )
		);
		await settle();
		expect( reported ).toEqual( [ failure ] );
		expect( broken.load ).toHaveBeenCalledTimes( 1 );
	} );

	test( 'an init or a destroy that throws is reported; the other elements start and end', async () => {
		document.body.innerHTML =
			'<p data-vitrine-widget="foo" id="a"></p><p data-vitrine-widget="foo" id="b"></p>';
		const failure = new Error( 'init' );
		const ended: string[] = [];
		let calls = 0;
		const init: WidgetInit = ( element ) => {
			calls++;
			if ( calls === 1 ) {
				return {
					destroy: () => {
						throw new Error( 'destroy' );
					},
				};
			}
			if ( element.id === 'b' ) {
				throw failure;
			}
			return { destroy: () => ended.push( element.id ) };
		};
		document.body.append(
			fragment( '<p data-vitrine-widget="foo" id="c"></p>' )
		);
		await createWidgetRegistry()
			.define( { foo: { start: now, load: async () => init } } )
			.start();

		expect( calls ).toBe( 3 );
		expect( reported ).toEqual( [ failure ] );
		document.body.innerHTML = '';
		await settle();
		expect( reported ).toEqual( [ failure, new Error( 'destroy' ) ] );
		expect( ended ).toEqual( [ 'c' ] );
	} );
} );
