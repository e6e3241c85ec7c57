/**
 * The product data tabs: WAI-ARIA tabs with arrow keys, Home and End, skipping hidden tabs.
 */
import { initTabs } from './tabs';
import { OFF_CLASS } from './conditions';

function render( withError = false ): HTMLElement {
	const panel = ( slug: string, content = '' ) =>
		`<section id="vitrine-panel-${ slug }" data-vitrine-panel aria-labelledby="t-${ slug }"><h3 id="t-${ slug }">${ slug }</h3>${ content }</section>`;
	document.body.innerHTML = `
		<div id="root">
			<div role="tablist" aria-label="Product data" hidden>
				<button type="button" role="tab" id="vitrine-tab-general" aria-controls="vitrine-panel-general">General</button>
				<button type="button" role="tab" id="vitrine-tab-inventory" aria-controls="vitrine-panel-inventory">Inventory</button>
				<button type="button" role="tab" id="vitrine-tab-variations" aria-controls="vitrine-panel-variations" class="${ OFF_CLASS }">Variations</button>
				<button type="button" role="tab" id="vitrine-tab-gallery" aria-controls="vitrine-panel-gallery">Gallery</button>
			</div>
			${ panel( 'general' ) }
			${ panel(
				'inventory',
				withError
					? '<span class="vitrine-field__error" id="x-error">Stock cannot be negative.</span>'
					: ''
			) }
			${ panel( 'variations' ) }
			${ panel( 'gallery' ) }
		</div>`;
	return document.getElementById( 'root' )!;
}

const tab = ( slug: string ): HTMLElement =>
	document.getElementById( `vitrine-tab-${ slug }` )!;
const panel = ( slug: string ): HTMLElement =>
	document.getElementById( `vitrine-panel-${ slug }` )!;
const focused = (): Element | null =>
	tab( 'general' ).ownerDocument.activeElement;
const press = ( key: string ): void => {
	( focused() as HTMLElement ).dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);
};

describe( 'initTabs', () => {
	it( 'shows the tablist, selects the first tab and labels the panels by their tab', () => {
		const root = render();
		initTabs( root );

		expect(
			root.querySelector< HTMLElement >( '[role="tablist"]' )!.hidden
		).toBe( false );
		expect( tab( 'general' ).getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		expect( tab( 'general' ).tabIndex ).toBe( 0 );
		expect( tab( 'inventory' ).tabIndex ).toBe( -1 );
		expect( panel( 'general' ).hidden ).toBe( false );
		expect( panel( 'inventory' ).hidden ).toBe( true );
		expect( panel( 'inventory' ).getAttribute( 'role' ) ).toBe(
			'tabpanel'
		);
		expect( panel( 'inventory' ).getAttribute( 'aria-labelledby' ) ).toBe(
			'vitrine-tab-inventory'
		);
	} );

	it( 'moves with the arrow keys, Home and End, skipping hidden tabs and wrapping', () => {
		initTabs( render() );
		tab( 'general' ).focus();

		press( 'ArrowRight' );
		expect( focused() ).toBe( tab( 'inventory' ) );
		expect( panel( 'inventory' ).hidden ).toBe( false );
		expect( panel( 'general' ).hidden ).toBe( true );

		press( 'ArrowRight' );
		expect( focused() ).toBe( tab( 'gallery' ) );

		press( 'ArrowRight' );
		expect( focused() ).toBe( tab( 'general' ) );

		press( 'ArrowLeft' );
		expect( focused() ).toBe( tab( 'gallery' ) );

		press( 'Home' );
		expect( focused() ).toBe( tab( 'general' ) );

		press( 'End' );
		expect( focused() ).toBe( tab( 'gallery' ) );
		expect( tab( 'gallery' ).getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
	} );

	it( 'opens on the panel of the first refused field', () => {
		initTabs( render( true ) );

		expect( tab( 'inventory' ).getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		expect( panel( 'inventory' ).hidden ).toBe( false );
	} );

	it( 'selects another tab when the selected one is hidden', () => {
		const root = render();
		const tabs = initTabs( root )!;
		tab( 'variations' ).classList.remove( OFF_CLASS );
		tabs.select( tab( 'variations' ) );

		tab( 'variations' ).classList.add( OFF_CLASS );
		tabs.refresh();

		expect( tab( 'general' ).getAttribute( 'aria-selected' ) ).toBe(
			'true'
		);
		expect( panel( 'variations' ).hidden ).toBe( true );
	} );
} );
