/**
 * Pure logic of the reviews screens: options by layout, controls, errors.
 */
import {
	appliesToLayout,
	controlKind,
	defaultOptions,
	errorSummary,
	fieldErrors,
	formGroups,
	importRowErrors,
	parseNumberField,
	refreshMessage,
} from './options';
import type { OptionDescription, WidgetSchema } from './types';

const option = (
	key: string,
	fields: Partial< OptionDescription > = {}
): OptionDescription => ( {
	key,
	type: 'boolean',
	label: `Label ${ key }`,
	group: 'content',
	default: false,
	...fields,
} );

const schema: WidgetSchema = {
	groups: [
		{ id: 'content', label: 'Reviews shown' },
		{ id: 'slider', label: 'Slider' },
		{ id: 'tag', label: 'Tag' },
		{ id: 'style', label: 'Colours' },
	],
	layouts: [
		{ value: 'list', label: 'List' },
		{ value: 'slider', label: 'Slider' },
	],
	options: [
		option( 'layout', { type: 'enum', default: 'list' } ),
		option( 'pagination', {
			type: 'integer',
			default: 6,
			layouts: [ 'list', 'grid' ],
		} ),
		option( 'speed', {
			group: 'slider',
			type: 'integer',
			default: 5,
			layouts: [ 'slider' ],
		} ),
		option( 'autoplay', {
			group: 'slider',
			default: true,
			layouts: [ 'slider' ],
		} ),
		option( 'tag_color', {
			group: 'tag',
			type: 'color',
			default: '',
			layouts: [ 'tag' ],
		} ),
		option( 'bg_color', { group: 'style', type: 'color', default: '' } ),
	],
};

describe( 'appliesToLayout', () => {
	it( 'applies an option without layouts to every layout', () => {
		expect( appliesToLayout( option( 'a' ), 'badge' ) ).toBe( true );
	} );

	it( 'applies an option with layouts only to those', () => {
		const sliderOnly = option( 's', { layouts: [ 'slider' ] } );

		expect( appliesToLayout( sliderOnly, 'slider' ) ).toBe( true );
		expect( appliesToLayout( sliderOnly, 'list' ) ).toBe( false );
	} );

	it( 'applies an option with an empty list of layouts to none', () => {
		expect(
			appliesToLayout( option( 'x', { layouts: [] } ), 'list' )
		).toBe( false );
	} );
} );

describe( 'formGroups', () => {
	it( 'keeps the schema order and only the options of the layout', () => {
		expect(
			formGroups( schema, 'list' ).map( ( group ) => [
				group.id,
				group.options.map( ( o ) => o.key ),
			] )
		).toEqual( [
			[ 'content', [ 'layout', 'pagination' ] ],
			[ 'style', [ 'bg_color' ] ],
		] );
	} );

	it( 'shows the slider group for a slider and drops pagination', () => {
		expect(
			formGroups( schema, 'slider' ).map( ( group ) => [
				group.id,
				group.options.map( ( o ) => o.key ),
			] )
		).toEqual( [
			[ 'content', [ 'layout' ] ],
			[ 'slider', [ 'speed', 'autoplay' ] ],
			[ 'style', [ 'bg_color' ] ],
		] );
	} );

	it( 'shows the tag group only for a tag', () => {
		expect(
			formGroups( schema, 'tag' ).map( ( group ) => group.id )
		).toEqual( [ 'content', 'tag', 'style' ] );
	} );
} );

describe( 'defaultOptions', () => {
	it( 'gives every option its default', () => {
		expect( defaultOptions( schema ) ).toEqual( {
			layout: 'list',
			pagination: 6,
			speed: 5,
			autoplay: true,
			tag_color: '',
			bg_color: '',
		} );
	} );
} );

describe( 'controlKind', () => {
	it.each( [
		[ { type: 'boolean' }, 'toggle' ],
		[ { type: 'enum' }, 'select' ],
		[ { type: 'color' }, 'color' ],
		[ { type: 'sources' }, 'sources' ],
		[ { type: 'templates' }, 'templates' ],
		[ { type: 'breakpoints' }, 'text' ],
		[ { type: 'string' }, 'text' ],
		[ { type: 'integer', minimum: 0, maximum: 5 }, 'range' ],
		[ { type: 'integer', minimum: 1, maximum: 6 }, 'range' ],
		[ { type: 'integer', minimum: 0, maximum: 12 }, 'range' ],
		[ { type: 'integer', minimum: 0, maximum: 13 }, 'number' ],
		[ { type: 'integer', minimum: 0, maximum: 4000 }, 'number' ],
		[ { type: 'integer' }, 'number' ],
		[ { type: 'number', minimum: 0, maximum: 1 }, 'range' ],
	] as Array< [ Partial< OptionDescription >, string ] > )(
		'edits %p with %p',
		( fields, kind ) => {
			expect( controlKind( option( 'k', fields ) ) ).toBe( kind );
		}
	);
} );

