/**
 * Widgets: the list, with each widget's shortcode, edit and delete.
 */
import { useState, type RefObject } from '@wordpress/element';
import { Button, Modal, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { CopyShortcode } from './CopyShortcode';
import { ListStatus } from './ListStatus';
import { errorMessage } from './options';
import { reviewsStore } from './store';
import type { WidgetSummary } from './types';

interface Props {
	headingRef: RefObject< HTMLHeadingElement >;
}

export function WidgetsSection( { headingRef }: Props ) {
	// The schema names the layouts; without it (not loaded, or failed) the list shows their keys.
	const { widgets, loadError, schema } = useSelect( ( select ) => {
		const store = select( reviewsStore );
		return {
			widgets: store.getWidgets(),
			loadError: store.getError( 'getWidgets' ),
			schema: store.getWidgetSchema(),
		};
	}, [] );
	const error = loadError ? errorMessage( loadError ) : '';
	const [ notice, setNotice ] = useState( '' );
	const [ deleting, setDeleting ] = useState< WidgetSummary | null >( null );

	const layoutLabel = ( layout: string ) =>
		schema?.layouts.find( ( item ) => item.value === layout )?.label ??
		layout;

	return (
		<div className="vitrine-reviews-widgets">
			<h2 ref={ headingRef } tabIndex={ -1 }>
				{ __( 'Widgets', 'vitrine' ) }
			</h2>
			<p>
				<a className="button button-primary" href="#/widgets/new">
					{ __( 'Add a widget', 'vitrine' ) }
				</a>
			</p>
			<ListStatus
				items={ widgets }
				notice={ notice }
				onDismissNotice={ () => setNotice( '' ) }
				error={ error }
				emptyText={ __(
					'No widget yet. Add one, then place it with the Reviews block, its shortcode or the classic widget.',
					'vitrine'
				) }
			/>
			{ widgets !== null && widgets.length > 0 && (
				<table className="wp-list-table widefat striped vitrine-reviews-widgets__table">
					<thead>
						<tr>
							<th scope="col">{ __( 'Title', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Layout', 'vitrine' ) }</th>
							<th scope="col">
								{ __( 'Shortcode', 'vitrine' ) }
							</th>
							<th scope="col">{ __( 'Actions', 'vitrine' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ widgets.map( ( widget ) => {
							const title =
								widget.title !== ''
									? widget.title
									: sprintf(
											/* translators: %d: a widget's id. */
											__( 'Widget %d', 'vitrine' ),
											widget.id
										);
							return (
								<tr
									key={ widget.id }
									data-widget-id={ widget.id }
								>
									<th scope="row">
										<a href={ `#/widgets/${ widget.id }` }>
											{ title }
										</a>
									</th>
									<td>{ layoutLabel( widget.layout ) }</td>
									<td>
										<CopyShortcode
											shortcode={ widget.shortcode }
											label={ sprintf(
												/* translators: %s: a widget's title. */
												__(
													'Shortcode of %s',
													'vitrine'
												),
												title
											) }
										/>
									</td>
									<td className="vitrine-reviews-widgets__actions">
										<a
											href={ `#/widgets/${ widget.id }` }
											aria-label={ sprintf(
												/* translators: %s: a widget's title. */
												__( 'Edit %s', 'vitrine' ),
												title
											) }
										>
											{ __( 'Edit', 'vitrine' ) }
										</a>
										<Button
											variant="link"
											isDestructive
											onClick={ () =>
												setDeleting( widget )
											}
											aria-label={ sprintf(
												/* translators: %s: a widget's title. */
												__( 'Delete %s', 'vitrine' ),
												title
											) }
										>
											{ __( 'Delete', 'vitrine' ) }
										</Button>
									</td>
								</tr>
							);
						} ) }
					</tbody>
				</table>
			) }
			{ deleting && (
				<DeleteWidgetModal
					widget={ deleting }
					onClose={ () => setDeleting( null ) }
					onDeleted={ () => {
						setNotice(
							sprintf(
								/* translators: %s: a widget's title. */
								__( '%s was deleted.', 'vitrine' ),
								deleting.title
							)
						);
						setDeleting( null );
						headingRef.current?.focus();
					} }
				/>
			) }
		</div>
	);
}

function DeleteWidgetModal( {
	widget,
	onClose,
	onDeleted,
}: {
	widget: WidgetSummary;
	onClose: () => void;
	onDeleted: () => void;
} ) {
	const { deleteWidget } = useDispatch( reviewsStore );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: a widget's title. */
				__( 'Delete %s?', 'vitrine' ),
				widget.title
			) }
			onRequestClose={ onClose }
			size="medium"
		>
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<p>
				{ __(
					'Pages that show it with its block, shortcode or classic widget will show nothing in its place.',
					'vitrine'
				) }
			</p>
			<div className="vitrine-reviews-admin__modal-actions">
				<Button
					variant="tertiary"
					onClick={ onClose }
					__next40pxDefaultSize
				>
					{ __( 'Cancel', 'vitrine' ) }
				</Button>
				<Button
					variant="primary"
					isDestructive
					isBusy={ busy }
					aria-disabled={ busy }
					onClick={ async () => {
						if ( busy ) {
							return;
						}
						setBusy( true );
						try {
							await deleteWidget( widget.id );
							onDeleted();
						} catch ( thrown ) {
							setError( errorMessage( thrown ) );
							setBusy( false );
						}
					} }
					__next40pxDefaultSize
				>
					{ __( 'Delete widget', 'vitrine' ) }
				</Button>
			</div>
		</Modal>
	);
}
