/**
 * Products > Import: upload a CSV file (or the sample), map its columns, check every row, then
 * import with a progress bar, and read what was created, updated and skipped. The job's id is
 * kept in the address (&import=<id>), so a reload resumes the import where it stopped, by itself.
 */
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { getSettings } from '../../core/settings';
import { ProgressBar } from '../components/ProgressBar';
import { importStore } from './store';
import type { ProductImport, ProductImportMapping } from './types';

const PARAM = 'import';

function rememberJob( id: string | null ): void {
	const url = new URL( window.location.href );
	if ( id ) {
		url.searchParams.set( PARAM, id );
	} else {
		url.searchParams.delete( PARAM );
	}
	window.history.replaceState( null, '', url.toString() );
}

function UploadStep() {
	const { upload } = useDispatch( importStore );
	const busy = useSelect( ( select ) => select( importStore ).isBusy(), [] );
	const [ file, setFile ] = useState< File | null >( null );
	const settings = getSettings( 'adminProductImport' );
	return (
		<section aria-labelledby="vitrine-import-upload-title">
			<h2 id="vitrine-import-upload-title">
				{ __( '1. Choose a CSV file', 'vitrine' ) }
			</h2>
			<p>
				{ __(
					'A CSV file in UTF-8, with commas or semicolons. WooCommerce’s export imports as it is; products are created, or updated when their SKU or ID is already in the shop.',
					'vitrine'
				) }
			</p>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( file ) {
						void file
							.text()
							.then( ( content ) =>
								upload( { content, name: file.name } )
							);
					}
				} }
			>
				<p>
					<label htmlFor="vitrine-import-file">
						{ __( 'CSV file', 'vitrine' ) }
					</label>{ ' ' }
					<input
						id="vitrine-import-file"
						type="file"
						accept=".csv,text/csv"
						onChange={ ( event ) =>
							setFile( event.target.files?.[ 0 ] ?? null )
						}
					/>
				</p>
				<p>
					<button
						type="submit"
						className="button button-primary"
						disabled={ ! file || busy }
					>
						{ __( 'Upload and map the columns', 'vitrine' ) }
					</button>
				</p>
			</form>
			<h3>{ __( 'Trying Vitrine?', 'vitrine' ) }</h3>
			<p>
				{ __(
					'The sample file has 16 products, two of them with variations. Look at it, or import it to see the steps.',
					'vitrine'
				) }{ ' ' }
				<a href={ settings.sampleUrl } download>
					{ __( 'Download the sample file', 'vitrine' ) }
				</a>
			</p>
			<p>
				<button
					type="button"
					className="button"
					disabled={ busy }
					onClick={ () => upload( { sample: true } ) }
				>
					{ __( 'Load the sample file', 'vitrine' ) }
				</button>
			</p>
		</section>
	);
}

