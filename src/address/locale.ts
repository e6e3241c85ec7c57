/**
 * Address rules per country, as pure functions: given a country's rules (build/address/rules.json,
 * written by bin/address-data.mjs from Google's address data), each address field's visibility,
 * required status, label, placeholder and order, and the kind of state control.
 *
 * The same rules as Vitrine\Address\AddressLocale on the server (keep the two in step):
 * - a field shows when the country's format has its letter (A: the two address lines, C: city,
 *   S: state, Z: postcode), in the format's order; hidden fields come last;
 * - a field is required when the format requires it, the second address line never;
 * - the state is a select where the data lists states, free text where it shows a state without
 *   a list, hidden where the format has none (docs/spec/listings-checkout-attribution-builder.md,
 *   section 5);
 * - a country the data does not know gets every field, with the street address and city required.
 */

export type AddressField =
	'address_1' | 'address_2' | 'city' | 'state' | 'postcode';

/** The fields whose look depends on the country, in their default order. */
export const ADDRESS_FIELDS: readonly AddressField[] = [
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
];

/** The priority of the first address field; the others follow in steps of 10. */
export const FIRST_PRIORITY = 50;

export type StateControl = 'hidden' | 'select' | 'text';

/** One country's rules, as the generator writes them. */
export interface CountryRules {
	/** The fields shown, in form order: letters of A, C, S, Z. */
	fields?: string;
	/** The letters of the required fields. */
	require?: string;
	/** The kinds of field, which pick the labels: 'prefecture', 'zip', 'post_town'. */
	state?: string;
	postcode?: string;
	city?: string;
	/** The postcode's regular expression, an example, a prefix shoppers may write ('CH-'). */
	pattern?: string;
	example?: string;
	prefix?: string;
	/** [ code, name ] in the data's order, names in Latin script where the data has them. */
	states?: Array< [ string, string ] >;
	/** Language ('ja', 'zh-hant') => the state names in that language, in the order of states. */
	names?: Record< string, string[] >;
}

export type RulesByCountry = Record< string, CountryRules >;

/** The translated labels and placeholders the server hands the script. */
export interface LocaleStrings {
	/** Field => kind of field ('' for the field's own label) => label. */
	labels: Partial< Record< AddressField, Record< string, string > > >;
	/** 'address_1' => placeholder, 'postcode' => 'e.g. %s'. */
	placeholders: Partial< Record< AddressField, string > >;
}

export interface FieldLocale {
	hidden: boolean;
	required: boolean;
	label: string;
	placeholder: string;
	priority: number;
}

export interface CountryLocale {
	/** Whether the data has rules for the country. */
	known: boolean;
	fields: Record< AddressField, FieldLocale >;
	stateControl: StateControl;
	/** The states to offer in the select: [ code, name ], empty unless stateControl is select. */
	states: Array< [ string, string ] >;
}

const UNKNOWN_COUNTRY: CountryRules = { fields: 'ACSZ', require: 'AC' };

const LETTERS: Record< AddressField, string > = {
	address_1: 'A',
	address_2: 'A',
	city: 'C',
	state: 'S',
	postcode: 'Z',
};

/**
 * The fields' priorities: the shown ones in the format's order, then the hidden ones.
 *
 * @param shown The format's letters, in order: 'ZSA'.
 */
export function fieldPriorities(
	shown: string
): Record< AddressField, number > {
	const order: AddressField[] = [];
	for ( const letter of shown ) {
		for ( const key of ADDRESS_FIELDS ) {
			if ( LETTERS[ key ] === letter && ! order.includes( key ) ) {
				order.push( key );
			}
		}
	}
	for ( const key of ADDRESS_FIELDS ) {
		if ( ! order.includes( key ) ) {
			order.push( key );
		}
	}
	const priorities = {} as Record< AddressField, number >;
	order.forEach( ( key, index ) => {
		priorities[ key ] = FIRST_PRIORITY + 10 * index;
	} );
	return priorities;
}

/**
 * The states of a country, named in the first of the languages the data has names in.
 *
 * @param rules     The country's rules.
 * @param languages The data's language keys to try, best first ('pt-br', 'pt').
 */
export function stateOptions(
	rules: CountryRules | undefined,
	languages: readonly string[]
): Array< [ string, string ] > {
	const states = rules?.states ?? [];
	const language = languages.find( ( key ) => rules?.names?.[ key ] );
	const names = language ? rules?.names?.[ language ] : undefined;
	return states.map( ( [ code, name ], index ) => [
		code,
		names?.[ index ] ?? name,
	] );
}

/**
 * The code of a state given by its code or its name, without regard to case.
 *
 * @param states The country's states.
 * @param value  A code or name.
 * @return The code, or undefined when none matches.
 */
export function findState(
	states: ReadonlyArray< [ string, string ] >,
	value: string
): string | undefined {
	const wanted = value.trim().toLowerCase();
	if ( wanted === '' ) {
		return undefined;
	}
	return states.find(
		( [ code, name ] ) =>
			code.toLowerCase() === wanted || name.toLowerCase() === wanted
	)?.[ 0 ];
}

/**
 * The address rules of a country.
 *
 * @param rules     The country's rules; undefined for a country the data does not know.
 * @param strings   The translated labels and placeholders.
 * @param languages The data's language keys to name states in, best first.
 */
export function countryLocale(
	rules: CountryRules | undefined,
	strings: LocaleStrings,
	languages: readonly string[] = []
): CountryLocale {
	const known = rules !== undefined;
	const effective = rules ?? UNKNOWN_COUNTRY;
	const shown = effective.fields ?? '';
	const required = effective.require ?? '';
	const states = stateOptions( effective, languages );
	const priorities = fieldPriorities( shown );

	let stateControl: StateControl = 'hidden';
	if ( shown.includes( 'S' ) ) {
		stateControl = states.length > 0 ? 'select' : 'text';
	}

	const fields = {} as Record< AddressField, FieldLocale >;
	for ( const key of ADDRESS_FIELDS ) {
		const hidden = ! shown.includes( LETTERS[ key ] );
		const labels = strings.labels[ key ] ?? {};
		const kind = ( effective as Record< string, unknown > )[ key ];
		const label =
			( typeof kind === 'string' ? labels[ kind ] : undefined ) ??
			labels[ '' ] ??
			'';
		let placeholder = '';
		if ( key === 'address_1' ) {
			placeholder = strings.placeholders.address_1 ?? '';
		} else if ( key === 'postcode' && effective.example ) {
			placeholder = ( strings.placeholders.postcode ?? '%s' ).replace(
				'%s',
				effective.example
			);
		}
		fields[ key ] = {
			hidden,
			required:
				! hidden &&
				key !== 'address_2' &&
				required.includes( LETTERS[ key ] ),
			label,
			placeholder,
			priority: priorities[ key ],
		};
	}

	return {
		known,
		fields,
		stateControl,
		states: stateControl === 'select' ? states : [],
	};
}
