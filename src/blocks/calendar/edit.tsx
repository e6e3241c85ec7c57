/**
 * vitrine/calendar in the block editor: what it lists and by which date in the sidebar, the
 * month rendered by the server as the page shows it.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useEntityRecords } from '@wordpress/core-data';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

export interface CalendarAttributes {
	postType: string;
	dateSource: 'publish' | 'meta';
	dateKey: string;
	endKey: string;
	repeatKey: string;
	cacheTimeout: number;
	maxCache: number;
}

interface PostType {
	slug: string;
	name: string;
	viewable: boolean;
}

interface EditProps {
	attributes: CalendarAttributes;
	setAttributes: ( changes: Partial< CalendarAttributes > ) => void;
}

const TYPES_QUERY = { per_page: -1 };

/**
 * The post types a calendar may list: those visitors can see, media excepted.
 *
 * @param types The post types the REST API gives.
 */
export function postTypeOptions(
	types: PostType[] | null
): { value: string; label: string }[] {
	return ( types ?? [] )
		.filter( ( type ) => type.viewable && type.slug !== 'attachment' )
		.map( ( type ) => ( { value: type.slug, label: type.name } ) );
}

/**
 * A meta key as the server takes it (no protected, underscored key): '' for anything else.
 *
 * @param value What was typed.
 */
export function metaKey( value: string ): string {
	const key = value.trim();
	return /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test( key ) ? key : '';
}

export function CalendarEdit( { attributes, setAttributes }: EditProps ) {
	const { records } = useEntityRecords< PostType >(
		'root',
		'postType',
		TYPES_QUERY
	);
	const options = postTypeOptions( records );
	const isMeta = attributes.dateSource === 'meta';
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Events', 'vitrine' ) }>
					<SelectControl
						label={ __( 'Post type', 'vitrine' ) }
						value={ attributes.postType }
						options={
							options.length > 0
								? options
								: [
										{
											value: attributes.postType,
											label: attributes.postType,
										},
									]
						}
						onChange={ ( postType: string ) =>
							setAttributes( { postType } )
						}
					/>
					<SelectControl
						label={ __( 'Date', 'vitrine' ) }
						value={ attributes.dateSource }
						options={ [
							{
								value: 'publish',
								label: __( 'Publish date', 'vitrine' ),
							},
							{
								value: 'meta',
								label: __( 'A date field (meta)', 'vitrine' ),
							},
						] }
						onChange={ ( dateSource: string ) =>
							setAttributes( {
								dateSource:
									dateSource === 'meta' ? 'meta' : 'publish',
							} )
						}
					/>
					{ isMeta && (
						<>
							<TextControl
								label={ __( 'Start date field', 'vitrine' ) }
								help={ __(
									'A meta key holding YYYY-MM-DD or YYYY-MM-DD HH:MM:SS.',
									'vitrine'
								) }
								value={ attributes.dateKey }
								onChange={ ( value: string ) =>
									setAttributes( {
										dateKey: metaKey( value ),
									} )
								}
							/>
							<TextControl
								label={ __( 'End date field', 'vitrine' ) }
								help={ __(
									'Optional: the last day of events over several days.',
									'vitrine'
								) }
								value={ attributes.endKey }
								onChange={ ( value: string ) =>
									setAttributes( {
										endKey: metaKey( value ),
									} )
								}
							/>
							<TextControl
								label={ __( 'Repeat field', 'vitrine' ) }
								help={ __(
									'Optional: a repeat such as FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10.',
									'vitrine'
								) }
								value={ attributes.repeatKey }
								onChange={ ( value: string ) =>
									setAttributes( {
										repeatKey: metaKey( value ),
									} )
								}
							/>
						</>
					) }
				</PanelBody>
				<PanelBody
					title={ __( 'Cache', 'vitrine' ) }
					initialOpen={ false }
				>
					<TextControl
						type="number"
						label={ __( 'Cache timeout (seconds)', 'vitrine' ) }
						help={ __(
							'0 keeps nothing; a negative number keeps months until their events change.',
							'vitrine'
						) }
						value={ String( attributes.cacheTimeout ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								cacheTimeout: Number.parseInt( value, 10 ) || 0,
							} )
						}
					/>
					<RangeControl
						label={ __( 'Months kept at most', 'vitrine' ) }
						value={ attributes.maxCache }
						min={ 1 }
						max={ 120 }
						onChange={ ( value?: number ) =>
							setAttributes( { maxCache: value ?? 12 } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="vitrine/calendar"
					attributes={ { ...attributes } }
				/>
			</Disabled>
		</div>
	);
}