function MappingStep( { mapping }: { mapping: ProductImportMapping } ) {
	const { saveMapping } = useDispatch( importStore );
	const busy = useSelect( ( select ) => select( importStore ).isBusy(), [] );
	const [ chosen, setChosen ] = useState< string[] >( mapping.mapping );
	useEffect( () => setChosen( mapping.mapping ), [ mapping ] );
	return (
		<section aria-labelledby="vitrine-import-mapping-title">
			<h2 id="vitrine-import-mapping-title">
				{ __( '2. Map the columns', 'vitrine' ) }
			</h2>
			<p>
				{ __(
					'Each column of the file goes into the field chosen beside it. Columns recognised from their names are chosen already; “Do not import” leaves a column out.',
					'vitrine'
				) }
			</p>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					saveMapping( chosen );
				} }
			>
				<table className="widefat striped vitrine-import-mapping">
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Column of the file', 'vitrine' ) }
							</th>
							<th scope="col">
								{ __( 'Imported as', 'vitrine' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ mapping.header.map( ( column, index ) => (
							<tr key={ index }>
								<th scope="row">
									<label
										htmlFor={ `vitrine-import-column-${ index }` }
									>
										{ column ||
											sprintf(
												/* translators: %d: the column's number. */
												__( 'Column %d', 'vitrine' ),
												index + 1
											) }
									</label>
								</th>
								<td>
									<select
										id={ `vitrine-import-column-${ index }` }
										value={ chosen[ index ] ?? '' }
										onChange={ ( event ) => {
											const next = [ ...chosen ];
											next[ index ] = event.target.value;
											setChosen( next );
										} }
									>
										<option value="">
											{ __( 'Do not import', 'vitrine' ) }
										</option>
										{ mapping.fields.map( ( field ) => (
											<option
												key={ field.key }
												value={ field.key }
											>
												{ field.label }
											</option>
										) ) }
									</select>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
				<p>
					<button
						type="submit"
						className="button button-primary"
						disabled={ busy }
					>
						{ __( 'Check the file', 'vitrine' ) }
					</button>
				</p>
			</form>
		</section>
	);
}

function CheckStep() {
	const { importAll, reset } = useDispatch( importStore );
	const { check, busy } = useSelect(
		( select ) => ( {
			check: select( importStore ).getCheck(),
			busy: select( importStore ).isBusy(),
		} ),
		[]
	);
	if ( ! check ) {
		return null;
	}
	const bad = check.rows - check.valid;
	return (
		<section aria-labelledby="vitrine-import-check-title">
			<h2 id="vitrine-import-check-title">
				{ __( '3. Check', 'vitrine' ) }
			</h2>
			<p>
				{ bad === 0
					? sprintf(
							/* translators: %d: number of rows. */
							_n(
								'%d row is ready to import.',
								'All %d rows are ready to import.',
								check.rows,
								'vitrine'
							),
							check.rows
						)
					: sprintf(
							/* translators: 1: rows with problems, 2: all rows. */
							__(
								'%1$d of %2$d rows have problems. Fix them in the file and upload it again, or import the others.',
								'vitrine'
							),
							bad,
							check.rows
						) }
			</p>
			{ check.problems.length > 0 && (
				<table className="widefat striped">
					<caption>{ __( 'Problems found', 'vitrine' ) }</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Row', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Column', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Problem', 'vitrine' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ check.problems.map( ( problem, index ) => (
							<tr key={ index }>
								<td>{ problem.row }</td>
								<td>{ problem.column }</td>
								<td>{ problem.message }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			<p>
				<button
					type="button"
					className="button button-primary"
					disabled={ busy || check.valid === 0 }
					onClick={ () => importAll() }
				>
					{ bad === 0
						? __( 'Import', 'vitrine' )
						: __(
								'Import anyway, skipping rows with problems',
								'vitrine'
							) }
				</button>{ ' ' }
				<button
					type="button"
					className="button"
					disabled={ busy }
					onClick={ () => {
						rememberJob( null );
						reset();
					} }
				>
					{ __( 'Upload another file', 'vitrine' ) }
				</button>
			</p>
		</section>
	);
}

function ProgressStep( { job }: { job: ProductImport } ) {
	const { importAll, reset } = useDispatch( importStore );
	const { busy, error } = useSelect(
		( select ) => ( {
			busy: select( importStore ).isBusy(),
			error: select( importStore ).getError(),
		} ),
		[]
	);
	const done = job.status === 'done';
	return (
		<section aria-labelledby="vitrine-import-progress-title">
			<h2 id="vitrine-import-progress-title">
				{ done
					? __( 'Import finished', 'vitrine' )
					: __( '4. Import', 'vitrine' ) }
			</h2>
			<ProgressBar
				label={ __( 'Rows imported', 'vitrine' ) }
				done={ job.done }
				total={ job.rows }
				valueText={ sprintf(
					/* translators: 1: rows done, 2: all rows. */
					__( '%1$d of %2$d rows', 'vitrine' ),
					job.done,
					job.rows
				) }
			/>
			<p aria-live="polite" className="vitrine-import-status">
				{ done
					? sprintf(
							/* translators: 1: products created, 2: updated, 3: rows skipped. */
							__(
								'%1$d created, %2$d updated, %3$d skipped.',
								'vitrine'
							),
							job.created,
							job.updated,
							job.skipped.length
						)
					: sprintf(
							/* translators: 1: rows done, 2: all rows. */
							__( '%1$d of %2$d rows imported…', 'vitrine' ),
							job.done,
							job.rows
						) }
			</p>
			{ ! done && ! busy && (
				<p>
					<button
						type="button"
						className="button button-primary"
						onClick={ () => importAll() }
					>
						{ error
							? __( 'Try again', 'vitrine' )
							: __( 'Continue the import', 'vitrine' ) }
					</button>
				</p>
			) }
			{ done && job.skipped.length > 0 && (
				<table className="widefat striped">
					<caption>{ __( 'Rows skipped', 'vitrine' ) }</caption>
					<thead>
						<tr>
							<th scope="col">{ __( 'Row', 'vitrine' ) }</th>
							<th scope="col">{ __( 'Why', 'vitrine' ) }</th>
						</tr>
					</thead>
					<tbody>
						{ job.skipped.map( ( skipped ) => (
							<tr key={ skipped.row }>
								<td>{ skipped.row }</td>
								<td>{ skipped.reasons.join( ' ' ) }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			) }
			{ done && (
				<p>
					<a
						className="button button-primary"
						href="edit.php?post_type=vitrine_product"
					>
						{ __( 'See the products', 'vitrine' ) }
					</a>{ ' ' }
					<button
						type="button"
						className="button"
						onClick={ () => {
							rememberJob( null );
							reset();
						} }
					>
						{ __( 'Import another file', 'vitrine' ) }
					</button>
				</p>
			) }
		</section>
	);
}

export function ImportScreen() {
	const { resume, importAll } = useDispatch( importStore );
	const registry = useRegistry();
	const { job, mapping, check, error } = useSelect(
		( select ) => ( {
			job: select( importStore ).getJob(),
			mapping: select( importStore ).getMapping(),
			check: select( importStore ).getCheck(),
			error: select( importStore ).getError(),
		} ),
		[]
	);
	useEffect( () => {
		const id = new URL( window.location.href ).searchParams.get( PARAM );
		if ( id && /^[a-z0-9]{20}$/.test( id ) ) {
			// An import under way when the page was left goes on by itself.
			void resume( id ).then( () => {
				if (
					registry.select( importStore ).getJob()?.status ===
					'running'
				) {
					void importAll();
				}
			} );
		}
	}, [ resume, importAll, registry ] );
	useEffect( () => {
		if ( job ) {
			rememberJob( job.id );
		}
	}, [ job ] );

	const started =
		job && ( job.status === 'running' || job.status === 'done' );
	let step;
	if ( started ) {
		step = <ProgressStep job={ job } />;
	} else if ( check ) {
		step = <CheckStep />;
	} else if ( job && mapping ) {
		step = <MappingStep mapping={ mapping } />;
	} else {
		step = <UploadStep />;
	}
	return (
		<>
			{ error && (
				<div className="notice notice-error" role="alert">
					<p>{ error }</p>
				</div>
			) }
			{ step }
		</>
	);
}
