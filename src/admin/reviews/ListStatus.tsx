/**
 * The state of a section's list above it: the last action's success (dismissible), a failure to
 * load, a spinner while loading, and what to say when the list is empty.
 */
import { Notice, Spinner } from '@wordpress/components';

interface Props< Item > {
	/** The list, null until loaded. */
	items: Item[] | null;
	/** The message of the last action that worked, '' for none. */
	notice: string;
	onDismissNotice: () => void;
	/** Why the list could not be loaded, '' when it was. */
	error: string;
	/** Said when the list is loaded and empty. */
	emptyText: string;
}

export function ListStatus< Item >( {
	items,
	notice,
	onDismissNotice,
	error,
	emptyText,
}: Props< Item > ) {
	return (
		<>
			{ notice !== '' && (
				<Notice status="success" onRemove={ onDismissNotice }>
					{ notice }
				</Notice>
			) }
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ items === null && error === '' && <Spinner /> }
			{ items !== null && items.length === 0 && <p>{ emptyText }</p> }
		</>
	);
}
