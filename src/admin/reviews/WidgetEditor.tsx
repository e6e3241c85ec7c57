/**
 * The widget editor: every option of the schema that applies to the chosen layout, grouped,
 * with a live preview; Save shows each refused option's message next to it and a summary that
 * takes the focus.
 */
import {
	useCallback,
	useEffect,
	useRef,
	useState,
	type RefObject,
} from '@wordpress/element';
import { Button, Notice, Spinner, TextControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { CopyShortcode } from './CopyShortcode';
import { OptionControl, optionFieldId } from './OptionControl';
import {
	defaultOptions,
	errorMessage,
	errorSummary,
	fieldErrors,
	formGroups,
} from './options';
import { reviewsStore } from './store';
import type { OptionValue, Source, WidgetOptionValues } from './types';
import { WidgetPreview } from './WidgetPreview';

interface Props {
	headingRef: RefObject< HTMLHeadingElement >;
	/** The widget edited; null for a new one. */
	widgetId: number | null;
	onBack: () => void;
}

type SaveState =
	| { kind: 'idle' }
	| { kind: 'saving' }
	| { kind: 'saved' }
	| { kind: 'failed'; message: string };

const TITLE_ID = 'vitrine-widget-title';

/** Until the sources are loaded (or if they cannot be: the sources option then lists none). */
const NO_SOURCES: Source[] = [];

export function WidgetEditor( { headingRef, widgetId, onBack }: Props ) {
	const [ id, setId ] = useState( widgetId );
	const { schema, widget, sources, loadFailure } = useSelect(
		( select ) => {
			const store = select( reviewsStore );
			return {
				schema: store.getWidgetSchema(),
				widget: widgetId === null ? null : store.getWidget( widgetId ),
				sources: store.getSources() ?? NO_SOURCES,
				loadFailure:
					store.getError( 'getWidgetSchema' ) ??
					( widgetId === null
						? undefined
						: store.getError( 'getWidget', [ widgetId ] ) ),
			};
		},
		[ widgetId ]
	);
	const { saveWidget } = useDispatch( reviewsStore );
	// The form edits a copy, taken once the schema and the widget are there.
	const [ title, setTitle ] = useState( '' );
	const [ options, setOptions ] = useState< WidgetOptionValues | null >(
		null
	);
	const [ shortcode, setShortcode ] = useState( '' );
	const loadError = loadFailure ? errorMessage( loadFailure ) : '';
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );
	const [ save, setSave ] = useState< SaveState >( { kind: 'idle' } );
	const summary = useRef< HTMLDivElement >( null );

	useEffect( () => {
		if ( options !== null || schema === null || widget === undefined ) {
			return;
		}
		setOptions( {
			...defaultOptions( schema ),
			...( widget?.options ?? {} ),
		} );
		if ( widget ) {
			setTitle( widget.title );
			setShortcode( widget.shortcode );
		}
	}, [ options, schema, widget ] );

	useEffect( () => {
		if ( save.kind === 'failed' ) {
			summary.current?.focus();
		}
	}, [ save ] );

	const update = ( key: string, value: OptionValue ) => {
		setOptions( ( current ) => ( {
			...( current ?? {} ),
			[ key ]: value,
		} ) );
		if ( save.kind === 'saved' ) {
			setSave( { kind: 'idle' } );
		}
	};

	// The preview checks the options too: its verdict replaces the option errors (a title
	// error stays until the next save).
	const onPreviewErrors = useCallback(
		( next: Record< string, string > ) =>
			setErrors( ( current ) =>
				current.title !== undefined
					? { ...next, title: current.title }
					: next
			),
		[]
	);

	const submit = async ( event: { preventDefault: () => void } ) => {
		event.preventDefault();
		if ( ! options || save.kind === 'saving' ) {
			return;
		}
		setSave( { kind: 'saving' } );
		try {
			const saved = await saveWidget( id, title.trim(), options );
			setErrors( {} );
			setOptions( { ...options, ...saved.options } );
			setShortcode( saved.shortcode );
			if ( id === null ) {
				setId( saved.id );
				// The address of the widget, without a navigation that would reload the editor.
				window.history.replaceState(
					null,
					'',
					`#/widgets/${ saved.id }`
				);
			}
			setSave( { kind: 'saved' } );
		} catch ( thrown ) {
			setErrors( fieldErrors( thrown ) );
			setSave( { kind: 'failed', message: errorMessage( thrown ) } );
		}
	};

	let heading: string = __( 'New widget', 'vitrine' );
	if ( id !== null ) {
		heading =
			title !== ''
				? sprintf(
						/* translators: %s: a widget's title. */
						__( 'Edit widget: %s', 'vitrine' ),
						title
					)
				: __( 'Edit widget', 'vitrine' );
	}

	// The same heading element in every state, so that the focus given to it on arrival stays
	// on it when the form replaces the spinner.
	const header = (
		<>
			<p>
				<a
					href="#/widgets"
					onClick={ ( event ) => {
						event.preventDefault();
						onBack();
					} }
				>
					{ __( '← All widgets', 'vitrine' ) }
				</a>
			</p>
			<h2
				ref={ headingRef }
				tabIndex={ -1 }
				id="vitrine-widget-editor-title"
			>
				{ heading }
			</h2>
		</>
	);

	if ( loadError !== '' ) {
		return (
			<div className="vitrine-reviews-editor">
				{ header }
				<Notice status="error" isDismissible={ false }>
					{ loadError }
				</Notice>
			</div>
		);
	}
	if ( ! schema || ! options ) {
		return (
			<div className="vitrine-reviews-editor">
				{ header }
				<Spinner />
			</div>
		);
	}

	const titleLabel = __( 'Title', 'vitrine' );
	const listed = errorSummary( errors, schema, titleLabel );
	const layout = String( options.layout ?? 'list' );

	return (
		<div className="vitrine-reviews-editor">
			{ header }
			{ save.kind === 'saved' && (
				<Notice status="success" isDismissible={ false }>
					{ __( 'Widget saved.', 'vitrine' ) }
				</Notice>
			) }
			{ save.kind === 'failed' && (
				<div
					className="vitrine-reviews-admin__errors"
					ref={ summary }
					tabIndex={ -1 }
					role="alert"
					aria-labelledby="vitrine-widget-errors-title"
				>
					<p id="vitrine-widget-errors-title">
						<strong>{ save.message }</strong>
					</p>
					{ listed.length > 0 && (
						<ul>
							{ listed.map( ( item ) => (
								<li key={ item.key }>
									<a
										href={ `#${
											item.key === 'title'
												? TITLE_ID
												: optionFieldId( item.key )
										}` }
										onClick={ ( event ) => {
											event.preventDefault();
											focusField( item.key );
										} }
									>
										{ item.label }
									</a>
									{ ': ' }
									{ item.message }
								</li>
							) ) }
						</ul>
					) }
				</div>
			) }
			{ shortcode !== '' && (
				<div className="vitrine-reviews-editor__shortcode">
					<span id="vitrine-widget-shortcode-label">
						{ __( 'Shortcode', 'vitrine' ) }
					</span>
					<CopyShortcode
						shortcode={ shortcode }
						label={ __( 'Shortcode of this widget', 'vitrine' ) }
					/>
				</div>
			) }
			<div className="vitrine-reviews-editor__layout">
				<form
					className="vitrine-reviews-editor__form"
					onSubmit={ submit }
					noValidate
					aria-labelledby="vitrine-widget-editor-title"
				>
					<div
						className={ `vitrine-reviews-option${
							errors.title ? ' has-error' : ''
						}` }
						id={ `${ TITLE_ID }-field` }
					>
						<TextControl
							id={ TITLE_ID }
							label={ titleLabel }
							help={
								errors.title ? (
									<span className="vitrine-reviews-admin__error">
										{ errors.title }
									</span>
								) : (
									__(
										'Shown to visitors as the widget’s heading where the layout has one.',
										'vitrine'
									)
								)
							}
							aria-invalid={ !! errors.title }
							value={ title }
							onChange={ setTitle }
							__next40pxDefaultSize
							__nextHasNoMarginBottom
						/>
					</div>
					{ formGroups( schema, layout ).map( ( group ) => (
						<section
							key={ group.id }
							className="vitrine-reviews-editor__group"
							aria-labelledby={ `vitrine-group-${ group.id }` }
						>
							<h3 id={ `vitrine-group-${ group.id }` }>
								{ group.label }
							</h3>
							{ group.options.map( ( option ) => (
								<OptionControl
									key={ option.key }
									option={ option }
									value={
										options[ option.key ] ?? option.default
									}
									error={ errors[ option.key ] }
									sources={ sources }
									onChange={ ( value ) =>
										update( option.key, value )
									}
								/>
							) ) }
						</section>
					) ) }
					<div className="vitrine-reviews-editor__save">
						<Button
							variant="primary"
							type="submit"
							isBusy={ save.kind === 'saving' }
							aria-disabled={ save.kind === 'saving' }
							__next40pxDefaultSize
						>
							{ __( 'Save widget', 'vitrine' ) }
						</Button>
					</div>
				</form>
				<WidgetPreview
					options={ options }
					onErrors={ onPreviewErrors }
				/>
			</div>
		</div>
	);
}

/**
 * Focuses the field of an option (its first control) from the error summary.
 *
 * @param key The option's key, or "title".
 */
function focusField( key: string ): void {
	const field =
		key === 'title'
			? document.getElementById( TITLE_ID )
			: document
					.getElementById( optionFieldId( key ) )
					?.querySelector< HTMLElement >(
						'input, select, textarea, button'
					);
	field?.focus();
}
