/**
 * Variation choices read from the Attributes tab, and the variation selects rebuilt from them.
 */
import {
	readVariationChoices,
	splitValues,
	syncVariationSelects,
} from './variation-choices';

const anyLabel = ( name: string ) => `Any ${ name }`;

function render(): HTMLElement {
	document.body.innerHTML = `
		<div id="root">
			<div data-vitrine-rows="attribute">
				<div data-vitrine-row="attribute" data-vitrine-index="0" data-vitrine-taxonomy="vitrine_pa_colour">
					<h4 data-vitrine-attribute-title>Colour</h4>
					<input type="checkbox" name="a[0][terms][]" value="red" data-vitrine-label="Red" checked>
					<input type="checkbox" name="a[0][terms][]" value="blue" data-vitrine-label="Blue" checked>
					<input type="checkbox" name="a[0][terms][]" value="green" data-vitrine-label="Green">
					<input type="checkbox" id="colour-variation" data-vitrine-attribute-variation checked>
				</div>
				<div data-vitrine-row="attribute" data-vitrine-index="n1" data-vitrine-taxonomy="">
					<h4 data-vitrine-attribute-title>Size</h4>
					<input data-vitrine-attribute-name value=" Size ">
					<textarea data-vitrine-attribute-values>S | M |  | L | M</textarea>
					<input type="checkbox" id="size-variation" data-vitrine-attribute-variation checked>
				</div>
				<div data-vitrine-row="attribute" data-vitrine-index="2" data-vitrine-taxonomy="">
					<input data-vitrine-attribute-name value="Material">
					<textarea data-vitrine-attribute-values>Wool</textarea>
					<input type="checkbox" data-vitrine-attribute-variation>
				</div>
			</div>
			<div data-vitrine-row="variation" data-vitrine-index="v7" id="variation">
				<fieldset data-vitrine-variation-attributes><legend>Attribute values</legend>
					<span data-vitrine-choice="0"><label for="vitrine-variation-v7-attribute-0">Colour</label>
						<select id="vitrine-variation-v7-attribute-0" name="vitrine_variations[v7][attributes][0]">
							<option value="">Any Colour</option><option value="red">Red</option><option value="blue" selected>Blue</option>
						</select></span>
					<span data-vitrine-choice="9"><label for="x">Gone</label><select id="x"></select></span>
				</fieldset>
			</div>
		</div>`;
	return document.getElementById( 'root' )!;
}

describe( 'splitValues', () => {
	it( 'splits on |, trims and drops blanks and repeats', () => {
		expect( splitValues( ' S | M || L | M ' ) ).toEqual( [
			'S',
			'M',
			'L',
		] );
		expect( splitValues( '' ) ).toEqual( [] );
	} );
} );

describe( 'readVariationChoices', () => {
	it( 'reads the attributes ticked for variations with their chosen values', () => {
		expect( readVariationChoices( render() ) ).toEqual( [
			{
				index: '0',
				name: 'Colour',
				options: [
					{ value: 'red', label: 'Red' },
					{ value: 'blue', label: 'Blue' },
				],
			},
			{
				index: 'n1',
				name: 'Size',
				options: [
					{ value: 'S', label: 'S' },
					{ value: 'M', label: 'M' },
					{ value: 'L', label: 'L' },
				],
			},
		] );
	} );
} );

describe( 'syncVariationSelects', () => {
	it( 'adds, updates and removes selects, keeping values still offered', () => {
		const root = render();
		const variation = document.getElementById( 'variation' )!;

		syncVariationSelects(
			variation,
			readVariationChoices( root ),
			anyLabel
		);

		const selects = Array.from( variation.querySelectorAll( 'select' ) );
		expect( selects.map( ( s ) => s.name ) ).toEqual( [
			'vitrine_variations[v7][attributes][0]',
			'vitrine_variations[v7][attributes][n1]',
		] );
		expect( selects[ 0 ].value ).toBe( 'blue' );
		expect( selects[ 1 ].value ).toBe( '' );
		expect(
			Array.from( selects[ 1 ].options ).map( ( o ) => o.text )
		).toEqual( [ 'Any Size', 'S', 'M', 'L' ] );
		const sizeLabel = variation.querySelector< HTMLLabelElement >(
			'label[for="vitrine-variation-v7-attribute-n1"]'
		);
		expect( sizeLabel?.textContent ).toBe( 'Size' );

		// Blue is no longer offered: the variation falls back to any colour.
		root.querySelector< HTMLInputElement >(
			'input[value="blue"]'
		)!.checked = false;
		syncVariationSelects(
			variation,
			readVariationChoices( root ),
			anyLabel
		);
		expect(
			variation.querySelector< HTMLSelectElement >(
				'#vitrine-variation-v7-attribute-0'
			)!.value
		).toBe( '' );

		// Size no longer used for variations: its select goes.
		root.querySelector< HTMLInputElement >( '#size-variation' )!.checked =
			false;
		syncVariationSelects(
			variation,
			readVariationChoices( root ),
			anyLabel
		);
		expect( variation.querySelectorAll( 'select' ) ).toHaveLength( 1 );
	} );
} );
