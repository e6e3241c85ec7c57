/**
 * Sources: the connected sources with their state, refresh and delete, and the connect form.
 */
import { useState, type RefObject } from '@wordpress/element';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	CheckboxControl,
	Modal,
	Notice,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, _n, sprintf } from '@wordpress/i18n';
import { ListStatus } from './ListStatus';
import { formatDateTime, formatRating } from './format';
import { errorMessage, fieldErrors, refreshMessage } from './options';
import { providerForms, providerLabel } from './providers';
import { reviewsStore } from './store';
import type { Source } from './types';

interface Props {
	headingRef: RefObject< HTMLHeadingElement >;
}

export function SourcesSection( { headingRef }: Props ) {
	const { sources, loadError } = useSelect( ( select ) => {
		const store = select( reviewsStore );
		return {
			sources: store.getSources(),
			loadError: store.getError( 'getSources' ),
		};
	}, [] );
	const [ notice, setNotice ] = useState( '' );

	return (
		<div className="vitrine-reviews-sources">
			<h2 ref={ headingRef } tabIndex={ -1 }>
				{ __( 'Connected sources', 'vitrine' ) }
			</h2>
			<ListStatus
				items={ sources }
				notice={ notice }
				onDismissNotice={ () => setNotice( '' ) }
				error={ loadError ? errorMessage( loadError ) : '' }
				emptyText={ __(
					'No source is connected yet. Connect one below, or add reviews by hand on the Reviews tab.',
					'vitrine'
				) }
			/>
			{ sources !== null && sources.length > 0 && (
				<ul className="vitrine-reviews-sources__list">
					{ sources.map( ( source ) => (
						<li key={ source.id }>
							<SourceCard
								source={ source }
								onDeleted={ ( message ) => {
									setNotice( message );
									headingRef.current?.focus();
								} }
							/>
						</li>
					) ) }
				</ul>
			) }
			<ConnectForm
				onConnected={ ( source ) => {
					setNotice(
						sprintf(
							/* translators: 1: the source's name, 2: how many reviews were stored. */
							_n(
								'%1$s is connected: %2$d review stored.',
								'%1$s is connected: %2$d reviews stored.',
								source.reviews_stored,
								'vitrine'
							),
							source.name,
							source.reviews_stored
						)
					);
				} }
			/>
		</div>
	);
}

type RefreshState =
	| { kind: 'idle' }
	| { kind: 'busy' }
	| { kind: 'done'; message: string }
	| { kind: 'failed'; message: string };

function SourceCard( {
	source,
	onDeleted,
}: {
	source: Source;
	onDeleted: ( message: string ) => void;
} ) {
	const { refreshSource } = useDispatch( reviewsStore );
	const [ refresh, setRefresh ] = useState< RefreshState >( {
		kind: 'idle',
	} );
	const [ editing, setEditing ] = useState( false );
	const [ deleting, setDeleting ] = useState( false );
	const headingId = `vitrine-source-${ source.id }`;
	const canRefresh = source.provider !== 'manual';

	const runRefresh = async () => {
		if ( refresh.kind === 'busy' ) {
			return;
		}
		setRefresh( { kind: 'busy' } );
		try {
			// On failure the store shows the error the server recorded on the source.
			const answer = await refreshSource( source.id );
			setRefresh( {
				kind: 'done',
				message: refreshMessage( answer.added, answer.updated ),
			} );
		} catch ( error ) {
			setRefresh( { kind: 'failed', message: errorMessage( error ) } );
		}
	};

	return (
		<Card
			className="vitrine-reviews-source"
			as="section"
			aria-labelledby={ headingId }
			data-source-id={ source.id }
		>
			<CardHeader>
				<h3 id={ headingId }>{ source.name }</h3>
				<span className="vitrine-reviews-source__provider">
					{ providerLabel( source.provider ) }
				</span>
			</CardHeader>
			<CardBody>
				{ source.token_warning !== '' && (
					<Notice status="warning" isDismissible={ false }>
						{ source.token_warning }
					</Notice>
				) }
				{ source.last_error !== '' && (
					<Notice status="error" isDismissible={ false }>
						<strong>{ __( 'Last error:', 'vitrine' ) }</strong>{ ' ' }
						{ source.last_error }
					</Notice>
				) }
				<dl className="vitrine-reviews-source__facts">
					<dt>{ __( 'Rating', 'vitrine' ) }</dt>
					<dd>
						{ source.rating > 0
							? sprintf(
									/* translators: %s: a rating such as 4.5. */
									__( '%s out of 5', 'vitrine' ),
									formatRating( source.rating )
								)
							: __( 'None yet', 'vitrine' ) }
					</dd>
					<dt>{ __( 'Reviews', 'vitrine' ) }</dt>
					<dd>
						{ source.provider === 'manual'
							? sprintf(
									/* translators: %d: reviews stored on this site. */
									__( '%d stored here', 'vitrine' ),
									source.reviews_stored
								)
							: sprintf(
									/* translators: 1: reviews on the provider, 2: reviews stored on this site. */
									__(
										'%1$d in all, %2$d stored here',
										'vitrine'
									),
									source.review_count,
									source.reviews_stored
								) }
					</dd>
					<dt>{ __( 'Status', 'vitrine' ) }</dt>
					<dd className={ `is-${ source.status }` }>
						{ source.status === 'connected'
							? __( 'Connected', 'vitrine' )
							: __( 'Error', 'vitrine' ) }
					</dd>
					<dt>{ __( 'Last refreshed', 'vitrine' ) }</dt>
					<dd>
						{ source.last_refreshed_at
							? formatDateTime( source.last_refreshed_at )
							: __( 'Never', 'vitrine' ) }
					</dd>
				</dl>
				{ source.limits !== '' && (
					<p className="vitrine-reviews-source__limits">
						{ source.limits }
					</p>
				) }
				<div className="vitrine-reviews-source__actions">
					{ canRefresh && (
						<Button
							variant="secondary"
							onClick={ runRefresh }
							isBusy={ refresh.kind === 'busy' }
							aria-disabled={ refresh.kind === 'busy' }
							__next40pxDefaultSize
						>
							{ refresh.kind === 'busy'
								? __( 'Refreshing…', 'vitrine' )
								: __( 'Refresh now', 'vitrine' ) }
						</Button>
					) }
					{ source.provider !== 'manual' && (
						<Button
							variant="secondary"
							onClick={ () => setEditing( ! editing ) }
							aria-expanded={ editing }
							__next40pxDefaultSize
						>
							{ __( 'Edit', 'vitrine' ) }
						</Button>
					) }
					<Button
						variant="secondary"
						isDestructive
						onClick={ () => setDeleting( true ) }
						__next40pxDefaultSize
					>
						{ __( 'Delete', 'vitrine' ) }
					</Button>
				</div>
				<p
					className={ `vitrine-reviews-source__refresh is-${ refresh.kind }` }
					role="status"
				>
					{ refresh.kind === 'busy' &&
						__( 'Fetching reviews…', 'vitrine' ) }
					{ ( refresh.kind === 'done' ||
						refresh.kind === 'failed' ) &&
						refresh.message }
				</p>
				{ editing && (
					<SourceForm
						source={ source }
						onSaved={ () => setEditing( false ) }
						onCancel={ () => setEditing( false ) }
					/>
				) }
			</CardBody>
			{ deleting && (
				<DeleteSourceModal
					source={ source }
					onClose={ () => setDeleting( false ) }
					onDeleted={ onDeleted }
				/>
			) }
		</Card>
	);
}

