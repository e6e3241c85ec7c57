/**
 * The editor's choice of a data store, shared by the store button, the store count and the
 * listing grid's "Items of a data store" source. The stores come from
 * window.vitrineSettings.dataStoresEditor, printed before those blocks' editor scripts by
 * Vitrine\DataStores\View\StoreButtons::editor_settings().
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

export interface DataStoresEditorSettings {
	stores: Array< { slug: string; label: string } >;
}

declare module '../core/settings' {
	interface VitrineSettingsMap {
		dataStoresEditor: DataStoresEditorSettings;
	}
}

const NONE: DataStoresEditorSettings[ 'stores' ] = [];

/** The stores defined in Vitrine > Data stores (none when the module printed nothing). */
export function editorStores(): DataStoresEditorSettings[ 'stores' ] {
	return window.vitrineSettings?.dataStoresEditor?.stores ?? NONE;
}

interface StoreSelectProps {
	value: string;
	onChange: ( slug: string ) => void;
	help?: string;
}

export function StoreSelect( { value, onChange, help }: StoreSelectProps ) {
	const stores = editorStores();
	const options = stores.map( ( store ) => ( {
		value: store.slug,
		label: store.label,
	} ) );
	// A store deleted since the block was made stays visible, so that it is not changed unseen.
	if ( value && ! stores.some( ( store ) => store.slug === value ) ) {
		options.push( {
			value,
			/* translators: %s: a data store's slug. */
			label: sprintf( __( '%s (no longer defined)', 'vitrine' ), value ),
		} );
	}
	return (
		<SelectControl
			label={ __( 'Data store', 'vitrine' ) }
			help={ help }
			value={ value }
			options={ options }
			onChange={ onChange }
		/>
	);
}