describe( 'parseNumberField', () => {
	it.each( [
		[ '42', true, 42 ],
		[ ' 7 ', true, 7 ],
		[ '-3', true, -3 ],
		[ '1.5', false, 1.5 ],
	] )( 'reads %p (integer: %p) as %p', ( raw, integer, expected ) => {
		expect( parseNumberField( raw, integer ) ).toBe( expected );
	} );

	it.each( [ [ '1.5' ], [ 'abc' ], [ '' ], [ '1e3' ] ] )(
		'keeps %p as typed for an integer, for the server to refuse',
		( raw ) => {
			expect( parseNumberField( raw, true ) ).toBe( raw );
		}
	);

	it( 'reads an empty field as an empty string', () => {
		expect( parseNumberField( undefined, true ) ).toBe( '' );
	} );
} );

describe( 'fieldErrors', () => {
	it( 'reads data.params of a refused save by option key', () => {
		expect(
			fieldErrors( {
				code: 'vitrine_invalid_widget_options',
				message: 'The widget was not saved.',
				data: {
					status: 400,
					params: {
						speed: 'Autoplay interval must be from 1 to 60.',
						'options.count': 'Columns must be from 1 to 6.',
						'options[space]': 'Space is wrong.',
						title: 'A title is needed.',
					},
				},
			} )
		).toEqual( {
			speed: 'Autoplay interval must be from 1 to 60.',
			count: 'Columns must be from 1 to 6.',
			space: 'Space is wrong.',
			title: 'A title is needed.',
		} );
	} );

	it( 'is empty for an error without params or a thrown value of another kind', () => {
		expect( fieldErrors( { code: 'x', message: 'y' } ) ).toEqual( {} );
		expect( fieldErrors( new Error( 'offline' ) ) ).toEqual( {} );
		expect( fieldErrors( null ) ).toEqual( {} );
	} );
} );

describe( 'errorSummary', () => {
	it( 'lists the title first, then the options in the schema order, then unknown keys', () => {
		expect(
			errorSummary(
				{
					other: 'Unknown.',
					bg_color: 'Not a colour.',
					title: 'Needed.',
					speed: 'Too slow.',
				},
				schema,
				'Title'
			)
		).toEqual( [
			{ key: 'title', label: 'Title', message: 'Needed.' },
			{ key: 'speed', label: 'Label speed', message: 'Too slow.' },
			{
				key: 'bg_color',
				label: 'Label bg_color',
				message: 'Not a colour.',
			},
			{ key: 'other', label: 'other', message: 'Unknown.' },
		] );
	} );

	it( 'is empty without errors', () => {
		expect( errorSummary( {}, schema, 'Title' ) ).toEqual( [] );
	} );
} );

describe( 'importRowErrors', () => {
	const refused = ( data: Record< string, unknown > ) => ( {
		code: 'vitrine_import_invalid',
		message: 'Nothing was imported.',
		data: { status: 400, ...data },
	} );

	it( 'reads a list of lines and messages', () => {
		expect(
			importRowErrors(
				refused( {
					errors: [
						{ line: 3, message: 'The rating must be from 1 to 5.' },
						{ line: '5', message: 'The author is missing.' },
						{ nothing: true },
					],
				} )
			)
		).toEqual( [
			{ line: 3, message: 'The rating must be from 1 to 5.' },
			{ line: 5, message: 'The author is missing.' },
		] );
	} );

	it( 'reads the list under rows or params too', () => {
		const rows = [ { line: 2, message: 'Bad.' } ];

		expect( importRowErrors( refused( { rows } ) ) ).toEqual( rows );
		expect( importRowErrors( refused( { params: rows } ) ) ).toEqual(
			rows
		);
	} );

	it( 'reads params keyed by line', () => {
		expect(
			importRowErrors(
				refused( {
					params: { 'line 4': 'Bad date.', 7: 'No rating.' },
				} )
			)
		).toEqual(
			expect.arrayContaining( [
				{ line: 4, message: 'Bad date.' },
				{ line: 7, message: 'No rating.' },
			] )
		);
	} );

	it( 'is empty for an answer without rows', () => {
		expect( importRowErrors( refused( {} ) ) ).toEqual( [] );
		expect( importRowErrors( new Error( 'x' ) ) ).toEqual( [] );
	} );
} );

describe( 'refreshMessage', () => {
	it( 'says what was added and updated', () => {
		expect( refreshMessage( 3, 12 ) ).toBe( 'Added 3, updated 12' );
	} );
} );