function DeleteSourceModal( {
	source,
	onClose,
	onDeleted,
}: {
	source: Source;
	onClose: () => void;
	onDeleted: ( message: string ) => void;
} ) {
	const { deleteSource } = useDispatch( reviewsStore );
	const [ withReviews, setWithReviews ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );

	const confirm = async () => {
		setBusy( true );
		setError( '' );
		try {
			await deleteSource( source.id, withReviews );
			onDeleted(
				withReviews
					? sprintf(
							/* translators: %s: the source's name. */
							__( '%s and its reviews were deleted.', 'vitrine' ),
							source.name
						)
					: sprintf(
							/* translators: %s: the source's name. */
							__(
								'%s was deleted; its reviews are kept.',
								'vitrine'
							),
							source.name
						)
			);
		} catch ( thrown ) {
			setError( errorMessage( thrown ) );
			setBusy( false );
		}
	};

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: the source's name. */
				__( 'Delete %s?', 'vitrine' ),
				source.name
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
					'The source is disconnected and its credentials are forgotten.',
					'vitrine'
				) }
			</p>
			<CheckboxControl
				label={ sprintf(
					/* translators: %d: how many reviews are stored. */
					_n(
						'Delete its %d stored review too',
						'Delete its %d stored reviews too',
						source.reviews_stored,
						'vitrine'
					),
					source.reviews_stored
				) }
				help={ __(
					'Otherwise they stay, and widgets can still show them.',
					'vitrine'
				) }
				checked={ withReviews }
				onChange={ setWithReviews }
				__nextHasNoMarginBottom
			/>
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
					onClick={ () => ! busy && confirm() }
					__next40pxDefaultSize
				>
					{ __( 'Delete source', 'vitrine' ) }
				</Button>
			</div>
		</Modal>
	);
}

