/**
 * The live preview: the unsaved options sent to POST /review-widgets/preview 400 ms after the
 * last change, the request before aborted, the answer shown in a sandboxed frame (preview.ts).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { Notice, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getSettings } from '../../core/settings';
import { widgetsApi } from './api';
import { errorMessage, fieldErrors } from './options';
import { previewDocument } from './preview';
import type { WidgetOptionValues } from './types';

/** The wait after the last change before the preview is asked for, in ms. */
export const PREVIEW_DEBOUNCE = 400;

const MIN_HEIGHT = 320;

interface Props {
	options: WidgetOptionValues;
	/** Called with the option errors of a refused preview ({} when it worked). */
	onErrors: ( errors: Record< string, string > ) => void;
}

export function WidgetPreview( { options, onErrors }: Props ) {
	const [ html, setHtml ] = useState< string | null >( null );
	const [ error, setError ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ height, setHeight ] = useState( MIN_HEIGHT );
	const frame = useRef< HTMLIFrameElement >( null );
	const errorsCallback = useRef( onErrors );
	errorsCallback.current = onErrors;
	const key = JSON.stringify( options );

	useEffect( () => {
		const controller = new AbortController();
		const timer = window.setTimeout( () => {
			setBusy( true );
			widgetsApi
				.preview(
					JSON.parse( key ) as WidgetOptionValues,
					controller.signal
				)
				.then( ( answer ) => {
					setHtml( answer.html );
					setError( '' );
					errorsCallback.current( {} );
					setBusy( false );
				} )
				.catch( ( thrown: unknown ) => {
					if ( controller.signal.aborted ) {
						return;
					}
					const errors = fieldErrors( thrown );
					setError(
						Object.keys( errors ).length > 0
							? __(
									'The preview shows the last valid options: some options are not valid (see the messages next to them).',
									'vitrine'
								)
							: errorMessage( thrown )
					);
					errorsCallback.current( errors );
					setBusy( false );
				} );
		}, PREVIEW_DEBOUNCE );
		// A newer change cancels the wait, or the request already sent.
		return () => {
			window.clearTimeout( timer );
			controller.abort();
		};
	}, [ key ] );

	const settings = getSettings( 'adminReviews' );
	const title = __( 'Widget preview', 'vitrine' );

	const measure = () => {
		const body = frame.current?.contentDocument?.documentElement;
		if ( body ) {
			setHeight( Math.max( MIN_HEIGHT, body.scrollHeight ) );
		}
	};

	return (
		<section
			className="vitrine-reviews-preview"
			aria-labelledby="vitrine-reviews-preview-title"
			aria-busy={ busy }
		>
			<h3 id="vitrine-reviews-preview-title">
				{ __( 'Preview', 'vitrine' ) }
				{ busy && <Spinner /> }
			</h3>
			{ error !== '' && (
				<Notice status="warning" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ html !== null && html.trim() === '' && (
				<p className="vitrine-reviews-preview__empty">
					{ __(
						'Nothing to show: no stored review matches these options.',
						'vitrine'
					) }
				</p>
			) }
			{ html !== null && (
				<iframe
					ref={ frame }
					className="vitrine-reviews-preview__frame"
					title={ title }
					sandbox="allow-same-origin"
					srcDoc={ previewDocument(
						html,
						settings.previewStyles,
						settings.previewDirection,
						settings.previewLanguage,
						title
					) }
					style={ { blockSize: `${ height }px` } }
					onLoad={ measure }
				/>
			) }
		</section>
	);
}
