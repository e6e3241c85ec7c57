/**
 * Vitrine > Settings: the registered sections and fields, saved through /vitrine/v1/settings.
 */
import { useState } from '@wordpress/element';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { isVitrineError, restClient } from '../../core/api';
import { changedValues } from './changes';
import { SettingControl } from './SettingControl';
import { arrangeSections, sectionExtra } from './section-extras';
import type { AdminSettings, SettingsSection, SettingValue } from './types';

type Status =
	| { kind: 'idle' }
	| { kind: 'saving' }
	| { kind: 'saved' }
	| { kind: 'error'; message: string };

export function SettingsScreen( { restPath, schema, values }: AdminSettings ) {
	const [ saved, setSaved ] = useState( values );
	const [ current, setCurrent ] = useState( values );
	const [ status, setStatus ] = useState< Status >( { kind: 'idle' } );
	const [ fieldErrors, setFieldErrors ] = useState<
		Record< string, string >
	>( {} );

	const changes = changedValues( saved, current );
	const dirty = Object.keys( changes ).length > 0;

	const update = ( key: string, value: SettingValue ) => {
		setCurrent( ( previous ) => ( { ...previous, [ key ]: value } ) );
		setStatus( { kind: 'idle' } );
	};

	const save = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( ! dirty ) {
			return;
		}
		setStatus( { kind: 'saving' } );
		setFieldErrors( {} );
		try {
			const result = await restClient()< Record< string, SettingValue > >(
				{
					path: restPath,
					method: 'POST',
					data: changes,
				}
			);
			setSaved( result );
			setCurrent( result );
			setStatus( { kind: 'saved' } );
		} catch ( error ) {
			if ( isVitrineError( error ) ) {
				setFieldErrors( error.data?.params ?? {} );
				setStatus( { kind: 'error', message: error.message } );
			} else {
				setStatus( {
					kind: 'error',
					message: __(
						'The settings could not be saved. Check your connection and try again.',
						'vitrine'
					),
				} );
			}
		}
	};

	return (
		<form className="vitrine-settings" onSubmit={ save } noValidate>
			{ status.kind === 'saved' && (
				<Notice status="success" isDismissible={ false }>
					{ __( 'Settings saved.', 'vitrine' ) }
				</Notice>
			) }
			{ status.kind === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ status.message }
				</Notice>
			) }
			{ arrangeSections( schema.sections ).map(
				( { section, takenIn } ) => (
					<Card
						key={ section.id }
						className="vitrine-settings__section"
						as="section"
						aria-labelledby={ `vitrine-settings-${ section.id }` }
					>
						<CardHeader>
							<h2 id={ `vitrine-settings-${ section.id }` }>
								{ section.title }
							</h2>
						</CardHeader>
						<CardBody>
							{ section.description && (
								<p className="vitrine-settings__description">
									{ section.description }
								</p>
							) }
							{ section.fields.map( ( field ) => (
								<div
									className="vitrine-settings__field"
									key={ field.key }
									data-setting={ field.key }
								>
									<SettingControl
										field={ field }
										value={ current[ field.key ] }
										error={ fieldErrors[ field.key ] }
										onChange={ ( value ) =>
											update( field.key, value )
										}
									/>
								</div>
							) ) }
							<SectionExtra
								sectionId={ section.id }
								values={ current }
								saved={ saved }
								sections={ takenIn }
								update={ update }
								errors={ fieldErrors }
							/>
						</CardBody>
					</Card>
				)
			) }
			<Button
				variant="primary"
				type="submit"
				isBusy={ status.kind === 'saving' }
				aria-disabled={ ! dirty || status.kind === 'saving' }
				__next40pxDefaultSize
			>
				{ __( 'Save settings', 'vitrine' ) }
			</Button>
		</form>
	);
}

function SectionExtra( {
	sectionId,
	...props
}: {
	sectionId: string;
	values: Record< string, SettingValue >;
	saved: Record< string, SettingValue >;
	sections: SettingsSection[];
	update: ( key: string, value: SettingValue ) => void;
	errors: Record< string, string >;
} ) {
	const Extra = sectionExtra( sectionId );
	return Extra ? <Extra { ...props } /> : null;
}
