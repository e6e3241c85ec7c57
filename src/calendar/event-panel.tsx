/**
 * The block editor's "Event" panel in the document settings: the post's event start, end and
 * repeat (the meta Vitrine\Calendar\EventMeta registers), which the calendar block lists.
 */
import { TextControl } from '@wordpress/components';
import { useEntityProp } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

export const START = 'vitrine_event_start';
export const END = 'vitrine_event_end';
export const REPEAT = 'vitrine_event_repeat';

type EventMeta = Partial< Record< string, string > >;

interface EditorSelectors {
	getCurrentPostType: () => string | undefined;
}

/**
 * The meta as the panel changes it: a field emptied is '' (the server then stores nothing).
 *
 * @param meta  The post's meta.
 * @param key   The field changed.
 * @param value Its new value.
 */
export function withField(
	meta: EventMeta,
	key: string,
	value: string
): EventMeta {
	return { ...meta, [ key ]: value.trim() };
}

export function EventPanelFields() {
	const postType = useSelect(
		( select ) =>
			(
				select( 'core/editor' ) as unknown as EditorSelectors
			 ).getCurrentPostType() ?? 'post',
		[]
	);
	const [ stored, setStored ] = useEntityProp( 'postType', postType, 'meta' );
	const meta = stored as EventMeta | undefined;
	const setMeta = setStored as ( value: EventMeta ) => void;
	if ( ! meta || ! ( START in meta ) ) {
		return null;
	}
	const field = ( key: string ) => ( value: string ) =>
		setMeta( withField( meta, key, value ) );
	return (
		<>
			<TextControl
				label={ __( 'Starts', 'vitrine' ) }
				help={ __( 'YYYY-MM-DD, or YYYY-MM-DD HH:MM:SS.', 'vitrine' ) }
				value={ meta[ START ] ?? '' }
				onChange={ field( START ) }
			/>
			<TextControl
				label={ __( 'Ends (last day)', 'vitrine' ) }
				help={ __(
					'Optional, for an event over several days.',
					'vitrine'
				) }
				value={ meta[ END ] ?? '' }
				onChange={ field( END ) }
			/>
			<TextControl
				label={ __( 'Repeats', 'vitrine' ) }
				help={ __(
					'Optional: FREQ=DAILY, WEEKLY, MONTHLY or YEARLY, with INTERVAL, COUNT or UNTIL, BYDAY (MO,WE or -1FR) and BYMONTHDAY. Example: FREQ=WEEKLY;BYDAY=TH;COUNT=10.',
					'vitrine'
				) }
				value={ meta[ REPEAT ] ?? '' }
				onChange={ field( REPEAT ) }
			/>
		</>
	);
}
