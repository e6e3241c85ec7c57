/**
 * One setting, rendered with the control its description asks for.
 */
import {
	CheckboxControl,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { parseNumberInput, toggleItem } from './changes';
import type { SettingFieldDescription, SettingValue } from './types';

interface Props {
	field: SettingFieldDescription;
	value: SettingValue;
	error?: string;
	onChange: ( value: SettingValue ) => void;
}

export function SettingControl( { field, value, error, onChange }: Props ) {
	const help = error ? (
		<span className="vitrine-settings__error" role="alert">
			{ error }
		</span>
	) : (
		field.help
	);
	const common = {
		label: field.label,
		help,
		__nextHasNoMarginBottom: true,
	};

	switch ( field.control ) {
		case 'toggle':
			return (
				<ToggleControl
					{ ...common }
					checked={ value === true }
					onChange={ ( checked: boolean ) => onChange( checked ) }
				/>
			);
		case 'textarea':
			return (
				<TextareaControl
					{ ...common }
					value={ String( value ?? '' ) }
					maxLength={ field.schema.maxLength }
					onChange={ ( text: string ) => onChange( text ) }
				/>
			);
		case 'select':
			return (
				<SelectControl
					{ ...common }
					__next40pxDefaultSize
					value={ String( value ) }
					options={ ( field.schema.enum ?? [] ).map( ( option ) => ( {
						label:
							field.optionLabels?.[ String( option ) ] ??
							String( option ),
						value: String( option ),
					} ) ) }
					onChange={ ( selected: string ) => onChange( selected ) }
				/>
			);
		case 'checkboxes': {
			const options = field.schema.items?.enum ?? [];
			const chosen = Array.isArray( value ) ? value : [];
			return (
				<fieldset className="vitrine-settings__checkboxes">
					<legend>{ field.label }</legend>
					{ options.map( ( option ) => (
						<CheckboxControl
							key={ option }
							__nextHasNoMarginBottom
							label={ field.optionLabels?.[ option ] ?? option }
							checked={ chosen.includes( option ) }
							onChange={ ( checked: boolean ) =>
								onChange(
									toggleItem(
										options,
										chosen,
										option,
										checked
									)
								)
							}
						/>
					) ) }
					<p className="components-base-control__help">{ help }</p>
				</fieldset>
			);
		}
		case 'number':
			return (
				<TextControl
					{ ...common }
					__next40pxDefaultSize
					type="number"
					min={ field.schema.minimum }
					max={ field.schema.maximum }
					value={ String( value ?? '' ) }
					onChange={ ( text: string ) =>
						onChange( parseNumberInput( text ) )
					}
				/>
			);
		default:
			return (
				<TextControl
					{ ...common }
					__next40pxDefaultSize
					value={ String( value ?? '' ) }
					maxLength={ field.schema.maxLength }
					onChange={ ( text: string ) => onChange( text ) }
				/>
			);
	}
}
