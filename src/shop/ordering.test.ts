/**
 * The sort form: auto-submit on a choice, keyboard stepping submits on Enter or blur.
 */
import { initOrdering, isStepKey } from './ordering';

function renderForm( selected = 'menu_order' ): {
	form: HTMLFormElement;
	select: HTMLSelectElement;
	submit: jest.Mock;
} {
	document.body.innerHTML = `
		<form class="vitrine-ordering" method="get" action="/shop/">
			<label for="o">Sort products</label>
			<select name="orderby" id="o">
				<option value="menu_order">Default sorting</option>
				<option value="popularity">Sort by popularity</option>
				<option value="price">Sort by price: low to high</option>
			</select>
			<button type="submit" class="vitrine-ordering__submit">Sort</button>
		</form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const select = form.querySelector( 'select' ) as HTMLSelectElement;
	select.value = selected;
	const submit = jest.fn();
	initOrdering( document, submit );
	return { form, select, submit };
}

function key( target: Element, name: string, init: KeyboardEventInit = {} ) {
	const event = new KeyboardEvent( 'keydown', {
		key: name,
		bubbles: true,
		cancelable: true,
		...init,
	} );
	target.dispatchEvent( event );
	return event;
}

function choose( select: HTMLSelectElement, value: string ) {
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

describe( 'initOrdering', () => {
	it( 'hides the no-script button', () => {
		const { form } = renderForm();
		expect(
			( form.querySelector( 'button' ) as HTMLButtonElement ).hidden
		).toBe( true );
	} );

	it( 'submits the form when an order is chosen', () => {
		const { form, select, submit } = renderForm();
		choose( select, 'price' );
		expect( submit ).toHaveBeenCalledTimes( 1 );
		expect( submit ).toHaveBeenCalledWith( form );
	} );

	it( 'does not submit while arrow keys step through the closed select', () => {
		const { select, submit } = renderForm();
		key( select, 'ArrowDown' );
		choose( select, 'popularity' );
		key( select, 'ArrowDown' );
		choose( select, 'price' );
		expect( submit ).not.toHaveBeenCalled();
	} );

	it( 'submits a keyboard choice on Enter', () => {
		const { form, select, submit } = renderForm();
		key( select, 'ArrowDown' );
		choose( select, 'popularity' );
		const enter = key( select, 'Enter' );
		expect( enter.defaultPrevented ).toBe( true );
		expect( submit ).toHaveBeenCalledWith( form );
	} );

	it( 'submits a keyboard choice when focus leaves the select, once', () => {
		const { select, submit } = renderForm();
		key( select, 'End' );
		choose( select, 'price' );
		select.dispatchEvent( new FocusEvent( 'blur' ) );
		select.dispatchEvent( new FocusEvent( 'blur' ) );
		expect( submit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing on Enter or blur when the order did not change', () => {
		const { select, submit } = renderForm( 'price' );
		key( select, 'Enter' );
		select.dispatchEvent( new FocusEvent( 'blur' ) );
		expect( submit ).not.toHaveBeenCalled();
	} );

	it( 'opening the list with Alt+ArrowDown still submits the choice made in it', () => {
		const { select, submit } = renderForm();
		key( select, 'ArrowDown', { altKey: true } );
		choose( select, 'price' );
		expect( submit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'enhances a form only once', () => {
		const { select, submit } = renderForm();
		initOrdering( document, submit );
		choose( select, 'price' );
		expect( submit ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'isStepKey', () => {
	it.each( [ 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageDown', 'p' ] )(
		'%s steps',
		( name ) => {
			expect(
				isStepKey( new KeyboardEvent( 'keydown', { key: name } ) )
			).toBe( true );
		}
	);

	it.each( [ 'Enter', ' ', 'Tab', 'Escape', 'F4' ] )(
		'%p does not',
		( name ) => {
			expect(
				isStepKey( new KeyboardEvent( 'keydown', { key: name } ) )
			).toBe( false );
		}
	);
} );
