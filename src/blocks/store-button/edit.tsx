/**
 * The store button in the editor: its arguments in the sidebar, a server-rendered preview.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Disabled,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import { StoreSelect } from '../../data-stores/store-select';

export interface StoreButtonAttributes {
	store: string;
	postId: number;
	label: string;
	icon: string;
	addedLabel: string;
	addedIcon: string;
	addedUrl: string;
	popup: string;
	actionAfterAdded: '' | 'remove_from_store' | 'hide';
	removeFromListing: boolean;
	synchId: string;
}

interface EditProps {
	attributes: StoreButtonAttributes;
	setAttributes: ( changes: Partial< StoreButtonAttributes > ) => void;
	context: { postId?: number };
}

export function StoreButtonEdit( {
	attributes,
	setAttributes,
	context,
}: EditProps ) {
	const blockProps = useBlockProps();
	const text = (
		key: keyof StoreButtonAttributes,
		label: string,
		help: string
	) => (
		<TextControl
			label={ label }
			help={ help }
			value={ String( attributes[ key ] ) }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value } )
			}
		/>
	);

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody title={ __( 'Store', 'vitrine' ) }>
					<StoreSelect
						help={ __( 'As in Vitrine > Data stores.', 'vitrine' ) }
						value={ attributes.store }
						onChange={ ( store: string ) =>
							setAttributes( { store } )
						}
					/>
					<TextControl
						label={ __( 'Post ID', 'vitrine' ) }
						help={ __(
							'Empty: the post or product the block is shown for.',
							'vitrine'
						) }
						type="number"
						value={ attributes.postId > 0 ? attributes.postId : '' }
						onChange={ ( value: string ) =>
							setAttributes( {
								postId: Math.max(
									0,
									parseInt( value, 10 ) || 0
								),
							} )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Before adding', 'vitrine' ) }>
					{ text(
						'label',
						__( 'Label', 'vitrine' ),
						__( 'Empty: “Add to <store>”.', 'vitrine' )
					) }
					{ text(
						'icon',
						__( 'Icon', 'vitrine' ),
						__( 'A character or emoji; empty: ♡.', 'vitrine' )
					) }
				</PanelBody>
				<PanelBody title={ __( 'Once added', 'vitrine' ) }>
					{ text(
						'addedLabel',
						__( 'Label', 'vitrine' ),
						__( 'Empty: “In <store>”.', 'vitrine' )
					) }
					{ text(
						'addedIcon',
						__( 'Icon', 'vitrine' ),
						__( 'A character or emoji; empty: ♥.', 'vitrine' )
					) }
					<SelectControl
						label={ __( 'Then the button', 'vitrine' ) }
						value={ attributes.actionAfterAdded }
						options={ [
							{
								label: __(
									'Links to the address below or opens the popup',
									'vitrine'
								),
								value: '',
							},
							{
								label: __(
									'Removes the item again',
									'vitrine'
								),
								value: 'remove_from_store',
							},
							{
								label: __( 'Is hidden', 'vitrine' ),
								value: 'hide',
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								actionAfterAdded:
									value as StoreButtonAttributes[ 'actionAfterAdded' ],
							} )
						}
					/>
					{ text(
						'addedUrl',
						__( 'Link address', 'vitrine' ),
						__(
							'Such as the favourites page. Without an address or popup, the button removes the item again.',
							'vitrine'
						)
					) }
					{ text(
						'popup',
						__( 'Popup', 'vitrine' ),
						__(
							'The id or selector of a popup to open instead of the link.',
							'vitrine'
						)
					) }
					<ToggleControl
						label={ __(
							'Remove the item from its listing when removed',
							'vitrine'
						) }
						checked={ attributes.removeFromListing }
						onChange={ ( removeFromListing: boolean ) =>
							setAttributes( { removeFromListing } )
						}
					/>
					{ text(
						'synchId',
						__( 'Sync ID', 'vitrine' ),
						__(
							'Sent with each change (the vitrine:store-change event), so that a listing with this ID can refresh itself.',
							'vitrine'
						)
					) }
				</PanelBody>
			</InspectorControls>
			<Disabled>
				<ServerSideRender
					block="vitrine/store-button"
					attributes={ {
						...attributes,
						postId: attributes.postId || context.postId || 0,
					} }
				/>
			</Disabled>
		</div>
	);
}
