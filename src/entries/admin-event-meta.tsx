/**
 * The block editor of posts with event meta (Vitrine\Calendar\EventMeta): the "Event" panel of
 * the document settings. Loaded only on those editor screens.
 */
import { PluginDocumentSettingPanel } from '@wordpress/edit-post';
import { __ } from '@wordpress/i18n';
import { registerPlugin } from '@wordpress/plugins';
import { EventPanelFields } from '../calendar/event-panel';

registerPlugin( 'vitrine-event', {
	render: () => (
		<PluginDocumentSettingPanel
			name="vitrine-event"
			title={ __( 'Event', 'vitrine' ) }
		>
			<EventPanelFields />
		</PluginDocumentSettingPanel>
	),
} );
