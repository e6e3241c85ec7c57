/**
 * A shortcode with a button that copies it, the result announced.
 */
import { useRef, useState } from '@wordpress/element';
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Copies text: the Clipboard API, or the selected field and execCommand where the API is
 * missing (an admin served over plain http on another host than localhost).
 *
 * @param text  The text.
 * @param field The field holding it.
 */
async function copyText(
	text: string,
	field: HTMLInputElement | null
): Promise< boolean > {
	try {
		if ( navigator.clipboard ) {
			await navigator.clipboard.writeText( text );
			return true;
		}
	} catch {
		// Refused (no permission): try the selection below.
	}
	if ( ! field ) {
		return false;
	}
	field.select();

	return document.execCommand( 'copy' );
}

export function CopyShortcode( {
	shortcode,
	label,
}: {
	shortcode: string;
	label: string;
} ) {
	const field = useRef< HTMLInputElement >( null );
	const [ status, setStatus ] = useState( '' );

	return (
		<div className="vitrine-reviews-shortcode">
			<input
				ref={ field }
				type="text"
				readOnly
				value={ shortcode }
				aria-label={ label }
				className="code"
				onFocus={ ( event ) => event.currentTarget.select() }
			/>
			<Button
				variant="secondary"
				size="compact"
				onClick={ async () => {
					setStatus( '' );
					const copied = await copyText( shortcode, field.current );
					setStatus(
						copied
							? __( 'Copied.', 'vitrine' )
							: __(
									'Select the shortcode and copy it.',
									'vitrine'
								)
					);
				} }
				aria-label={ sprintf(
					/* translators: %s: what the shortcode is for, such as "Shortcode of Our reviews". */
					__( 'Copy: %s', 'vitrine' ),
					label
				) }
			>
				{ __( 'Copy', 'vitrine' ) }
			</Button>
			<span className="vitrine-reviews-shortcode__status" role="status">
				{ status }
			</span>
		</div>
	);
}
