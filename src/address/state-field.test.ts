import { resetLoadedRules } from './apply-locale';
import { followCountry } from './state-field';
import { CONFIG, rulesFetch } from './test-fixtures';

/**
 * The cart calculator's state field as AddressFieldsRenderer::state_field() prints it for Germany
 * (whose addresses have no state): hidden, a text input.
 */
function renderGermanField(): HTMLElement {
	const config = JSON.stringify( CONFIG ).replace( /"/g, '&quot;' );
	document.body.innerHTML = `<p class="vitrine-cart-shipping__field" data-vitrine-field="state" data-vitrine-state-control="hidden" data-vitrine-address-config="${ config }" hidden><label for="vitrine-calc-state"><span class="vitrine-address__label">State / County</span></label><input type="text" class="vitrine-input" value="" name="calc_shipping_state" id="vitrine-calc-state" autocomplete="address-level1"></p>`;
	return document.querySelector< HTMLElement >( '[data-vitrine-field]' )!;
}

const control = () =>
	document.getElementById( 'vitrine-calc-state' ) as
		HTMLInputElement | HTMLSelectElement;
const label = () =>
	document.querySelector( '.vitrine-address__label' )!.textContent;

beforeEach( () => {
	resetLoadedRules();
} );

describe( 'followCountry', () => {
	it( 'shows the states of a country that has a list, keeping the name, id and autofill token', async () => {
		const wrapper = renderGermanField();
		const fetch = rulesFetch();
		await followCountry( wrapper, 'US' );

		expect( fetch ).toHaveBeenCalledWith( CONFIG.rules );
		const select = control();
		expect( select ).toBeInstanceOf( HTMLSelectElement );
		expect( select.name ).toBe( 'calc_shipping_state' );
		expect( select.getAttribute( 'autocomplete' ) ).toBe(
			'address-level1'
		);
		expect(
			Array.from( ( select as HTMLSelectElement ).options, ( o ) => [
				o.value,
				o.text,
			] )
		).toEqual( [
			[ '', 'Select an option…' ],
			[ 'AL', 'Alabama' ],
			[ 'CA', 'California' ],
			[ 'TX', 'Texas' ],
		] );
		expect( wrapper.hidden ).toBe( false );
		expect( wrapper.dataset.vitrineStateControl ).toBe( 'select' );
		expect( label() ).toBe( 'State' );
		// An estimate asks for nothing.
		expect( select.required ).toBe( false );
	} );

	it( 'goes to free text for a country with states but no list, and hides it for one without states', async () => {
		const wrapper = renderGermanField();
		rulesFetch();
		await followCountry( wrapper, 'US' );
		( control() as HTMLSelectElement ).value = 'CA';

		await followCountry( wrapper, 'CO' );
		expect( control() ).toBeInstanceOf( HTMLInputElement );
		expect( control().value ).toBe( '' );
		expect( wrapper.hidden ).toBe( false );
		expect( label() ).toBe( 'Department' );

		await followCountry( wrapper, 'DE' );
		expect( wrapper.hidden ).toBe( true );
		expect( wrapper.dataset.vitrineStateControl ).toBe( 'hidden' );
	} );

	it( 'leaves the field as it is when the rules cannot be had', async () => {
		const wrapper = renderGermanField();
		rulesFetch( false );
		await followCountry( wrapper, 'US' );
		expect( control() ).toBeInstanceOf( HTMLInputElement );
		expect( wrapper.hidden ).toBe( true );
	} );
} );