function ConnectForm( {
	onConnected,
}: {
	onConnected: ( source: Source ) => void;
} ) {
	const forms = providerForms();
	const [ provider, setProvider ] = useState( forms[ 0 ].provider );
	const [ key, setKey ] = useState( 0 );

	return (
		<Card
			className="vitrine-reviews-connect"
			as="section"
			aria-labelledby="vitrine-reviews-connect"
		>
			<CardHeader>
				<h2 id="vitrine-reviews-connect">
					{ __( 'Connect a source', 'vitrine' ) }
				</h2>
			</CardHeader>
			<CardBody>
				<SelectControl
					label={ __( 'Provider', 'vitrine' ) }
					value={ provider }
					options={ forms.map( ( form ) => ( {
						value: form.provider,
						label: form.label,
					} ) ) }
					onChange={ ( value ) =>
						setProvider( value as typeof provider )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<SourceForm
					key={ `${ provider }-${ key }` }
					provider={ provider }
					onSaved={ ( source ) => {
						onConnected( source );
						setKey( ( count ) => count + 1 );
					} }
				/>
			</CardBody>
		</Card>
	);
}

/**
 * The connect form of a provider, or the edit form of a source (credentials masked: left
 * empty, the saved ones are kept).
 *
 * @param props
 * @param props.source   The source edited; none to connect a new one.
 * @param props.provider The provider connected, without a source.
 * @param props.onSaved  Called with the saved source.
 * @param props.onCancel Called when editing is given up.
 */
function SourceForm( {
	source,
	provider,
	onSaved,
	onCancel,
}: {
	source?: Source;
	provider?: string;
	onSaved: ( source: Source ) => void;
	onCancel?: () => void;
} ) {
	const { connectSource, updateSource } = useDispatch( reviewsStore );
	const form = providerForms().find(
		( item ) => item.provider === ( source?.provider ?? provider )
	);
	const [ name, setName ] = useState( source?.name ?? '' );
	const [ reference, setReference ] = useState( source?.external_ref ?? '' );
	const [ credential, setCredential ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	if ( ! form ) {
		return null;
	}
	const saved = form.credential
		? source?.credentials[ form.credential.key ]
		: undefined;
	const idBase = `vitrine-source-form-${ source?.id ?? form.provider }`;

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		setBusy( true );
		setError( '' );
		setErrors( {} );
		const credentials: Record< string, string > = {};
		if ( form.credential && credential.trim() !== '' ) {
			credentials[ form.credential.key ] = credential.trim();
		}
		try {
			const result = source
				? await updateSource( source.id, {
						name: name.trim(),
						external_ref: reference.trim(),
						...( Object.keys( credentials ).length > 0
							? { credentials }
							: {} ),
					} )
				: await connectSource( {
						provider: form.provider,
						...( name.trim() !== '' ? { name: name.trim() } : {} ),
						external_ref: reference.trim(),
						credentials,
					} );
			setBusy( false );
			onSaved( result );
		} catch ( thrown ) {
			setBusy( false );
			setError( errorMessage( thrown ) );
			setErrors( fieldErrors( thrown ) );
		}
	};

	const fieldError = ( key: string ) =>
		errors[ key ] ?? errors[ `credentials.${ key }` ];
	const withError = ( key: string, help: string ) => {
		const message = fieldError( key );
		return message ? (
			<>
				<span className="vitrine-reviews-admin__error">
					{ message }
				</span>{ ' ' }
				{ help }
			</>
		) : (
			help
		);
	};

	return (
		<form
			className="vitrine-reviews-source-form"
			onSubmit={ submit }
			noValidate
		>
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<TextControl
				id={ `${ idBase }-name` }
				label={
					form.nameRequired
						? __( 'Name', 'vitrine' )
						: __( 'Name (optional)', 'vitrine' )
				}
				required={ form.nameRequired }
				help={ withError(
					'name',
					__(
						'Shown in the admin; the provider’s name for the business when empty.',
						'vitrine'
					)
				) }
				aria-invalid={ !! fieldError( 'name' ) }
				value={ name }
				onChange={ setName }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ form.reference && (
				<TextControl
					id={ `${ idBase }-ref` }
					label={ form.reference.label }
					help={ withError( 'external_ref', form.reference.help ) }
					aria-invalid={ !! fieldError( 'external_ref' ) }
					value={ reference }
					onChange={ setReference }
					required
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) }
			{ form.credential && (
				<TextControl
					id={ `${ idBase }-credential` }
					type="password"
					autoComplete="off"
					label={ form.credential.label }
					help={ withError(
						form.credential.key,
						saved?.set
							? sprintf(
									/* translators: %s: the end of the saved key, such as …1234. */
									__(
										'Saved (%s). Leave empty to keep it.',
										'vitrine'
									),
									saved.hint
								)
							: form.credential.help
					) }
					placeholder={ saved?.set ? saved.hint : undefined }
					aria-invalid={ !! fieldError( form.credential.key ) }
					value={ credential }
					onChange={ setCredential }
					required={ ! saved?.set }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) }
			<div className="vitrine-reviews-source-form__actions">
				<Button
					variant="primary"
					type="submit"
					isBusy={ busy }
					aria-disabled={ busy }
					__next40pxDefaultSize
				>
					{ source
						? __( 'Save source', 'vitrine' )
						: __( 'Connect', 'vitrine' ) }
				</Button>
				{ onCancel && (
					<Button
						variant="tertiary"
						onClick={ onCancel }
						__next40pxDefaultSize
					>
						{ __( 'Cancel', 'vitrine' ) }
					</Button>
				) }
				{ busy && (
					<span className="vitrine-reviews-admin__busy">
						{ __(
							'Fetching reviews from the provider…',
							'vitrine'
						) }
					</span>
				) }
			</div>
		</form>
	);
}
