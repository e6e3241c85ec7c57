/**
 * Reviews: the stored reviews, filtered and paginated, hidden or shown one by one; a review
 * added by hand; an import from a CSV or JSON file.
 */
import {
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import {
	Button,
	Notice,
	SearchControl,
	SelectControl,
	Spinner,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { PER_PAGE } from './api';
import { formatDate } from './format';
import { errorMessage, fieldErrors, importRowErrors } from './options';
import { PROVIDERS, providerLabel } from './providers';
import { reviewsStore } from './store';
import type {
	Review,
	ReviewFilters,
	ReviewPage,
	RowError,
	Source,
} from './types';

interface Props {
	headingRef: RefObject< HTMLHeadingElement >;
}

const EXCERPT = 140;

function excerpt( text: string ): string {
	return text.length > EXCERPT
		? `${ text.slice( 0, EXCERPT ).trimEnd() }…`
		: text;
}

/** Until the sources are loaded (or if they cannot be: the filters then offer "All" only). */
const NO_SOURCES: Source[] = [];

export function ReviewsSection( { headingRef }: Props ) {
	const [ filters, setFilters ] = useState< ReviewFilters >( {
		source: null,
		provider: '',
		hidden: '',
		search: '',
		page: 1,
	} );
	const [ search, setSearch ] = useState( '' );
	const { sources, loaded, loading, loadError } = useSelect(
		( select ) => {
			const store = select( reviewsStore );
			return {
				sources: store.getSources() ?? NO_SOURCES,
				loaded: store.getReviewPage( filters ),
				loading: ! store.hasFinishedResolution( 'getReviewPage', [
					filters,
				] ),
				loadError: store.getError( 'getReviewPage', [ filters ] ),
			};
		},
		[ filters ]
	);
	const { setReviewHidden, deleteReview } = useDispatch( reviewsStore );
	// While the page of new filters loads, the table keeps the last page shown (aria-busy).
	const shown = useRef< ReviewPage | undefined >( undefined );
	if ( loaded !== undefined ) {
		shown.current = loaded;
	}
	const page = loaded ?? shown.current ?? null;
	const error = loadError ? errorMessage( loadError ) : '';
	const [ status, setStatus ] = useState( '' );
	const [ panel, setPanel ] = useState< 'none' | 'add' | 'import' >( 'none' );

	// The search runs 300 ms after the last key.
	useEffect( () => {
		const timer = window.setTimeout( () => {
			setFilters( ( current ) =>
				current.search === search
					? current
					: { ...current, search, page: 1 }
			);
		}, 300 );
		return () => window.clearTimeout( timer );
	}, [ search ] );

	const filter = ( changes: Partial< ReviewFilters > ) =>
		setFilters( ( current ) => ( { ...current, page: 1, ...changes } ) );

	const toggleHidden = async ( review: Review ) => {
		try {
			const saved = await setReviewHidden( review.id, ! review.hidden );
			setStatus(
				saved.hidden
					? sprintf(
							/* translators: %s: the reviewer's name. */
							__( 'The review by %s is hidden.', 'vitrine' ),
							review.author_name
						)
					: sprintf(
							/* translators: %s: the reviewer's name. */
							__( 'The review by %s is shown.', 'vitrine' ),
							review.author_name
						)
			);
		} catch ( thrown ) {
			setStatus( errorMessage( thrown ) );
		}
	};

	const remove = async ( review: Review ) => {
		try {
			await deleteReview( review.id );
			setStatus(
				sprintf(
					/* translators: %s: the reviewer's name. */
					__( 'The review by %s was deleted.', 'vitrine' ),
					review.author_name
				)
			);
		} catch ( thrown ) {
			setStatus( errorMessage( thrown ) );
		}
	};

	const pages = page ? Math.max( 1, Math.ceil( page.total / PER_PAGE ) ) : 1;

	return (
		<div className="vitrine-reviews-list">
			<h2 ref={ headingRef } tabIndex={ -1 }>
				{ __( 'Reviews', 'vitrine' ) }
			</h2>
			<div className="vitrine-reviews-list__tools">
				<Button
					variant={ panel === 'add' ? 'primary' : 'secondary' }
					aria-expanded={ panel === 'add' }
					onClick={ () =>
						setPanel( panel === 'add' ? 'none' : 'add' )
					}
					__next40pxDefaultSize
				>
					{ __( 'Add a review', 'vitrine' ) }
				</Button>
				<Button
					variant={ panel === 'import' ? 'primary' : 'secondary' }
					aria-expanded={ panel === 'import' }
					onClick={ () =>
						setPanel( panel === 'import' ? 'none' : 'import' )
					}
					__next40pxDefaultSize
				>
					{ __( 'Import', 'vitrine' ) }
				</Button>
			</div>
			{ panel === 'add' && (
				<AddReviewForm
					sources={ sources }
					onAdded={ ( review ) => {
						setStatus(
							sprintf(
								/* translators: %s: the reviewer's name. */
								__( 'The review by %s was added.', 'vitrine' ),
								review.author_name
							)
						);
						setPanel( 'none' );
					} }
				/>
			) }
			{ panel === 'import' && (
				<ImportForm sources={ sources } onImported={ setStatus } />
			) }
			<p className="vitrine-reviews-admin__status" role="status">
				{ status }
			</p>
			<div className="vitrine-reviews-list__filters">
				<SelectControl
					label={ __( 'Source', 'vitrine' ) }
					value={
						filters.source === null ? '' : String( filters.source )
					}
					options={ [
						{ value: '', label: __( 'All sources', 'vitrine' ) },
						...sources.map( ( source ) => ( {
							value: String( source.id ),
							label: source.name,
						} ) ),
					] }
					onChange={ ( value ) =>
						filter( {
							source: value === '' ? null : Number( value ),
						} )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<SelectControl
					label={ __( 'Provider', 'vitrine' ) }
					value={ filters.provider }
					options={ [
						{ value: '', label: __( 'All providers', 'vitrine' ) },
						...PROVIDERS.map( ( provider ) => ( {
							value: provider as string,
							label: providerLabel( provider ),
						} ) ),
					] }
					onChange={ ( value ) => filter( { provider: value } ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<SelectControl
					label={ __( 'Visibility', 'vitrine' ) }
					value={ filters.hidden }
					options={ [
						{
							value: '',
							label: __( 'Shown and hidden', 'vitrine' ),
						},
						{ value: '0', label: __( 'Shown only', 'vitrine' ) },
						{ value: '1', label: __( 'Hidden only', 'vitrine' ) },
					] }
					onChange={ ( value ) =>
						filter( { hidden: value as ReviewFilters[ 'hidden' ] } )
					}
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
				<SearchControl
					label={ __( 'Search reviews', 'vitrine' ) }
					value={ search }
					onChange={ setSearch }
					__nextHasNoMarginBottom
				/>
			</div>
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ page && (
				<table
					className="wp-list-table widefat striped vitrine-reviews-list__table"
					aria-busy={ loading }
				>
					<caption className="screen-reader-text">
						{ sprintf(
							/* translators: 1: the page number, 2: the number of pages. */
							__( 'Reviews, page %1$d of %2$d', 'vitrine' ),
							filters.page,
							pages
						) }
					</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Author', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Rating', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Review', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Provider', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Date', 'vitrine' ) }</th>
							<th scope="col">
								{ __( 'Visibility', 'vitrine' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ page.reviews.length === 0 && (
							<tr>
								<td colSpan={ 6 }>
									{ __( 'No review matches.', 'vitrine' ) }
								</td>
							</tr>
						) }
						{ page.reviews.map( ( review ) => (
							<tr
								key={ review.id }
								data-review-id={ review.id }
								className={
									review.hidden ? 'is-hidden' : undefined
								}
							>
								<th scope="row">{ review.author_name }</th>
								<td>
									{ sprintf(
										/* translators: %s: a rating such as 4. */
										__( '%s / 5', 'vitrine' ),
										String( review.rating )
									) }
								</td>
								<td>{ excerpt( review.text ) }</td>
								<td>{ providerLabel( review.provider ) }</td>
								<td>{ formatDate( review.time ) }</td>
								<td className="vitrine-reviews-list__visibility">
									<span>
										{ review.hidden
											? __( 'Hidden', 'vitrine' )
											: __( 'Shown', 'vitrine' ) }
									</span>
									<Button
										variant="link"
										onClick={ () => toggleHidden( review ) }
										aria-label={
											review.hidden
												? sprintf(
														/* translators: %s: the reviewer's name. */
														__(
															'Show the review by %s',
															'vitrine'
														),
														review.author_name
													)
												: sprintf(
														/* translators: %s: the reviewer's name. */
														__(
															'Hide the review by %s',
															'vitrine'
														),
														review.author_name
													)
										}
									>
										{ review.hidden
											? __( 'Show', 'vitrine' )
											: __( 'Hide', 'vitrine' ) }
									</Button>
									{ review.provider === 'manual' && (
										<Button
											variant="link"
											isDestructive
											onClick={ () => remove( review ) }
											aria-label={ sprintf(
												/* translators: %s: the reviewer's name. */
												__(
													'Delete the review by %s',
													'vitrine'
												),
												review.author_name
											) }
										>
											{ __( 'Delete', 'vitrine' ) }
										</Button>
									) }
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ loading && ! page && <Spinner /> }
			{ page && (
				<nav
					className="vitrine-reviews-list__pages"
					aria-label={ __( 'Review pages', 'vitrine' ) }
				>
					<Button
						variant="secondary"
						aria-disabled={ filters.page <= 1 }
						onClick={ () =>
							filters.page > 1 &&
							setFilters( { ...filters, page: filters.page - 1 } )
						}
						__next40pxDefaultSize
					>
						{ __( 'Previous page', 'vitrine' ) }
					</Button>
					<span>
						{ sprintf(
							/* translators: 1: the page number, 2: the number of pages, 3: the number of reviews. */
							__( 'Page %1$d of %2$d (%3$d reviews)', 'vitrine' ),
							filters.page,
							pages,
							page.total
						) }
					</span>
					<Button
						variant="secondary"
						aria-disabled={ filters.page >= pages }
						onClick={ () =>
							filters.page < pages &&
							setFilters( { ...filters, page: filters.page + 1 } )
						}
						__next40pxDefaultSize
					>
						{ __( 'Next page', 'vitrine' ) }
					</Button>
				</nav>
			) }
		</div>
	);
}

function sourceOptions( sources: Source[] ) {
	return [
		{
			value: '',
			label: __( 'Reviews added by hand (the default list)', 'vitrine' ),
		},
		...sources.map( ( source ) => ( {
			value: String( source.id ),
			label: `${ source.name } (${ providerLabel( source.provider ) })`,
		} ) ),
	];
}

function AddReviewForm( {
	sources,
	onAdded,
}: {
	sources: Source[];
	onAdded: ( review: Review ) => void;
} ) {
	const { addReview } = useDispatch( reviewsStore );
	const [ author, setAuthor ] = useState( '' );
	const [ rating, setRating ] = useState( '5' );
	const [ text, setText ] = useState( '' );
	const [ date, setDate ] = useState( '' );
	const [ url, setUrl ] = useState( '' );
	const [ reply, setReply ] = useState( '' );
	const [ sourceId, setSourceId ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const manualSources = sources.filter(
		( source ) => source.provider === 'manual'
	);

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		setBusy( true );
		setError( '' );
		setErrors( {} );
		try {
			const review = await addReview( {
				author_name: author.trim(),
				rating: Number( rating ),
				text: text.trim(),
				...( date !== ''
					? {
							time: Math.floor(
								Date.parse( `${ date }T12:00:00Z` ) / 1000
							),
						}
					: {} ),
				...( url.trim() !== '' ? { author_url: url.trim() } : {} ),
				...( reply.trim() !== '' ? { reply: reply.trim() } : {} ),
				...( sourceId !== '' ? { source_id: Number( sourceId ) } : {} ),
			} );
			onAdded( review );
		} catch ( thrown ) {
			setError( errorMessage( thrown ) );
			setErrors( fieldErrors( thrown ) );
		}
		setBusy( false );
	};

	const help = ( key: string, text2 = '' ) =>
		errors[ key ] ? (
			<span className="vitrine-reviews-admin__error">
				{ errors[ key ] }
			</span>
		) : (
			text2
		);

	return (
		<form
			className="vitrine-reviews-admin__panel"
			onSubmit={ submit }
			aria-labelledby="vitrine-add-review"
			noValidate
		>
			<h3 id="vitrine-add-review">{ __( 'Add a review', 'vitrine' ) }</h3>
			{ error !== '' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<TextControl
				label={ __( 'Reviewer’s name', 'vitrine' ) }
				value={ author }
				onChange={ setAuthor }
				help={ help( 'author_name' ) }
				aria-invalid={ !! errors.author_name }
				required
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<SelectControl
				label={ __( 'Rating', 'vitrine' ) }
				value={ rating }
				options={ [ 5, 4, 3, 2, 1 ].map( ( value ) => ( {
					value: String( value ),
					label: sprintf(
						/* translators: %d: a number of stars. */
						__( '%d out of 5', 'vitrine' ),
						value
					),
				} ) ) }
				onChange={ setRating }
				help={ help( 'rating' ) }
				aria-invalid={ !! errors.rating }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextareaControl
				label={ __( 'Review', 'vitrine' ) }
				value={ text }
				onChange={ setText }
				help={ help( 'text' ) }
				aria-invalid={ !! errors.text }
				__nextHasNoMarginBottom
			/>
			<TextControl
				type="date"
				label={ __( 'Date', 'vitrine' ) }
				value={ date }
				onChange={ setDate }
				help={ help( 'time', __( 'Today when empty.', 'vitrine' ) ) }
				aria-invalid={ !! errors.time }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextControl
				type="url"
				label={ __( 'Reviewer’s link (optional)', 'vitrine' ) }
				value={ url }
				onChange={ setUrl }
				help={ help( 'author_url' ) }
				aria-invalid={ !! errors.author_url }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			<TextareaControl
				label={ __( 'Your reply (optional)', 'vitrine' ) }
				value={ reply }
				onChange={ setReply }
				help={ help( 'reply' ) }
				aria-invalid={ !! errors.reply }
				__nextHasNoMarginBottom
			/>
			{ manualSources.length > 0 && (
				<SelectControl
					label={ __( 'Source', 'vitrine' ) }
					value={ sourceId }
					options={ sourceOptions( manualSources ) }
					onChange={ setSourceId }
					help={ help( 'source_id' ) }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) }
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				aria-disabled={ busy }
				__next40pxDefaultSize
			>
				{ __( 'Add the review', 'vitrine' ) }
			</Button>
		</form>
	);
}

function ImportForm( {
	sources,
	onImported,
}: {
	sources: Source[];
	onImported: ( message: string ) => void;
} ) {
	const { importReviews } = useDispatch( reviewsStore );
	const [ file, setFile ] = useState< File | null >( null );
	const [ sourceId, setSourceId ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ error, setError ] = useState( '' );
	const [ rows, setRows ] = useState< RowError[] >( [] );
	const [ done, setDone ] = useState( '' );
	const errorBox = useRef< HTMLDivElement >( null );
	const fileId = 'vitrine-import-file';
	const manualSources = sources.filter(
		( source ) => source.provider === 'manual'
	);

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( busy ) {
			return;
		}
		setError( '' );
		setRows( [] );
		setDone( '' );
		if ( ! file ) {
			setError( __( 'Choose a CSV or JSON file first.', 'vitrine' ) );
			return;
		}
		setBusy( true );
		try {
			const answer = await importReviews(
				file,
				sourceId === '' ? null : Number( sourceId )
			);
			const message = sprintf(
				/* translators: 1: reviews imported, 2: reviews updated. */
				__( 'Imported %1$d, updated %2$d.', 'vitrine' ),
				answer.imported,
				answer.updated
			);
			setDone( message );
			onImported( message );
		} catch ( thrown ) {
			setError( errorMessage( thrown ) );
			setRows( importRowErrors( thrown ) );
		}
		setBusy( false );
	};

	useEffect( () => {
		if ( error !== '' ) {
			errorBox.current?.focus();
		}
	}, [ error ] );

	return (
		<form
			className="vitrine-reviews-admin__panel"
			onSubmit={ submit }
			aria-labelledby="vitrine-import-reviews"
			noValidate
		>
			<h3 id="vitrine-import-reviews">
				{ __( 'Import reviews', 'vitrine' ) }
			</h3>
			<p id="vitrine-import-help">
				{ __(
					'A CSV file with a header row, or a JSON list of objects, with author_name, rating and time (required) and text, reply, author_url, author_avatar, external_id and language. Nothing is imported if any row is wrong; importing a file again updates its reviews.',
					'vitrine'
				) }
			</p>
			{ error !== '' && (
				<div
					className="vitrine-reviews-admin__errors"
					ref={ errorBox }
					tabIndex={ -1 }
					role="alert"
				>
					<p>{ error }</p>
					{ rows.length > 0 && (
						<ul>
							{ rows.map( ( row ) => (
								<li key={ `${ row.line }-${ row.message }` }>
									{ sprintf(
										/* translators: 1: a line number of the file, 2: what is wrong on it. */
										__( 'Line %1$d: %2$s', 'vitrine' ),
										row.line,
										row.message
									) }
								</li>
							) ) }
						</ul>
					) }
				</div>
			) }
			{ done !== '' && (
				<Notice status="success" isDismissible={ false }>
					{ done }
				</Notice>
			) }
			<div className="components-base-control">
				<label
					className="vitrine-reviews-admin__label"
					htmlFor={ fileId }
				>
					{ __( 'File', 'vitrine' ) }
				</label>
				<input
					id={ fileId }
					type="file"
					accept=".csv,.json,text/csv,application/json"
					aria-describedby="vitrine-import-help"
					aria-invalid={ error !== '' }
					onChange={ ( event ) =>
						setFile( event.currentTarget.files?.[ 0 ] ?? null )
					}
				/>
			</div>
			{ manualSources.length > 0 && (
				<SelectControl
					label={ __( 'Source', 'vitrine' ) }
					value={ sourceId }
					options={ sourceOptions( manualSources ) }
					onChange={ setSourceId }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) }
			<Button
				variant="primary"
				type="submit"
				isBusy={ busy }
				aria-disabled={ busy }
				__next40pxDefaultSize
			>
				{ __( 'Import the file', 'vitrine' ) }
			</Button>
		</form>
	);
}
