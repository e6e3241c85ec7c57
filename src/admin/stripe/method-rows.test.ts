/**
 * The table of methods' rows from the sections taken in and the server's list.
 */
import { isMethodSection, methodRows } from './method-rows';
import type { SettingsSection } from '../settings/types';

const ideal: SettingsSection = {
	id: 'payment_stripe_ideal',
	title: 'Payment: My iDEAL',
	description: '',
	fields: [
		{
			key: 'payment_stripe_ideal_enabled',
			label: 'Offer iDEAL through Stripe',
			help: '',
			control: 'toggle',
			schema: { type: 'boolean' },
		},
		{
			key: 'payment_stripe_ideal_title',
			label: 'Title',
			help: '',
			control: 'text',
			schema: { type: 'string', maxLength: 100 },
		},
	],
};

describe( 'methodRows', () => {
	it( 'takes the settings from the section and where it works from the list', () => {
		expect(
			methodRows(
				[ ideal ],
				[
					{
						type: 'ideal',
						gateway: 'stripe_ideal',
						name: 'iDEAL',
						countries: [ 'NL' ],
						currencies: [ 'EUR' ],
					},
				]
			)
		).toEqual( [
			{
				gateway: 'stripe_ideal',
				name: 'iDEAL',
				switchLabel: 'Offer iDEAL through Stripe',
				enabledKey: 'payment_stripe_ideal_enabled',
				titleKey: 'payment_stripe_ideal_title',
				countries: [ 'NL' ],
				currencies: [ 'EUR' ],
			},
		] );
	} );

	it( 'names a method by its section while the list is unknown', () => {
		const [ row ] = methodRows( [ ideal ], null );
		expect( [ row.name, row.countries, row.currencies ] ).toEqual( [
			'Payment: My iDEAL',
			null,
			null,
		] );
	} );
} );

describe( 'isMethodSection', () => {
	it( 'is a stripe_<type> gateway’s section, not the card’s', () => {
		expect( isMethodSection( 'payment_stripe_sepa_debit' ) ).toBe( true );
		expect( isMethodSection( 'payment_stripe' ) ).toBe( false );
		expect( isMethodSection( 'payment_bacs' ) ).toBe( false );
	} );
} );
