/**
 * Rows copied from the server's templates.
 */
import { firstField, instantiateRow, nextRowKey } from './rows';

describe( 'rows', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<div id="vitrine-variation-n1"></div>
			<p><input id="vitrine-download-n1-name"><input id="vitrine-download-n2-name"></p>
			<template id="t"><div class="row" id="vitrine-variation-__INDEX__" data-vitrine-index="__INDEX__">
				<input type="hidden" name="vitrine_variations[__INDEX__][id]" value="0">
				<label for="vitrine-variation-__INDEX__-sku">SKU</label>
				<input id="vitrine-variation-__INDEX__-sku" name="vitrine_variations[__INDEX__][sku]" aria-describedby="vitrine-variation-__INDEX__-title">
			</div></template>`;
	} );

	it( 'picks a key no row of that kind uses yet', () => {
		expect( nextRowKey( 'variation', document ) ).toBe( 'n2' );
		expect( nextRowKey( 'download', document ) ).toBe( 'n3' );
		expect( nextRowKey( 'attribute', document ) ).toBe( 'n1' );
	} );

	it( 'replaces the placeholder in every attribute of the copy', () => {
		const row = instantiateRow(
			document.getElementById( 't' ) as HTMLTemplateElement,
			'n2'
		)!;

		expect( row.id ).toBe( 'vitrine-variation-n2' );
		expect( row.dataset.vitrineIndex ).toBe( 'n2' );
		expect( row.innerHTML ).not.toContain( '__INDEX__' );
		const sku = row.querySelector( 'input[id]' )!;
		expect( sku.getAttribute( 'name' ) ).toBe(
			'vitrine_variations[n2][sku]'
		);
		expect( sku.getAttribute( 'aria-describedby' ) ).toBe(
			'vitrine-variation-n2-title'
		);
		expect( firstField( row ) ).toBe( sku );
	} );
} );
