/**
 * Address fieldsets following their country: state control, labels, required marks, order,
 * loading the rules once.
 */
import {
	applyLocale,
	enhanceAddressFieldsets,
	loadRules,
	LOCALE_EVENT,
	resetLoadedRules,
	sortByPriority,
	type AddressLocaleEventDetail,
} from './apply-locale';
import { stubFetch } from '../test-support/fetch';
import { CONFIG, RULES, renderUsFieldset, rulesFetch } from './test-fixtures';

function fieldset(): HTMLElement {
	return document.querySelector( '[data-vitrine-address]' ) as HTMLElement;
}

function control( key: string ): HTMLInputElement | HTMLSelectElement {
	return document.getElementById( `billing_${ key }` ) as
		HTMLInputElement | HTMLSelectElement;
}

function wrapper( key: string ): HTMLElement {
	return document.querySelector(
		`[data-vitrine-field="${ key }"]`
	) as HTMLElement;
}

function label( key: string ): string {
	return (
		wrapper( key ).querySelector( '.vitrine-address__label' )
			?.textContent ?? ''
	);
}

function marks( key: string ): { asterisk: boolean; optional: boolean } {
	return {
		asterisk: ! (
			wrapper( key ).querySelector( '.vitrine-required' ) as HTMLElement
		 ).hidden,
		optional: ! (
			wrapper( key ).querySelector( '.vitrine-optional' ) as HTMLElement
		 ).hidden,
	};
}

function order(): string[] {
	return Array.from(
		document.querySelectorAll< HTMLElement >( '[data-vitrine-field]' )
	).map( ( element ) => element.dataset.vitrineField ?? '' );
}

function render(): void {
	document.body.innerHTML = renderUsFieldset();
}

