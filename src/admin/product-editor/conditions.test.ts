/**
 * Conditional fields, against markup shaped like ProductDataView's.
 */
import {
	applyConditions,
	conditionHolds,
	OFF_CLASS,
	parseCondition,
} from './conditions';

function render(): HTMLElement {
	document.body.innerHTML = `
		<div id="root" data-vitrine-scope>
			<select data-vitrine-flag="type"><option value="simple">Simple</option><option value="variable">Variable</option></select>
			<input type="checkbox" data-vitrine-flag="manage_stock">
			<div id="stock" data-vitrine-when="manage_stock"></div>
			<div id="status" data-vitrine-when="!manage_stock"></div>
			<div id="variations" data-vitrine-when="type=variable"></div>
			<div id="prices" data-vitrine-when="type!=variable"></div>
			<div class="row" data-vitrine-scope>
				<input type="checkbox" data-vitrine-flag="variation_manage_stock" checked>
				<div id="row-stock" data-vitrine-when="variation_manage_stock"></div>
				<div id="row-in-variable" data-vitrine-when="type=variable"></div>
			</div>
			<div class="row" data-vitrine-scope>
				<input type="checkbox" data-vitrine-flag="variation_manage_stock">
				<div id="row2-stock" data-vitrine-when="variation_manage_stock"></div>
			</div>
		</div>`;
	return document.getElementById( 'root' )!;
}

const off = ( id: string ): boolean =>
	document.getElementById( id )!.classList.contains( OFF_CLASS );

describe( 'parseCondition', () => {
	it( 'reads flags, negations and comparisons', () => {
		expect( parseCondition( 'virtual' ) ).toEqual( {
			flag: 'virtual',
			negate: false,
			value: null,
		} );
		expect( parseCondition( '!virtual' ) ).toEqual( {
			flag: 'virtual',
			negate: true,
			value: null,
		} );
		expect( parseCondition( 'type=variable' ) ).toEqual( {
			flag: 'type',
			negate: false,
			value: 'variable',
		} );
		expect( parseCondition( 'type!=variable' ) ).toEqual( {
			flag: 'type',
			negate: true,
			value: 'variable',
		} );
		expect( parseCondition( 'Not a condition' ) ).toBeNull();
	} );
} );

describe( 'applyConditions', () => {
	it( 'hides what does not apply to a simple product with unmanaged stock', () => {
		const root = render();
		applyConditions( root );

		expect( off( 'stock' ) ).toBe( true );
		expect( off( 'status' ) ).toBe( false );
		expect( off( 'variations' ) ).toBe( true );
		expect( off( 'prices' ) ).toBe( false );
	} );

	it( 'follows the controls as they change', () => {
		const root = render();
		root.querySelector< HTMLSelectElement >(
			'[data-vitrine-flag="type"]'
		)!.value = 'variable';
		root.querySelector< HTMLInputElement >(
			'[data-vitrine-flag="manage_stock"]'
		)!.checked = true;
		applyConditions( root );

		expect( off( 'stock' ) ).toBe( false );
		expect( off( 'status' ) ).toBe( true );
		expect( off( 'variations' ) ).toBe( false );
		expect( off( 'prices' ) ).toBe( true );
	} );

	it( 'reads a flag in the nearest scope first, then in the outer ones', () => {
		const root = render();
		applyConditions( root );

		expect( off( 'row-stock' ) ).toBe( false );
		expect( off( 'row2-stock' ) ).toBe( true );
		expect(
			conditionHolds(
				document.getElementById( 'row-in-variable' )!,
				'type=variable'
			)
		).toBe( false );
	} );
} );
