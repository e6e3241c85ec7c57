/**
 * Pure logic of the widget editor and of the server's error answers.
 */
import { __, sprintf } from '@wordpress/i18n';
import { isVitrineError } from '../../core/api';
import type {
	OptionDescription,
	OptionValue,
	RowError,
	WidgetOptionValues,
	WidgetSchema,
} from './types';

/** Integer options whose range is at most this wide get a slider with its number field. */
const RANGE_WIDTH = 12;

export type ControlKind =
	| 'toggle'
	| 'range'
	| 'number'
	| 'select'
	| 'color'
	| 'sources'
	| 'templates'
	| 'text';

/**
 * Whether an option applies to a layout: options without `layouts` apply to every layout.
 *
 * @param option The option.
 * @param layout The chosen layout.
 */
export function appliesToLayout(
	option: OptionDescription,
	layout: string
): boolean {
	return option.layouts === undefined || option.layouts.includes( layout );
}

/**
 * The schema's groups, in its order, each with the options that apply to the layout; groups
 * left empty are dropped.
 *
 * @param schema The widget options schema.
 * @param layout The chosen layout.
 */
export function formGroups(
	schema: WidgetSchema,
	layout: string
): Array< { id: string; label: string; options: OptionDescription[] } > {
	return schema.groups
		.map( ( group ) => ( {
			...group,
			options: schema.options.filter(
				( option ) =>
					option.group === group.id &&
					appliesToLayout( option, layout )
			),
		} ) )
		.filter( ( group ) => group.options.length > 0 );
}

/**
 * Every option at its schema default.
 *
 * @param schema The widget options schema.
 */
export function defaultOptions( schema: WidgetSchema ): WidgetOptionValues {
	const values: WidgetOptionValues = {};
	for ( const option of schema.options ) {
		values[ option.key ] = option.default;
	}
	return values;
}

/**
 * The control an option is edited with.
 *
 * @param option The option.
 */
export function controlKind( option: OptionDescription ): ControlKind {
	switch ( option.type ) {
		case 'boolean':
			return 'toggle';
		case 'integer':
		case 'number':
			return option.minimum !== undefined &&
				option.maximum !== undefined &&
				option.maximum - option.minimum <= RANGE_WIDTH
				? 'range'
				: 'number';
		case 'enum':
			return 'select';
		case 'color':
			return 'color';
		case 'sources':
			return 'sources';
		case 'templates':
			return 'templates';
		default:
			return 'text';
	}
}

/**
 * What a number field holds, as the number the server expects; anything else is kept as typed
 * so that the server says what is wrong with it.
 *
 * @param raw     The field's text.
 * @param integer Whether only whole numbers are numbers.
 */
export function parseNumberField(
	raw: string | undefined,
	integer: boolean
): OptionValue {
	const text = ( raw ?? '' ).trim();
	const pattern = integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
	return pattern.test( text ) ? Number( text ) : ( raw ?? '' );
}

/**
 * The field errors of a refused save or preview, by option key ("title" for the title). The
 * key may come as "options.speed" or "options[speed]" from REST argument validation.
 *
 * @param error What the request threw.
 */
export function fieldErrors( error: unknown ): Record< string, string > {
	if ( ! isVitrineError( error ) ) {
		return {};
	}
	const params = error.data?.params ?? {};
	const errors: Record< string, string > = {};
	for ( const [ key, message ] of Object.entries( params ) ) {
		const match = /^options(?:\.|\[)([^\]]+)\]?$/.exec( key );
		errors[ match ? match[ 1 ] : key ] = String( message );
	}
	return errors;
}

/**
 * The errors in the editor's order (title first, then the schema's), each with its label,
 * for the summary above the form.
 *
 * @param errors     Message by key.
 * @param schema     The widget options schema.
 * @param titleLabel The title field's label.
 */
export function errorSummary(
	errors: Record< string, string >,
	schema: WidgetSchema,
	titleLabel: string
): Array< { key: string; label: string; message: string } > {
	const known = [
		{ key: 'title', label: titleLabel },
		...schema.options.map( ( option ) => ( {
			key: option.key,
			label: option.label,
		} ) ),
	];
	const summary = known
		.filter( ( field ) => errors[ field.key ] !== undefined )
		.map( ( field ) => ( { ...field, message: errors[ field.key ] } ) );
	for ( const [ key, message ] of Object.entries( errors ) ) {
		if ( ! known.some( ( field ) => field.key === key ) ) {
			summary.push( { key, label: key, message } );
		}
	}
	return summary;
}

function isRowError( value: unknown ): value is RowError {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as RowError ).message === 'string' &&
		Number.isFinite( Number( ( value as RowError ).line ) )
	);
}

/**
 * Every bad row of a refused import, by line, from the 400 answer: a list of { line, message }
 * under data.errors, data.rows or data.params, or data.params keyed by line.
 *
 * @param error What the request threw.
 */
export function importRowErrors( error: unknown ): RowError[] {
	if ( ! isVitrineError( error ) || ! error.data ) {
		return [];
	}
	const data = error.data as Record< string, unknown >;
	for ( const key of [ 'errors', 'rows', 'lines', 'params' ] ) {
		const value = data[ key ];
		if ( Array.isArray( value ) ) {
			return value.filter( isRowError ).map( ( row ) => ( {
				line: Number( row.line ),
				message: row.message,
			} ) );
		}
	}
	const params = data.params;
	if ( typeof params === 'object' && params !== null ) {
		return Object.entries( params as Record< string, unknown > )
			.map( ( [ key, message ] ) => ( {
				line: Number( /\d+/.exec( key )?.[ 0 ] ),
				message: String( message ),
			} ) )
			.filter( ( row ) => Number.isFinite( row.line ) );
	}
	return [];
}

/**
 * The message of a refresh that worked.
 *
 * @param added   Reviews added.
 * @param updated Reviews updated.
 */
export function refreshMessage( added: number, updated: number ): string {
	return sprintf(
		/* translators: 1: reviews added, 2: reviews updated. */
		__( 'Added %1$d, updated %2$d', 'vitrine' ),
		added,
		updated
	);
}

/**
 * The message of anything a request threw: the server's own message, or a generic one.
 *
 * @param error What the request threw.
 */
export function errorMessage( error: unknown ): string {
	if ( isVitrineError( error ) ) {
		return error.message;
	}
	return __(
		'The request failed. Check your connection and try again.',
		'vitrine'
	);
}
