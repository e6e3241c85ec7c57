/**
 * Test helper (imported by *.test.ts only): rules of a few countries as bin/address-data.mjs
 * writes them, the strings AddressFieldsRenderer hands the script, and a fieldset rendered the
 * way the renderer renders it.
 */
import type { FieldsetConfig } from './apply-locale';
import type { RulesByCountry } from './locale';
import { stubFetch } from '../test-support/fetch';

export const RULES: RulesByCountry = {
	US: {
		fields: 'ACSZ',
		require: 'ACSZ',
		state: 'state',
		postcode: 'zip',
		city: 'city',
		pattern: '(\\d{5})(?:[ \\-](\\d{4}))?',
		example: '95014',
		states: [
			[ 'AL', 'Alabama' ],
			[ 'CA', 'California' ],
			[ 'TX', 'Texas' ],
		],
	},
	DE: {
		fields: 'AZC',
		require: 'ACZ',
		state: 'province',
		postcode: 'postal',
		city: 'city',
		pattern: '\\d{5}',
		example: '26133',
	},
	JP: {
		fields: 'ZSA',
		require: 'ASZ',
		state: 'prefecture',
		postcode: 'postal',
		city: 'city',
		pattern: '\\d{3}-?\\d{4}',
		example: '154-0023',
		states: [
			[ 'JP01', 'Hokkaido' ],
			[ 'JP13', 'Tokyo' ],
		],
		names: { ja: [ '北海道', '東京都' ] },
	},
	IE: {
		fields: 'ACSZ',
		require: 'AC',
		state: 'county',
		postcode: 'eircode',
		city: 'city',
		example: 'A65 F4E2',
		states: [
			[ 'D', 'Co. Dublin' ],
			[ 'C', 'Co. Cork' ],
		],
	},
	CO: {
		fields: 'ACS',
		require: 'AC',
		state: 'department',
		postcode: 'postal',
		city: 'city',
	},
};

export const CONFIG: FieldsetConfig = {
	rules: '/wp-content/plugins/vitrine/build/address/rules.json?ver=abc',
	languages: [ 'en-us', 'en' ],
	labels: {
		address_1: { '': 'Street address' },
		address_2: { '': 'Apartment, suite, unit, etc.' },
		city: {
			'': 'Town / City',
			city: 'Town / City',
			post_town: 'Post town',
		},
		state: {
			'': 'State / County',
			state: 'State',
			county: 'County',
			department: 'Department',
			prefecture: 'Prefecture',
			province: 'Province',
		},
		postcode: {
			'': 'Postcode / ZIP',
			zip: 'ZIP Code',
			postal: 'Postcode',
			eircode: 'Eircode',
		},
	},
	placeholders: {
		address_1: 'House number and street name',
		postcode: 'e.g. %s',
	},
	selectState: 'Select an option…',
};

function wrapper(
	key: string,
	priority: number,
	label: string,
	required: boolean,
	control: string,
	extra = ''
): string {
	return `<p class="vitrine-form__row vitrine-address__field vitrine-address__field--${ key }" id="billing_${ key }_field" data-vitrine-field="${ key }" data-priority="${ priority }"${ extra }><label for="billing_${ key }"><span class="vitrine-address__label">${ label }</span> <span class="vitrine-required" aria-hidden="true"${
		required ? '' : ' hidden'
	}>*</span><span class="vitrine-optional"${
		required ? ' hidden' : ''
	}>(optional)</span></label>${ control }</p>`;
}

function input( key: string, required: boolean, attributes = '' ): string {
	return `<input type="text" class="vitrine-input" value="" name="billing_${ key }" id="billing_${ key }" autocomplete="billing ${ key }"${
		required ? ' required aria-required="true"' : ''
	}${ attributes }>`;
}

/**
 * A billing fieldset for the United States with California chosen, as the renderer prints it.
 *
 * @param config The config to print, CONFIG by default.
 */
export function renderUsFieldset( config: FieldsetConfig = CONFIG ): string {
	const state = `<select class="vitrine-select" name="billing_state" id="billing_state" autocomplete="billing address-level1" required aria-required="true" aria-describedby="billing_state_error"><option value="">Select an option…</option><option value="AL">Alabama</option><option value="CA" selected>California</option><option value="TX">Texas</option></select>`;
	const country = `<select class="vitrine-select" name="billing_country" id="billing_country" autocomplete="billing country" required aria-required="true"><option value="">Select a country / region…</option><option value="CO">Colombia</option><option value="DE">Germany</option><option value="IE">Ireland</option><option value="JP">Japan</option><option value="US" selected>United States of America</option><option value="XX">Nowhere</option></select>`;
	const json = JSON.stringify( config ).replace( /"/g, '&quot;' );
	return `<form><fieldset class="vitrine-address vitrine-address--billing" data-vitrine-address="billing" data-vitrine-country="US" data-vitrine-address-config="${ json }"><legend class="vitrine-address__legend">Billing address</legend><div class="vitrine-address__fields">${ [
		wrapper(
			'first_name',
			10,
			'First name',
			true,
			input( 'first_name', true )
		),
		wrapper( 'country', 40, 'Country / Region', true, country ),
		wrapper(
			'address_1',
			50,
			'Street address',
			true,
			input(
				'address_1',
				true,
				' placeholder="House number and street name"'
			)
		),
		wrapper(
			'address_2',
			60,
			'Apartment, suite, unit, etc.',
			false,
			input( 'address_2', false )
		),
		wrapper( 'city', 70, 'Town / City', true, input( 'city', true ) ),
		wrapper(
			'state',
			80,
			'State',
			true,
			state,
			' data-vitrine-state-control="select"'
		),
		wrapper(
			'postcode',
			90,
			'ZIP Code',
			true,
			input( 'postcode', true, ' placeholder="e.g. 95014"' )
		),
		wrapper( 'phone', 100, 'Phone', false, input( 'phone', false ) ),
	].join( '' ) }</div></fieldset></form>`;
}

/**
 * Stubs window.fetch, for the test, with the rules file's answer (RULES), counting its calls.
 *
 * @param ok Whether the answer is a success.
 */
export function rulesFetch( ok = true ): jest.Mock {
	return stubFetch(
		jest.fn( async () => ( {
			ok,
			json: async () => ( { version: 'abc', countries: RULES } ),
		} ) )
	) as unknown as jest.Mock;
}