function choose( country: string ): void {
	const select = control( 'country' ) as HTMLSelectElement;
	select.value = country;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * Lets every pending promise (the fetch, its JSON, the update) run.
 */
async function settle(): Promise< void > {
	await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
}

beforeEach( () => {
	resetLoadedRules();
	render();
} );

describe( 'applyLocale', () => {
	it( 'hides the state and puts the postcode before the city for Germany', () => {
		applyLocale( fieldset(), 'DE', RULES, CONFIG );
		expect( wrapper( 'state' ).hidden ).toBe( true );
		expect( wrapper( 'state' ).dataset.vitrineStateControl ).toBe(
			'hidden'
		);
		const state = control( 'state' );
		expect( state ).toBeInstanceOf( HTMLInputElement );
		expect( state.required ).toBe( false );
		expect( state.hasAttribute( 'aria-required' ) ).toBe( false );
		expect( state.value ).toBe( '' );
		expect( label( 'postcode' ) ).toBe( 'Postcode' );
		expect(
			( control( 'postcode' ) as HTMLInputElement ).placeholder
		).toBe( 'e.g. 26133' );
		expect( order() ).toEqual( [
			'first_name',
			'country',
			'address_1',
			'address_2',
			'postcode',
			'city',
			'state',
			'phone',
		] );
		expect( fieldset().dataset.vitrineCountry ).toBe( 'DE' );
	} );

	it( 'swaps the state select for a text input where the country has no list, and back', () => {
		applyLocale( fieldset(), 'CO', RULES, CONFIG );
		const text = control( 'state' ) as HTMLInputElement;
		expect( text ).toBeInstanceOf( HTMLInputElement );
		expect( text.type ).toBe( 'text' );
		expect( text.value ).toBe( '' );
		expect( text.name ).toBe( 'billing_state' );
		expect( text.getAttribute( 'autocomplete' ) ).toBe(
			'billing address-level1'
		);
		expect( text.getAttribute( 'aria-describedby' ) ).toBe(
			'billing_state_error'
		);
		expect( wrapper( 'state' ).hidden ).toBe( false );
		expect( label( 'state' ) ).toBe( 'Department' );
		expect( marks( 'state' ) ).toEqual( {
			asterisk: false,
			optional: true,
		} );
		expect( wrapper( 'postcode' ).hidden ).toBe( true );

		// A typed state name that the new country lists stays chosen.
		text.value = 'texas';
		applyLocale( fieldset(), 'US', RULES, CONFIG );
		const select = control( 'state' ) as HTMLSelectElement;
		expect( select ).toBeInstanceOf( HTMLSelectElement );
		expect( select.value ).toBe( 'TX' );
		expect( select.required ).toBe( true );
		expect( select.getAttribute( 'aria-required' ) ).toBe( 'true' );
		expect( select.options[ 0 ].textContent ).toBe( 'Select an option…' );
		expect(
			(
				document.querySelector(
					'label[for="billing_state"]'
				) as HTMLLabelElement
			 ).control
		).toBe( select );
		expect( marks( 'state' ) ).toEqual( {
			asterisk: true,
			optional: false,
		} );
	} );

	it( 'keeps free text from one country without a list to another, and drops a state the new list lacks', () => {
		applyLocale( fieldset(), 'CO', RULES, CONFIG );
		( control( 'state' ) as HTMLInputElement ).value = 'Antioquia';
		applyLocale( fieldset(), 'XX', RULES, CONFIG );
		expect( control( 'state' ).value ).toBe( 'Antioquia' );

		applyLocale( fieldset(), 'US', RULES, CONFIG );
		( control( 'state' ) as HTMLSelectElement ).value = 'CA';
		applyLocale( fieldset(), 'IE', RULES, CONFIG );
		expect( control( 'state' ).value ).toBe( '' );
		expect(
			Array.from(
				( control( 'state' ) as HTMLSelectElement ).options
			).map( ( option ) => option.value )
		).toEqual( [ '', 'D', 'C' ] );
	} );

	it( 'keeps the select element when one list replaces another, so listeners stay', () => {
		const select = control( 'state' );
		applyLocale( fieldset(), 'JP', RULES, {
			...CONFIG,
			languages: [ 'ja' ],
		} );
		expect( control( 'state' ) ).toBe( select );
		expect( label( 'state' ) ).toBe( 'Prefecture' );
		expect( ( select as HTMLSelectElement ).options[ 2 ].textContent ).toBe(
			'東京都'
		);
		expect( order() ).toEqual( [
			'first_name',
			'country',
			'postcode',
			'state',
			'address_1',
			'address_2',
			'city',
			'phone',
		] );
		expect( wrapper( 'city' ).hidden ).toBe( true );
		expect( control( 'city' ).required ).toBe( false );
	} );

	it( 'marks optional what the country does not require', () => {
		applyLocale( fieldset(), 'IE', RULES, CONFIG );
		expect( label( 'postcode' ) ).toBe( 'Eircode' );
		expect( control( 'postcode' ).required ).toBe( false );
		expect( control( 'postcode' ).hasAttribute( 'aria-required' ) ).toBe(
			false
		);
		expect( marks( 'postcode' ) ).toEqual( {
			asterisk: false,
			optional: true,
		} );
		expect( marks( 'city' ) ).toEqual( {
			asterisk: true,
			optional: false,
		} );
	} );

	it( 'gives a country the data lacks every field', () => {
		applyLocale( fieldset(), 'DE', RULES, CONFIG );
		applyLocale( fieldset(), 'XX', RULES, CONFIG );
		for ( const key of [ 'address_1', 'city', 'state', 'postcode' ] ) {
			expect( wrapper( key ).hidden ).toBe( false );
		}
		expect( label( 'postcode' ) ).toBe( 'Postcode / ZIP' );
		expect( control( 'postcode' ).hasAttribute( 'placeholder' ) ).toBe(
			false
		);
	} );

	it( 'announces the change to the checkout', () => {
		const listener = jest.fn();
		document.addEventListener( LOCALE_EVENT, ( event ) =>
			listener(
				( event as CustomEvent< AddressLocaleEventDetail > ).detail
			)
		);
		applyLocale( fieldset(), 'DE', RULES, CONFIG );
		expect( listener ).toHaveBeenCalledWith( {
			type: 'billing',
			country: 'DE',
		} );
	} );

	it( 'leaves alone a field the merchant removed', () => {
		wrapper( 'address_2' ).remove();
		expect( () =>
			applyLocale( fieldset(), 'JP', RULES, CONFIG )
		).not.toThrow();
		expect( order() ).not.toContain( 'address_2' );
	} );
} );

describe( 'sortByPriority', () => {
	it( 'does not move the focused country select', () => {
		const select = control( 'country' );
		select.focus();
		const observer = new MutationObserver( () => {} );
		observer.observe( fieldset(), { childList: true, subtree: true } );
		applyLocale( fieldset(), 'JP', RULES, CONFIG );
		const moved = observer
			.takeRecords()
			.flatMap( ( record ) => Array.from( record.removedNodes ) );
		observer.disconnect();
		expect( moved ).toContain( wrapper( 'postcode' ) );
		expect( moved ).not.toContain( wrapper( 'country' ) );
		expect( select.ownerDocument.activeElement ).toBe( select );
	} );

	it( 'is stable for equal priorities', () => {
		document.body.innerHTML =
			'<div><p data-priority="20">a</p><p data-priority="10">b</p><p data-priority="20">c</p></div>';
		const container = document.querySelector( 'div' ) as HTMLElement;
		sortByPriority( container );
		expect( container.textContent ).toBe( 'bac' );
	} );
} );

describe( 'enhanceAddressFieldsets', () => {
	it( 'loads the rules once, when the shopper reaches for the select, and applies them on change', async () => {
		const fetcher = rulesFetch();
		enhanceAddressFieldsets( document );
		expect( fetcher ).not.toHaveBeenCalled();

		control( 'country' ).dispatchEvent( new Event( 'focus' ) );
		expect( fetcher ).toHaveBeenCalledWith( CONFIG.rules );
		choose( 'DE' );
		await settle();
		expect( wrapper( 'state' ).hidden ).toBe( true );
		choose( 'US' );
		await settle();
		expect( wrapper( 'state' ).hidden ).toBe( false );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'applies the last choice when an earlier one is still loading', async () => {
		let release: () => void = () => {};
		const gate = new Promise< void >( ( resolve ) => {
			release = resolve;
		} );
		stubFetch(
			jest.fn( async () => {
				await gate;
				return {
					ok: true,
					json: async () => ( { countries: RULES } ),
				} as unknown as Response;
			} )
		);
		enhanceAddressFieldsets( document );
		choose( 'DE' );
		choose( 'JP' );
		release();
		await settle();
		await settle();
		expect( fieldset().dataset.vitrineCountry ).toBe( 'JP' );
		expect( label( 'state' ) ).toBe( 'Prefecture' );
	} );

	it( 'leaves the fields as rendered when the rules cannot be had, and tries again later', async () => {
		const failing = rulesFetch( false );
		enhanceAddressFieldsets( document );
		choose( 'DE' );
		await settle();
		expect( wrapper( 'state' ).hidden ).toBe( false );
		expect( fieldset().dataset.vitrineCountry ).toBe( 'US' );
		choose( 'DE' );
		await settle();
		expect( failing ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'follows a country the browser restored, and enhances a fieldset once', async () => {
		( control( 'country' ) as HTMLSelectElement ).value = 'DE';
		const fetcher = rulesFetch();
		enhanceAddressFieldsets( document );
		enhanceAddressFieldsets( document );
		await settle();
		expect( wrapper( 'state' ).hidden ).toBe( true );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'reads rules a filter changed from the page', async () => {
		document.body.innerHTML =
			`<script type="application/json" id="vitrine-address-rules">${ JSON.stringify(
				{ ...RULES, DE: { ...RULES.DE, fields: 'AZCS' } }
			) }</script>` + renderUsFieldset( { ...CONFIG, rules: null } );
		const fetcher = rulesFetch();
		enhanceAddressFieldsets( document );
		choose( 'DE' );
		await settle();
		expect( fetcher ).not.toHaveBeenCalled();
		expect( wrapper( 'state' ).hidden ).toBe( false );
		expect( wrapper( 'state' ).dataset.vitrineStateControl ).toBe( 'text' );
	} );

	it( 'ignores a fieldset without a readable config', () => {
		fieldset().dataset.vitrineAddressConfig = '{broken';
		enhanceAddressFieldsets( document );
		expect( fieldset().dataset.vitrineAddressReady ).toBeUndefined();
	} );
} );

describe( 'loadRules', () => {
	it( 'answers null for a network failure', async () => {
		stubFetch(
			jest.fn( async () => {
				throw new TypeError( 'Failed to fetch' );
			} )
		);
		await expect( loadRules( '/rules.json' ) ).resolves.toBeNull();
	} );
} );
