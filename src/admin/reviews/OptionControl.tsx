/**
 * One widget option, edited with the control its type asks for. Errors are linked to the
 * control: they are part of its help text (aria-describedby) and the control is aria-invalid.
 */
import {
	CheckboxControl,
	ColorPalette,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { controlKind, parseNumberField } from './options';
import { providerLabel } from './providers';
import type {
	OptionDescription,
	OptionValue,
	Source,
	Templates,
} from './types';

interface Props {
	option: OptionDescription;
	value: OptionValue;
	error?: string;
	sources: Source[];
	onChange: ( value: OptionValue ) => void;
}

/** A few colours to pick from; any other comes from the palette's custom picker. */
const PALETTE = [
	{ name: __( 'White', 'vitrine' ), color: '#ffffff' },
	{ name: __( 'Black', 'vitrine' ), color: '#1e1e1e' },
	{ name: __( 'Grey', 'vitrine' ), color: '#595959' },
	{ name: __( 'Blue', 'vitrine' ), color: '#0a58ca' },
	{ name: __( 'Gold', 'vitrine' ), color: '#e6a700' },
	{ name: __( 'Red', 'vitrine' ), color: '#b32d2e' },
	{ name: __( 'Green', 'vitrine' ), color: '#007a3d' },
];

export function optionFieldId( key: string ): string {
	return `vitrine-option-${ key }`;
}

export function OptionControl( {
	option,
	value,
	error,
	sources,
	onChange,
}: Props ) {
	const id = optionFieldId( option.key );
	const helpId = `${ id }-help`;
	const help: ReactNode =
		error !== undefined ? (
			<>
				<span className="vitrine-reviews-admin__error">{ error }</span>
				{ option.help ? ` ${ option.help }` : '' }
			</>
		) : (
			option.help
		);
	const invalid = error !== undefined;
	const common = {
		label: option.label,
		help,
		__nextHasNoMarginBottom: true,
		'aria-invalid': invalid,
	};

	let control: ReactNode;
	switch ( controlKind( option ) ) {
		case 'toggle':
			control = (
				<ToggleControl
					{ ...common }
					checked={ value === true }
					onChange={ ( checked: boolean ) => onChange( checked ) }
				/>
			);
			break;
		case 'range':
			control = (
				<RangeControl
					{ ...common }
					__next40pxDefaultSize
					min={ option.minimum }
					max={ option.maximum }
					step={ option.type === 'integer' ? 1 : 0.1 }
					value={ typeof value === 'number' ? value : undefined }
					onChange={ ( next?: number ) =>
						onChange( next ?? ( option.default as number ) )
					}
				/>
			);
			break;
		case 'number':
			control = (
				<TextControl
					{ ...common }
					type="number"
					__next40pxDefaultSize
					min={ option.minimum }
					max={ option.maximum }
					value={ String( value ) }
					onChange={ ( next: string ) =>
						onChange(
							parseNumberField( next, option.type === 'integer' )
						)
					}
				/>
			);
			break;
		case 'select':
			control = (
				<SelectControl
					{ ...common }
					__next40pxDefaultSize
					value={ String( value ) }
					options={ option.enum ?? [] }
					onChange={ ( next: string ) => onChange( next ) }
				/>
			);
			break;
		case 'color':
			control = (
				<fieldset
					className="vitrine-reviews-option__fieldset"
					aria-describedby={ helpId }
					aria-invalid={ invalid }
				>
					<legend id={ `${ id }-legend` }>{ option.label }</legend>
					<ColorPalette
						aria-labelledby={ `${ id }-legend` }
						colors={ PALETTE }
						value={
							typeof value === 'string' && value !== ''
								? value
								: undefined
						}
						onChange={ ( next?: string ) => onChange( next ?? '' ) }
						clearable
						disableCustomColors={ false }
						enableAlpha={ false }
					/>
					<p className="vitrine-reviews-option__help" id={ helpId }>
						{ value === ''
							? __( 'Not set: the theme’s colour.', 'vitrine' )
							: sprintf(
									/* translators: %s: a colour such as #1a2b3c. */
									__( 'Chosen: %s.', 'vitrine' ),
									String( value )
								) }{ ' ' }
						{ help }
					</p>
				</fieldset>
			);
			break;
		case 'sources': {
			const chosen = Array.isArray( value ) ? value : [];
			control = (
				<fieldset
					className="vitrine-reviews-option__fieldset"
					aria-describedby={ helpId }
					aria-invalid={ invalid }
				>
					<legend>{ option.label }</legend>
					{ sources.length === 0 && (
						<p>
							{ __( 'No source is connected yet.', 'vitrine' ) }
						</p>
					) }
					<div className="vitrine-reviews-option__choices">
						{ sources.map( ( source ) => (
							<CheckboxControl
								key={ source.id }
								label={ `${ source.name } (${ providerLabel(
									source.provider
								) })` }
								checked={ chosen.includes( source.id ) }
								onChange={ ( checked: boolean ) =>
									onChange(
										checked
											? [ ...chosen, source.id ]
											: chosen.filter(
													( item ) =>
														item !== source.id
												)
									)
								}
								__nextHasNoMarginBottom
							/>
						) ) }
					</div>
					<p className="vitrine-reviews-option__help" id={ helpId }>
						{ help }
					</p>
				</fieldset>
			);
			break;
		}
		case 'templates': {
			const templates: Templates =
				typeof value === 'object' &&
				value !== null &&
				! Array.isArray( value )
					? value
					: { m1: '', m2: '' };
			control = (
				<fieldset
					className="vitrine-reviews-option__fieldset"
					aria-describedby={ helpId }
					aria-invalid={ invalid }
				>
					<legend>{ option.label }</legend>
					<p className="vitrine-reviews-option__help" id={ helpId }>
						{ help }
					</p>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Rating summary (m1)', 'vitrine' ) }
						help={ __(
							'{rating} becomes the average rating, {count} the number of reviews.',
							'vitrine'
						) }
						aria-invalid={ invalid }
						value={ templates.m1 }
						onChange={ ( m1: string ) =>
							onChange( { ...templates, m1 } )
						}
					/>
					<TextControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Leave-a-review link (m2)', 'vitrine' ) }
						help={ __(
							'{provider} becomes Google, Facebook or Yelp.',
							'vitrine'
						) }
						aria-invalid={ invalid }
						value={ templates.m2 }
						onChange={ ( m2: string ) =>
							onChange( { ...templates, m2 } )
						}
					/>
				</fieldset>
			);
			break;
		}
		default:
			control = (
				<TextControl
					{ ...common }
					__next40pxDefaultSize
					value={ String( value ?? '' ) }
					onChange={ ( next: string ) => onChange( next ) }
				/>
			);
	}

	return (
		<div
			className={ `vitrine-reviews-option${ invalid ? ' has-error' : '' }` }
			id={ id }
			data-option={ option.key }
		>
			{ control }
		</div>
	);
}
