/**
 * What each variation chooses from: the attributes ticked "Used for variations", read live from
 * the Attributes tab, so that a variation can use an attribute added or changed in the same
 * visit, before the product is saved. Mirrors ProductForm::variation_choices() in PHP.
 */

export interface ChoiceOption {
	value: string;
	label: string;
}

export interface AttributeChoice {
	/** The attribute row's index: variation selects are named after it. */
	index: string;
	name: string;
	options: ChoiceOption[];
}

/**
 * Custom attribute values: separated by |, trimmed, blanks and repeats left out.
 *
 * @param values What the merchant typed.
 */
export function splitValues( values: string ): string[] {
	const list: string[] = [];
	values.split( '|' ).forEach( ( value ) => {
		const trimmed = value.trim();
		if ( trimmed !== '' && ! list.includes( trimmed ) ) {
			list.push( trimmed );
		}
	} );
	return list;
}

/**
 * The attributes used for variations, in the order of the Attributes tab.
 *
 * @param root The meta box.
 */
export function readVariationChoices( root: ParentNode ): AttributeChoice[] {
	const choices: AttributeChoice[] = [];
	root.querySelectorAll< HTMLElement >(
		'[data-vitrine-rows="attribute"] > [data-vitrine-row="attribute"]'
	).forEach( ( row ) => {
		const used = row.querySelector< HTMLInputElement >(
			'[data-vitrine-attribute-variation]'
		);
		if ( ! used?.checked ) {
			return;
		}
		const index = row.dataset.vitrineIndex ?? '';
		if ( row.dataset.vitrineTaxonomy ) {
			const options: ChoiceOption[] = [];
			row.querySelectorAll< HTMLInputElement >(
				'input[type="checkbox"][data-vitrine-label]:checked'
			).forEach( ( term ) => {
				options.push( {
					value: term.value,
					label: term.dataset.vitrineLabel ?? term.value,
				} );
			} );
			choices.push( {
				index,
				name:
					row
						.querySelector( '[data-vitrine-attribute-title]' )
						?.textContent?.trim() ?? '',
				options,
			} );
			return;
		}
		const name =
			row
				.querySelector< HTMLInputElement >(
					'[data-vitrine-attribute-name]'
				)
				?.value.trim() ?? '';
		const values = splitValues(
			row.querySelector< HTMLTextAreaElement >(
				'[data-vitrine-attribute-values]'
			)?.value ?? ''
		);
		choices.push( {
			index,
			name,
			options: values.map( ( value ) => ( { value, label: value } ) ),
		} );
	} );
	return choices;
}

/**
 * Rebuilds one variation's attribute selects to match the choices, keeping each value chosen
 * while it is still offered.
 *
 * @param variation The variation row (data-vitrine-index is its key).
 * @param choices   The attributes used for variations.
 * @param anyLabel  The label of the "any value" option for an attribute name.
 */
export function syncVariationSelects(
	variation: HTMLElement,
	choices: AttributeChoice[],
	anyLabel: ( name: string ) => string
): void {
	const fieldset = variation.querySelector< HTMLElement >(
		'[data-vitrine-variation-attributes]'
	);
	if ( ! fieldset ) {
		return;
	}
	const key = variation.dataset.vitrineIndex ?? '';
	const document = variation.ownerDocument;
	const existing = new Map< string, HTMLElement >();
	fieldset
		.querySelectorAll< HTMLElement >( '[data-vitrine-choice]' )
		.forEach( ( wrapper ) => {
			existing.set( wrapper.dataset.vitrineChoice ?? '', wrapper );
		} );

	choices.forEach( ( choice ) => {
		const id = `vitrine-variation-${ key }-attribute-${ choice.index }`;
		let wrapper = existing.get( choice.index );
		existing.delete( choice.index );
		if ( ! wrapper ) {
			wrapper = document.createElement( 'span' );
			wrapper.className = 'vitrine-field vitrine-field--inline';
			wrapper.dataset.vitrineChoice = choice.index;
			const label = document.createElement( 'label' );
			label.htmlFor = id;
			const select = document.createElement( 'select' );
			select.id = id;
			select.name = `vitrine_variations[${ key }][attributes][${ choice.index }]`;
			wrapper.append( label, select );
		}
		// Appending moves the wrapper: the selects follow the order of the attributes.
		fieldset.append( wrapper );
		const label = wrapper.querySelector( 'label' );
		const select = wrapper.querySelector( 'select' );
		if ( ! label || ! select ) {
			return;
		}
		label.textContent = choice.name;
		const current = select.value;
		select.replaceChildren(
			new Option( anyLabel( choice.name ), '' ),
			...choice.options.map(
				( option ) => new Option( option.label, option.value )
			)
		);
		select.value = choice.options.some(
			( option ) => option.value === current
		)
			? current
			: '';
	} );
	existing.forEach( ( wrapper ) => wrapper.remove() );
}
